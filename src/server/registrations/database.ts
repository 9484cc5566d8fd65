/**
 * The registrations' SQLite file (node:sqlite) in the data folder, in WAL mode with
 * synchronous=FULL, created or brought up to date: the registrations and their
 * participants, the waiting lists, the cancellations, the outbox to the CMS (cms-outbox.ts;
 * `outbox` is its earlier form, emptied into it), the
 * links in mails (confirming, managing a registration: only their hashes), the changes
 * participants made (cancelling, moving to another date, sending a substitute), the
 * seats offered to waiting lists (waitlist-offers.ts), the
 * mails sent to each address (for the daily cap), and a key of the database's own. The mail outbox adds its table itself.
 *
 * An entry moves through states, each with its time, and nothing is deleted: `pending`
 * (waiting for its owner to confirm; a registration's participants hold their seats until
 * `held_until`), `confirmed`, `superseded` (the same address submitted again for the date,
 * from the same client, before confirming) and `known` (the address was registered already: it was told so by
 * mail, and nothing else happened; it holds seats and counts against its client's caps
 * like a pending one, so that neither the answers nor the pages tell the two apart).
 * Databases from before confirmations hold confirmed entries only, and are migrated so.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { ENTRY_COLUMNS_SQL } from './entry-rows.ts';

export const DATABASE_FILE = 'registrations.sqlite';
const BUSY_TIMEOUT_MS = 5000;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS registrations (${ENTRY_COLUMNS_SQL}
  ) STRICT;
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
  CREATE TABLE IF NOT EXISTS waitlist (${ENTRY_COLUMNS_SQL}
  ) STRICT;
  CREATE TABLE IF NOT EXISTS cancellations (
    registration_id TEXT PRIMARY KEY REFERENCES registrations (id),
    cancelled_at TEXT NOT NULL
  ) STRICT;
  CREATE TABLE IF NOT EXISTS tokens (
    hash TEXT PRIMARY KEY,
    purpose TEXT NOT NULL,
    list TEXT NOT NULL,
    entry_id TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  ) STRICT;
  CREATE INDEX IF NOT EXISTS tokens_entry ON tokens (entry_id);
  CREATE TABLE IF NOT EXISTS address_mails (
    address TEXT NOT NULL,
    at INTEGER NOT NULL,
    entry_id TEXT NOT NULL
  ) STRICT;
  CREATE INDEX IF NOT EXISTS address_mails_address ON address_mails (address, at);
  CREATE TABLE IF NOT EXISTS changes (
    id INTEGER PRIMARY KEY,
    registration_id TEXT NOT NULL REFERENCES registrations (id),
    position INTEGER,
    kind TEXT NOT NULL,
    by TEXT NOT NULL,
    at TEXT NOT NULL,
    details TEXT NOT NULL
  ) STRICT;
  CREATE INDEX IF NOT EXISTS changes_registration ON changes (registration_id);
  CREATE TABLE IF NOT EXISTS offers (
    entry_id TEXT PRIMARY KEY REFERENCES waitlist (id),
    date_id INTEGER NOT NULL,
    hash TEXT NOT NULL UNIQUE,
    offered_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    status TEXT NOT NULL DEFAULT 'open',
    ended_at INTEGER,
    registration_id TEXT
  ) STRICT;
  CREATE INDEX IF NOT EXISTS offers_open ON offers (date_id, expires_at) WHERE status = 'open';
  CREATE TABLE IF NOT EXISTS meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  ) STRICT;
`;

/** The columns an entry's lifecycle adds to a table of entries (and what old rows get). */
const LIFECYCLE_COLUMNS = [
  ['status', "TEXT NOT NULL DEFAULT 'confirmed'"],
  ['confirmed_at', 'TEXT'],
  ['client', 'TEXT'],
] as const;

/**
 * Indexes that hold for confirmed entries only (a pending one may be superseded), and the
 * look-ups of pending ones. One confirmed place per date and address (any case), unless
 * cancelled: so someone who cancelled may register for the date again.
 */
const LIFECYCLE_INDEXES = `
  DROP INDEX IF EXISTS registrations_date_email;
  -- One place per date and address is the participants' index below: it sees cancelled places and substitutes, which a rule on the registrations' own address could not.
  DROP INDEX IF EXISTS registrations_date_email_confirmed;
  CREATE INDEX IF NOT EXISTS registrations_date_email_any ON registrations (date_id, lower(email));
  DROP INDEX IF EXISTS registrations_pending_client;
  CREATE INDEX IF NOT EXISTS registrations_holding_client ON registrations (client, date_id) WHERE status IN ('pending', 'known');
  DROP INDEX IF EXISTS registrations_holds;
  CREATE INDEX IF NOT EXISTS registrations_holding ON registrations (held_until) WHERE status IN ('pending', 'known');
  DROP INDEX IF EXISTS participants_date_email;
  DROP INDEX IF EXISTS participants_date_email_confirmed;
  CREATE UNIQUE INDEX IF NOT EXISTS participants_date_email_active ON participants (date_id, lower(email)) WHERE confirmed = 1 AND cancelled_at IS NULL;
  CREATE INDEX IF NOT EXISTS participants_date ON participants (date_id);
`;

/** The waiting list's indexes: one confirmed entry per date and address, and the look-ups of pending ones. */
const WAITLIST_INDEXES = `
  DROP INDEX IF EXISTS waitlist_date_email;
  CREATE UNIQUE INDEX IF NOT EXISTS waitlist_date_email_confirmed ON waitlist (date_id, lower(email)) WHERE status = 'confirmed';
  CREATE INDEX IF NOT EXISTS waitlist_date_email_any ON waitlist (date_id, lower(email));
  DROP INDEX IF EXISTS waitlist_pending_client;
  CREATE INDEX IF NOT EXISTS waitlist_holding_client ON waitlist (client, date_id) WHERE status IN ('pending', 'known');
`;

function columnsOf(db: DatabaseSync, table: string): Set<string> {
  return new Set((db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>).map((column) => column.name));
}

/** Adds the columns a table lacks (older databases); existing rows get their defaults. */
export function addMissingColumns(db: DatabaseSync, table: string, columns: ReadonlyArray<readonly [string, string]>): void {
  const known = columnsOf(db, table);
  for (const [name, definition] of columns) if (!known.has(name)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${name} ${definition}`);
}

/**
 * Runs `work` in one write transaction (BEGIN IMMEDIATE): all of it is written, or none.
 * Inside a group commit's transaction (group-commit.ts) it is a savepoint of that one.
 */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  if (db.isTransaction) {
    db.exec('SAVEPOINT work');
    try {
      const result = work();
      db.exec('RELEASE work');
      return result;
    } catch (error) {
      db.exec('ROLLBACK TO work');
      db.exec('RELEASE work');
      throw error;
    }
  }
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

/**
 * Databases from before groups: each registration's one `participant` becomes the first of
 * its `participants`, and the participants table learns them. Idempotent.
 */
function migrateToParticipants(db: DatabaseSync): void {
  inTransaction(db, () => {
    db.exec(`UPDATE registrations SET payload = json_set(json_remove(payload, '$.participant'), '$.participants', json_array(json(json_extract(payload, '$.participant'))))
             WHERE json_extract(payload, '$.participant') IS NOT NULL`);
    db.exec(
      // Only confirmed registrations (all that old databases hold): 'known' and 'superseded' entries hold no seat and have no participants.
      "INSERT INTO participants (registration_id, position, date_id, email) SELECT id, 0, date_id, email FROM registrations WHERE status = 'confirmed' AND id NOT IN (SELECT registration_id FROM participants)",
    );
  });
}

/**
 * Databases from before places were cancelled one by one: a cancelled registration's
 * participants become cancelled at its time, each with an equal share of its fee. Idempotent.
 */
function migrateCancellations(db: DatabaseSync): void {
  db.exec(`UPDATE participants SET
      cancelled_at = (SELECT cancelled_at FROM cancellations c WHERE c.registration_id = participants.registration_id),
      fee_percent = (SELECT fee_percent FROM cancellations c WHERE c.registration_id = participants.registration_id),
      fee = (SELECT round(c.fee / (SELECT count(*) FROM participants p WHERE p.registration_id = c.registration_id), 2)
             FROM cancellations c WHERE c.registration_id = participants.registration_id)
    WHERE cancelled_at IS NULL AND registration_id IN (SELECT registration_id FROM cancellations)`);
}

/** The database's own random key (made once): what client addresses are hashed with. */
function databaseKey(db: DatabaseSync): string {
  db.prepare("INSERT INTO meta (key, value) VALUES ('client_key', ?) ON CONFLICT DO NOTHING").run(randomBytes(32).toString('hex'));
  return (db.prepare("SELECT value FROM meta WHERE key = 'client_key'").get() as { value: string }).value;
}

/** The database in `dataDir`, created or brought up to date, with its key. */
export function openDatabase(dataDir: string): { db: DatabaseSync; key: string } {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(join(dataDir, DATABASE_FILE), { timeout: BUSY_TIMEOUT_MS });
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;');
  db.exec(SCHEMA);
  // NULL forwarded_at means "never delivered" (databases from before deliveries were recorded get the column).
  addMissingColumns(db, 'registrations', [['forwarded_at', 'TEXT'], ...LIFECYCLE_COLUMNS, ['held_until', 'INTEGER']]);
  addMissingColumns(db, 'participants', [
    ['confirmed', 'INTEGER NOT NULL DEFAULT 1'],
    ['held_until', 'INTEGER'],
    // 1 for a participant of a hybrid date who comes on site (counted against the date's on-site seats).
    ['on_site', 'INTEGER NOT NULL DEFAULT 0'],
    // A participant's place cancelled (alone, or with the whole registration): when, and its fee by the terms.
    ['cancelled_at', 'TEXT'],
    ['fee_percent', 'INTEGER'],
    ['fee', 'REAL'],
  ]);
  // A registration moved once to another date: from which, and when.
  addMissingColumns(db, 'registrations', [
    ['transferred_from', 'INTEGER'],
    ['transferred_at', 'TEXT'],
  ]);
  // A manage link names the registration (null) or one participant's place (its position).
  addMissingColumns(db, 'tokens', [['position', 'INTEGER']]);
  addMissingColumns(db, 'waitlist', [...LIFECYCLE_COLUMNS, ['held_until', 'INTEGER'], ['forwarded_at', 'TEXT']]);
  // What a cancellation cost by the terms (null: not recorded, as before fees were).
  addMissingColumns(db, 'cancellations', [
    ['fee_percent', 'INTEGER'],
    ['fee', 'REAL'],
  ]);
  db.exec(LIFECYCLE_INDEXES);
  db.exec(WAITLIST_INDEXES);
  migrateToParticipants(db);
  migrateCancellations(db);
  return { db, key: databaseKey(db) };
}
