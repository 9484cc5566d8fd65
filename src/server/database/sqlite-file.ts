/**
 * The registrations' SQLite file (node:sqlite) in the data folder, in WAL mode with
 * synchronous=FULL, brought up to date by the migrations (migrations/runner.ts; the schema:
 * schema.ts) at every open, with a key of the database's own.
 *
 * What is deleted is overwritten (`secure_delete`): a deleted address is not left in the file's
 * free pages (retention.ts deletes what is no longer needed).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { causeOf, DataFolderError } from './data-folder.ts';
import { migrate } from './migrations/runner.ts';
import { sqliteTarget } from './migrations/targets.ts';

export const DATABASE_FILE = 'registrations.sqlite';
/** How long a statement waits for another process's write lock (a PRAGMA: the constructor's option is younger than Node 22.13). */
export const BUSY_TIMEOUT_MS = 5000;
/** How long opening waits for another process that is migrating the file (an earlier version's large file takes a while). */
const MIGRATION_WAIT_MS = 120_000;

/** The database's own random key (made once): what client addresses are hashed with. */
function databaseKey(db: DatabaseSync): string {
  db.prepare("INSERT INTO meta (key, value) VALUES ('client_key', ?) ON CONFLICT DO NOTHING").run(randomBytes(32).toString('hex'));
  return (db.prepare("SELECT value FROM meta WHERE key = 'client_key'").get() as { value: string }).value;
}

/** Locked or busy: another connection holds the file a moment (switching a new file to WAL fails at once then, without waiting). */
export const isLocked = (error: unknown) => error instanceof Error && /database is (locked|busy)/i.test(error.message);

/**
 * The connection's settings. A process that opens a new file while another one sets it up
 * can find it locked even with a busy timeout: it tries again every 50 ms, for as long as it
 * would wait for a migration.
 */
function setUp(db: DatabaseSync): void {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (let waited = 0; ; waited += 50) {
    try {
      db.exec(
        `PRAGMA busy_timeout = ${MIGRATION_WAIT_MS}; PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA secure_delete = ON;`,
      );
      return;
    } catch (error) {
      if (!isLocked(error) || waited >= MIGRATION_WAIT_MS) throw error;
      Atomics.wait(pause, 0, 0, 50);
    }
  }
}

/** The database in `dataDir`, created or migrated, with its key. */
export async function openDatabase(dataDir: string): Promise<{ db: DatabaseSync; key: string }> {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, DATABASE_FILE);
  let db: DatabaseSync;
  try {
    db = new DatabaseSync(file);
  } catch (error) {
    throw new DataFolderError(`the registrations database ${file} cannot be opened: ${causeOf(error)}`);
  }
  try {
    try {
      setUp(db);
    } catch (error) {
      throw new DataFolderError(`the registrations database ${file} cannot be opened: ${causeOf(error)}`);
    }
    await migrate(sqliteTarget(db));
    db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
    return { db, key: databaseKey(db) };
  } catch (error) {
    db.close();
    throw error;
  }
}
