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
import type { WaitlistEntry } from '../../../registration-contract/waitlist.ts';
import { isUniqueViolation, Refused, refusedOr, type Sql } from '../../database/sql.ts';
import type { OutgoingMail } from '../../outbox/mail-message.ts';
import type { MailOutbox } from '../../outbox/mail-outbox.ts';
import { addressVerdict, type ConfirmationSettings, clientVerdict } from '../rules/confirmation-settings.ts';
import {
  ENTRY_COLUMNS,
  type EntryRow,
  entryValues,
  fromRow,
  INSERT_COLUMNS,
  INSERT_PLACEHOLDERS,
  type StoredEntry,
} from '../rules/entry-rows.ts';
import { type Gate, type LinkState, linkState } from './gate.ts';

export type StoredWaitlistEntry = StoredEntry<WaitlistEntry>;

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

const fromWaitlistRow = (row: EntryRow): StoredWaitlistEntry => fromRow<WaitlistEntry>(row);

/** The waiting list's statements, prepared once. */
function statements(db: Sql) {
  const columns = ENTRY_COLUMNS.join(', ');
  return {
    insertEntry: db.prepare(`INSERT INTO waitlist (${INSERT_COLUMNS.join(', ')}) VALUES (${INSERT_PLACEHOLDERS})`),
    byKey: db.prepare(`SELECT ${columns} FROM waitlist WHERE idempotency_key = $1`),
    byId: db.prepare(`SELECT ${columns} FROM waitlist WHERE id = $1`),
    byDateEmail: db.prepare("SELECT 1 AS found FROM waitlist WHERE date_id = $1 AND lower(email) = lower($2) AND status = 'confirmed'"),
    confirmed: db.prepare(`SELECT ${columns} FROM waitlist WHERE status = 'confirmed' ORDER BY created_at, rowid`),
    supersede: db.prepare(
      "UPDATE waitlist SET status = 'superseded', held_until = NULL WHERE date_id = $1 AND lower(email) = lower($2) AND client = $3 AND status IN ('pending', 'known')",
    ),
    confirmRow: db.prepare("UPDATE waitlist SET status = 'confirmed', held_until = NULL, confirmed_at = $1 WHERE id = $2"),
  };
}

export function openWaitlistTable(db: Sql, mail: MailOutbox, gate: Gate): WaitlistTable {
  const { insertEntry, byKey, byId, byDateEmail, confirmed, supersede, confirmRow } = statements(db);
  const get = async (id: string) => {
    const row = await byId.get<EntryRow>(id);
    return row && fromWaitlistRow(row);
  };

  async function submit({ entry, client, token, mail: queued, now, settings, admit }: WaitlistSubmission): Promise<WaitlistSubmitResult> {
    try {
      return await refusedOr<WaitlistSubmitResult, WaitlistSubmitResult>(() =>
        db.transaction(async (): Promise<WaitlistSubmitResult> => {
          if (!(await admit())) throw new Refused<WaitlistSubmitResult>('refused');
          await supersede.run(entry.dateId, entry.email, client);
          const wait =
            clientVerdict(await gate.clientUsage('waitlist', client, now, settings.holdMs), 0, settings, now) ||
            addressVerdict(await gate.addressUsage(entry.email, client, now), settings, now);
          if (wait > 0) throw new Refused<WaitlistSubmitResult>({ capped: wait });
          await insertEntry.run(...entryValues(entry, client));
          if (token) await gate.insertToken(token.hash, 'waitlist', entry.id, now, token.expiresAt);
          await gate.recordMail(entry.email, now, entry.id, client);
          if (queued) await mail.enqueue([queued], now);
          return 'inserted';
        }),
      );
    } catch (error) {
      if (isUniqueViolation(error) && entry.idempotencyKey !== null && (await byKey.get(entry.idempotencyKey)))
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
        if (!(await gate.redeemToken(hash, now)) || (await byDateEmail.get(entry.dateId, entry.email)))
          throw new Refused<WaitlistConfirmResult>({ kind: 'used', entry });
        const confirmedAt = new Date(now).toISOString();
        await confirmRow.run(confirmedAt, entry.id);
        await mail.enqueue(queued, now);
        return { kind: 'confirmed', entry: { ...entry, status: 'confirmed', heldUntil: null, confirmedAt } };
      }),
    );
  }

  return {
    submit,
    confirm,
    findByIdempotencyKey: async (key) => {
      const row = await byKey.get<EntryRow>(key);
      return row && fromWaitlistRow(row);
    },
    isWaiting: async (dateId, email) => (await byDateEmail.get(dateId, email)) !== undefined,
    get,
    all: async () => (await confirmed.all<EntryRow>()).map(fromWaitlistRow),
  };
}
