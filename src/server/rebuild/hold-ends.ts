/**
 * When a pending registration's hold ends without confirmation, its seats are free again,
 * and a date's pages that showed them taken must follow within seconds, as for a
 * cancellation. The watch sleeps until the first hold ends (asking the database, so holds
 * of every process on the file count), then reports the holds that ended since it last
 * looked, and sleeps until the next. held() after a new hold, wake() after another
 * process wrote. Its clock and timers are
 * arguments, so a test can move a fake clock past a hold's end.
 */
import type { HoldEnd } from '../registrations/seats.ts';

/** A timer fires this long after the hold's end, so the end has surely passed when it does. */
const MARGIN_MS = 20;

export interface Timers {
  readonly setTimer: (run: () => void, ms: number) => unknown;
  readonly clearTimer: (timer: unknown) => void;
}

export const REAL_TIMERS: Timers = {
  setTimer: (run, ms) => setTimeout(run, ms).unref(),
  clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

export interface HoldWatchOptions {
  readonly nextHoldEnd: (now: number) => number | null;
  readonly holdsEnded: (from: number, to: number) => HoldEnd[];
  readonly onEnded: (ends: HoldEnd[]) => void;
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
}

export function watchHoldEnds({ nextHoldEnd, holdsEnded, onEnded, now, timers = REAL_TIMERS }: HoldWatchOptions): HoldWatch {
  let checked = now();
  let timer: unknown = null;
  let stopped = false;
  const arm = () => {
    if (timer !== null) timers.clearTimer(timer);
    timer = null;
    const next = stopped ? null : nextHoldEnd(checked);
    if (next !== null) timer = timers.setTimer(fire, Math.max(0, next - now()) + MARGIN_MS);
  };
  const fire = () => {
    timer = null;
    const at = now();
    try {
      const ends = holdsEnded(checked, at);
      checked = at;
      if (ends.length > 0) onEnded(ends);
    } finally {
      arm();
    }
  };
  arm();
  return {
    held: () => {
      if (timer === null) arm();
    },
    wake: arm,
    stop() {
      stopped = true;
      arm();
    },
  };
}
