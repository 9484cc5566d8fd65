/**
 * The registrations database's migrations on SQLite (src/server/database/migrations/runner.ts): an
 * empty file and a file the last release left (tests/fixtures/release-schema/sqlite.sql) end
 * with the same schema, the release's rows readable, counted and queued for the CMS as before;
 * processes opening one new file together migrate it once; a file newer than the code, or one a
 * development version made, stops the start. And what all the migrations make is what the schema
 * description the code reads (schema.ts) says: a column described but never migrated is found.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationDigest } from '../../src/server/database/migrations/digest.ts';
import {
  appliedVersions,
  ChangedMigrationError,
  MIGRATIONS,
  migrate,
  SchemaTooNewError,
} from '../../src/server/database/migrations/runner.ts';
import { sqliteTarget } from '../../src/server/database/migrations/targets.ts';
import { TABLES } from '../../src/server/database/schema.ts';
import { schemaStatements } from '../../src/server/database/schema-sql.ts';
import { DATABASE_FILE } from '../../src/server/database/sqlite-database.ts';
import { numberedParams } from '../../src/server/database/sqlite-sql.ts';
import { openSqliteStores, type Stores } from '../../src/server/open-stores.ts';
import {
  expectCopiesReadBack,
  expectNoCopies,
  INVOICE_DOCUMENTS,
  OUTBOX_ROWS,
  VERSION_5_INSERTS,
  VERSION_5_ROWS,
} from '../support/copies-migration.ts';
import {
  EVERY_PAYLOAD,
  expectMoved,
  expectReadBack,
  GROUP_ATTENDANCE,
  VERSION_3_INSERTS,
  VERSION_3_ROWS,
} from '../support/participants-migration.ts';
import { confirmedRegistration } from '../support/registration.ts';

const RELEASE = readFileSync(join(import.meta.dirname, '../fixtures/release-schema/sqlite.sql'), 'utf8');
const ALL_VERSIONS = MIGRATIONS.map((migration) => migration.version);
const open: Stores[] = [];
afterEach(async () => {
  for (const stores of open.splice(0)) await stores.close();
});

async function fileWith(sql: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'registrations-schema-'));
  const db = new DatabaseSync(join(dir, DATABASE_FILE));
  db.exec(sql);
  db.close();
  return dir;
}

/** Every table's columns, every index and trigger: what the schema is, whatever order the columns came in. */
function schemaOf(dir: string) {
  const db = new DatabaseSync(join(dir, DATABASE_FILE), { readOnly: true });
  const items = db
    .prepare("SELECT type, name, tbl_name AS tableName, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name")
    .all() as Array<{ type: string; name: string; tableName: string; sql: string | null }>;
  const schema = items.map((item) =>
    item.type === 'table'
      ? {
          table: item.name,
          columns: (db.prepare(`PRAGMA table_info(${item.name})`).all() as Array<Record<string, unknown>>).sort((a, b) =>
            String(a.name).localeCompare(String(b.name)),
          ),
        }
      : { [item.type]: item.name, on: item.tableName, sql: item.sql?.split(/\s+/).join(' ') },
  );
  db.close();
  return schema;
}

describe('the registrations database migrations', () => {
  it('an empty file gets every migration in order, recorded, and none again', async () => {
    const dir = await fileWith('');
    const db = new DatabaseSync(join(dir, DATABASE_FILE));
    const target = sqliteTarget(db);
    expect(await migrate(target)).toEqual(ALL_VERSIONS);
    expect(await migrate(target)).toEqual([]);
    expect(await appliedVersions(target)).toEqual(ALL_VERSIONS);
    expect(db.prepare('SELECT name FROM schema_migrations WHERE version = 1').get()).toEqual({ name: 'the starting schema' });
    db.close();
  });

  it("a file the last release left ends with an empty file's schema, its registration kept, counted and queued", async () => {
    const fresh = await fileWith('');
    await (await openSqliteStores({ dataDir: fresh, outbox: false })).close();
    const dir = await fileWith(RELEASE);
    // Stored as the release stores it (its own code is this one's up to RELEASED_VERSION).
    const release = await openSqliteStores({ dataDir: dir, outbox: false });
    expect(await release.registrations.insert(confirmedRegistration('kept', 'kept@example.com', '2026-11-20T10:00:00.000Z'))).toEqual({
      ok: true,
    });
    await release.close();
    const stores = await openSqliteStores({ dataDir: dir, outbox: true });
    open.push(stores);
    expect(await stores.registrations.get('kept')).toMatchObject({ status: 'confirmed', email: 'kept@example.com' });
    expect(await stores.registrations.isRegistered(1001, 'KEPT@example.com')).toBe(true);
    expect(await stores.seats.forDate(1001)).toBe(1);
    // Switching forwarding on queues what there is for the CMS.
    expect(await stores.forwards.dueForwards(Number.MAX_SAFE_INTEGER, 10)).toEqual([expect.objectContaining({ entryId: 'kept' })]);
    await stores.close();
    open.pop();
    expect(schemaOf(dir)).toEqual(schemaOf(fresh));
    // The release recorded no digests: they are filled in when first seen.
    const history = new DatabaseSync(join(dir, DATABASE_FILE), { readOnly: true });
    expect(history.prepare('SELECT version, digest FROM schema_migrations ORDER BY version').all()).toEqual(
      MIGRATIONS.map((migration) => ({ version: migration.version, digest: migrationDigest(migration, 'sqlite') })),
    );
    history.close();
  });

  it('migration 4 moves each participant from the payload into their row, the payloads keeping what has no column', async () => {
    const dir = await fileWith('');
    const db = new DatabaseSync(join(dir, DATABASE_FILE));
    await migrate(sqliteTarget(db), MIGRATIONS.slice(0, 3));
    for (const table of ['registrations', 'participants', 'waitlist', 'enquiries'] as const) {
      const insert = db.prepare(VERSION_3_INSERTS[table]);
      for (const row of VERSION_3_ROWS[table]) insert.run(numberedParams(row));
    }
    db.close();
    const stores = await openSqliteStores({ dataDir: dir, outbox: false });
    open.push(stores);
    await expectReadBack(stores);
    await stores.close();
    open.pop();
    const migrated = new DatabaseSync(join(dir, DATABASE_FILE), { readOnly: true });
    expectMoved(migrated.prepare(EVERY_PAYLOAD).all() as Array<{ payload: string }>, migrated.prepare(GROUP_ATTENDANCE).all());
    migrated.close();
  });

  it("migration 6 moves a waiting mail's address into its column, and no JSON keeps what its columns hold", async () => {
    const dir = await fileWith('');
    const db = new DatabaseSync(join(dir, DATABASE_FILE));
    await migrate(sqliteTarget(db), MIGRATIONS.slice(0, 5));
    for (const table of ['registrations', 'mail_outbox', 'invoices'] as const) {
      const insert = db.prepare(VERSION_5_INSERTS[table]);
      for (const row of VERSION_5_ROWS[table]) insert.run(numberedParams(row));
    }
    db.close();
    const stores = await openSqliteStores({ dataDir: dir, outbox: false });
    open.push(stores);
    await expectCopiesReadBack(stores);
    await stores.close();
    open.pop();
    const migrated = new DatabaseSync(join(dir, DATABASE_FILE), { readOnly: true });
    expectNoCopies(
      migrated.prepare(OUTBOX_ROWS).all() as Array<{ id: string; address: string | null; message: string }>,
      migrated.prepare(INVOICE_DOCUMENTS).all() as Array<{ document: string }>,
    );
    migrated.close();
  });

  it('processes opening one new file at once migrate it once, each finding every migration applied', async () => {
    const dir = await fileWith('');
    const opened = () =>
      new Promise<number[]>((done, fail) => {
        const worker = new Worker(new URL('../support/open-database-worker.ts', import.meta.url), { workerData: { dataDir: dir } });
        let applied: number[] = [];
        worker.once('message', (versions: number[]) => {
          applied = versions;
        });
        worker.once('error', fail);
        // Resolved once the worker closed its connection: the last to close checkpoints the file.
        worker.once('exit', () => done(applied));
      });
    expect(await Promise.all([opened(), opened(), opened()])).toEqual([ALL_VERSIONS, ALL_VERSIONS, ALL_VERSIONS]);
    const db = new DatabaseSync(join(dir, DATABASE_FILE), { readOnly: true });
    expect(db.prepare('SELECT version FROM schema_migrations ORDER BY version').all()).toEqual(
      ALL_VERSIONS.map((version) => ({ version })),
    );
    db.close();
  });

  it('a file newer than this code stops the start, its history unchanged', async () => {
    const dir =
      await fileWith(`CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL) STRICT;
      INSERT INTO schema_migrations VALUES (1, 'the starting schema', 'x'), (99, 'from a later version', 'x');`);
    await expect(openSqliteStores({ dataDir: dir, outbox: false })).rejects.toThrow(SchemaTooNewError);
    await expect(openSqliteStores({ dataDir: dir, outbox: false })).rejects.toThrow(
      new RegExp(`schema version 99, newer than this version of the site knows \\(${Math.max(...ALL_VERSIONS)}\\)`),
    );
    const db = new DatabaseSync(join(dir, DATABASE_FILE), { readOnly: true });
    expect(db.prepare('SELECT version FROM schema_migrations ORDER BY version').all()).toEqual([{ version: 1 }, { version: 99 }]);
    db.close();
  });

  it('a file a development version made before the first release stops the start and says what to do', async () => {
    const dir =
      await fileWith(`CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL) STRICT;
      INSERT INTO schema_migrations VALUES (1, 'the schema of the versions before numbered migrations', 'x');`);
    await expect(openSqliteStores({ dataDir: dir, outbox: false })).rejects.toThrow(
      /migration 1 is "the schema of the versions before numbered migrations", this version of the site's is "the starting schema": a database a development version made is moved away/,
    );
  });

  it('a migration changed after the file applied it stops the start, naming it, and nothing is migrated', async () => {
    const dir = await fileWith('');
    const db = new DatabaseSync(join(dir, DATABASE_FILE));
    await migrate(sqliteTarget(db), MIGRATIONS.slice(0, 2));
    const edited = MIGRATIONS.map((migration) =>
      migration.version === 2 ? { ...migration, statements: () => [...migration.statements('sqlite'), 'SELECT 1'] } : migration,
    );
    await expect(migrate(sqliteTarget(db), edited)).rejects.toThrow(ChangedMigrationError);
    await expect(migrate(sqliteTarget(db), edited)).rejects.toThrow(
      `migration 2 ("${MIGRATIONS[1]!.name}") is not what the registrations database applied`,
    );
    expect(await appliedVersions(sqliteTarget(db))).toEqual([1, 2]);
    // The server's own start, on a file whose record says migration 3 was another one.
    await migrate(sqliteTarget(db));
    db.prepare("UPDATE schema_migrations SET digest = 'another' WHERE version = 3").run();
    db.close();
    await expect(openSqliteStores({ dataDir: dir, outbox: false })).rejects.toThrow(
      `migration 3 ("${MIGRATIONS[2]!.name}") is not what the registrations database applied`,
    );
  });

  it('a migration renamed after the file applied it stops the start', async () => {
    const dir = await fileWith('');
    const db = new DatabaseSync(join(dir, DATABASE_FILE));
    await migrate(sqliteTarget(db));
    const renamed = MIGRATIONS.map((migration) =>
      migration.version === 2 ? { ...migration, name: `${migration.name}, renamed` } : migration,
    );
    await expect(migrate(sqliteTarget(db), renamed)).rejects.toThrow(
      `migration 2 is "${MIGRATIONS[1]!.name}", this version of the site's is "${MIGRATIONS[1]!.name}, renamed"`,
    );
    db.close();
  });

  it('end with the schema its description says, and a column described but never migrated is found', async () => {
    const migrated = await fileWith('');
    const db = new DatabaseSync(join(migrated, DATABASE_FILE));
    await migrate(sqliteTarget(db));
    db.close();
    const history = (schema: ReturnType<typeof schemaOf>) =>
      schema.filter((item) => !('table' in item && item.table === 'schema_migrations'));
    const described = await fileWith(`${schemaStatements('sqlite').join(';\n')};`);
    expect(history(schemaOf(migrated))).toEqual(schemaOf(described));
    // The check itself: a description one column ahead of the migrations differs from what they make.
    const ahead = TABLES.map((table) =>
      table.name === 'invoices' ? { ...table, columns: [...table.columns, { name: 'never_migrated', kind: 'text' as const }] } : table,
    );
    const aheadFile = await fileWith(`${schemaStatements('sqlite', ahead).join(';\n')};`);
    expect(history(schemaOf(migrated))).not.toEqual(schemaOf(aheadFile));
  });
});
