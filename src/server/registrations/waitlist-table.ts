/**
 * The waiting lists of fully booked dates: one table beside the registrations, in the same
 * SQLite file (created by database.ts), with the same lifecycle: an entry from the site is pending
 * until its owner confirms it through the link in the "please confirm" mail; a second
 * submission of the address for the date supersedes a pending one; an address already
 * waiting or registered is `known` and only told so by mail. An entry takes no seat and
 * is never turned into a registration by itself: staff read the list (npm run
 * registrations:export -- --waitlist) and decide who is offered a freed seat. One
 * confirmed entry per date and address, one entry per Idempotency-Key: unique indexes.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { WaitlistEntry } from '../../registration/waitlist.ts';
import type { MailOutbox } from '../mail/mail-outbox.ts';
import type { OutgoingMail } from '../mail/message.ts';
import { addressVerdict, type ConfirmationSettings, clientVerdict } from './confirmation-settings.ts';
import { inTransaction } from './database.ts';
import {
  ENTRY_COLUMNS,
  type EntryRow,
  entryValues,
  fromRow,
  INSERT_COLUMNS,
  INSERT_PLACEHOLDERS,
  isUniqueViolation,
  type StoredEntry,
} from './entry-rows.ts';
import { type Gate, type LinkState, linkState, Refused, refusedOr } from './gate.ts';

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
  readonly admit: () => boolean;
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
  submit(submission: WaitlistSubmission): WaitlistSubmitResult;
  /** Confirms the pending entry a link's token belongs to, with its mails, in one transaction. */
  confirm(hash: string, now: number, mails: (entry: StoredWaitlistEntry) => OutgoingMail[]): WaitlistConfirmResult;
  findByIdempotencyKey(key: string): StoredWaitlistEntry | undefined;
  /** Whether the address is on the date's waiting list (confirmed). */
  isWaiting(dateId: number, email: string): boolean;
  get(id: string): StoredWaitlistEntry | undefined;
  /** Every confirmed entry, oldest first. */
  all(): StoredWaitlistEntry[];
}

const fromWaitlistRow = (row: EntryRow): StoredWaitlistEntry => fromRow<WaitlistEntry>(row);

export function openWaitlistTable(db: DatabaseSync, mail: MailOutbox, gate: Gate): WaitlistTable {
  const columns = ENTRY_COLUMNS.join(', ');
  const insertEntry = db.prepare(`INSERT INTO waitlist (${INSERT_COLUMNS.join(', ')}) VALUES (${INSERT_PLACEHOLDERS})`);
  const byKey = db.prepare(`SELECT ${columns} FROM waitlist WHERE idempotency_key = ?`);
  const byId = db.prepare(`SELECT ${columns} FROM waitlist WHERE id = ?`);
  const byDateEmail = db.prepare("SELECT 1 AS found FROM waitlist WHERE date_id = ? AND lower(email) = lower(?) AND status = 'confirmed'");
  const confirmed = db.prepare(`SELECT ${columns} FROM waitlist WHERE status = 'confirmed' ORDER BY created_at, rowid`);
  const supersede = db.prepare(
    "UPDATE waitlist SET status = 'superseded', held_until = NULL WHERE date_id = ? AND lower(email) = lower(?) AND client = ? AND status = 'pending'",
  );
  const confirmRow = db.prepare("UPDATE waitlist SET status = 'confirmed', held_until = NULL, confirmed_at = ? WHERE id = ?");
  const get = (id: string) => {
    const row = byId.get(id) as EntryRow | undefined;
    return row && fromWaitlistRow(row);
  };

  function submit({ entry, client, token, mail: queued, now, settings, admit }: WaitlistSubmission): WaitlistSubmitResult {
    try {
      return refusedOr<WaitlistSubmitResult, WaitlistSubmitResult>(() =>
        inTransaction(db, () => {
          if (!admit()) throw new Refused<WaitlistSubmitResult>('refused');
          supersede.run(entry.dateId, entry.email, client);
          const wait =
            clientVerdict(gate.clientUsage('waitlist', client, entry.dateId, now), 0, settings, now) ||
            addressVerdict(gate.addressUsage(entry.email, now), settings, now);
          if (wait > 0) throw new Refused<WaitlistSubmitResult>({ capped: wait });
          insertEntry.run(...entryValues(entry, client));
          if (token) gate.insertToken(token.hash, 'waitlist', entry.id, now, token.expiresAt);
          gate.recordMail(entry.email, now, entry.id);
          if (queued) mail.enqueue([queued], now);
          return 'inserted';
        }),
      );
    } catch (error) {
      if (isUniqueViolation(error) && entry.idempotencyKey !== null && byKey.get(entry.idempotencyKey)) return 'idempotency-key-taken';
      throw error;
    }
  }

  function confirm(hash: string, now: number, mails: (entry: StoredWaitlistEntry) => OutgoingMail[]): WaitlistConfirmResult {
    const token = gate.token(hash);
    const entry = token?.list === 'waitlist' ? get(token.entryId) : undefined;
    if (!token || !entry) return { kind: 'unknown' };
    const state = linkState(token, entry.status, now);
    if (state !== 'valid') return { kind: state, entry };
    const queued = mails(entry);
    return refusedOr<WaitlistConfirmResult, WaitlistConfirmResult>(() =>
      inTransaction(db, () => {
        // Waiting already (confirmed through another entry): this link has nothing left to do.
        if (!gate.redeemToken(hash, now) || byDateEmail.get(entry.dateId, entry.email))
          throw new Refused<WaitlistConfirmResult>({ kind: 'used', entry });
        const confirmedAt = new Date(now).toISOString();
        confirmRow.run(confirmedAt, entry.id);
        mail.enqueue(queued, now);
        return { kind: 'confirmed', entry: { ...entry, status: 'confirmed', heldUntil: null, confirmedAt } };
      }),
    );
  }

  return {
    submit,
    confirm,
    findByIdempotencyKey: (key) => {
      const row = byKey.get(key) as EntryRow | undefined;
      return row && fromWaitlistRow(row);
    },
    isWaiting: (dateId, email) => byDateEmail.get(dateId, email) !== undefined,
    get,
    all: () => (confirmed.all() as unknown as EntryRow[]).map(fromWaitlistRow),
  };
}
