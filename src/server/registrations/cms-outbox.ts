/**
 * The outbox to the CMS, in the registrations' database: one row per registration or
 * waiting-list entry whose state the CMS has not seen yet. Triggers (earlier-schema.ts) on the tables an
 * entry's state lives in (the entry, its participants, its changes and cancellation, its
 * offer, its mails' delivery) queue the entry in the same transaction as the change, so no
 * write anywhere (this server, another process, a command) can forget it, while forwarding
 * is on (the server with a CMS to write to switches it on in the database: `meta`
 * cms_outbox = on; the first time, every confirmed entry is queued, so the CMS catches up with
 * all that happened before, an earlier version's items included). Only confirmed entries are
 * queued: an address nobody confirmed is not the academy's to keep.
 *
 * A delivery sends the entry as it stands then (idempotent, so order between entries does not
 * matter and a repeated one is harmless). Each queuing bumps the row's version; a delivery
 * removes the row only if no change came meanwhile, so a change during a delivery is
 * delivered after it. A failed delivery is due again after its backoff.
 */
import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from './database.ts';

/** A row due for delivery: the entry, its version when read, and the failed attempts so far. */
export interface PendingForward {
  readonly entryId: string;
  readonly version: number;
  readonly attempts: number;
}

export interface ForwardQueue {
  /** Entries due at `now` (ms since the epoch), earliest first. */
  dueForwards(now: number, limit: number): PendingForward[];
  /** Delivered as it stood at `version`: the row goes unless the entry changed since. */
  markForwarded(entryId: string, version: number): void;
  /** Not delivered as it stood at `version`: due again at `nextAttemptAt`, unless the entry changed since (then it is due at once). */
  markForwardFailed(entryId: string, version: number, attempts: number, nextAttemptAt: number, error: string): void;
  /** When the earliest pending delivery is due (ms), or null when none is pending. */
  nextForwardAt(): number | null;
  /** Makes every pending delivery due now, e.g. once the target answers again. */
  retryForwardsNow(now: number): void;
  pendingForwards(): number;
  /** Queues an entry to be sent again as it stands (e.g. after the CMS showed something else). */
  queueForward(entryId: string): void;
}

/** Queues entry `id` (an SQL expression of the trigger's row): due at once, a new version. */
const queue = (id: string) =>
  `INSERT INTO cms_outbox (entry_id, version, attempts, next_attempt_at) VALUES (${id}, 1, 0, 0)
     ON CONFLICT (entry_id) DO UPDATE SET version = version + 1, attempts = 0, next_attempt_at = 0, last_error = NULL;`;

/**
 * Switches forwarding on (the server with a CMS to write to, at start); the first time,
 * every confirmed entry is queued, so the CMS gets everything as it stands now.
 */
export function switchForwardingOn(db: DatabaseSync): void {
  inTransaction(db, () => {
    const was = db.prepare("SELECT value FROM meta WHERE key = 'cms_outbox'").get() as { value: string } | undefined;
    if (was?.value === 'on') return;
    db.exec(`INSERT INTO meta (key, value) VALUES ('cms_outbox', 'on') ON CONFLICT (key) DO UPDATE SET value = 'on';
      INSERT INTO cms_outbox (entry_id, version, attempts, next_attempt_at)
        SELECT id, 1, 0, 0 FROM registrations WHERE status = 'confirmed'
        UNION ALL SELECT id, 1, 0, 0 FROM waitlist WHERE status = 'confirmed'
      ON CONFLICT DO NOTHING`);
  });
}

export function forwardQueue(db: DatabaseSync): ForwardQueue {
  const due = db.prepare(
    'SELECT entry_id AS entryId, version, attempts FROM cms_outbox WHERE next_attempt_at <= ? ORDER BY next_attempt_at, rowid LIMIT ?',
  );
  const deleteDelivered = db.prepare('DELETE FROM cms_outbox WHERE entry_id = ? AND version = ?');
  const setForwarded = [
    db.prepare('UPDATE registrations SET forwarded_at = ? WHERE id = ? AND forwarded_at IS NULL'),
    db.prepare('UPDATE waitlist SET forwarded_at = ? WHERE id = ? AND forwarded_at IS NULL'),
  ];
  const fail = db.prepare('UPDATE cms_outbox SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE entry_id = ? AND version = ?');
  const earliest = db.prepare('SELECT min(next_attempt_at) AS at FROM cms_outbox');
  const retryAll = db.prepare('UPDATE cms_outbox SET next_attempt_at = ? WHERE next_attempt_at > ?');
  const count = db.prepare('SELECT count(*) AS n FROM cms_outbox');
  const requeue = db.prepare(queue('?'));
  return {
    dueForwards: (now, limit) => due.all(now, limit) as unknown as PendingForward[],
    markForwarded: (entryId, version) => {
      const at = new Date().toISOString();
      for (const statement of setForwarded) statement.run(at, entryId);
      deleteDelivered.run(entryId, version);
    },
    markForwardFailed: (entryId, version, attempts, nextAttemptAt, error) =>
      void fail.run(attempts, nextAttemptAt, error.slice(0, 500), entryId, version),
    nextForwardAt: () => (earliest.get() as { at: number | null }).at,
    retryForwardsNow: (now) => void retryAll.run(now, now),
    pendingForwards: () => (count.get() as { n: number }).n,
    queueForward: (entryId) => void requeue.run(entryId),
  };
}
