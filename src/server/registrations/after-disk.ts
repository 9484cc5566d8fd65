/**
 * Writes to the registrations' database that need not wait for the disk. The database runs
 * with synchronous=FULL (database.ts): every commit waits until it is on disk, so a 201 is
 * never lost, not even to a power cut. Bookkeeping that can be redone (a mail claimed or
 * marked sent) may commit with synchronous=NORMAL instead: in WAL mode that is atomic and
 * survives a crash of the process, and the next FULL commit puts it on disk with its own.
 * node:sqlite is synchronous, so nothing else runs on the connection meanwhile.
 */
import type { DatabaseSync } from 'node:sqlite';

/** `work`, its commits not waiting for the disk. */
export function withoutDiskWait<Args extends unknown[], Result>(db: DatabaseSync, work: (...args: Args) => Result) {
  return (...args: Args): Result => {
    // SQLite cannot change it inside a transaction, and what a transaction writes must wait for the disk.
    if (db.isTransaction) return work(...args);
    db.exec('PRAGMA synchronous = NORMAL');
    try {
      return work(...args);
    } finally {
      db.exec('PRAGMA synchronous = FULL');
    }
  };
}
