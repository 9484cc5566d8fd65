/**
 * Whether the registrations' database takes writes: a transaction that fails for want of
 * disk (full, read-only, or an input/output error; in SQLite or PostgreSQL) marks the writes failing
 * from then on, and the next one that commits clears it (GET /readyz tries one while they fail,
 * so a server no load balancer sends visitors to finds its disk back). GET /readyz reports it, so a load
 * balancer sends visitors to a server that can register them while this one cannot.
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
  /** While writes fail, tries a write that changes nothing (it clears the failure once it commits); whether writes work. */
  check(): Promise<boolean>;
}

export function watchWrites(db: Sql): WatchedWrites {
  let failing = false;
  const probe = db.prepare("UPDATE meta SET value = value WHERE key = 'client_key'");
  const watched: Sql = {
    ...db,
    prepare: (text) => db.prepare(text),
    lockDate: (dateId) => db.lockDate(dateId),
    relaxed: (work) => db.relaxed(work),
    close: () => db.close(),
    async transaction(work) {
      try {
        const result = await db.transaction(work);
        failing = false;
        return result;
      } catch (error) {
        if (isStorageFault(error)) failing = true;
        throw error;
      }
    },
  };
  return {
    db: watched,
    async check() {
      if (!failing) return true;
      try {
        await watched.transaction(async () => void (await probe.run()));
        return true;
      } catch {
        return false;
      }
    },
  };
}
