/**
 * The registrations' database brought up to date at every start, on either engine, by one
 * runner: numbered migrations applied in order and recorded in `schema_migrations` (version,
 * name, when), each in one transaction with its record, while the runner holds the right to
 * migrate (targets.ts: PostgreSQL's advisory lock, held across servers starting
 * together; SQLite's write transaction), so a process that starts on a database another one is
 * migrating finds the work done. Each migration is a file of its own under migrations/, its
 * statements written out for both engines (migration 1, the starting schema, too), so that
 * editing the schema description (schema.ts) changes no migration a database has applied: a
 * change to the schema is a new migration at the end, and the description is checked against
 * what all of them make (tests/integration/registration-migrations.test.ts); a landed one never changes
 * (tests/fixtures/migrations.json holds each one's digest of name and statements, tests/fixtures/release-schema the
 * statements of the last release). The record keeps each applied migration's digest
 * (digest.ts; one recorded before the record had them is filled in when first seen),
 * and a start whose migration differs from the one the database applied stops, naming it. A
 * database newer than this code, or one a development version made before the first release,
 * stops the start instead of being written with the wrong schema.
 */

import type { Table } from '../columns.ts';
import { type Dialect, tableSql } from '../schema-sql.ts';
import { STARTING_SCHEMA } from './0001-starting-schema.ts';
import { MAILS_OF_AN_ENTRY } from './0002-mails-of-an-entry.ts';
import { RATE_WINDOWS } from './0003-rate-windows.ts';
import { PARTICIPANTS_IN_THEIR_ROWS } from './0004-participants-in-their-rows.ts';
import { PAYLOADS_WITHOUT_THEIR_COLUMNS } from './0005-payloads-without-their-columns.ts';
import { OUTBOX_AND_INVOICES_WITHOUT_COPIES } from './0006-outbox-and-invoices-without-copies.ts';
import { CERTIFICATES } from './0007-certificates.ts';
import { OPEN_BADGES } from './0008-open-badges.ts';
import { ACCESS_MAILS } from './0009-access-mails.ts';
import { FEEDBACK } from './0010-feedback.ts';
import { PLACES_MOVED_ALONE } from './0011-places-moved-alone.ts';
import { DISCOUNTS_AS_BOOKED } from './0012-discounts-as-booked.ts';
import { BOOKINGS_BY_ADDRESS } from './0013-bookings-by-address.ts';
import { QUOTES } from './0014-quotes.ts';
import { PAYMENTS_TABLES } from './0015-payments.ts';
import { PAYMENT_REMINDERS } from './0016-payment-reminders.ts';
import { REFUNDS } from './0017-refunds.ts';
import { PAYMENT_ITEMS } from './0018-payment-items.ts';
import { CUSTOMERS } from './0019-customers.ts';
import { migrationDigest } from './digest.ts';
import type { Migration } from './migration.ts';

export type { Migration } from './migration.ts';

/** The history, in order: one file a migration under migrations/, each written out once and never changed. */
export const MIGRATIONS: readonly Migration[] = [
  STARTING_SCHEMA,
  MAILS_OF_AN_ENTRY,
  RATE_WINDOWS,
  PARTICIPANTS_IN_THEIR_ROWS,
  PAYLOADS_WITHOUT_THEIR_COLUMNS,
  OUTBOX_AND_INVOICES_WITHOUT_COPIES,
  CERTIFICATES,
  OPEN_BADGES,
  ACCESS_MAILS,
  FEEDBACK,
  PLACES_MOVED_ALONE,
  DISCOUNTS_AS_BOOKED,
  BOOKINGS_BY_ADDRESS,
  QUOTES,
  PAYMENTS_TABLES,
  PAYMENT_REMINDERS,
  REFUNDS,
  PAYMENT_ITEMS,
  CUSTOMERS,
];

/** The version of the last release: its statements are kept in tests/fixtures/release-schema, and the upgrade from it is tested. */
export const RELEASED_VERSION = 1;

/** What the runner needs of an engine: one connection, held while it migrates. */
export interface MigrationTarget {
  readonly dialect: Dialect;
  /** Runs `work` holding the right to migrate: other processes wait meanwhile. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** Runs `work` in one transaction. */
  transaction(work: () => Promise<void>): Promise<void>;
  /** Runs one statement without parameters. */
  exec(statement: string): Promise<void>;
  /** The rows of a statement with `$1`, `$2` parameters. */
  rows<Row>(statement: string, ...params: Array<string | number>): Promise<Row[]>;
}

/** The runner's own record of what was applied, as the first release made it (the runner adds `digest`). */
const HISTORY: Table = {
  name: 'schema_migrations',
  columns: [
    { name: 'version', kind: 'integer', constraints: 'PRIMARY KEY' },
    { name: 'name', kind: 'text', constraints: 'NOT NULL' },
    { name: 'applied_at', kind: 'text', constraints: 'NOT NULL' },
  ],
};

/** CREATE TABLE of the record of what was applied. */
export const historyTableSql = (dialect: Dialect, ifMissing = false) => tableSql(dialect, HISTORY, ifMissing);

/** Whether the record has its digest column yet. */
const DIGEST_COLUMN: Record<Dialect, string> = {
  sqlite: "SELECT 1 AS found FROM pragma_table_info('schema_migrations') WHERE name = 'digest'",
  postgres:
    "SELECT 1 AS found FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'schema_migrations' AND column_name = 'digest'",
};

export class SchemaTooNewError extends Error {
  override name = 'SchemaTooNewError';
}

export class ChangedMigrationError extends Error {
  override name = 'ChangedMigrationError';
}

interface Applied {
  readonly version: number;
  readonly name: string;
  /** Null when it was applied before the record kept digests. */
  readonly digest: string | null;
}

/** Stops on a version these migrations do not know (a newer version of the site wrote it) or know by another name (a development version did). */
export function refuseUnknown(applied: readonly Pick<Applied, 'version' | 'name'>[], migrations: readonly Migration[]): void {
  const known = new Map(migrations.map((migration) => [migration.version, migration.name]));
  const newer = applied.filter(({ version }) => !known.has(version));
  if (newer.length > 0)
    throw new SchemaTooNewError(
      `the registrations database has schema version ${Math.max(...newer.map(({ version }) => version))}, newer than this version of the site knows (${Math.max(...known.keys())}): run the newer version, or restore a backup`,
    );
  const other = applied.find(({ version, name }) => known.get(version) !== name);
  if (other)
    throw new SchemaTooNewError(
      `the registrations database's migration ${other.version} is "${other.name}", this version of the site's is "${known.get(other.version)}": a database a development version made is moved away (start with an empty one); a migration renamed after it landed gets its name back`,
    );
}

/**
 * Stops on a record these migrations cannot go on from: an unknown version or name
 * (refuseUnknown), or an applied migration whose recorded digest is not the one this code's
 * migration of that version has in `dialect`.
 */
function refuseOthers(applied: readonly Applied[], migrations: readonly Migration[], dialect: Dialect): void {
  refuseUnknown(applied, migrations);
  for (const { version, name, digest } of applied) {
    const migration = migrations.find((each) => each.version === version);
    if (digest === null || !migration || migrationDigest(migration, dialect) === digest) continue;
    throw new ChangedMigrationError(
      `migration ${version} ("${name}") is not what the registrations database applied: it was changed after it landed; start a version of the site whose migration ${version} is the one applied`,
    );
  }
}

const appliedOf = (target: MigrationTarget) => target.rows<Applied>('SELECT version, name, digest FROM schema_migrations ORDER BY version');

/** The record made, with its digest column, and what it says checked against `migrations`: what was applied. */
async function checkedHistory(target: MigrationTarget, migrations: readonly Migration[]): Promise<Applied[]> {
  let applied: Applied[] = [];
  await target.transaction(async () => {
    await target.exec(historyTableSql(target.dialect, true));
    if ((await target.rows(DIGEST_COLUMN[target.dialect])).length === 0)
      await target.exec('ALTER TABLE schema_migrations ADD COLUMN digest TEXT');
    applied = await appliedOf(target);
    refuseOthers(applied, migrations, target.dialect);
    for (const { version } of applied.filter(({ digest }) => digest === null)) {
      const migration = migrations.find((each) => each.version === version);
      if (migration)
        await target.rows(
          'UPDATE schema_migrations SET digest = $1 WHERE version = $2 RETURNING version',
          migrationDigest(migration, target.dialect),
          version,
        );
    }
  });
  return applied;
}

/** Applies the migrations the database lacks, in order, each with its record: which were applied. */
export async function migrate(
  target: MigrationTarget,
  migrations: readonly Migration[] = MIGRATIONS,
  now = () => new Date(),
): Promise<number[]> {
  return target.exclusive(async () => {
    const found = await checkedHistory(target, migrations);
    const done: number[] = [];
    for (const migration of migrations.filter(({ version }) => !found.some((applied) => applied.version === version))) {
      await target.transaction(async () => {
        // Read again inside the transaction: another process may have migrated meanwhile.
        const current = await appliedOf(target);
        refuseOthers(current, migrations, target.dialect);
        if (current.some(({ version }) => version === migration.version)) return;
        for (const statement of migration.statements(target.dialect)) await target.exec(statement);
        await target.rows(
          'INSERT INTO schema_migrations (version, name, applied_at, digest) VALUES ($1, $2, $3, $4) RETURNING version',
          migration.version,
          migration.name,
          now().toISOString(),
          migrationDigest(migration, target.dialect),
        );
        done.push(migration.version);
      });
    }
    return done;
  });
}

/** The versions applied, in order. */
export async function appliedVersions(target: MigrationTarget): Promise<number[]> {
  return (await appliedOf(target)).map(({ version }) => version);
}
