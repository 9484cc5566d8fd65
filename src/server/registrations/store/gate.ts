/**
 * What stands between a submission and a confirmed entry, in the registrations' database:
 * the links' tokens (hashes only, single use, expiring), the mails sent to each address
 * (for the daily cap), and the pending entries of each client (for the caps per client
 * and date). Used inside the transactions of the registrations and the waiting list.
 */

import type { Sql } from '../../database/sql.ts';
import { ADDRESS_WINDOW_MS, type AddressUsage, type ClientUsage } from '../rules/confirmation-settings.ts';
import type { EntryStatus } from '../rules/entry-rows.ts';
import { addressKeyOf, clientKeyOf } from '../rules/tokens.ts';

/** Which table an entry is in. */
export type EntryList = 'registration' | 'waitlist';
/** What a token is for: confirming an entry, or managing a confirmed registration (the whole, or one place). */
export type TokenPurpose = 'confirm' | 'manage';

export interface TokenRow {
  readonly purpose: TokenPurpose;
  /** A manage link's place (a participant's position); null for the whole registration, and for confirmation links. */
  readonly position: number | null;
  readonly list: EntryList;
  readonly entryId: string;
  readonly expiresAt: number;
  readonly usedAt: number | null;
}

export interface Gate {
  /** A client address as the caps keep it (keyed hash). */
  clientKey(address: string): string;
  /** What a client's unconfirmed entries of the last `holdMs` (pending or `known`, held or not) take, across every date. */
  clientUsage(list: EntryList, client: string, now: number, holdMs: number): Promise<ClientUsage>;
  /** The mails a client's posts caused to an address within the window (the per-address cap counts per client, so a stranger's posts never stop the owner of an address). */
  addressUsage(address: string, client: string, now: number): Promise<AddressUsage>;
  /** Records a mail to an address; `client` the one whose post caused it, null for a mail a proven person's act caused. */
  recordMail(address: string, at: number, entryId: string, client: string | null): Promise<void>;
  /** The mails sent to an address within the window, whatever caused them. */
  addressMails(address: string, now: number): Promise<number>;
  /** The addresses other than `owner` (its own) an entry's mails reached within the window, as address keys (addressKeyOf). */
  entryAddresses(entryId: string, owner: string, now: number): Promise<ReadonlySet<string>>;
  insertToken(hash: string, list: EntryList, entryId: string, now: number, expiresAt: number): Promise<void>;
  token(hash: string): Promise<TokenRow | undefined>;
  /** Marks a token used; false if it was used already. */
  redeemToken(hash: string, at: number): Promise<boolean>;
  /** Stores a manage link of a registration (position null) or of one of its places, until `expiresAt` (ms). */
  insertManageToken(hash: string, entryId: string, position: number | null, now: number, expiresAt: number): Promise<void>;
  /** A place changed hands: its manage links stop working, and `hash` opens it instead, for as long as the registration's links last. */
  replacePlaceLink(hash: string, entryId: string, position: number, now: number): Promise<void>;
}

const TABLES: Readonly<Record<EntryList, string>> = { registration: 'registrations', waitlist: 'waitlist' };

export function openGate(db: Sql, key: string): Gate {
  const usage = (list: EntryList) =>
    db.prepare(
      `SELECT count(*) AS pending, coalesce(sum(${list === 'registration' ? db.participantsIn('payload') : '0'}), 0) AS seats,
              min(created_at) AS "firstAt"
       FROM ${TABLES[list]} WHERE client = $1 AND status IN ('pending', 'known') AND created_at > $2`,
    );
  const usages = { registration: usage('registration'), waitlist: usage('waitlist') };
  const mailsSince = db.prepare(
    'SELECT count(*) AS count, min(at) AS first FROM address_mails WHERE address = $1 AND client = $2 AND at > $3',
  );
  const allMailsSince = db.prepare('SELECT count(*) AS count FROM address_mails WHERE address = $1 AND at > $2');
  const entryAddressesSince = db.prepare('SELECT DISTINCT address FROM address_mails WHERE entry_id = $1 AND address <> $2 AND at > $3');
  const insertMail = db.prepare('INSERT INTO address_mails (address, at, entry_id, client) VALUES ($1, $2, $3, $4)');
  const insertToken = db.prepare(
    "INSERT INTO tokens (hash, purpose, list, entry_id, created_at, expires_at) VALUES ($1, 'confirm', $2, $3, $4, $5)",
  );
  const byHash = db.prepare(
    'SELECT purpose, position, list, entry_id AS "entryId", expires_at AS "expiresAt", used_at AS "usedAt" FROM tokens WHERE hash = $1',
  );
  const insertManage = db.prepare(
    "INSERT INTO tokens (hash, purpose, list, entry_id, position, created_at, expires_at) VALUES ($1, 'manage', 'registration', $2, $3, $4, $5)",
  );
  const revokePlace = db.prepare(
    "UPDATE tokens SET used_at = $1 WHERE entry_id = $2 AND purpose = 'manage' AND position = $3 AND used_at IS NULL",
  );
  const linksUntil = db.prepare("SELECT max(expires_at) AS at FROM tokens WHERE entry_id = $1 AND purpose = 'manage'");
  const use = db.prepare('UPDATE tokens SET used_at = $1 WHERE hash = $2 AND used_at IS NULL');

  return {
    clientKey: (address) => clientKeyOf(key, address),
    clientUsage: async (list, client, now, holdMs) => {
      const found = await usages[list].get<{ pending: number; seats: number; firstAt: string | null }>(
        client,
        new Date(now - holdMs).toISOString(),
      );
      const firstAt = found?.firstAt ?? null;
      return { pending: found?.pending ?? 0, seats: found?.seats ?? 0, firstEnd: firstAt === null ? null : Date.parse(firstAt) + holdMs };
    },
    addressUsage: async (address, client, now) =>
      (await mailsSince.get<AddressUsage>(addressKeyOf(address), client, now - ADDRESS_WINDOW_MS)) as AddressUsage,
    recordMail: async (address, at, entryId, client) => void (await insertMail.run(addressKeyOf(address), at, entryId, client)),
    addressMails: async (address, now) =>
      (await allMailsSince.get<{ count: number }>(addressKeyOf(address), now - ADDRESS_WINDOW_MS))?.count ?? 0,
    entryAddresses: async (entryId, owner, now) =>
      new Set(
        (await entryAddressesSince.all<{ address: string }>(entryId, addressKeyOf(owner), now - ADDRESS_WINDOW_MS)).map(
          ({ address }) => address,
        ),
      ),
    insertToken: async (hash, list, entryId, now, expiresAt) => void (await insertToken.run(hash, list, entryId, now, expiresAt)),
    token: (hash) => byHash.get<TokenRow>(hash),
    redeemToken: async (hash, at) => (await use.run(at, hash)).changes === 1,
    insertManageToken: async (hash, entryId, position, now, expiresAt) =>
      void (await insertManage.run(hash, entryId, position, now, expiresAt)),
    replacePlaceLink: async (hash, entryId, position, now) => {
      const until = (await linksUntil.get<{ at: number | null }>(entryId))?.at ?? now;
      await revokePlace.run(now, entryId, position);
      await insertManage.run(hash, entryId, position, now, until);
    },
  };
}

/** Where a link stands: it can confirm, or it was used, has expired, or its entry was replaced by a newer submission. */
export type LinkState = 'valid' | 'used' | 'expired' | 'replaced';

/** Where a confirmation link stands at `now`, from its token and its entry's status. Pure. */
export function linkState(token: TokenRow, status: EntryStatus, now: number): LinkState {
  if (token.usedAt !== null || status === 'confirmed') return 'used';
  if (status === 'superseded') return 'replaced';
  if (token.expiresAt <= now) return 'expired';
  return 'valid';
}
