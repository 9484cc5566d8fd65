/**
 * The database in a SQLite file of the data folder (database.ts): the embedded default, for
 * one server (and the staff commands beside it). Other processes' writes (a command
 * cancelling a registration) are noticed by SQLite's data_version (other-writers.ts).
 */
import { join } from 'node:path';
import { checkpointInBackground } from './checkpoints.ts';
import { writeCheck } from './data-folder.ts';
import { emptyLog } from './empty-log.ts';
import { type OpenedDatabase, openedDatabase } from './opened-database.ts';
import { changeWatch, watchOtherWriters } from './other-writers.ts';
import { BUSY_TIMEOUT_MS, DATABASE_FILE, openDatabase } from './sqlite-file.ts';
import { sqliteSql } from './sqlite-sql.ts';

export { DATABASE_FILE } from './sqlite-file.ts';

export interface SqliteOptions {
  /** Folder of the database file; created if missing. */
  readonly dataDir: string;
  /** Checkpoint the write-ahead log in a worker thread, not in the commits (checkpoints.ts): the server's choice. */
  readonly checkpointInBackground?: boolean;
}

export async function openSqliteDatabase({ dataDir, checkpointInBackground: background = false }: SqliteOptions): Promise<OpenedDatabase> {
  const { db, key } = await openDatabase(dataDir);
  const checkpoints = background ? checkpointInBackground(db, join(dataDir, DATABASE_FILE)) : null;
  const changedElsewhere = changeWatch(db);
  return openedDatabase(sqliteSql(db), key, {
    watchOthers: (onChange) => watchOtherWriters(changedElsewhere, onChange),
    forgetDeleted: () => emptyLog(db, BUSY_TIMEOUT_MS),
    checkStorage: () => writeCheck(dataDir),
    stop: () => checkpoints?.stop(),
  });
}
