/**
 * The numbered migrations on a real PostgreSQL (Debian's package, a server of the test's own):
 * an empty database gets every one in order, once, also when two servers start together, and
 * one the last release left the later ones; it
 * ends with the tables, columns, indexes and triggers SQLite's migrations make; the CMS
 * outbox's triggers queue what they queue in SQLite; a database newer than the code stops.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type TestPostgres } from '../../scripts/postgres-server.ts';
import { DEFAULT_SETTINGS } from '../../src/config/settings.ts';
import { migrationDigest } from '../../src/server/database/migrations/digest.ts';
import {
  ChangedMigrationError,
  MIGRATIONS,
  type Migration,
  migrate,
  RELEASED_VERSION,
  SchemaTooNewError,
} from '../../src/server/database/migrations/runner.ts';
import { withPostgresTarget } from '../../src/server/database/migrations/targets.ts';
import { schemaStatements } from '../../src/server/database/schema-sql.ts';
import { DATABASE_FILE } from '../../src/server/database/sqlite-database.ts';
import { openPostgresStores, openSqliteStores } from '../../src/server/open-stores.ts';
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

let server: TestPostgres;
const RELEASE = readFileSync(join(import.meta.dirname, '../fixtures/release-schema/postgres.sql'), 'utf8');
/** The migrations the database lacks applied on one of the pool's connections, as a server's start applies them. */
const migratePostgres = (pool: pg.Pool, migrations: readonly Migration[] = MIGRATIONS) =>
  withPostgresTarget(pool, DEFAULT_SETTINGS.DATABASE_LOCK_TIMEOUT_MS, (target) => migrate(target, migrations));
const pools: pg.Pool[] = [];
const poolOn = (database: string) => {
  const pool = new pg.Pool({ connectionString: server.url.replace(/\/postgres$/, `/${database}`) });
  pools.push(pool);
  return pool;
};
let database = 0;
/** A new, empty database on the server, and a pool on it. */
async function emptyDatabase(): Promise<pg.Pool> {
  const name = `migrations_${++database}`;
  await poolOn('postgres').query(`CREATE DATABASE ${name}`);
  return poolOn(name);
}

beforeAll(async () => {
  server = await startPostgres();
}, 60_000);
/** Ends a pool once its connections are closed, not merely asked to close: the server stops next, and a connection it ended first would fail with no one listening. */
async function closed(pool: pg.Pool): Promise<void> {
  let open = pool.totalCount;
  const gone = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      if (--open === 0) resolve();
    });
  });
  await pool.end();
  await gone;
}

afterAll(async () => {
  await Promise.all(pools.map(closed));
  await server?.remove();
});

/** SQLite's schema after every migration: each table's columns, and the names of its indexes and triggers. */
async function sqliteSchema() {
  const dir = await mkdtemp(join(tmpdir(), 'sqlite-schema-'));
  await (await openSqliteStores({ dataDir: dir, outbox: false })).close();
  const db = new DatabaseSync(join(dir, DATABASE_FILE), { readOnly: true });
  const named = (type: string) =>
    (
      db.prepare("SELECT name FROM sqlite_master WHERE type = ? AND name NOT LIKE 'sqlite_%' ORDER BY name").all(type) as Array<{
        name: string;
      }>
    ).map(({ name }) => name);
  const tables = Object.fromEntries(
    named('table').map((table) => [
      table,
      (db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>).map(({ name }) => name).sort(),
    ]),
  );
  const schema = { tables, indexes: named('index'), triggers: named('trigger') };
  db.close();
  return schema;
}

async function postgresSchema(pool: pg.Pool) {
  const columns = await pool.query<{ table_name: string; column_name: string }>(
    "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, column_name",
  );
  const tables: Record<string, string[]> = {};
  for (const { table_name, column_name } of columns.rows) tables[table_name] = [...(tables[table_name] ?? []), column_name];
  // Primary keys and unique columns have indexes of their own in both engines, named differently.
  const indexes = await pool.query<{ indexname: string }>(
    "SELECT indexname FROM pg_indexes WHERE schemaname = 'public' AND indexname NOT LIKE '%_pkey' AND indexname NOT LIKE '%_key' ORDER BY indexname",
  );
  const triggers = await pool.query<{ tgname: string }>('SELECT tgname FROM pg_trigger WHERE NOT tgisinternal ORDER BY tgname');
  return { tables, indexes: indexes.rows.map((row) => row.indexname), triggers: triggers.rows.map((row) => row.tgname) };
}

describe('the registrations database migrations on PostgreSQL', () => {
  it('an empty database gets every migration in order, recorded, and none again', async () => {
    const pool = await emptyDatabase();
    expect(await migratePostgres(pool)).toEqual(MIGRATIONS.map((migration) => migration.version));
    expect(await migratePostgres(pool)).toEqual([]);
    const { rows } = await pool.query('SELECT version, name FROM schema_migrations ORDER BY version');
    expect(rows).toEqual(MIGRATIONS.map(({ version, name }) => ({ version, name })));
  });

  it('a database the last release left (tests/fixtures/release-schema) gets the later migrations, its registrations kept', async () => {
    const pool = await emptyDatabase();
    await pool.query(RELEASE);
    await pool.query(
      "INSERT INTO registrations (id, date_id, email, locale, payload, created_at, fingerprint, status) VALUES ('kept', 1001, 'kept@example.com', 'de', '{}', 'then', 'f', 'confirmed')",
    );
    expect(await migratePostgres(pool)).toEqual(
      MIGRATIONS.filter(({ version }) => version > RELEASED_VERSION).map((migration) => migration.version),
    );
    const fresh = await emptyDatabase();
    await migratePostgres(fresh);
    expect(await postgresSchema(pool)).toEqual(await postgresSchema(fresh));
    expect((await pool.query('SELECT id, rowid FROM registrations')).rows).toEqual([{ id: 'kept', rowid: '1' }]);
  });

  it('migration 4 moves each participant from the payload into their row, the payloads keeping what has no column', async () => {
    const pool = await emptyDatabase();
    await migratePostgres(pool, MIGRATIONS.slice(0, 3));
    for (const table of ['registrations', 'participants', 'waitlist', 'enquiries'] as const)
      for (const row of VERSION_3_ROWS[table]) await pool.query(VERSION_3_INSERTS[table], [...row]);
    const stores = await openPostgresStores({ url: String(pool.options.connectionString), outbox: false });
    try {
      await expectReadBack(stores);
    } finally {
      await stores.close();
    }
    expectMoved((await pool.query<{ payload: string }>(EVERY_PAYLOAD)).rows, (await pool.query(GROUP_ATTENDANCE)).rows);
  });

  it("migration 6 moves a waiting mail's address into its column, and no JSON keeps what its columns hold", async () => {
    const pool = await emptyDatabase();
    await migratePostgres(pool, MIGRATIONS.slice(0, 5));
    for (const table of ['registrations', 'mail_outbox', 'invoices'] as const)
      for (const row of VERSION_5_ROWS[table]) await pool.query(VERSION_5_INSERTS[table], [...row]);
    const stores = await openPostgresStores({ url: String(pool.options.connectionString), outbox: false });
    try {
      await expectCopiesReadBack(stores);
    } finally {
      await stores.close();
    }
    expectNoCopies((await pool.query(OUTBOX_ROWS)).rows, (await pool.query(INVOICE_DOCUMENTS)).rows);
  });

  it('two servers starting together on one database migrate it once', async () => {
    const pool = await emptyDatabase();
    const other = poolOn(String(pool.options.connectionString).split('/').at(-1)!);
    const [first, second] = await Promise.all([migratePostgres(pool), migratePostgres(other)]);
    expect([...first, ...second].sort((a, b) => a - b)).toEqual(MIGRATIONS.map((migration) => migration.version));
  });

  it("ends with SQLite's tables, columns, indexes and triggers", async () => {
    const pool = await emptyDatabase();
    await migratePostgres(pool);
    const sqlite = await sqliteSchema();
    const postgres = await postgresSchema(pool);
    // SQLite's rowid is hidden in every table; PostgreSQL's stands as a column where the store orders by it.
    const numbered = Object.entries(postgres.tables).filter(([, columns]) => columns.includes('rowid'));
    expect(numbered.map(([table]) => table).sort()).toEqual(['cms_outbox', 'mail_outbox', 'offers', 'registrations', 'waitlist']);
    const withoutRowid = Object.fromEntries(
      Object.entries(postgres.tables).map(([table, columns]) => [table, columns.filter((c) => c !== 'rowid')]),
    );
    expect(withoutRowid).toEqual(sqlite.tables);
    expect(postgres.triggers).toEqual(sqlite.triggers);
    // SQLite names the indexes of primary keys and UNIQUE columns sqlite_autoindex_…, left out above.
    expect(postgres.indexes).toEqual(sqlite.indexes);
  });

  it('ends with the schema its description says, column types included', async () => {
    const migrated = await emptyDatabase();
    await migratePostgres(migrated);
    const described = await emptyDatabase();
    await described.query(`${schemaStatements('postgres').join(';\n')};`);
    const typed = async (pool: pg.Pool) =>
      (
        await pool.query(
          `SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns
            WHERE table_schema = 'public' AND table_name <> 'schema_migrations' ORDER BY table_name, column_name`,
        )
      ).rows;
    const withoutHistory = async (pool: pg.Pool) => {
      const { tables, ...rest } = await postgresSchema(pool);
      const { schema_migrations: _history, ...others } = tables;
      return { tables: others, ...rest };
    };
    expect(await withoutHistory(migrated)).toEqual(await withoutHistory(described));
    expect(await typed(migrated)).toEqual(await typed(described));
  });

  it("queues a confirmed entry's changes for the CMS while forwarding is on, as the SQLite triggers do", async () => {
    const pool = await emptyDatabase();
    await migratePostgres(pool);
    const register = (id: string, status: string) =>
      pool.query(
        "INSERT INTO registrations (id, date_id, email, locale, payload, created_at, fingerprint, status) VALUES ($1, 1001, $2, 'de', '{}', 'now', 'f', $3)",
        [id, `${id}@example.com`, status],
      );
    const queued = async () => (await pool.query('SELECT entry_id, version FROM cms_outbox ORDER BY entry_id')).rows;
    await register('before', 'confirmed');
    expect(await queued()).toEqual([]);
    await pool.query("INSERT INTO meta (key, value) VALUES ('cms_outbox', 'on')");
    await register('confirmed', 'confirmed');
    await register('pending', 'pending');
    expect(await queued()).toEqual([{ entry_id: 'confirmed', version: 1 }]);
    await pool.query(
      "INSERT INTO participants (registration_id, position, date_id, email) VALUES ('confirmed', 0, 1001, 'confirmed@example.com')",
    );
    await pool.query(
      "INSERT INTO mail_outbox (id, entry_id, kind, message) VALUES ('m1', 'confirmed', 'participant', '{}'), ('m2', 'pending', 'confirm', '{}')",
    );
    await pool.query("UPDATE mail_outbox SET sent_at = 'now'");
    expect(await queued()).toEqual([{ entry_id: 'confirmed', version: 3 }]);
  });

  it('stops a start that waits longer than the lock timeout for another server migrating, saying so', async () => {
    const pool = await emptyDatabase();
    const { promise: released, resolve: release } = Promise.withResolvers<void>();
    const { promise: held, resolve: holding } = Promise.withResolvers<void>();
    // Another server in the middle of migrating: it holds the right to migrate until the start has given up.
    const migrating = withPostgresTarget(pool, DEFAULT_SETTINGS.DATABASE_LOCK_TIMEOUT_MS, (target) =>
      target.exclusive(async () => {
        holding();
        await released;
      }),
    );
    try {
      await held;
      const url = server.url.replace(/\/postgres$/, `/migrations_${database}`);
      await expect(openPostgresStores({ url, outbox: false, lockTimeoutMs: 50 })).rejects.toThrow(
        'the right to migrate the registrations database (another server is migrating it) stayed locked by another transaction longer than 50 ms (DATABASE_LOCK_TIMEOUT_MS)',
      );
    } finally {
      release();
      await migrating;
    }
    const { rows } = await pool.query("SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'schema_migrations'");
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('stops a start whose migration differs from the one the database applied, naming it', async () => {
    const pool = await emptyDatabase();
    await migratePostgres(pool);
    await pool.query("UPDATE schema_migrations SET digest = 'another' WHERE version = 2");
    await expect(migratePostgres(pool)).rejects.toThrow(ChangedMigrationError);
    await expect(migratePostgres(pool)).rejects.toThrow(
      `migration 2 ("${MIGRATIONS[1]!.name}") is not what the registrations database applied`,
    );
    const { rows } = await pool.query('SELECT version, digest FROM schema_migrations WHERE version <> 2 ORDER BY version');
    expect(rows).toEqual(
      MIGRATIONS.filter(({ version }) => version !== 2).map((migration) => ({
        version: migration.version,
        digest: migrationDigest(migration, 'postgres'),
      })),
    );
  });

  it('stops on a database newer than the code', async () => {
    const pool = await emptyDatabase();
    await migratePostgres(pool);
    await pool.query("INSERT INTO schema_migrations VALUES (99, 'from a later version', 'x')");
    await expect(migratePostgres(pool)).rejects.toThrow(SchemaTooNewError);
  });
});
