/**
 * Whether the registrations' database takes writes: a transaction that fails for want of
 * disk (full, read-only, or an input/output error; in SQLite or PostgreSQL) marks the writes
 * failing, and from then on every transaction first tries a write that changes nothing, and
 * the engine's own check of its storage (for SQLite: a file written to the data folder and
 * synced), and fails without running while that fails. Only that clears the mark: on a file
 * system the kernel turned read-only, SQLite still "commits" what fits into the space its log
 * has, lost at the next restart, so a commit that seems to work proves nothing. GET /readyz
 * asks the same while writes fail, so a server no load balancer sends visitors to finds its
 * disk back, and reports it, so a load balancer sends visitors to a server that can register
 * them while this one cannot.
 */
import type { Sql } from './sql.ts';

/** SQLite's result codes of a read-only database, an I/O error and a full disk (the primary codes, below any extended ones). */
const SQLITE_STORAGE_CODES = new Set([8, 10, 13]);
/**
 * PostgreSQL's error classes 53 (insufficient resources: disk full, out of memory) and 58 (system
 * error: I/O), and 25006 (a read-only transaction: a server in recovery, a replica).
 */
const POSTGRES_STORAGE_CLASSES = /^(53|58|25006$)/;

/** Whether an error says the database could not write for want of disk. Pure. */
export function isStorageFault(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { errcode, code } = error as { errcode?: unknown; code?: unknown };
  if (typeof errcode === 'number' && SQLITE_STORAGE_CODES.has(errcode & 0xff)) return true;
  if (typeof code === 'string' && POSTGRES_STORAGE_CLASSES.test(code)) return true;
  if (code === 'EROFS' || code === 'ENOSPC' || code === 'EIO') return true;
  return /database or disk is full|disk I\/O error|No space left on device|readonly database|read-only file system/i.test(error.message);
}

export interface WatchedWrites {
  /** The same database, its transactions watched. */
  readonly db: Sql;
  /** While writes fail, tries a write that changes nothing and the storage check (they clear the failure once they pass); whether writes work. */
  check(): Promise<boolean>;
}

/** `checkStorage`: the engine's own check that its files can be written (throws when they cannot); none by default. */
export function watchWrites(db: Sql, checkStorage: () => Promise<void> = async () => {}): WatchedWrites {
  let fault: unknown = null;
  const probe = db.prepare("UPDATE meta SET value = value WHERE key = 'client_key'");
  const writable = async () => {
    try {
      await checkStorage();
      await db.transaction(async () => void (await probe.run()));
      fault = null;
      return true;
    } catch {
      return false;
    }
  };
  const watched: Sql = {
    ...db,
    prepare: (text) => db.prepare(text),
    lockDate: (dateId) => db.lockDate(dateId),
    relaxed: (work) => db.relaxed(work),
    close: () => db.close(),
    async transaction(work) {
      // Nothing is taken while the storage fails: a write that seems to commit may be lost.
      if (fault !== null && !(await writable())) throw fault;
      try {
        return await db.transaction(work);
      } catch (error) {
        if (isStorageFault(error)) fault = error;
        throw error;
      }
    },
  };
  return { db: watched, check: async () => fault === null || writable() };
}
