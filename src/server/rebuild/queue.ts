/**
 * One rebuild at a time. A request while one runs is remembered, and however many arrive
 * meanwhile, they make one follow-up run: the follow-up pulls the content as it is then,
 * which includes every change that caused them. So a burst of webhooks costs at most two
 * rebuilds.
 */
export interface RebuildQueue {
  /** Asks for a rebuild; true when it starts now, false when it joins the follow-up. */
  request(): boolean;
  readonly running: () => boolean;
  readonly pending: () => boolean;
  /** Resolves when no rebuild runs or waits (for shutdown and tests). */
  idle(): Promise<void>;
}

export function createRebuildQueue(run: () => Promise<void>): RebuildQueue {
  let active: Promise<void> | null = null;
  let again = false;

  const start = (): Promise<void> =>
    (active = run()
      .catch(() => {
        // run() reports its own failures; the queue only sequences.
      })
      .then(() => {
        if (!again) {
          active = null;
          return;
        }
        again = false;
        return start();
      }));

  return {
    request() {
      if (active) {
        again = true;
        return false;
      }
      void start();
      return true;
    },
    running: () => active !== null,
    pending: () => again,
    idle: async () => {
      while (active) await active;
    },
  };
}
