/**
 * The outbox of confirmed registrations to forward to the CMS, in the registrations'
 * database: due rows, earliest first; a delivered one is marked and leaves the outbox in
 * one transaction; a failed one is due again after its backoff.
 */
import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from './database.ts';
import type { StoredRegistration } from './entry-rows.ts';
import { ENTRY_COLUMNS, type EntryRow, fromRow } from './entry-rows.ts';

export interface PendingForward {
  readonly registration: StoredRegistration;
  /** Failed attempts so far. */
  readonly attempts: number;
}

export interface ForwardQueue {
  /** Outbox rows due at `now` (ms since the epoch), earliest first. */
  dueForwards(now: number, limit: number): PendingForward[];
  markForwarded(id: string): void;
  markForwardFailed(id: string, attempts: number, nextAttemptAt: number, error: string): void;
  /** When the earliest pending delivery is due (ms), or null when none is pending. */
  nextForwardAt(): number | null;
  /** Makes every pending delivery due now, e.g. once the target answers again. */
  retryForwardsNow(now: number): void;
  pendingForwards(): number;
}

/** The outbox of registrations to forward to the CMS. */
export function forwardQueue(db: DatabaseSync): ForwardQueue {
  const due = db.prepare(
    `SELECT ${ENTRY_COLUMNS.map((name) => `r.${name}`).join(', ')}, o.attempts FROM outbox o JOIN registrations r ON r.id = o.registration_id
     WHERE o.next_attempt_at <= ? ORDER BY o.next_attempt_at, r.rowid LIMIT ?`,
  );
  const deleteOutbox = db.prepare('DELETE FROM outbox WHERE registration_id = ?');
  const setForwarded = db.prepare('UPDATE registrations SET forwarded_at = ? WHERE id = ?');
  const failOutbox = db.prepare('UPDATE outbox SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE registration_id = ?');
  const earliest = db.prepare('SELECT min(next_attempt_at) AS at FROM outbox');
  const retryAll = db.prepare('UPDATE outbox SET next_attempt_at = ? WHERE next_attempt_at > ?');
  const countOutbox = db.prepare('SELECT count(*) AS n FROM outbox');

  return {
    dueForwards: (now, limit) =>
      (due.all(now, limit) as unknown as Array<EntryRow & { attempts: number }>).map((row) => ({
        registration: fromRow(row) as StoredRegistration,
        attempts: row.attempts,
      })),
    markForwarded: (id) => {
      inTransaction(db, () => {
        setForwarded.run(new Date().toISOString(), id);
        deleteOutbox.run(id);
      });
    },
    markForwardFailed: (id, attempts, nextAttemptAt, error) => void failOutbox.run(attempts, nextAttemptAt, error.slice(0, 500), id),
    nextForwardAt: () => (earliest.get() as { at: number | null }).at,
    retryForwardsNow: (now) => void retryAll.run(now, now),
    pendingForwards: () => (countOutbox.get() as { n: number }).n,
  };
}
