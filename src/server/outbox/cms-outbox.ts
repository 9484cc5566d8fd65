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
import { compiledOnce, query } from '../database/queries.ts';
import type { Sql } from '../database/sql.ts';
import { dueOrLeaseEnd, unleasedAt } from './leases.ts';

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
  /** Delivered as it stood at `version`, at `now` (ms; the entry's `forwarded_at` the first time): the row goes unless the entry changed since. */
  markForwarded(entryId: string, version: number, now: number): Promise<void>;
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
  const { was, switchOn, queueAll } = switching;
  await db.transaction(async () => {
    if ((await db.get(was({})))?.value === 'on') return;
    await db.run(switchOn({}));
    await db.run(queueAll({}));
  });
}

const switching = {
  was: compiledOnce(() => query.selectFrom('meta').select('value').where('key', '=', 'cms_outbox')),
  switchOn: compiledOnce(() =>
    query
      .insertInto('meta')
      .values({ key: 'cms_outbox', value: 'on' })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: 'on' })),
  ),
  queueAll: compiledOnce(() =>
    query
      .insertInto('cms_outbox')
      .columns(['entry_id', 'version', 'attempts', 'next_attempt_at'])
      .expression(
        query
          .selectFrom('registrations')
          .select(({ lit }) => ['id', lit(1).as('version'), lit(0).as('attempts'), lit(0).as('next_attempt_at')])
          .where('status', '=', 'confirmed')
          .unionAll(
            query
              .selectFrom('waitlist')
              .select(({ lit }) => ['id', lit(1).as('version'), lit(0).as('attempts'), lit(0).as('next_attempt_at')])
              .where('status', '=', 'confirmed'),
          )
          .unionAll(
            query
              .selectFrom('enquiries')
              .select(({ lit }) => ['id', lit(1).as('version'), lit(0).as('attempts'), lit(0).as('next_attempt_at')])
              .where('status', '=', 'confirmed'),
          ),
      )
      .onConflict((conflict) => conflict.doNothing()),
  ),
};

/** The statement the triggers run (outbox-triggers.ts), with the entry as its parameter: one text, so one prepared statement a database. */
const QUEUE_BY_ID = queueForCms('$1');
const queueStatement = (db: Sql) => db.prepare(QUEUE_BY_ID);

const byHand = {
  on: compiledOnce(() => query.selectFrom('meta').select('key').where('key', '=', 'cms_outbox').where('value', '=', 'on')),
  dropped: compiledOnce((i: { id: string }) => query.deleteFrom('cms_outbox').where('entry_id', '=', i.id)),
};

/**
 * Queuing an entry by hand, for what no trigger sees (its change log edited, the entry
 * deleted: its delivery then deletes the item), while forwarding is on; and dropping its row.
 */
export function forwardsByHand(db: Sql) {
  const queued = queueStatement(db);
  return {
    /** Queues the entry when forwarding is on: whether it did. */
    async queue(entryId: string): Promise<boolean> {
      if (!(await db.get(byHand.on({})))) return false;
      await queued.run(entryId);
      return true;
    },
    drop: async (entryId: string) => void (await db.run(byHand.dropped({ id: entryId }))),
  };
}

const forwarding = {
  due: compiledOnce((i: { now: number; limit: number }) =>
    query
      .selectFrom('cms_outbox')
      .select(['entry_id as entryId', 'version', 'attempts'])
      .where('next_attempt_at', '<=', i.now)
      .where((eb) => unleasedAt(eb, i.now))
      .orderBy('next_attempt_at')
      .orderBy('rowid')
      .limit(i.limit),
  ),
  claim: compiledOnce((i: { until: number; entryId: string; now: number; version: number }) =>
    query
      .updateTable('cms_outbox')
      .set({ leased_until: i.until })
      .where('entry_id', '=', i.entryId)
      .where('version', '=', i.version)
      .where('next_attempt_at', '<=', i.now)
      .where((eb) => unleasedAt(eb, i.now)),
  ),
  deleteDelivered: compiledOnce((i: { entryId: string; version: number }) =>
    query.deleteFrom('cms_outbox').where('entry_id', '=', i.entryId).where('version', '=', i.version),
  ),
  unlease: compiledOnce((i: { entryId: string }) =>
    query.updateTable('cms_outbox').set({ leased_until: null }).where('entry_id', '=', i.entryId),
  ),
  setForwarded: [
    compiledOnce((i: { at: string; id: string }) =>
      query.updateTable('registrations').set({ forwarded_at: i.at }).where('id', '=', i.id).where('forwarded_at', 'is', null),
    ),
    compiledOnce((i: { at: string; id: string }) =>
      query.updateTable('waitlist').set({ forwarded_at: i.at }).where('id', '=', i.id).where('forwarded_at', 'is', null),
    ),
    compiledOnce((i: { at: string; id: string }) =>
      query.updateTable('enquiries').set({ forwarded_at: i.at }).where('id', '=', i.id).where('forwarded_at', 'is', null),
    ),
  ],
  fail: compiledOnce((i: { attempts: number; next: number; error: string; entryId: string; version: number }) =>
    query
      .updateTable('cms_outbox')
      .set({ attempts: i.attempts, next_attempt_at: i.next, last_error: i.error })
      .where('entry_id', '=', i.entryId)
      .where('version', '=', i.version),
  ),
  // A leased entry is due again when its lease ends, at the latest.
  earliest: compiledOnce(() => query.selectFrom('cms_outbox').select((eb) => eb.fn.min(dueOrLeaseEnd(eb)).as('at'))),
  retryAll: compiledOnce((i: { now: number }) =>
    query.updateTable('cms_outbox').set({ next_attempt_at: i.now }).where('next_attempt_at', '>', i.now),
  ),
  count: compiledOnce(() => query.selectFrom('cms_outbox').select(({ fn }) => fn.countAll<number>().as('n'))),
};

export function forwardQueue(db: Sql): ForwardQueue {
  const { due, claim, deleteDelivered, unlease, setForwarded, fail, earliest, retryAll, count } = forwarding;
  const requeue = queueStatement(db);
  return {
    dueForwards: (now, limit) => db.all(due({ now, limit })),
    claimForward: async (entryId, version, now, leaseUntil) =>
      (await db.run(claim({ until: leaseUntil, entryId, now, version }))).changes === 1,
    releaseForward: async (entryId) => void (await db.run(unlease({ entryId }))),
    markForwarded: (entryId, version, now) =>
      db.transaction(async () => {
        const at = new Date(now).toISOString();
        for (const statement of setForwarded) await db.run(statement({ at, id: entryId }));
        await db.run(deleteDelivered({ entryId, version }));
        await db.run(unlease({ entryId }));
      }),
    markForwardFailed: (entryId, version, attempts, nextAttemptAt, error) =>
      db.transaction(async () => {
        await db.run(fail({ attempts, next: nextAttemptAt, error: error.slice(0, 500), entryId, version }));
        await db.run(unlease({ entryId }));
      }),
    nextForwardAt: async () => (await db.get(earliest({})))?.at ?? null,
    retryForwardsNow: async (now) => void (await db.run(retryAll({ now }))),
    pendingForwards: async () => (await db.get(count({})))?.n ?? 0,
    queueForward: async (entryId) => void (await requeue.run(entryId)),
  };
}
