/**
 * Emptying SQLite's write-ahead log, so that what was just deleted is gone from every file: a
 * TRUNCATE checkpoint copies the log's pages into the database file (where `secure_delete`,
 * sqlite-file.ts, has overwritten the deleted rows) and cuts the log to nothing, which until then
 * still holds the pages as they were before the deletion.
 *
 * The checkpoint must wait for every other connection to finish reading the log (the
 * background checkpointer, a command beside the server). It does not wait inside SQLite, which
 * would hold up the requests: it tries without a busy timeout and, while another connection
 * is in the way, again every `RETRY_MS`, for at most `WAIT_MS`.
 */
import type { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import { isLocked } from './sqlite-file.ts';

const RETRY_MS = 50;
const WAIT_MS = 30_000;

/** One try: whether the log is empty now (SQLite answers busy, or refuses while another connection checkpoints). */
function truncated(db: DatabaseSync, busyTimeoutMs: number): boolean {
  db.exec('PRAGMA busy_timeout = 0');
  try {
    const { busy } = db.prepare('PRAGMA wal_checkpoint(TRUNCATE)').get() as { busy: number };
    return busy === 0;
  } catch (error) {
    if (isLocked(error)) return false;
    throw error;
  } finally {
    db.exec(`PRAGMA busy_timeout = ${busyTimeoutMs}`);
  }
}

/** Empties the log of `db` (whose busy timeout is `busyTimeoutMs`); fails when other connections keep reading it for WAIT_MS. */
export async function emptyLog(db: DatabaseSync, busyTimeoutMs: number): Promise<void> {
  for (let waited = 0; !truncated(db, busyTimeoutMs); waited += RETRY_MS) {
    if (waited >= WAIT_MS) throw new Error('the write-ahead log cannot be emptied: another connection keeps reading it');
    await sleep(RETRY_MS);
  }
}
