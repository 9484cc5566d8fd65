/**
 * Migration 1 of the registrations' SQLite file (migrations.ts): the schema as the versions
 * before numbered migrations left it, and the way to it from any of them. Those versions
 * recorded no version, created their tables if missing and added the columns a table lacked;
 * so does this migration, once per file: it creates what is missing (an empty file gets the
 * whole schema), adds the columns earlier versions' tables lack (their rows get the defaults),
 * replaces their indexes, moves data into the shapes that came later (one participant into a
 * registration's list, a cancellation onto its places, the CMS outbox's earlier rows into its
 * present table), and creates the CMS outbox's triggers. Every change after it is a numbered
 * migration of its own; this file is never changed again.
 */
import type { DatabaseSync } from 'node:sqlite';
import { CMS_OUTBOX_TRIGGERS } from './cms-outbox-triggers.ts';

/** The columns both tables of entries began with (registrations, waiting lists). */
const ENTRY_COLUMNS = `
    id TEXT PRIMARY KEY,
    date_id INTEGER NOT NULL,
    email TEXT NOT NULL,
    locale TEXT NOT NULL,
    payload TEXT NOT NULL,
    created_at TEXT NOT NULL,
    idempotency_key TEXT UNIQUE,
    fingerprint TEXT NOT NULL`;

const TABLES = `
  CREATE TABLE IF NOT EXISTS registrations (${ENTRY_COLUMNS}
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
  CREATE TABLE IF NOT EXISTS waitlist (${ENTRY_COLUMNS}
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

const MAIL_OUTBOX = `
  CREATE TABLE IF NOT EXISTS mail_outbox (
    id TEXT PRIMARY KEY,
    entry_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    message TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER,
    last_error TEXT,
    sent_at TEXT,
    rejected_at TEXT
  ) STRICT;
  CREATE INDEX IF NOT EXISTS mail_outbox_due ON mail_outbox (next_attempt_at) WHERE next_attempt_at IS NOT NULL;
`;

const REMINDERS = `
  CREATE TABLE IF NOT EXISTS reminders (
    registration_id TEXT NOT NULL REFERENCES registrations (id),
    position INTEGER NOT NULL,
    date_id INTEGER NOT NULL,
    sent_at INTEGER NOT NULL,
    PRIMARY KEY (registration_id, position, date_id)
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
function addMissingColumns(db: DatabaseSync, table: string, columns: ReadonlyArray<readonly [string, string]>): void {
  const known = columnsOf(db, table);
  for (const [name, definition] of columns) if (!known.has(name)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${name} ${definition}`);
}

/**
 * Databases from before groups: each registration's one `participant` becomes the first of
 * its `participants`, and the participants table learns them. Idempotent.
 */
function migrateToParticipants(db: DatabaseSync): void {
  db.exec(`UPDATE registrations SET payload = json_set(json_remove(payload, '$.participant'), '$.participants', json_array(json(json_extract(payload, '$.participant'))))
           WHERE json_extract(payload, '$.participant') IS NOT NULL`);
  db.exec(
    // Only confirmed registrations (all that old databases hold): 'known' and 'superseded' entries hold no seat and have no participants.
    "INSERT INTO participants (registration_id, position, date_id, email) SELECT id, 0, date_id, email FROM registrations WHERE status = 'confirmed' AND id NOT IN (SELECT registration_id FROM participants)",
  );
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

/** Queues entry `id` (an SQL expression of the trigger's row): due at once, a new version. */
export const queue = (id: string) =>
  `INSERT INTO cms_outbox (entry_id, version, attempts, next_attempt_at) VALUES (${id}, 1, 0, 0)
     ON CONFLICT (entry_id) DO UPDATE SET version = version + 1, attempts = 0, next_attempt_at = 0, last_error = NULL;`;

/** Whether forwarding is on: the triggers queue nothing otherwise (a look-up by primary key). */
export const FORWARDING_ON = "EXISTS (SELECT 1 FROM meta WHERE key = 'cms_outbox' AND value = 'on')";

/** The CMS outbox and its triggers (cms-outbox.ts); the rows of its earlier form (registration ids) move over. */
function createCmsOutbox(db: DatabaseSync): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS cms_outbox (
      entry_id TEXT PRIMARY KEY,
      version INTEGER NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at INTEGER NOT NULL,
      last_error TEXT
    ) STRICT;
    CREATE INDEX IF NOT EXISTS cms_outbox_due ON cms_outbox (next_attempt_at);
    INSERT INTO cms_outbox (entry_id, version, attempts, next_attempt_at, last_error)
      SELECT registration_id, 1, attempts, next_attempt_at, last_error FROM outbox WHERE true ON CONFLICT DO NOTHING;
    DELETE FROM outbox;
  `);
  // Earlier versions' triggers (another condition) are replaced.
  for (const [name, event, when, idColumn] of CMS_OUTBOX_TRIGGERS)
    db.exec(
      `DROP TRIGGER IF EXISTS cms_outbox_${name}; CREATE TRIGGER cms_outbox_${name} AFTER ${event} FOR EACH ROW WHEN (${when}) AND ${FORWARDING_ON} BEGIN ${queue(`NEW.${idColumn}`)} END;`,
    );
}

/** Brings a file of any version before numbered migrations (or an empty one) to migration 1's schema. */
export function earlierSchema(db: DatabaseSync): void {
  db.exec(TABLES);
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
  db.exec(MAIL_OUTBOX);
  db.exec(REMINDERS);
  createCmsOutbox(db);
}
