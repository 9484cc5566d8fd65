/**
 * The history of the registrations' database, as numbered migrations applied in order at
 * start and recorded in `schema_migrations` (version, name, when), each in one transaction
 * with its record: a process that starts on a database another one is migrating waits for it
 * and finds the migration done. Each migration is written for both engines: SQLite's here
 * (earlier-schema.ts), PostgreSQL's in postgres-history.ts (run by postgres-migrations.ts). A database newer than this code (a version it does not know) stops
 * the start instead of being written with the wrong schema. Migrations are never changed once
 * landed: a change to the schema is a new one at the end.
 */
import type { DatabaseSync } from 'node:sqlite';
import { newReference } from '../../registration/reference.ts';
import { inTransaction } from './database-transaction.ts';
import { earlierSchema, FORWARDING_ON, queue } from './earlier-schema.ts';
import {
  ACCOUNT_COLUMNS,
  ENQUIRY_TRIGGER,
  enquiryTables,
  INVOICE_TRIGGERS,
  invoiceTables,
  POSTGRES_MIGRATIONS,
} from './postgres-history.ts';

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sqlite: (db: DatabaseSync) => void;
  /** The same change in PostgreSQL's SQL. */
  readonly postgres: string;
}

const postgres = (version: number): string => {
  const sql = POSTGRES_MIGRATIONS.get(version);
  if (sql === undefined) throw new Error(`migration ${version} has no PostgreSQL form`);
  return sql;
};

export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'the schema of the versions before numbered migrations', sqlite: earlierSchema, postgres: postgres(1) },
  {
    version: 2,
    name: 'the CMS outbox of the first versions goes (its rows moved to cms_outbox)',
    sqlite: (db) => db.exec('DROP TABLE outbox'),
    postgres: postgres(2),
  },
  {
    version: 3,
    name: "rows numbered in the order they came (SQLite's rowid; a column of that name in PostgreSQL)",
    sqlite: () => {},
    postgres: postgres(3),
  },
  {
    version: 4,
    name: 'a delivery under way (a mail, an entry for the CMS) is leased to the server that makes it',
    sqlite: (db) =>
      db.exec('ALTER TABLE mail_outbox ADD COLUMN leased_until INTEGER; ALTER TABLE cms_outbox ADD COLUMN leased_until INTEGER'),
    postgres: postgres(4),
  },
  {
    version: 5,
    name: 'a mail to an address names the client whose post caused it (the cap per client and address)',
    sqlite: (db) => db.exec('ALTER TABLE address_mails ADD COLUMN client TEXT'),
    postgres: postgres(5),
  },
  {
    version: 6,
    name: 'a registration says when its people were anonymised (retention.ts)',
    sqlite: (db) => db.exec('ALTER TABLE registrations ADD COLUMN anonymised_at TEXT'),
    postgres: postgres(6),
  },
  {
    version: 7,
    name: 'a registration keeps its reference and its price as booked; a place, when its fee was waived (account.ts)',
    sqlite: (db) => {
      db.exec(ACCOUNT_COLUMNS.map((column) => `ALTER TABLE ${column};`).join(' '));
      const taken = new Set<string>();
      const give = db.prepare('UPDATE registrations SET reference = ? WHERE id = ?');
      for (const { id } of db.prepare('SELECT id FROM registrations').all() as Array<{ id: string }>) {
        let reference = newReference();
        while (taken.has(reference)) reference = newReference();
        taken.add(reference);
        give.run(reference, id);
      }
      db.exec('CREATE UNIQUE INDEX registrations_reference ON registrations (reference)');
    },
    postgres: postgres(7),
  },
  {
    version: 8,
    name: 'invoices and credit notes, their numbers one gap-free series each per year, and when a registration was last billed',
    sqlite: (db) => db.exec(invoiceTables('INTEGER', ' STRICT')),
    postgres: postgres(8),
  },
  {
    version: 9,
    name: 'an invoice is queued for the CMS when it is issued, drawn, paid or credited',
    sqlite: (db) =>
      db.exec(
        INVOICE_TRIGGERS.map(
          ([name, event]) =>
            `CREATE TRIGGER cms_outbox_${name} AFTER ${event} FOR EACH ROW WHEN ${FORWARDING_ON} BEGIN ${queue('NEW.id')} END;`,
        ).join('\n'),
      ),
    postgres: postgres(9),
  },
  {
    version: 10,
    name: 'a registration is billed up to its last change (its id, not its time: clocks of servers differ)',
    sqlite: (db) => db.exec('ALTER TABLE registrations ADD COLUMN billed_change INTEGER'),
    postgres: postgres(10),
  },
  {
    version: 11,
    name: 'enquiries from the contact and in-house forms, queued for the CMS once their sender confirmed the address',
    sqlite: (db) => {
      const [name, event, when] = ENQUIRY_TRIGGER;
      db.exec(
        `${enquiryTables(' STRICT')}CREATE TRIGGER cms_outbox_${name} AFTER ${event} FOR EACH ROW WHEN (${when}) AND ${FORWARDING_ON} BEGIN ${queue('NEW.id')} END;`,
      );
    },
    postgres: postgres(11),
  },
];

export class SchemaTooNewError extends Error {
  override name = 'SchemaTooNewError';
}

/** Stops when the database has a version these migrations do not know: a newer version of the site wrote it. */
export function refuseNewer(applied: readonly number[], migrations: readonly Migration[]): void {
  const known = new Set(migrations.map((migration) => migration.version));
  const unknown = applied.filter((version) => !known.has(version));
  if (unknown.length > 0)
    throw new SchemaTooNewError(
      `the registrations database has schema version ${Math.max(...unknown)}, newer than this version of the site knows (${Math.max(...known)}): run the newer version, or restore a backup`,
    );
}

/** The versions applied to `db`, in order. */
export function appliedVersions(db: DatabaseSync): number[] {
  return (db.prepare('SELECT version FROM schema_migrations ORDER BY version').all() as Array<{ version: number }>).map(
    (row) => row.version,
  );
}

/** Applies the migrations `db` lacks, in order, each with its record: which were applied. */
export function migrate(db: DatabaseSync, migrations: readonly Migration[] = MIGRATIONS, now = () => new Date()): number[] {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL) STRICT',
  );
  const found = appliedVersions(db);
  refuseNewer(found, migrations);
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const applied: number[] = [];
  // A write transaction only for a migration the database lacked: an opening of an up-to-date file writes nothing.
  for (const migration of migrations.filter(({ version }) => !found.includes(version))) {
    inTransaction(db, () => {
      // Read again inside the write transaction: another process, of this version or a newer one, may have migrated meanwhile.
      const current = appliedVersions(db);
      refuseNewer(current, migrations);
      if (current.includes(migration.version)) return;
      migration.sqlite(db);
      record.run(migration.version, migration.name, now().toISOString());
      applied.push(migration.version);
    });
  }
  return applied;
}
