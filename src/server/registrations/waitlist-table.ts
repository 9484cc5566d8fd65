/**
 * The waiting lists of fully booked dates: one table beside the registrations, in the same
 * SQLite file. An entry takes no seat and is never turned into a registration by itself;
 * staff read the list (npm run registrations:export -- --waitlist) and decide who is
 * offered a freed seat. One entry per date and email address (case-insensitive), one per
 * Idempotency-Key: unique indexes, so the rules hold whatever the caller checked before.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { WaitlistEntry } from '../../registration/waitlist.ts';
import type { MailOutbox } from '../mail/mail-outbox.ts';
import type { OutgoingMail } from '../mail/message.ts';
import {
  ENTRY_COLUMNS,
  ENTRY_COLUMNS_SQL,
  ENTRY_PLACEHOLDERS,
  type EntryRow,
  entryValues,
  fromRow,
  isUniqueViolation,
  type StoredEntry,
} from './entry-rows.ts';

export type StoredWaitlistEntry = StoredEntry<WaitlistEntry>;
/** 'refused': the `admit` check said no, inside the transaction. */
export type WaitlistInsertResult = 'inserted' | 'duplicate' | 'idempotency-key-taken' | 'refused';

export interface WaitlistTable {
  /**
   * Stores an entry and queues its mails, in one transaction, if `admit` (asked inside it,
   * so no registration or cancellation can come in between) says yes.
   */
  insert(entry: StoredWaitlistEntry, mails?: readonly OutgoingMail[], admit?: () => boolean): WaitlistInsertResult;
  findByIdempotencyKey(key: string): StoredWaitlistEntry | undefined;
  isWaiting(dateId: number, email: string): boolean;
  /** Every entry, oldest first. */
  all(): StoredWaitlistEntry[];
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS waitlist (${ENTRY_COLUMNS_SQL}
  ) STRICT;
  CREATE UNIQUE INDEX IF NOT EXISTS waitlist_date_email ON waitlist (date_id, lower(email));
`;

export function openWaitlistTable(db: DatabaseSync, mail: MailOutbox): WaitlistTable {
  db.exec(SCHEMA);
  const columns = ENTRY_COLUMNS.join(', ');
  const insertEntry = db.prepare(`INSERT INTO waitlist (${columns}) VALUES (${ENTRY_PLACEHOLDERS})`);
  const byKey = db.prepare(`SELECT ${columns} FROM waitlist WHERE idempotency_key = ?`);
  const byDateEmail = db.prepare('SELECT 1 AS found FROM waitlist WHERE date_id = ? AND lower(email) = lower(?)');
  const everything = db.prepare(`SELECT ${columns} FROM waitlist ORDER BY created_at, rowid`);
  const fromWaitlistRow = (row: EntryRow): StoredWaitlistEntry => fromRow<WaitlistEntry>(row);

  return {
    insert(entry, mails = [], admit = () => true) {
      db.exec('BEGIN IMMEDIATE');
      try {
        if (!admit()) {
          db.exec('ROLLBACK');
          return 'refused';
        }
        insertEntry.run(...entryValues(entry));
        mail.enqueue(mails, Date.parse(entry.createdAt));
        db.exec('COMMIT');
        return 'inserted';
      } catch (error) {
        db.exec('ROLLBACK');
        if (!isUniqueViolation(error)) throw error;
        return entry.idempotencyKey !== null && byKey.get(entry.idempotencyKey) ? 'idempotency-key-taken' : 'duplicate';
      }
    },
    findByIdempotencyKey: (key) => {
      const row = byKey.get(key) as EntryRow | undefined;
      return row && fromWaitlistRow(row);
    },
    isWaiting: (dateId, email) => byDateEmail.get(dateId, email) !== undefined,
    all: () => (everything.all() as unknown as EntryRow[]).map(fromWaitlistRow),
  };
}
