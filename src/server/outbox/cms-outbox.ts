/**
 * The outbox to the CMS, in the registrations' database: one row per registration or
 * waiting-list entry whose state the CMS has not seen yet. Triggers (src/server/database/outbox-triggers.ts) on the tables an
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
 * delivered after it. A failed delivery is due again after its backoff. An entry deleted
 * after the CMS had it (retention.ts) is queued once more: its delivery deletes the item.
 */

import { queueForCms } from '../database/outbox-triggers.ts';
import type { Sql } from '../database/sql.ts';
import { DUE_OR_LEASE_END, unleasedAt } from './leases.ts';

/** A row due for delivery: the entry, its version when read, and the failed attempts so far. */
export interface PendingForward {
  readonly entryId: string;
  readonly version: number;
  readonly attempts: number;
}

export interface ForwardQueue {
  /** Entries due at `now` (ms since the epoch) and not being delivered by a server, earliest first. */
  dueForwards(now: number, limit: number): Promise<PendingForward[]>;
  /**
   * Takes a due entry for delivery, as it stood at `version` (when it was read to be sent): true
   * for the one worker (of any server on the database) that gets it, which has until
   * `leaseUntil` (ms) to record the outcome before another may try; false when another took it
   * or it changed since. A change of the entry meanwhile waits for the outcome, then is
   * delivered after it.
   */
  claimForward(entryId: string, version: number, now: number, leaseUntil: number): Promise<boolean>;
  /** Gives a claimed entry back, due at once (a delivery cut short). */
  releaseForward(entryId: string): Promise<void>;
  /** Delivered as it stood at `version`: the row goes unless the entry changed since. */
  markForwarded(entryId: string, version: number): Promise<void>;
  /** Not delivered as it stood at `version`: due again at `nextAttemptAt`, unless the entry changed since (then it is due at once). */
  markForwardFailed(entryId: string, version: number, attempts: number, nextAttemptAt: number, error: string): Promise<void>;
  /** When the earliest pending delivery is due (ms), or null when none is pending. */
  nextForwardAt(): Promise<number | null>;
  /** Makes every pending delivery due now, e.g. once the target answers again. */
  retryForwardsNow(now: number): Promise<void>;
  pendingForwards(): Promise<number>;
  /** Queues an entry to be sent again as it stands (e.g. after the CMS showed something else). */
  queueForward(entryId: string): Promise<void>;
}

/**
 * Switches forwarding on (the server with a CMS to write to, at start); the first time,
 * every confirmed entry is queued, so the CMS gets everything as it stands now.
 */
export async function switchForwardingOn(db: Sql): Promise<void> {
  const was = db.prepare("SELECT value FROM meta WHERE key = 'cms_outbox'");
  const switchOn = db.prepare("INSERT INTO meta (key, value) VALUES ('cms_outbox', 'on') ON CONFLICT (key) DO UPDATE SET value = 'on'");
  const queueAll = db.prepare(`INSERT INTO cms_outbox (entry_id, version, attempts, next_attempt_at)
        SELECT id, 1, 0, 0 FROM registrations WHERE status = 'confirmed'
        UNION ALL SELECT id, 1, 0, 0 FROM waitlist WHERE status = 'confirmed'
        UNION ALL SELECT id, 1, 0, 0 FROM enquiries WHERE status = 'confirmed'
      ON CONFLICT DO NOTHING`);
  await db.transaction(async () => {
    if ((await was.get<{ value: string }>())?.value === 'on') return;
    await switchOn.run();
    await queueAll.run();
  });
}

/**
 * Queuing an entry by hand, for what no trigger sees (its change log edited, the entry
 * deleted: its delivery then deletes the item), while forwarding is on; and dropping its row.
 */
export function forwardsByHand(db: Sql) {
  const on = db.prepare("SELECT 1 AS found FROM meta WHERE key = 'cms_outbox' AND value = 'on'");
  const queued = db.prepare(queueForCms('$1'));
  const dropped = db.prepare('DELETE FROM cms_outbox WHERE entry_id = $1');
  return {
    /** Queues the entry when forwarding is on: whether it did. */
    async queue(entryId: string): Promise<boolean> {
      if (!(await on.get())) return false;
      await queued.run(entryId);
      return true;
    },
    drop: async (entryId: string) => void (await dropped.run(entryId)),
  };
}

export function forwardQueue(db: Sql): ForwardQueue {
  const due = db.prepare(
    `SELECT entry_id AS "entryId", version, attempts FROM cms_outbox WHERE next_attempt_at <= $1 AND ${unleasedAt('$1')}
     ORDER BY next_attempt_at, rowid LIMIT $2`,
  );
  const claim = db.prepare(
    `UPDATE cms_outbox SET leased_until = $1 WHERE entry_id = $2 AND version = $4 AND next_attempt_at <= $3 AND ${unleasedAt('$3')}`,
  );
  const deleteDelivered = db.prepare('DELETE FROM cms_outbox WHERE entry_id = $1 AND version = $2');
  const unlease = db.prepare('UPDATE cms_outbox SET leased_until = NULL WHERE entry_id = $1');
  const setForwarded = [
    db.prepare('UPDATE registrations SET forwarded_at = $1 WHERE id = $2 AND forwarded_at IS NULL'),
    db.prepare('UPDATE waitlist SET forwarded_at = $1 WHERE id = $2 AND forwarded_at IS NULL'),
  ];
  const fail = db.prepare(
    'UPDATE cms_outbox SET attempts = $1, next_attempt_at = $2, last_error = $3 WHERE entry_id = $4 AND version = $5',
  );
  // A leased entry is due again when its lease ends, at the latest.
  const earliest = db.prepare(`SELECT min(${DUE_OR_LEASE_END}) AS at FROM cms_outbox`);
  const retryAll = db.prepare('UPDATE cms_outbox SET next_attempt_at = $1 WHERE next_attempt_at > $2');
  const count = db.prepare('SELECT count(*) AS n FROM cms_outbox');
  const requeue = db.prepare(queueForCms('$1'));
  return {
    dueForwards: (now, limit) => due.all<PendingForward>(now, limit),
    claimForward: async (entryId, version, now, leaseUntil) => (await claim.run(leaseUntil, entryId, now, version)).changes === 1,
    releaseForward: async (entryId) => void (await unlease.run(entryId)),
    markForwarded: (entryId, version) =>
      db.transaction(async () => {
        const at = new Date().toISOString();
        for (const statement of setForwarded) await statement.run(at, entryId);
        await deleteDelivered.run(entryId, version);
        await unlease.run(entryId);
      }),
    markForwardFailed: (entryId, version, attempts, nextAttemptAt, error) =>
      db.transaction(async () => {
        await fail.run(attempts, nextAttemptAt, error.slice(0, 500), entryId, version);
        await unlease.run(entryId);
      }),
    nextForwardAt: async () => (await earliest.get<{ at: number | null }>())?.at ?? null,
    retryForwardsNow: async (now) => void (await retryAll.run(now, now)),
    pendingForwards: async () => (await count.get<{ n: number }>())?.n ?? 0,
    queueForward: async (entryId) => void (await requeue.run(entryId)),
  };
}
