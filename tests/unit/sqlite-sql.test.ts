/**
 * The store's SQLite engine on a real file: transactions that arrive together share one
 * write transaction (group commit), each in a savepoint of its own (a failing one undoes
 * only its writes), each caller hears its result only after the commit, and a statement
 * from outside a batch never reads what the batch may still undo.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { sqliteSql } from '../../src/server/database/sqlite-sql.ts';

async function database() {
  const db = new DatabaseSync(join(await mkdtemp(join(tmpdir(), 'sqlite-sql-')), 'test.sqlite'));
  db.exec('PRAGMA journal_mode = WAL; CREATE TABLE rows (value TEXT PRIMARY KEY) STRICT');
  return { db, sql: sqliteSql(db) };
}

const values = (db: DatabaseSync) =>
  (db.prepare('SELECT value FROM rows ORDER BY value').all() as Array<{ value: string }>).map((row) => row.value);

describe('the SQLite engine of the store', () => {
  it('runs the transactions that arrive together in one; a failing one undoes only its own writes', async () => {
    const { db, sql } = await database();
    const insert = sql.prepare('INSERT INTO rows (value) VALUES ($1)');
    const transactions: boolean[] = [];
    const write = (value: string, fail = false) =>
      sql.transaction(async () => {
        transactions.push(db.isTransaction);
        await insert.run(value);
        if (fail) throw new Error(`refused ${value}`);
        return value;
      });
    const outcomes = await Promise.allSettled([write('a'), write('b', true), write('c'), write('a')]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toEqual(new Error('refused b'));
    expect(String((outcomes[3] as PromiseRejectedResult).reason)).toMatch(/UNIQUE/);
    // All four ran inside the one transaction the batch opened.
    expect(transactions).toEqual([true, true, true, true]);
    expect(values(db)).toEqual(['a', 'c']);
    expect(db.isTransaction).toBe(false);
  });

  it('a transaction inside another is a savepoint of it: its failure undoes its own writes, the outer one goes on', async () => {
    const { db, sql } = await database();
    const insert = sql.prepare('INSERT INTO rows (value) VALUES ($1)');
    await sql.transaction(async () => {
      await insert.run('outer');
      await expect(
        sql.transaction(async () => {
          await insert.run('inner');
          throw new Error('inner refused');
        }),
      ).rejects.toThrow('inner refused');
      await insert.run('after');
    });
    expect(values(db)).toEqual(['after', 'outer']);
  });

  it('answers only once the commit is done, and a failed commit fails every transaction of the batch', async () => {
    const { db, sql } = await database();
    const other = new DatabaseSync(db.location() as string);
    other.exec('PRAGMA busy_timeout = 0');
    const pending = sql.transaction(() => sql.prepare("INSERT INTO rows (value) VALUES ('x')").run());
    // Nothing has run yet: the batch waits for the event loop to read what else has arrived.
    expect(values(other)).toEqual([]);
    await pending;
    expect(values(other)).toEqual(['x']);

    // Another connection holds the write lock: the batch cannot begin, and each of its transactions hears so.
    db.exec('PRAGMA busy_timeout = 0');
    other.exec('BEGIN IMMEDIATE');
    const refused = await Promise.allSettled([sql.transaction(async () => 1), sql.transaction(async () => 2)]);
    expect(refused.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    other.exec('ROLLBACK');
    expect(await sql.transaction(async () => 3)).toBe(3);
  });

  it('a statement from outside a batch waits for its commit: it never reads what the batch may still undo', async () => {
    const { sql } = await database();
    const insert = sql.prepare('INSERT INTO rows (value) VALUES ($1)');
    const count = sql.prepare('SELECT count(*) AS n FROM rows');
    let release: () => void = () => {};
    const paused = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inside = false;
    const batch = sql
      .transaction(async () => {
        await insert.run('undone');
        inside = true;
        await paused;
        throw new Error('undone');
      })
      .catch(() => 'rolled back');
    while (!inside) await new Promise((resolve) => setImmediate(resolve));
    const read = count.get<{ n: number }>();
    release();
    expect(await batch).toBe('rolled back');
    expect(await read).toEqual({ n: 0 });
  });

  it('relaxed bookkeeping is written, outside the batches', async () => {
    const { db, sql } = await database();
    const insert = sql.prepare('INSERT INTO rows (value) VALUES ($1)');
    await Promise.all([sql.relaxed(() => insert.run('relaxed')), sql.transaction(() => insert.run('committed'))]);
    expect(values(db)).toEqual(['committed', 'relaxed']);
    expect((db.prepare('PRAGMA synchronous').get() as { synchronous: number }).synchronous).toBe(2);
  });
});
