/**
 * Drawing gives way to requests: before each document the drawer looks at how busy the event
 * loop that answers requests has been since it last looked (the share of the time it was
 * running code, not waiting). Busier than `busy`, it waits `checkMs` and looks again, up to
 * `maxWaitMs`: under a rush of registrations the invoices go out a document every few seconds,
 * and at full speed again once it is over. Pure but for the clock `wait` keeps.
 */

export interface Pace {
  /** The share of time (0 to 1) above which the loop counts as busy. */
  readonly busy: number;
  readonly checkMs: number;
  /** The longest wait before a document: drawing never stops for good. */
  readonly maxWaitMs: number;
}

export const DRAWING_PACE: Pace = { busy: 0.5, checkMs: 100, maxWaitMs: 2000 };

/**
 * A function to await before each document, resolving with the milliseconds it waited.
 * `busySinceLast` answers the loop's share of busy time since its previous call.
 */
export function giveWay(pace: Pace, busySinceLast: () => number, wait: (ms: number) => Promise<void>): () => Promise<number> {
  return async () => {
    let waited = 0;
    while (waited < pace.maxWaitMs && busySinceLast() > pace.busy) {
      await wait(pace.checkMs);
      waited += pace.checkMs;
    }
    return waited;
  };
}
