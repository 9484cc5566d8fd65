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

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

interface Queued {
  readonly work: () => unknown;
  readonly settle: (outcome: Outcome) => void;
}

export type Committed = <T>(work: () => T) => Promise<T>;

export function groupCommit(db: DatabaseSync): Committed {
  let queue: Queued[] = [];

  /** Runs one request's work in a savepoint of its own: a failure undoes its writes alone. */
  function runOne(work: () => unknown): Outcome {
    db.exec('SAVEPOINT request');
    try {
      const value = work();
      if (typeof (value as { then?: unknown } | null)?.then === 'function')
        throw new TypeError('a group commit runs synchronous work only');
      db.exec('RELEASE request');
      return { ok: true, value };
    } catch (error) {
      // An error that ended the whole transaction (a full disk) leaves no savepoint to go back to.
      if (db.isTransaction) {
        db.exec('ROLLBACK TO request');
        db.exec('RELEASE request');
      }
      return { ok: false, error };
    }
  }

  function flush(): void {
    const batch = queue;
    queue = [];
    const fail = (requests: readonly Queued[], error: unknown) => {
      for (const { settle } of requests) settle({ ok: false, error });
    };
    try {
      db.exec('BEGIN IMMEDIATE');
    } catch (error) {
      fail(batch, error);
      return;
    }
    const outcomes: Outcome[] = [];
    for (const { work } of batch) {
      // The transaction is gone (SQLite ended it after an I/O error): nothing more runs, nothing of it is kept.
      if (!db.isTransaction) break;
      outcomes.push(runOne(work));
    }
    try {
      if (outcomes.length < batch.length) throw new Error('the transaction ended early');
      db.exec('COMMIT');
    } catch (error) {
      try {
        if (db.isTransaction) db.exec('ROLLBACK');
      } finally {
        fail(batch, error);
      }
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
