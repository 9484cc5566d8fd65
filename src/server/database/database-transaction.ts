/** One write transaction on a SQLite file, for what runs before the store's engine (sqlite-sql.ts) takes the file over: its migrations. */
import type { DatabaseSync } from 'node:sqlite';

/** Runs `work` in one write transaction (BEGIN IMMEDIATE): all of it is written, or none. */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
