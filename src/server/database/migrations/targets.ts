/**
 * The two engines as the migrations' runner (runner.ts) takes them, before the store's
 * engine (sqlite-sql.ts, postgres-sql.ts) takes the database over: SQLite's file on its one
 * connection, each migration in a write transaction (BEGIN IMMEDIATE: another process opening
 * the file meanwhile waits for it); PostgreSQL on one connection of the pool, under an advisory
 * lock held for the whole run, so servers starting together migrate once, one after the other
 * (one that waits longer than the pool's lock timeout stops, saying so).
 */
import type { DatabaseSync } from 'node:sqlite';
import type { Pool, PoolClient } from 'pg';
import { lockTimeoutAs } from '../postgres-sql.ts';
import { numberedParams } from '../sqlite-sql.ts';
import type { MigrationTarget } from './runner.ts';

/** The advisory lock of the schema's migrations (any fixed number no other lock of the site uses). */
const MIGRATION_LOCK = 5_060_001;

export function sqliteTarget(db: DatabaseSync): MigrationTarget {
  return {
    dialect: 'sqlite',
    exclusive: (work) => work(),
    async transaction(work) {
      db.exec('BEGIN IMMEDIATE');
      try {
        await work();
        db.exec('COMMIT');
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    },
    exec: async (statement) => void db.exec(statement),
    rows: async <Row>(statement: string, ...params: Array<string | number>) => db.prepare(statement).all(numberedParams(params)) as Row[],
  };
}

function clientTarget(client: PoolClient, lockTimeoutMs: number): MigrationTarget {
  return {
    dialect: 'postgres',
    async exclusive(work) {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]).catch((error: unknown) => {
        throw lockTimeoutAs(error, 'the right to migrate the registrations database (another server is migrating it)', lockTimeoutMs);
      });
      try {
        return await work();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
      }
    },
    async transaction(work) {
      await client.query('BEGIN');
      try {
        await work();
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    },
    exec: async (statement) => void (await client.query(statement)),
    rows: async <Row>(statement: string, ...params: Array<string | number>) => (await client.query(statement, params)).rows as Row[],
  };
}

/** Runs `work` with a target on one connection of `pool`, whose connections wait `lockTimeoutMs` for a lock (postgresPool). */
export async function withPostgresTarget<T>(pool: Pool, lockTimeoutMs: number, work: (target: MigrationTarget) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    return await work(clientTarget(client, lockTimeoutMs));
  } finally {
    client.release();
  }
}
