/**
 * The store's PostgreSQL engine on a real server: it tells of a write once it has committed
 * (what makes the other servers look at their seats), and of nothing else: a transaction
 * that changed no row, a read, relaxed bookkeeping. Otherwise servers that answer each
 * other's notices with a look that writes nothing would notify each other forever.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type TestPostgres } from '../../scripts/postgres-server.ts';
import { postgresPool, postgresSql } from '../../src/server/database/postgres-sql.ts';

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
    const pool = postgresPool({ connectionString: postgres.url, max: 2 });
    const db = postgresSql({
      pool,
      relaxedPool: postgresPool({ connectionString: postgres.url, max: 1, relaxed: true }),
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
});
