/**
 * Noticing registrations changed by another process on the same database, such as an
 * operator's `npm run registrations:cancel`: the server polls SQLite's data_version (which
 * moves only when another connection commits, and reads no table) and calls onChange, so
 * the pages follow a freed seat within seconds.
 */
export const OTHER_WRITERS_POLL_MS = 2000;

export function watchOtherWriters(changedElsewhere: () => boolean, onChange: () => void, intervalMs = OTHER_WRITERS_POLL_MS): () => void {
  const timer = setInterval(() => {
    if (changedElsewhere()) onChange();
  }, intervalMs).unref();
  return () => clearInterval(timer);
}
