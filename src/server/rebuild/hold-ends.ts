/**
 * When a pending registration's hold ends without confirmation, its seats are free again,
 * and a date's pages that showed them taken must follow within seconds, as for a
 * cancellation. The watch sleeps until the first hold ends (asking the database, so holds
 * of every server on it count), then reports the holds that ended since it last looked, and
 * sleeps until the next. held() after a new hold, wake() after another server wrote. Its clock and timers are
 * arguments, so a test can move a fake clock past a hold's end.
 */
import type { HoldEnd } from '../registrations/store/seats.ts';

/** A timer fires this long after the hold's end, so the end has surely passed when it does. */
const MARGIN_MS = 20;

export interface Timers {
  /** Runs `run` after `ms`; what it returns (the promise of its work) is for a test's clock to wait for. */
  readonly setTimer: (run: () => unknown, ms: number) => unknown;
  readonly clearTimer: (timer: unknown) => void;
}

export const REAL_TIMERS: Timers = {
  setTimer: (run, ms) => setTimeout(run, ms).unref(),
  clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

/** How long the watch waits before it asks again when the database did not answer. */
const RETRY_MS = 5000;

export interface HoldWatchOptions {
  readonly nextHoldEnd: (now: number) => Promise<number | null>;
  readonly holdsEnded: (from: number, to: number) => Promise<HoldEnd[]>;
  readonly onEnded: (ends: HoldEnd[]) => void | Promise<void>;
  /** The database did not answer: the watch asks again a little later. */
  readonly onError?: (error: unknown) => void;
  readonly now: () => number;
  readonly timers?: Timers;
}

export interface HoldWatch {
  /**
   * A hold was stored here: every hold lasts as long, so it ends after any the watch already
   * sleeps for, and only a watch with nothing to wait for looks again (not every registration).
   */
  held(): void;
  /** Looks again for the next hold's end (another process wrote: its holds may end sooner). */
  wake(): void;
  stop(): void;
  /** Settles once the watch has set its next timer (or has none): what tests wait for. */
  settled(): Promise<void>;
}

export function watchHoldEnds({
  nextHoldEnd,
  holdsEnded,
  onEnded,
  onError = () => {},
  now,
  timers = REAL_TIMERS,
}: HoldWatchOptions): HoldWatch {
  let checked = now();
  let timer: unknown = null;
  let stopped = false;
  /** Counts the looks: a look that a later one overtook sets no timer. */
  let looks = 0;
  let pending: Promise<void> = Promise.resolve();
  const setTimer = (run: () => unknown, ms: number) => {
    if (timer !== null) timers.clearTimer(timer);
    timer = stopped ? null : timers.setTimer(run, ms);
  };
  const look = async (): Promise<void> => {
    const mine = ++looks;
    if (timer !== null) timers.clearTimer(timer);
    timer = null;
    if (stopped) return;
    try {
      const next = await nextHoldEnd(checked);
      if (mine === looks && next !== null) setTimer(fire, Math.max(0, next - now()) + MARGIN_MS);
    } catch (error) {
      onError(error);
      if (mine === looks) setTimer(arm, RETRY_MS);
    }
  };
  const arm = () => {
    pending = look();
    return pending;
  };
  const fire = () => {
    timer = null;
    const at = now();
    pending = (async () => {
      try {
        const ends = await holdsEnded(checked, at);
        checked = at;
        if (ends.length > 0) await onEnded(ends);
      } catch (error) {
        onError(error);
      }
      await look();
    })();
    return pending;
  };
  arm();
  return {
    held: () => {
      if (timer === null) arm();
    },
    wake: () => void arm(),
    stop() {
      stopped = true;
      arm();
    },
    settled: async () => {
      let seen: Promise<void> | null = null;
      while (seen !== pending) {
        seen = pending;
        await seen;
      }
    },
  };
}
