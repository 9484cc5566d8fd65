/**
 * A database opened for the server's stores, whichever engine holds it: its statements (every
 * transaction watched for a full disk: write-health.ts), its random key, how it hears of other
 * processes' writes, and closing it with what runs beside it (SQLite's checkpoints,
 * PostgreSQL's listener). The stores of each concern (registrations, retention, enquiries,
 * invoices, the outboxes) are made on it by src/server/open-stores.ts.
 */
import type { Sql } from './sql.ts';
import { watchWrites } from './write-health.ts';

export interface OpenedDatabase {
  /** The statements and transactions of the database, migrated. */
  readonly db: Sql;
  /** The database's own random key: what client addresses and tokens' lookups are hashed with. */
  readonly key: string;
  /** Calls `onChange` when another process changes the database; stops with the returned function. */
  watchOthers(onChange: () => void): () => void;
  /** While writes fail, tries one that changes nothing: whether writes work again. */
  checkWrites(): Promise<boolean>;
  /**
   * Makes what was just deleted gone from the engine's files too: SQLite empties its
   * write-ahead log (empty-log.ts). PostgreSQL keeps a deleted row's old version until VACUUM
   * reclaims it (docs/deployment.md), which nothing here can hurry: nothing to do.
   */
  forgetDeleted(): Promise<void>;
  /** Stops what runs beside the database, then closes it. */
  close(): Promise<void>;
}

/** How an engine tells of other processes' changes, and what closing it stops besides. */
export interface EngineParts {
  readonly watchOthers: OpenedDatabase['watchOthers'];
  readonly forgetDeleted?: OpenedDatabase['forgetDeleted'];
  /** Throws when the engine's files cannot be written (write-health.ts); none: the database's answer tells. */
  readonly checkStorage?: () => Promise<void>;
  readonly stop?: () => Promise<void> | void;
}

/** The opened database on `db` (migrated), its transactions watched. */
export function openedDatabase(db: Sql, key: string, engine: EngineParts): OpenedDatabase {
  const watched = watchWrites(db, engine.checkStorage);
  return {
    db: watched.db,
    key,
    watchOthers: engine.watchOthers,
    checkWrites: watched.check,
    forgetDeleted: async () => engine.forgetDeleted?.(),
    close: async () => {
      await engine.stop?.();
      await db.close();
    },
  };
}
