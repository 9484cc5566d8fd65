/** One write transaction on the registrations' database (or a savepoint inside one). */
import type { DatabaseSync } from 'node:sqlite';

/**
 * Runs `work` in one write transaction (BEGIN IMMEDIATE): all of it is written, or none.
 * Inside a group commit's transaction (group-commit.ts) it is a savepoint of that one.
 */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  if (db.isTransaction) {
    db.exec('SAVEPOINT work');
    try {
      const result = work();
      db.exec('RELEASE work');
      return result;
    } catch (error) {
      db.exec('ROLLBACK TO work');
      db.exec('RELEASE work');
      throw error;
    }
  }
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
