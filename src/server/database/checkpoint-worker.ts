/**
 * The registrations database's checkpointer, a worker thread (checkpoints.ts): every
 * `intervalMs` it copies what the write-ahead log holds into the database file (a PASSIVE
 * checkpoint: it never waits for, nor blocks, a writer), on its own connection, until the
 * store ends the thread.
 */
import { DatabaseSync } from 'node:sqlite';
import { workerData } from 'node:worker_threads';

const { file, intervalMs } = workerData as { file: string; intervalMs: number };
const db = new DatabaseSync(file);
db.exec('PRAGMA busy_timeout = 5000');
setInterval(() => {
  try {
    db.exec('PRAGMA wal_checkpoint(PASSIVE)');
  } catch {
    // Busy: the next round checkpoints what this one could not.
  }
}, intervalMs);
