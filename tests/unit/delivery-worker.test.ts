/**
 * The delivery worker with a queue that answers later, as a database across the network does:
 * it waits for every answer, delivers what is due once, skips what another worker claimed,
 * keeps a failure for its retry, and, once the target answers after a failure, makes the rest
 * due at once.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDeliveryWorker, type DeliveryQueue, queueRestMs } from '../../src/server/outbox/delivery-worker.ts';

interface Row {
  dueAt: number;
  attempts: number;
  done: boolean;
  claimedElsewhere?: boolean;
}

/** An in-memory queue whose every answer comes a turn of the event loop later. */
function laterQueue(rows: Map<string, Row>, calls: string[]): DeliveryQueue<string> {
  const later = <T>(value: T) => new Promise<T>((answer) => setImmediate(() => answer(value)));
  return {
    due: (now, limit) =>
      later(
        [...rows]
          .filter(([, row]) => !row.done && row.dueAt <= now)
          .slice(0, limit)
          .map(([id, row]) => ({ id, item: id, attempts: row.attempts })),
      ),
    claim: (id) => later(!rows.get(id)!.claimedElsewhere),
    delivered: (id) => {
      calls.push(`delivered ${id}`);
      rows.get(id)!.done = true;
      return later(undefined);
    },
    failed: (id, attempts, retryAt) => {
      calls.push(`failed ${id} ${attempts}`);
      Object.assign(rows.get(id)!, { attempts, dueAt: retryAt });
      return later(undefined);
    },
    nextAt: () => later(Math.min(...[...rows.values()].filter((row) => !row.done).map((row) => row.dueAt))),
    retryNow: (now) => {
      calls.push('retry now');
      for (const row of rows.values()) if (!row.done) row.dueAt = now;
      return later(undefined);
    },
  };
}

describe('the delivery worker with a queue that answers later', () => {
  it('delivers each due item once, skips one claimed elsewhere, keeps a failure for later, then retries the rest at once', async () => {
    const rows = new Map<string, Row>([
      ['a', { dueAt: 0, attempts: 0, done: false }],
      ['b', { dueAt: 0, attempts: 0, done: false, claimedElsewhere: true }],
      ['c', { dueAt: 0, attempts: 0, done: false }],
      ['d', { dueAt: 5_000, attempts: 2, done: false }],
    ]);
    const calls: string[] = [];
    let reachable = false;
    const worker = createDeliveryWorker<string>({
      name: 'test',
      queue: laterQueue(rows, calls),
      deliver: async (item) => (item === 'a' || reachable ? { ok: true } : { ok: false, error: 'down' }),
      now: () => 1_000,
      log: () => {},
    });
    expect(await worker.runOnce()).toBe(3);
    expect(calls).toEqual(['delivered a', 'failed c 1', 'retry now']);
    expect(rows.get('c')!.dueAt).toBe(1_000);
    expect(rows.get('d')!.dueAt).toBe(1_000);
    reachable = true;
    calls.length = 0;
    await worker.runOnce();
    // Nothing failed since the backlog was made due: nothing to make due again.
    expect(calls).toEqual(['delivered c', 'delivered d']);
    expect(worker.lastLookedAt()).toBe(1_000);
  });
});

describe('the delivery worker with a queue that cannot write', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('rests 1 s, then twice as long each time up to a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(queueRestMs)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000]);
  });

  it('tries a few times a minute however often it is woken, and works at once when the queue does again', async () => {
    vi.useFakeTimers();
    const rows = new Map<string, Row>([['a', { dueAt: 0, attempts: 0, done: false }]]);
    const calls: string[] = [];
    const queue = laterQueue(rows, calls);
    let writable = false;
    let looks = 0;
    const worker = createDeliveryWorker<string>({
      name: 'test',
      queue: {
        ...queue,
        due: (now, limit) => {
          looks++;
          return writable ? queue.due(now, limit) : Promise.reject(new Error('attempt to write a readonly database'));
        },
      },
      deliver: async () => ({ ok: true }),
      log: () => {},
    });
    worker.start();
    // A minute of requests, each waking the worker.
    for (let second = 0; second < 60; second++) {
      for (let request = 0; request < 50; request++) worker.wake();
      await vi.advanceTimersByTimeAsync(1_000);
    }
    // At 0, 1, 3, 7, 15 and 31 s.
    expect(looks).toBe(6);
    writable = true;
    await vi.advanceTimersByTimeAsync(queueRestMs(6));
    expect(calls[0]).toBe('delivered a');
    const after = looks;
    worker.wake();
    await vi.advanceTimersByTimeAsync(10);
    expect(looks).toBe(after + 1);
    await worker.stop();
  });
});
