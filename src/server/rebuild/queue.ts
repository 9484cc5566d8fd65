/**
 * One rebuild at a time, and bursts of webhooks folded into few rebuilds.
 *
 * A lone request (none in the FOLLOW_UP_QUIET_MS before it) starts a rebuild at once: a
 * single edit goes live fast. Requests close behind it (an editor's bulk change sends one
 * webhook per item) make one follow-up, which waits until they have stopped for
 * FOLLOW_UP_QUIET_MS, but no longer than FOLLOW_UP_MAX_WAIT_MS, and never overlaps a
 * running rebuild. The follow-up pulls the content as
 * it is then, which includes every change that caused the requests. So 100 webhooks in a
 * second cost two rebuilds, however fast each one is.
 */
export const FOLLOW_UP_QUIET_MS = 500;
export const FOLLOW_UP_MAX_WAIT_MS = 5000;

export interface RebuildQueue {
  /** Asks for a rebuild; true when it starts now, false when it joins the follow-up. */
  request(): boolean;
  readonly running: () => boolean;
  /** A follow-up is asked for (during a rebuild, or while the requests settle). */
  readonly pending: () => boolean;
  /** Resolves when no rebuild runs or waits (for shutdown and tests). */
  idle(): Promise<void>;
}

export interface QueueTiming {
  readonly quietMs?: number;
  readonly maxWaitMs?: number;
  readonly now?: () => number;
}

export function createRebuildQueue(run: () => Promise<void>, timing: QueueTiming = {}): RebuildQueue {
  const quietMs = timing.quietMs ?? FOLLOW_UP_QUIET_MS;
  const maxWaitMs = timing.maxWaitMs ?? FOLLOW_UP_MAX_WAIT_MS;
  const now = timing.now ?? Date.now;
  let active: Promise<void> | null = null;
  let again = false;
  let lastRequest = Number.NEGATIVE_INFINITY;
  // While requests settle after a rebuild: when settling began, the timer, and who waits for it.
  let settling: { since: number; timer: ReturnType<typeof setTimeout>; done: Promise<void>; resolve: () => void } | null = null;

  const start = (): void => {
    active = run()
      .catch(() => {
        // run() reports its own failures; the queue only sequences.
      })
      .then(() => {
        active = null;
        if (again) {
          again = false;
          settle();
        }
      });
  };

  const settle = (): void => {
    let resolve = () => {};
    const done = new Promise<void>((settled) => (resolve = settled));
    const since = now();
    const check = () => {
      const quietFor = now() - lastRequest;
      const waited = now() - since;
      if (quietFor >= quietMs || waited >= maxWaitMs) {
        settling = null;
        resolve();
        start();
        return;
      }
      if (settling) settling.timer = setTimeout(check, Math.min(quietMs - quietFor, maxWaitMs - waited));
    };
    settling = { since, timer: setTimeout(check, quietMs), done, resolve };
  };

  return {
    request() {
      const previous = lastRequest;
      lastRequest = now();
      if (active) {
        again = true;
        return false;
      }
      if (settling) return false;
      if (lastRequest - previous < quietMs) {
        settle();
        return false;
      }
      start();
      return true;
    },
    running: () => active !== null,
    pending: () => again || settling !== null,
    async idle() {
      while (active || settling) {
        if (active) await active;
        if (settling) await settling.done;
      }
    },
  };
}
