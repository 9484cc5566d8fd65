/**
 * Group commit on a real SQLite file: writes that arrive together share one transaction,
 * each in a savepoint of its own (a failing one undoes only its writes), and each caller
 * hears its result only after the commit.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/server/registrations/database.ts';
import { groupCommit } from '../../src/server/registrations/group-commit.ts';

async function database() {
  const db = new DatabaseSync(join(await mkdtemp(join(tmpdir(), 'group-commit-')), 'test.sqlite'));
  db.exec('PRAGMA journal_mode = WAL; CREATE TABLE rows (value TEXT PRIMARY KEY) STRICT');
  return db;
}

const values = (db: DatabaseSync) =>
  (db.prepare('SELECT value FROM rows ORDER BY value').all() as Array<{ value: string }>).map((row) => row.value);

describe('group commit', () => {
  it('runs the writes that arrive together in one transaction; a failing one undoes only its own', async () => {
    const db = await database();
    const committed = groupCommit(db);
    const insert = db.prepare('INSERT INTO rows (value) VALUES (?)');
    const transactions: boolean[] = [];
    const write = (value: string, fail = false) =>
      committed(() =>
        inTransaction(db, () => {
          transactions.push(db.isTransaction);
          insert.run(value);
          if (fail) throw new Error(`refused ${value}`);
          return value;
        }),
      );
    const outcomes = await Promise.allSettled([write('a'), write('b', true), write('c'), write('a')]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toEqual(new Error('refused b'));
    expect(String((outcomes[3] as PromiseRejectedResult).reason)).toMatch(/UNIQUE/);
    // All four ran inside the one transaction the batch opened.
    expect(transactions).toEqual([true, true, true, true]);
    expect(values(db)).toEqual(['a', 'c']);
    expect(db.isTransaction).toBe(false);
  });

  it('answers only once the commit is done, and a failed commit fails every write of the batch', async () => {
    const db = await database();
    const committed = groupCommit(db);
    const other = new DatabaseSync(db.location()!);
    other.exec('PRAGMA busy_timeout = 0');
    const pending = committed(() => inTransaction(db, () => db.prepare("INSERT INTO rows (value) VALUES ('x')").run()));
    // Nothing has run yet: the batch waits for the event loop to read what else has arrived.
    expect(values(other)).toEqual([]);
    await pending;
    expect(values(other)).toEqual(['x']);

    // Another connection holds the write lock: the batch cannot begin, and each of its writes hears so.
    db.exec('PRAGMA busy_timeout = 0');
    other.exec('BEGIN IMMEDIATE');
    const refused = await Promise.allSettled([committed(() => 1), committed(() => 2)]);
    expect(refused.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    other.exec('ROLLBACK');
    expect(await committed(() => 3)).toBe(3);
  });

  it('refuses work that would finish after the commit (a promise), and undoes what it wrote', async () => {
    const db = await database();
    const committed = groupCommit(db);
    const late = committed(() => {
      db.prepare("INSERT INTO rows (value) VALUES ('late')").run();
      return Promise.resolve('too late');
    });
    await expect(late).rejects.toThrow(/synchronous work only/);
    expect(values(db)).toEqual([]);
  });
});
