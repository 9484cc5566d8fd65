/**
 * Group commit: the writes of the requests that arrive together share one transaction, and
 * so one wait for the disk. Each request's work runs in that transaction as a savepoint of
 * its own (database.ts inTransaction), so one request's refusal or failure undoes its own
 * writes only; every request hears its result only once the shared commit is on disk, so a
 * 201 still means stored for good. The writes are gathered until the event loop has read
 * what has arrived (setImmediate), then run and committed in one go; node:sqlite is
 * synchronous, so nothing else runs on the connection in between. Under load this turns
 * one disk wait per request into one per batch: the commit's wait was most of a request.
 */
import type { DatabaseSync } from 'node:sqlite';

interface Queued {
  readonly work: () => unknown;
  readonly settle: (outcome: { ok: true; value: unknown } | { ok: false; error: unknown }) => void;
}

export type Committed = <T>(work: () => T) => Promise<T>;

export function groupCommit(db: DatabaseSync): Committed {
  let queue: Queued[] = [];

  function flush(): void {
    const batch = queue;
    queue = [];
    const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = [];
    try {
      db.exec('BEGIN IMMEDIATE');
    } catch (error) {
      for (const { settle } of batch) settle({ ok: false, error });
      return;
    }
    for (const { work } of batch) {
      try {
        outcomes.push({ ok: true, value: work() });
      } catch (error) {
        outcomes.push({ ok: false, error });
      }
    }
    try {
      db.exec('COMMIT');
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK');
      for (const { settle } of batch) settle({ ok: false, error });
      return;
    }
    for (const [index, { settle }] of batch.entries()) settle(outcomes[index] ?? { ok: false, error: new Error('no outcome') });
  }

  return <T>(work: () => T) =>
    new Promise<T>((resolve, reject) => {
      if (queue.length === 0) setImmediate(flush);
      queue.push({ work, settle: (outcome) => (outcome.ok ? resolve(outcome.value as T) : reject(outcome.error)) });
    });
}
