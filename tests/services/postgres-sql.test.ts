/**
 * The store's PostgreSQL engine on a real server: it tells of a write once it has committed
 * (what makes the other servers look at their seats), and of nothing else: a transaction
 * that changed no row, a read, relaxed bookkeeping. Otherwise servers that answer each
 * other's notices with a look that writes nothing would notify each other forever. And no
 * statement waits for ever on a lock another transaction holds: past the lock timeout it
 * fails, naming the lock.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type TestPostgres } from '../../scripts/postgres-server.ts';
import { DEFAULT_SETTINGS } from '../../src/config/settings.ts';
import { LockTimeoutError, postgresPool, postgresSql } from '../../src/server/database/postgres-sql.ts';

const LOCK_TIMEOUT_MS = DEFAULT_SETTINGS.DATABASE_LOCK_TIMEOUT_MS;

let postgres: TestPostgres;
beforeAll(async () => {
  postgres = await startPostgres();
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query('CREATE TABLE rows (value TEXT PRIMARY KEY)');
  await admin.end();
}, 120_000);
afterAll(async () => {
  await postgres?.remove();
});

describe('the PostgreSQL engine of the store', () => {
  it('tells of a committed write, and not of a read, a write that changed nothing, a rolled-back one or bookkeeping', async () => {
    let told = 0;
    const pool = postgresPool({ connectionString: postgres.url, max: 2, lockTimeoutMs: LOCK_TIMEOUT_MS });
    const db = postgresSql({
      pool,
      lockTimeoutMs: LOCK_TIMEOUT_MS,
      relaxedPool: postgresPool({ connectionString: postgres.url, max: 1, relaxed: true, lockTimeoutMs: LOCK_TIMEOUT_MS }),
      afterCommit: () => told++,
    });
    const insert = db.prepare('INSERT INTO rows (value) VALUES ($1) ON CONFLICT DO NOTHING');
    try {
      await db.transaction(() => db.prepare('SELECT count(*) AS n FROM rows').get());
      await db.transaction(() => db.prepare("UPDATE rows SET value = value WHERE value = 'none'").run());
      await db.relaxed(() => insert.run('relaxed'));
      await expect(
        db.transaction(async () => {
          await insert.run('undone');
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      expect(told).toBe(0);
      await db.transaction(async () => {
        await insert.run('a');
        await db.transaction(() => insert.run('b'));
      });
      expect(told).toBe(1);
      await insert.run('outside');
      expect(told).toBe(2);
      // Inserting what is there already changes no row.
      await insert.run('outside');
      expect(told).toBe(2);
    } finally {
      await db.close();
    }
  });

  it("fails a statement that waits longer than the lock timeout for a date's seats or a row another transaction holds, naming it", async () => {
    const lockTimeoutMs = 50;
    const db = postgresSql({ pool: postgresPool({ connectionString: postgres.url, max: 3, lockTimeoutMs }), lockTimeoutMs });
    await db.prepare("INSERT INTO rows (value) VALUES ('held')").run();
    const { promise: released, resolve: release } = Promise.withResolvers<void>();
    const { promise: holding, resolve: locked } = Promise.withResolvers<void>();
    // One transaction holds date 1003's seats and a row until the others have failed.
    const holder = db.transaction(async () => {
      await db.lockDate(1003);
      await db.prepare("SELECT value FROM rows WHERE value = 'held' FOR UPDATE").get();
      locked();
      await released;
    });
    try {
      await holding;
      const seats = db.transaction(() => db.lockDate(1003));
      await expect(seats).rejects.toThrow(LockTimeoutError);
      await expect(seats).rejects.toThrow(`the seats of date 1003 stayed locked by another transaction longer than ${lockTimeoutMs} ms`);
      await expect(db.transaction(() => db.prepare("UPDATE rows SET value = 'moved' WHERE value = 'held'").run())).rejects.toThrow(
        /a row of `UPDATE rows SET value = 'moved'.*` stayed locked by another transaction/,
      );
      // Another date is not held.
      await db.transaction(() => db.lockDate(1004));
    } finally {
      release();
      await holder;
      await db.close();
    }
  });
});
