/**
 * The waiting lists of fully booked dates: one table beside the registrations, in the same
 * database (created by the migrations), with the same lifecycle: an entry from the site is pending
 * until its owner confirms it through the link in the "please confirm" mail; a second
 * submission of the address for the date supersedes a pending one; an address already
 * waiting or registered is `known` and only told so by mail. An entry takes no seat and
 * is never turned into a registration by itself: staff read the list (npm run
 * registrations:export -- --waitlist) and decide who is offered a freed seat. One
 * confirmed entry per date and address, one entry per Idempotency-Key: unique indexes.
 */
import { compiledOnce, query, sameAddress } from '../../database/queries.ts';
import { isUniqueViolation, Refused, refusedOr, type Sql } from '../../database/sql.ts';
import { addressVerdict, type ConfirmationSettings, clientVerdict } from '../../gate/confirmation-settings.ts';
import { type Gate, type LinkState, linkState } from '../../gate/gate.ts';
import type { OutgoingMail } from '../../outbox/mail-message.ts';
import type { MailOutbox } from '../../outbox/mail-outbox.ts';
import type { StoredWaitlistEntry } from '../rules/stored-entry.ts';
import { ENTRY_COLUMNS, entryValues, storedWaitlistPayload, waitlistFromRow } from './entry-rows.ts';

export type { StoredWaitlistEntry };

export interface WaitlistSubmission {
  /** The entry: 'pending' (heldUntil: until when it counts against its client's cap) or 'known'. */
  readonly entry: StoredWaitlistEntry;
  readonly client: string;
  readonly token: { readonly hash: string; readonly expiresAt: number } | null;
  readonly mail: OutgoingMail | null;
  readonly now: number;
  readonly settings: ConfirmationSettings;
  /** Asked inside the transaction: whether the date still takes waiting-list entries (it has no free seat). */
  readonly admit: () => Promise<boolean>;
}

export type WaitlistSubmitResult =
  | 'inserted'
  | 'idempotency-key-taken'
  /** `admit` said no: the date has free seats. */
  | 'refused'
  | { readonly capped: number };

export type WaitlistConfirmResult =
  | { kind: 'confirmed'; entry: StoredWaitlistEntry }
  | { kind: 'unknown' }
  | { kind: Exclude<LinkState, 'valid'>; entry: StoredWaitlistEntry };

export interface WaitlistTable {
  /** Stores a submission and queues its mail, in one transaction, within the caps and if `admit` says yes. */
  submit(submission: WaitlistSubmission): Promise<WaitlistSubmitResult>;
  /** Confirms the pending entry a link's token belongs to, with its mails, in one transaction. */
  confirm(hash: string, now: number, mails: (entry: StoredWaitlistEntry) => OutgoingMail[]): Promise<WaitlistConfirmResult>;
  findByIdempotencyKey(key: string): Promise<StoredWaitlistEntry | undefined>;
  /** Whether the address is on the date's waiting list (confirmed). */
  isWaiting(dateId: number, email: string): Promise<boolean>;
  get(id: string): Promise<StoredWaitlistEntry | undefined>;
  /** Every confirmed entry, oldest first. */
  all(): Promise<StoredWaitlistEntry[]>;
}

/** The waiting list's statements, compiled once. */
const statements = {
  byKey: compiledOnce((i: { key: string }) => query.selectFrom('waitlist').select(ENTRY_COLUMNS).where('idempotency_key', '=', i.key)),
  byId: compiledOnce((i: { id: string }) => query.selectFrom('waitlist').select(ENTRY_COLUMNS).where('id', '=', i.id)),
  byDateEmail: compiledOnce((i: { dateId: number; email: string }) =>
    query
      .selectFrom('waitlist')
      .select('id')
      .where('date_id', '=', i.dateId)
      .where((eb) => sameAddress(eb, 'email', i.email))
      .where('status', '=', 'confirmed'),
  ),
  confirmed: compiledOnce(() =>
    query.selectFrom('waitlist').select(ENTRY_COLUMNS).where('status', '=', 'confirmed').orderBy('created_at').orderBy('rowid'),
  ),
  supersede: compiledOnce((i: { dateId: number; email: string; client: string }) =>
    query
      .updateTable('waitlist')
      .set({ status: 'superseded', held_until: null })
      .where('date_id', '=', i.dateId)
      .where((eb) => sameAddress(eb, 'email', i.email))
      .where('client', '=', i.client)
      .where('status', 'in', ['pending', 'known']),
  ),
  confirmRow: compiledOnce((i: { at: string; id: string }) =>
    query.updateTable('waitlist').set({ status: 'confirmed', held_until: null, confirmed_at: i.at }).where('id', '=', i.id),
  ),
};

export function openWaitlistTable(db: Sql, mail: MailOutbox, gate: Gate): WaitlistTable {
  const { byKey, byId, byDateEmail, confirmed, supersede, confirmRow } = statements;
  const get = async (id: string) => {
    const row = await db.get(byId({ id }));
    return row && waitlistFromRow(row);
  };

  async function submit({ entry, client, token, mail: queued, now, settings, admit }: WaitlistSubmission): Promise<WaitlistSubmitResult> {
    try {
      return await refusedOr<WaitlistSubmitResult, WaitlistSubmitResult>(() =>
        db.transaction(async (): Promise<WaitlistSubmitResult> => {
          if (!(await admit())) throw new Refused<WaitlistSubmitResult>('refused');
          await db.run(supersede({ dateId: entry.dateId, email: entry.email, client }));
          const wait =
            clientVerdict(await gate.clientUsage('waitlist', client, now, settings.holdMs), 0, settings, now) ||
            addressVerdict(await gate.addressUsage(entry.email, client, now), settings, now);
          if (wait > 0) throw new Refused<WaitlistSubmitResult>({ capped: wait });
          await db.run(query.insertInto('waitlist').values(entryValues(entry, client, storedWaitlistPayload(entry.payload))));
          if (token) await gate.insertToken(token.hash, 'waitlist', entry.id, now, token.expiresAt);
          await gate.recordMail(entry.email, now, entry.id, client);
          if (queued) await mail.enqueue([queued], now);
          return 'inserted';
        }),
      );
    } catch (error) {
      if (isUniqueViolation(error) && entry.idempotencyKey !== null && (await db.get(byKey({ key: entry.idempotencyKey }))))
        return 'idempotency-key-taken';
      throw error;
    }
  }

  async function confirm(hash: string, now: number, mails: (entry: StoredWaitlistEntry) => OutgoingMail[]): Promise<WaitlistConfirmResult> {
    const token = await gate.token(hash);
    const entry = token?.list === 'waitlist' ? await get(token.entryId) : undefined;
    if (!token || !entry) return { kind: 'unknown' };
    const state = linkState(token, entry.status, now);
    if (state !== 'valid') return { kind: state, entry };
    const queued = mails(entry);
    return refusedOr<WaitlistConfirmResult, WaitlistConfirmResult>(() =>
      db.transaction(async () => {
        // Waiting already (confirmed through another entry): this link has nothing left to do.
        if (!(await gate.redeemToken(hash, now)) || (await db.get(byDateEmail({ dateId: entry.dateId, email: entry.email }))))
          throw new Refused<WaitlistConfirmResult>({ kind: 'used', entry });
        const confirmedAt = new Date(now).toISOString();
        await db.run(confirmRow({ at: confirmedAt, id: entry.id }));
        await mail.enqueue(queued, now);
        return { kind: 'confirmed', entry: { ...entry, status: 'confirmed', heldUntil: null, confirmedAt } };
      }),
    );
  }

  return {
    submit,
    confirm,
    findByIdempotencyKey: async (key) => {
      const row = await db.get(byKey({ key }));
      return row && waitlistFromRow(row);
    },
    isWaiting: async (dateId, email) => (await db.get(byDateEmail({ dateId, email }))) !== undefined,
    get,
    all: async () => (await db.all(confirmed({}))).map(waitlistFromRow),
  };
}
