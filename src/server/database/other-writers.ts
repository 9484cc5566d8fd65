/**
 * Noticing registrations changed by another process on the same database, such as an
 * operator's `npm run registrations:cancel`: the server polls SQLite's data_version (which
 * moves only when another connection commits, and reads no table) and calls onChange, so
 * the pages follow a freed seat within seconds.
 */
import type { DatabaseSync } from 'node:sqlite';

export const OTHER_WRITERS_POLL_MS = 2000;

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

export function watchOtherWriters(changedElsewhere: () => boolean, onChange: () => void, intervalMs = OTHER_WRITERS_POLL_MS): () => void {
  const timer = setInterval(() => {
    if (changedElsewhere()) onChange();
  }, intervalMs).unref();
  return () => clearInterval(timer);
}
