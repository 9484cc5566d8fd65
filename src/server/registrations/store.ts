/**
 * The registrations on disk: one SQLite file (node:sqlite) in the data folder, in WAL mode
 * with synchronous=FULL, so a registration is on disk once insert() returns, before the
 * visitor is told "registered". When forwarding to Directus is on, the same transaction
 * adds an outbox row, and it queues the registration's mails (src/server/mail/), so a
 * registration and its pending deliveries never exist apart. The waiting lists
 * (waitlist-table.ts) live in the same file.
 *
 * One registration per date and email address (case-insensitive), one per Idempotency-Key:
 * both are unique indexes, so the rules hold whatever the caller checked before.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Registration } from '../../registration/schema.ts';
import { type MailOutbox, openMailOutbox } from '../mail/mail-outbox.ts';
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
import { openWaitlistTable, type WaitlistTable } from './waitlist-table.ts';

export const DATABASE_FILE = 'registrations.sqlite';
const BUSY_TIMEOUT_MS = 5000;

export type StoredRegistration = StoredEntry<Registration>;

export interface PendingForward {
  readonly registration: StoredRegistration;
  /** Failed attempts so far. */
  readonly attempts: number;
}

/** 'seats': the date's free seats (`left`) are fewer than the registration's participants. */
export type InsertResult =
  | { ok: true }
  | { ok: false; reason: 'duplicate' | 'idempotency-key-taken' }
  | { ok: false; reason: 'seats'; left: number };
export type CancelResult = 'cancelled' | 'already-cancelled' | 'unknown';

export interface RegistrationStore {
  /**
   * Stores a registration and its participants, unless its date has `seats` (null: no
   * limit) and too few of them are free for its participants: counted and written in one
   * transaction, so concurrent submissions, from this process or another on the same file,
   * can never overbook. Its mails are queued in the same transaction.
   */
  insert(registration: StoredRegistration, seats?: number | null, mails?: readonly OutgoingMail[]): InsertResult;
  /** How many seats a date's registrations take: one per participant (cancelled registrations take none). */
  countForDate(dateId: number): number;
  /** How many seats each date's registrations take (dates without any are absent). */
  seatsTaken(): Map<number, number>;
  /** Records a cancellation (the registration stays, and frees its seat). */
  cancel(id: string, at: string): CancelResult;
  /** When each cancelled registration was cancelled, by id. */
  cancellations(): Map<string, string>;
  /** Whether another process has written to the database since the last time this was asked. */
  changedElsewhere(): boolean;
  findByIdempotencyKey(key: string): StoredRegistration | undefined;
  /** Whether a participant with this address (any case) is registered for the date. */
  isRegistered(dateId: number, email: string): boolean;
  get(id: string): StoredRegistration | undefined;
  /** Every registration, oldest first. */
  all(): StoredRegistration[];
  count(): number;
  /** Outbox rows due at `now` (ms since the epoch), earliest first. */
  dueForwards(now: number, limit: number): PendingForward[];
  markForwarded(id: string): void;
  markForwardFailed(id: string, attempts: number, nextAttemptAt: number, error: string): void;
  /** When the earliest pending delivery is due (ms), or null when none is pending. */
  nextForwardAt(): number | null;
  /** Makes every pending delivery due now, e.g. once the target answers again. */
  retryForwardsNow(now: number): void;
  pendingForwards(): number;
  /** The waiting lists of fully booked dates, in the same database. */
  readonly waitlist: WaitlistTable;
  /** The mails the registrations and waiting-list entries send, in the same database. */
  readonly mail: MailOutbox;
  close(): void;
}

export interface StoreOptions {
  /** Folder of the database file; created if missing. */
  readonly dataDir: string;
  /** Queue every new registration for delivery (Directus forwarding configured). */
  readonly outbox: boolean;
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS registrations (${ENTRY_COLUMNS_SQL}
  ) STRICT;
  CREATE UNIQUE INDEX IF NOT EXISTS registrations_date_email ON registrations (date_id, lower(email));
  CREATE TABLE IF NOT EXISTS outbox (
    registration_id TEXT PRIMARY KEY REFERENCES registrations (id),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    last_error TEXT
  ) STRICT;
  CREATE INDEX IF NOT EXISTS outbox_due ON outbox (next_attempt_at);
  CREATE TABLE IF NOT EXISTS participants (
    registration_id TEXT NOT NULL REFERENCES registrations (id),
    position INTEGER NOT NULL,
    date_id INTEGER NOT NULL,
    email TEXT NOT NULL,
    PRIMARY KEY (registration_id, position)
  ) STRICT;
  CREATE UNIQUE INDEX IF NOT EXISTS participants_date_email ON participants (date_id, lower(email));
  CREATE TABLE IF NOT EXISTS cancellations (
    registration_id TEXT PRIMARY KEY REFERENCES registrations (id),
    cancelled_at TEXT NOT NULL
  ) STRICT;
`;

/**
 * Databases from before groups: each registration's one `participant` becomes the first of
 * its `participants`, and the participants table learns them. Idempotent, in one transaction.
 */
function migrateToParticipants(db: DatabaseSync): void {
  db.exec('BEGIN IMMEDIATE');
  try {
    db.exec(`UPDATE registrations SET payload = json_set(json_remove(payload, '$.participant'), '$.participants', json_array(json(json_extract(payload, '$.participant'))))
             WHERE json_extract(payload, '$.participant') IS NOT NULL`);
    db.exec(
      'INSERT INTO participants (registration_id, position, date_id, email) SELECT id, 0, date_id, email FROM registrations WHERE id NOT IN (SELECT registration_id FROM participants)',
    );
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
const fromRegistrationRow = (row: EntryRow): StoredRegistration => fromRow<Registration>(row);

/** The database in `dataDir`, created or brought up to date. */
function openDatabase(dataDir: string, outbox: boolean): DatabaseSync {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(join(dataDir, DATABASE_FILE), { timeout: BUSY_TIMEOUT_MS });
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;');
  db.exec(SCHEMA);
  // Databases from before deliveries were recorded get the column; NULL means "never delivered".
  const hasForwardedAt = (db.prepare('PRAGMA table_info(registrations)').all() as Array<{ name: string }>).some(
    (column) => column.name === 'forwarded_at',
  );
  if (!hasForwardedAt) db.exec('ALTER TABLE registrations ADD COLUMN forwarded_at TEXT');
  migrateToParticipants(db);
  // With forwarding on, every registration not yet delivered waits in the outbox, including
  // those stored while forwarding was off (a repeated delivery is recognised by its id).
  if (outbox) {
    db.prepare(
      'INSERT INTO outbox (registration_id, attempts, next_attempt_at) SELECT id, 0, ? FROM registrations WHERE forwarded_at IS NULL AND id NOT IN (SELECT registration_id FROM outbox)',
    ).run(Date.now());
  }

  return db;
}

type ForwardQueue = Pick<
  RegistrationStore,
  'dueForwards' | 'markForwarded' | 'markForwardFailed' | 'nextForwardAt' | 'retryForwardsNow' | 'pendingForwards'
>;

/** The outbox of registrations to forward to the CMS. */
function forwardQueue(db: DatabaseSync): ForwardQueue {
  const due = db.prepare(
    `SELECT ${ENTRY_COLUMNS.map((name) => `r.${name}`).join(', ')}, o.attempts FROM outbox o JOIN registrations r ON r.id = o.registration_id
     WHERE o.next_attempt_at <= ? ORDER BY o.next_attempt_at, r.rowid LIMIT ?`,
  );
  const deleteOutbox = db.prepare('DELETE FROM outbox WHERE registration_id = ?');
  const setForwarded = db.prepare('UPDATE registrations SET forwarded_at = ? WHERE id = ?');
  const failOutbox = db.prepare('UPDATE outbox SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE registration_id = ?');
  const earliest = db.prepare('SELECT min(next_attempt_at) AS at FROM outbox');
  const retryAll = db.prepare('UPDATE outbox SET next_attempt_at = ? WHERE next_attempt_at > ?');
  const countOutbox = db.prepare('SELECT count(*) AS n FROM outbox');

  return {
    dueForwards: (now, limit) =>
      (due.all(now, limit) as unknown as Array<EntryRow & { attempts: number }>).map((row) => ({
        registration: fromRegistrationRow(row),
        attempts: row.attempts,
      })),
    markForwarded: (id) => {
      db.exec('BEGIN IMMEDIATE');
      try {
        setForwarded.run(new Date().toISOString(), id);
        deleteOutbox.run(id);
        db.exec('COMMIT');
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    },
    markForwardFailed: (id, attempts, nextAttemptAt, error) => void failOutbox.run(attempts, nextAttemptAt, error.slice(0, 500), id),
    nextForwardAt: () => (earliest.get() as { at: number | null }).at,
    retryForwardsNow: (now) => void retryAll.run(now, now),
    pendingForwards: () => (countOutbox.get() as { n: number }).n,
  };
}

/** Whether another connection has written to the database since the last time it was asked. */
function changeWatch(db: DatabaseSync): () => boolean {
  const dataVersion = db.prepare('PRAGMA data_version');
  const read = () => (dataVersion.get() as { data_version: number }).data_version;
  let known = read();
  return () => {
    const version = read();
    const changed = version !== known;
    known = version;
    return changed;
  };
}

export function openRegistrationStore({ dataDir, outbox }: StoreOptions): RegistrationStore {
  const db = openDatabase(dataDir, outbox);
  const mail = openMailOutbox(db);
  const columns = ENTRY_COLUMNS.join(', ');
  const insertRegistration = db.prepare(`INSERT INTO registrations (${columns}) VALUES (${ENTRY_PLACEHOLDERS})`);
  const insertOutbox = db.prepare('INSERT INTO outbox (registration_id, attempts, next_attempt_at) VALUES (?, 0, ?)');
  const byKey = db.prepare(`SELECT ${columns} FROM registrations WHERE idempotency_key = ?`);
  const byDateEmail = db.prepare('SELECT 1 AS found FROM participants WHERE date_id = ? AND lower(email) = lower(?)');
  const insertParticipant = db.prepare('INSERT INTO participants (registration_id, position, date_id, email) VALUES (?, ?, ?, ?)');
  const byId = db.prepare(`SELECT ${columns} FROM registrations WHERE id = ?`);
  const everything = db.prepare(`SELECT ${columns} FROM registrations ORDER BY created_at, rowid`);
  const countAll = db.prepare('SELECT count(*) AS n FROM registrations');
  const ACTIVE = 'registration_id NOT IN (SELECT registration_id FROM cancellations)';
  const countByDate = db.prepare(`SELECT count(*) AS n FROM participants WHERE date_id = ? AND ${ACTIVE}`);
  const countPerDate = db.prepare(`SELECT date_id AS dateId, count(*) AS n FROM participants WHERE ${ACTIVE} GROUP BY date_id`);
  const insertCancellation = db.prepare('INSERT INTO cancellations (registration_id, cancelled_at) VALUES (?, ?) ON CONFLICT DO NOTHING');
  const allCancellations = db.prepare('SELECT registration_id AS id, cancelled_at AS at FROM cancellations');
  return {
    insert(registration, seats = null, mails = []) {
      const { id, dateId, createdAt, idempotencyKey } = registration;
      db.exec('BEGIN IMMEDIATE');
      try {
        const { participants } = registration.payload;
        const left = seats === null ? Infinity : Math.max(0, seats - (countByDate.get(dateId) as { n: number }).n);
        if (participants.length > left) {
          db.exec('ROLLBACK');
          return { ok: false, reason: 'seats', left };
        }
        insertRegistration.run(...entryValues(registration));
        for (const [position, participant] of participants.entries()) insertParticipant.run(id, position, dateId, participant.email);
        if (outbox) insertOutbox.run(id, Date.parse(createdAt));
        mail.enqueue(mails, Date.parse(createdAt));
        db.exec('COMMIT');
        return { ok: true };
      } catch (error) {
        db.exec('ROLLBACK');
        if (!isUniqueViolation(error)) throw error;
        return { ok: false, reason: idempotencyKey !== null && byKey.get(idempotencyKey) ? 'idempotency-key-taken' : 'duplicate' };
      }
    },
    findByIdempotencyKey: (key) => {
      const row = byKey.get(key) as EntryRow | undefined;
      return row && fromRegistrationRow(row);
    },
    isRegistered: (dateId, email) => byDateEmail.get(dateId, email) !== undefined,
    countForDate: (dateId) => (countByDate.get(dateId) as { n: number }).n,
    seatsTaken: () => new Map((countPerDate.all() as Array<{ dateId: number; n: number }>).map(({ dateId, n }) => [dateId, n])),
    cancel: (id, at) => {
      if (byId.get(id) === undefined) return 'unknown';
      return insertCancellation.run(id, at).changes > 0 ? 'cancelled' : 'already-cancelled';
    },
    cancellations: () => new Map((allCancellations.all() as Array<{ id: string; at: string }>).map(({ id, at }) => [id, at])),
    changedElsewhere: changeWatch(db),
    get: (id) => {
      const row = byId.get(id) as EntryRow | undefined;
      return row && fromRegistrationRow(row);
    },
    all: () => (everything.all() as unknown as EntryRow[]).map(fromRegistrationRow),
    count: () => (countAll.get() as { n: number }).n,
    ...forwardQueue(db),
    waitlist: openWaitlistTable(db, mail),
    mail,
    close: () => db.close(),
  };
}
