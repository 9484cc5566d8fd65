import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRebuildQueue, FOLLOW_UP_MAX_WAIT_MS, FOLLOW_UP_QUIET_MS } from '../../src/server/rebuild/queue.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A rebuild that takes `ms` and counts its runs. */
function rebuild(ms: number) {
  const runs: number[] = [];
  const run = () => {
    runs.push(Date.now());
    return new Promise<void>((done) => setTimeout(done, ms));
  };
  return { runs, run };
}

describe('the rebuild queue', () => {
  it('starts a lone request at once', async () => {
    const { runs, run } = rebuild(300);
    const queue = createRebuildQueue(run);
    expect(queue.request()).toBe(true);
    expect(runs).toHaveLength(1);
    await vi.runAllTimersAsync();
    expect(queue.running()).toBe(false);
    await vi.advanceTimersByTimeAsync(FOLLOW_UP_QUIET_MS);
    expect(queue.request()).toBe(true);
    expect(runs).toHaveLength(2);
  });

  it('a request close behind a finished rebuild waits for quiet instead of starting a third', async () => {
    const { runs, run } = rebuild(5);
    const queue = createRebuildQueue(run);
    queue.request();
    await vi.advanceTimersByTimeAsync(100);
    expect(queue.request()).toBe(false);
    expect(queue.pending()).toBe(true);
    await vi.advanceTimersByTimeAsync(FOLLOW_UP_QUIET_MS);
    expect(runs).toHaveLength(2);
  });

  it('folds 100 webhooks within a second into two rebuilds, however fast a rebuild is', async () => {
    for (const ms of [5, 50, 300, 900]) {
      const { runs, run } = rebuild(ms);
      const queue = createRebuildQueue(run);
      for (let i = 0; i < 100; i++) {
        queue.request();
        await vi.advanceTimersByTimeAsync(10);
      }
      await vi.runAllTimersAsync();
      expect(runs, `rebuilds of ${ms} ms`).toHaveLength(2);
      expect(queue.pending()).toBe(false);
    }
  });

  it('the follow-up comes 500 ms after the last request, and covers it', async () => {
    const { runs, run } = rebuild(100);
    const queue = createRebuildQueue(run);
    const t0 = Date.now();
    queue.request();
    await vi.advanceTimersByTimeAsync(50);
    queue.request(); // during the first rebuild
    await vi.advanceTimersByTimeAsync(250); // first ended at 100; settling
    queue.request(); // at 300: the quiet starts again
    await vi.advanceTimersByTimeAsync(499);
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs.map((at) => at - t0)).toEqual([0, 800]);
  });

  it('a steady stream of webhooks still gets a rebuild every 5 s', async () => {
    const { runs, run } = rebuild(100);
    const queue = createRebuildQueue(run);
    const t0 = Date.now();
    for (let i = 0; i < 120; i++) {
      queue.request();
      await vi.advanceTimersByTimeAsync(100);
    }
    const gaps = runs.slice(1).map((at, index) => at - (runs[index] as number));
    expect(runs[0]! - t0).toBe(0);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(100 + FOLLOW_UP_MAX_WAIT_MS);
    expect(runs.length).toBeGreaterThanOrEqual(2);
    await vi.runAllTimersAsync();
  });

  it('idle() resolves only when nothing runs or waits', async () => {
    const { runs, run } = rebuild(100);
    const queue = createRebuildQueue(run);
    queue.request();
    queue.request();
    let idle = false;
    void queue.idle().then(() => (idle = true));
    await vi.advanceTimersByTimeAsync(100);
    expect(idle).toBe(false); // the follow-up still waits for quiet
    await vi.runAllTimersAsync();
    expect(idle).toBe(true);
    expect(runs).toHaveLength(2);
  });
});
