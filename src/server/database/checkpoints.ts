/**
 * Checkpoints off the request thread. In WAL mode SQLite copies the log into the database
 * file once the log has grown by 1,000 pages, inside whichever commit crosses the line: a
 * request then waits for the copy and two waits for the disk. The server turns that off for
 * its connection and lets a worker thread checkpoint every second instead
 * (checkpoint-worker.ts); tools and tests that open the store keep SQLite's own.
 */
import type { DatabaseSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';

export interface Checkpoints {
  /** Ends the worker (a checkpoint cut short is safe: the log stays, and the next one goes on from it). */
  stop(): void;
}

/**
 * The worker's file beside this module: checkpoint-worker.ts in the sources, checkpoint-worker.js
 * in the compiled server, whose bundle has it as an entry of its own (scripts/bundle.ts).
 */
const WORKER_FILE = new URL(`./checkpoint-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);

export function checkpointInBackground(db: DatabaseSync, file: string, intervalMs = 1000): Checkpoints {
  db.exec('PRAGMA wal_autocheckpoint = 0');
  const worker = new Worker(WORKER_FILE, { workerData: { file, intervalMs } });
  // A checkpointer that fails leaves the log to grow: SQLite's own checkpoints take over again.
  worker.once('error', () => db.exec('PRAGMA wal_autocheckpoint = 1000'));
  worker.unref();
  return { stop: () => void worker.terminate() };
}
