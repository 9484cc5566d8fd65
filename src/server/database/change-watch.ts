/**
 * Whether another process wrote to the registrations' database, by SQLite's data_version,
 * which moves only when another connection commits and reads no table.
 */
import type { DatabaseSync } from 'node:sqlite';

/** Whether another connection has written to the database since the last time it was asked. */
export function changeWatch(db: DatabaseSync): () => boolean {
  const dataVersion = db.prepare('PRAGMA data_version');
  const read = () => (dataVersion.get() as { data_version: number }).data_version;
  let known = read();
  return () => {
    const version = read();
    const changed = version !== known;
    known = version;
    return changed;
  };
}
