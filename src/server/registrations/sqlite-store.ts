/**
 * The registrations in a SQLite file of the data folder (database.ts): the embedded default,
 * for one server (and the staff commands beside it). Other processes' writes (a command
 * cancelling a registration) are noticed by SQLite's data_version (other-writers.ts).
 */
import { join } from 'node:path';
import { changeWatch } from '../database/change-watch.ts';
import { checkpointInBackground } from '../database/checkpoints.ts';
import { DATABASE_FILE, openDatabase } from '../database/database.ts';
import { watchOtherWriters } from '../database/other-writers.ts';
import { sqliteSql } from '../database/sqlite-sql.ts';
import { type RegistrationStore, storeOn } from './store.ts';

export { DATABASE_FILE } from '../database/database.ts';

export interface StoreOptions {
  /** Folder of the database file; created if missing. */
  readonly dataDir: string;
  /** Directus forwarding is configured: every change of an entry is queued for the CMS (and, the first time, all there is). */
  readonly outbox: boolean;
  /** Checkpoint the write-ahead log in a worker thread, not in the commits (checkpoints.ts): the server's choice. */
  readonly checkpointInBackground?: boolean;
  /** Mails per day to an address nobody has proven (mail-caps.ts); default MAILS_PER_ADDRESS's. */
  readonly mailsPerAddress?: number;
}

export async function openRegistrationStore({
  dataDir,
  outbox,
  checkpointInBackground: background = false,
  mailsPerAddress,
}: StoreOptions): Promise<RegistrationStore> {
  const { db, key } = openDatabase(dataDir);
  const checkpoints = background ? checkpointInBackground(db, join(dataDir, DATABASE_FILE)) : null;
  const changedElsewhere = changeWatch(db);
  try {
    return await storeOn(
      sqliteSql(db),
      key,
      outbox,
      {
        watchOthers: (onChange) => watchOtherWriters(changedElsewhere, onChange),
        stop: () => checkpoints?.stop(),
      },
      mailsPerAddress,
    );
  } catch (error) {
    checkpoints?.stop();
    db.close();
    throw error;
  }
}
