/**
 * A clock and timers that move only when told (the server's `now` and `timers` options):
 * advancing the clock runs, in order, every timer due by then, each to its end (a timer's
 * work that returns a promise is awaited, so the timers it sets are seen). For the bench and the tests
 * that move a server past a hold's end or a midnight without waiting for it.
 */
import type { Timers } from '../../src/server/rebuild/hold-ends.ts';

export interface ManualClock {
  readonly now: () => number;
  readonly timers: Timers;
  /** Timers set and not yet run. */
  readonly waiting: () => number;
  /** Moves the clock to `at` (ms), running every timer due by then, also those that the ones it runs set. */
  advanceTo(at: number): Promise<void>;
}

export function manualClock(start: number): ManualClock {
  let now = start;
  let ids = 0;
  const due = new Map<number, { at: number; run: () => unknown }>();
  return {
    now: () => now,
    timers: {
      setTimer: (run, ms) => {
        const id = ++ids;
        due.set(id, { at: now + ms, run });
        return id;
      },
      clearTimer: (id) => void due.delete(id as number),
    },
    waiting: () => due.size,
    async advanceTo(at) {
      now = at;
      for (;;) {
        const [next] = [...due].filter(([, timer]) => timer.at <= at).sort(([, a], [, b]) => a.at - b.at);
        if (!next) return;
        due.delete(next[0]);
        await next[1].run();
      }
    },
  };
}
