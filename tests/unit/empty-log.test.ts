/**
 * Emptying SQLite's write-ahead log after a deletion: the log is cut to nothing, and while
 * another connection still reads from it, emptying waits (without blocking the thread) until
 * that reader is done.
 */
import { mkdtemp, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { emptyLog } from '../../src/server/database/empty-log.ts';

async function loggedDatabase() {
  const file = join(await mkdtemp(join(tmpdir(), 'empty-log-')), 'log.sqlite');
  const db = new DatabaseSync(file);
  db.exec("PRAGMA journal_mode = WAL; PRAGMA wal_autocheckpoint = 0; CREATE TABLE t (x); INSERT INTO t VALUES ('erased person')");
  return { db, file };
}

describe('emptying the write-ahead log', () => {
  it('cuts the log to nothing and keeps the database’s busy timeout', async () => {
    const { db, file } = await loggedDatabase();
    db.exec('PRAGMA busy_timeout = 5000');
    expect((await stat(`${file}-wal`)).size).toBeGreaterThan(0);
    await emptyLog(db, 5000);
    expect((await stat(`${file}-wal`)).size).toBe(0);
    expect(db.prepare('PRAGMA busy_timeout').get()).toEqual({ timeout: 5000 });
    expect(db.prepare('SELECT x FROM t').all()).toEqual([{ x: 'erased person' }]);
  });

  it('waits for a reader of the log to finish, and lets the thread go on meanwhile', async () => {
    const { db, file } = await loggedDatabase();
    const reader = new DatabaseSync(file);
    reader.exec('BEGIN');
    reader.prepare('SELECT x FROM t').all();
    let emptied = false;
    const emptying = emptyLog(db, 5000).then(() => {
      emptied = true;
    });
    // The thread is free while the reader holds the log: this runs, and the log is not yet empty.
    await new Promise((turn) => setImmediate(turn));
    expect(emptied).toBe(false);
    expect((await stat(`${file}-wal`)).size).toBeGreaterThan(0);
    reader.exec('COMMIT');
    await emptying;
    expect((await stat(`${file}-wal`)).size).toBe(0);
  });
});
