/**
 * What stands between a submission and a confirmed entry, in the registrations' database:
 * the links' tokens (hashes only, single use, expiring), the mails sent to each address
 * (for the daily cap), and the pending entries of each client (for the caps per client
 * and date). Used inside the transactions of the registrations and the waiting list.
 */

import { ENTRY_LISTS, type EntryList, type EntryStatus, type TokenPurpose } from '../database/column-values.ts';
import { compiledOnce, insertOnce, query } from '../database/queries.ts';
import type { Sql } from '../database/sql.ts';
import { ADDRESS_WINDOW_MS, type AddressUsage, type ClientUsage } from './confirmation-settings.ts';
import { addressKeyOf, clientKeyOf } from './tokens.ts';

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
  /** Stores the sign-in link of the registrations booked from the address of `entryId` ("my bookings"), until `expiresAt` (ms). */
  insertBookingsToken(hash: string, entryId: string, now: number, expiresAt: number): Promise<void>;
  /** When the last sign-in link of `entryId`'s address was made (ms), or null. */
  lastBookingsLink(entryId: string): Promise<number | null>;
  /** A place changed hands: its manage links stop working, and `hash` opens it instead, for as long as the registration's links last. */
  replacePlaceLink(hash: string, entryId: string, position: number, now: number): Promise<void>;
}

/** What a client's unconfirmed registrations since a moment take: how many, their seats, and when the first was made. */
const registrationUsage = compiledOnce((i: { client: string; since: string }) =>
  query
    .selectFrom('registrations as e')
    .select(({ fn, selectFrom, lit }) => [
      fn.countAll<number>().as('pending'),
      fn
        .coalesce(
          fn.sum<number>(selectFrom('participants as p').select(fn.countAll<number>().as('n')).whereRef('p.registration_id', '=', 'e.id')),
          lit(0),
        )
        .as('seats'),
      fn.min('e.created_at').as('firstAt'),
    ])
    .where('e.client', '=', i.client)
    .where('e.status', 'in', ['pending', 'known'])
    .where('e.created_at', '>', i.since),
);

/** The same of a client's unconfirmed waiting-list entries, which take no seats. */
const waitlistUsage = compiledOnce((i: { client: string; since: string }) =>
  query
    .selectFrom('waitlist as e')
    .select(({ fn, lit }) => [fn.countAll<number>().as('pending'), lit(0).as('seats'), fn.min('e.created_at').as('firstAt')])
    .where('e.client', '=', i.client)
    .where('e.status', 'in', ['pending', 'known'])
    .where('e.created_at', '>', i.since),
);

const statements = {
  usages: { registration: registrationUsage, waitlist: waitlistUsage },
  mailsSince: compiledOnce((i: { address: string; client: string; since: number }) =>
    query
      .selectFrom('address_mails')
      .select(({ fn }) => [fn.countAll<number>().as('count'), fn.min('at').as('first')])
      .where('address', '=', i.address)
      .where('client', '=', i.client)
      .where('at', '>', i.since),
  ),
  allMailsSince: compiledOnce((i: { address: string; since: number }) =>
    query
      .selectFrom('address_mails')
      .select(({ fn }) => fn.countAll<number>().as('count'))
      .where('address', '=', i.address)
      .where('at', '>', i.since),
  ),
  entryAddressesSince: compiledOnce((i: { entryId: string; owner: string; since: number }) =>
    query
      .selectFrom('address_mails')
      .select('address')
      .distinct()
      .where('entry_id', '=', i.entryId)
      .where('address', '<>', i.owner)
      .where('at', '>', i.since),
  ),
  insertMail: insertOnce('address_mails', ['address', 'at', 'entry_id', 'client']),
  insertToken: insertOnce('tokens', ['hash', 'purpose', 'list', 'entry_id', 'position', 'created_at', 'expires_at']),
  byHash: compiledOnce((i: { hash: string }) =>
    query
      .selectFrom('tokens')
      .select(['purpose', 'position', 'list', 'entry_id as entryId', 'expires_at as expiresAt', 'used_at as usedAt'])
      .where('hash', '=', i.hash)
      // An enquiry's link is not an entry's.
      .where('list', 'in', ENTRY_LISTS)
      .$narrowType<{ list: EntryList }>(),
  ),
  revokePlace: compiledOnce((i: { at: number; entryId: string; position: number }) =>
    query
      .updateTable('tokens')
      .set({ used_at: i.at })
      .where('entry_id', '=', i.entryId)
      .where('purpose', '=', 'manage')
      .where('position', '=', i.position)
      .where('used_at', 'is', null),
  ),
  linksUntil: compiledOnce((i: { entryId: string }) =>
    query
      .selectFrom('tokens')
      .select(({ fn }) => fn.max('expires_at').as('at'))
      .where('entry_id', '=', i.entryId)
      .where('purpose', '=', 'manage'),
  ),
  use: compiledOnce((i: { at: number; hash: string }) =>
    query.updateTable('tokens').set({ used_at: i.at }).where('hash', '=', i.hash).where('used_at', 'is', null),
  ),
  lastBookingsLink: compiledOnce((i: { entryId: string }) =>
    query
      .selectFrom('tokens')
      .select(({ fn }) => fn.max('created_at').as('at'))
      .where('entry_id', '=', i.entryId)
      .where('purpose', '=', 'bookings'),
  ),
};

export function openGate(db: Sql, key: string): Gate {
  const { usages, mailsSince, allMailsSince, entryAddressesSince, insertMail, insertToken, byHash, revokePlace, linksUntil, use } =
    statements;
  const { lastBookingsLink } = statements;
  const insertManage = (hash: string, entryId: string, position: number | null, now: number, expiresAt: number) =>
    db.run(
      insertToken({ hash, purpose: 'manage', list: 'registration', entry_id: entryId, position, created_at: now, expires_at: expiresAt }),
    );

  return {
    clientKey: (address) => clientKeyOf(key, address),
    clientUsage: async (list, client, now, holdMs) => {
      const found = await db.get(usages[list]({ client, since: new Date(now - holdMs).toISOString() }));
      const firstAt = found?.firstAt ?? null;
      return { pending: found?.pending ?? 0, seats: found?.seats ?? 0, firstEnd: firstAt === null ? null : Date.parse(firstAt) + holdMs };
    },
    addressUsage: async (address, client, now) =>
      (await db.get(mailsSince({ address: addressKeyOf(address), client, since: now - ADDRESS_WINDOW_MS }))) ?? { count: 0, first: null },
    recordMail: async (address, at, entryId, client) =>
      void (await db.run(insertMail({ address: addressKeyOf(address), at, entry_id: entryId, client }))),
    addressMails: async (address, now) =>
      (await db.get(allMailsSince({ address: addressKeyOf(address), since: now - ADDRESS_WINDOW_MS })))?.count ?? 0,
    entryAddresses: async (entryId, owner, now) =>
      new Set(
        (await db.all(entryAddressesSince({ entryId, owner: addressKeyOf(owner), since: now - ADDRESS_WINDOW_MS }))).map(
          ({ address }) => address,
        ),
      ),
    insertToken: async (hash, list, entryId, now, expiresAt) =>
      void (await db.run(
        insertToken({ hash, purpose: 'confirm', list, entry_id: entryId, position: null, created_at: now, expires_at: expiresAt }),
      )),
    token: async (hash) => {
      const row = await db.get(byHash({ hash }));
      return row;
    },
    redeemToken: async (hash, at) => (await db.run(use({ at, hash }))).changes === 1,
    insertManageToken: async (hash, entryId, position, now, expiresAt) =>
      void (await insertManage(hash, entryId, position, now, expiresAt)),
    lastBookingsLink: async (entryId) => {
      const at = (await db.get(lastBookingsLink({ entryId })))?.at;
      return at === null || at === undefined ? null : Number(at);
    },
    insertBookingsToken: async (hash, entryId, now, expiresAt) =>
      void (await db.run(
        insertToken({
          hash,
          purpose: 'bookings',
          list: 'registration',
          entry_id: entryId,
          position: null,
          created_at: now,
          expires_at: expiresAt,
        }),
      )),
    replacePlaceLink: async (hash, entryId, position, now) => {
      const until = (await db.get(linksUntil({ entryId })))?.at ?? now;
      await db.run(revokePlace({ at: now, entryId, position }));
      await insertManage(hash, entryId, position, now, until);
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
