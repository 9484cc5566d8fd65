/**
 * The registrations' store of a test: SQLite in the test's data folder, or, when the run
 * provides a PostgreSQL server (`npm run test:services` runs the store's tests a second
 * time so: vitest.postgres.config.ts), a database of its own on it, one per data folder,
 * so that two stores opened on one folder share one database as they share one file.
 */

import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { inject } from 'vitest';
import { createDatabase } from '../../scripts/postgres-server.ts';
import { DEFAULT_SETTINGS } from '../../src/config/settings.ts';
import { postgresPool, postgresSql } from '../../src/server/database/postgres-sql.ts';
import type { Param } from '../../src/server/database/sql.ts';
import { DATABASE_FILE, type SqliteOptions } from '../../src/server/database/sqlite-database.ts';
import { sqliteSql } from '../../src/server/database/sqlite-sql.ts';

import { openPostgresStores, openSqliteStores, type StoreOptions, type Stores } from '../../src/server/open-stores.ts';

const LOCK_TIMEOUT_MS = DEFAULT_SETTINGS.DATABASE_LOCK_TIMEOUT_MS;

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres://… of the server the run started, when it started one. */
    postgresUrl?: string;
  }
}

const databases = new Map<string, Promise<string>>();

/** The database for `dataDir` on the server at `url`, made the first time it is asked for. */
async function databaseFor(url: string, dataDir: string): Promise<string> {
  const name = `test_${createHash('sha1').update(dataDir).digest('hex').slice(0, 20)}`;
  const made = databases.get(name) ?? createDatabase(url, name);
  databases.set(name, made);
  return made;
}

/** The stores of a test on its data folder's database. */
export async function openTestStores(options: SqliteOptions & StoreOptions): Promise<Stores> {
  const url = inject('postgresUrl');
  if (!url) return openSqliteStores(options);
  return openPostgresStores({ url: await databaseFor(url, options.dataDir), outbox: options.outbox, connections: 4 });
}

/** The environment of a command a test runs on its store's data folder (`DATABASE_URL` for PostgreSQL). */
export async function storeEnvironment(dataDir: string): Promise<NodeJS.ProcessEnv> {
  const url = inject('postgresUrl');
  return url ? { ...process.env, DATABASE_URL: await databaseFor(url, dataDir) } : { ...process.env };
}

/** Rows of the store of `dataDir` read straight from its engine (what the store does not show), with the store's SQL. */
export async function storedRows<Row>(dataDir: string, text: string, ...params: Param[]): Promise<Row[]> {
  const url = inject('postgresUrl');
  const db = url
    ? postgresSql({
        lockTimeoutMs: LOCK_TIMEOUT_MS,
        pool: postgresPool({ connectionString: await databaseFor(url, dataDir), max: 1, lockTimeoutMs: LOCK_TIMEOUT_MS }),
      })
    : sqliteSql(new DatabaseSync(join(dataDir, DATABASE_FILE), { readOnly: true }));
  try {
    return await db.prepare(text).all<Row>(...params);
  } finally {
    await db.close();
  }
}
