/**
 * The registrations' database brought up to date at every start, on either engine, by one
 * runner: numbered migrations applied in order and recorded in `schema_migrations` (version,
 * name, when), each in one transaction with its record, while the runner holds the right to
 * migrate (migration-targets.ts: PostgreSQL's advisory lock, held across servers starting
 * together; SQLite's write transaction), so a process that starts on a database another one is
 * migrating finds the work done. Each migration is a file of its own under migrations/, its
 * statements written out for both engines (migration 1, the starting schema, too), so that
 * editing the schema description (schema.ts) changes no migration a database has applied: a
 * change to the schema is a new migration at the end, and the description is checked against
 * what all of them make (tests/integration/registration-migrations.test.ts); a landed one never changes
 * (tests/fixtures/migrations.json holds each one's digest of name and statements, tests/fixtures/release-schema the
 * statements of the last release). A
 * database newer than this code, or one a development version made before the first release,
 * stops the start instead of being written with the wrong schema.
 */

import type { Table } from './columns.ts';
import { STARTING_SCHEMA } from './migrations/0001-starting-schema.ts';
import { MAILS_OF_AN_ENTRY } from './migrations/0002-mails-of-an-entry.ts';
import { RATE_WINDOWS } from './migrations/0003-rate-windows.ts';
import { PARTICIPANTS_IN_THEIR_ROWS } from './migrations/0004-participants-in-their-rows.ts';
import { PAYLOADS_WITHOUT_THEIR_COLUMNS } from './migrations/0005-payloads-without-their-columns.ts';
import type { Migration } from './migrations/migration.ts';
import { type Dialect, tableSql } from './schema-sql.ts';

export type { Migration } from './migrations/migration.ts';

/** The history, in order: one file a migration under migrations/, each written out once and never changed. */
export const MIGRATIONS: readonly Migration[] = [
  STARTING_SCHEMA,
  MAILS_OF_AN_ENTRY,
  RATE_WINDOWS,
  PARTICIPANTS_IN_THEIR_ROWS,
  PAYLOADS_WITHOUT_THEIR_COLUMNS,
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

/** The runner's own record of what was applied. */
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

export class SchemaTooNewError extends Error {
  override name = 'SchemaTooNewError';
}

interface Applied {
  readonly version: number;
  readonly name: string;
}

/** Stops on a version these migrations do not know (a newer version of the site wrote it) or know by another name (a development version did). */
export function refuseUnknown(applied: readonly Applied[], migrations: readonly Migration[]): void {
  const known = new Map(migrations.map((migration) => [migration.version, migration.name]));
  const newer = applied.filter(({ version }) => !known.has(version));
  if (newer.length > 0)
    throw new SchemaTooNewError(
      `the registrations database has schema version ${Math.max(...newer.map(({ version }) => version))}, newer than this version of the site knows (${Math.max(...known.keys())}): run the newer version, or restore a backup`,
    );
  const other = applied.find(({ version, name }) => known.get(version) !== name);
  if (other)
    throw new SchemaTooNewError(
      `the registrations database was made by a development version of the site (its migration ${other.version} is "${other.name}"): move it away and start with an empty one`,
    );
}

const appliedOf = (target: MigrationTarget) => target.rows<Applied>('SELECT version, name FROM schema_migrations ORDER BY version');

/** Applies the migrations the database lacks, in order, each with its record: which were applied. */
export async function migrate(
  target: MigrationTarget,
  migrations: readonly Migration[] = MIGRATIONS,
  now = () => new Date(),
): Promise<number[]> {
  return target.exclusive(async () => {
    await target.exec(historyTableSql(target.dialect, true));
    const found = await appliedOf(target);
    refuseUnknown(found, migrations);
    const done: number[] = [];
    for (const migration of migrations.filter(({ version }) => !found.some((applied) => applied.version === version))) {
      await target.transaction(async () => {
        // Read again inside the transaction: another process may have migrated meanwhile.
        const current = await appliedOf(target);
        refuseUnknown(current, migrations);
        if (current.some(({ version }) => version === migration.version)) return;
        for (const statement of migration.statements(target.dialect)) await target.exec(statement);
        await target.rows(
          'INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3) RETURNING version',
          migration.version,
          migration.name,
          now().toISOString(),
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
