/**
 * At most `limit` tasks in flight, and a producer that waits for a free place before it
 * makes the next one: what keeps a build's memory flat however many pages it writes (a
 * page's HTML exists only between its render and its write). The first failure is thrown
 * by the next `add` or by `drain`; tasks already running are still waited for.
 */
export interface BoundedTasks {
  /** Starts `task` once fewer than `limit` run. */
  add(task: () => Promise<void>): Promise<void>;
  /** Waits for every task; throws the first failure. */
  drain(): Promise<void>;
}

export function boundedTasks(limit: number): BoundedTasks {
  const running = new Set<Promise<void>>();
  let failure: { error: unknown } | null = null;
  const check = () => {
    if (failure) throw failure.error;
  };
  return {
    async add(task) {
      check();
      while (running.size >= limit) {
        await Promise.race(running);
        check();
      }
      const run: Promise<void> = task().then(
        () => void running.delete(run),
        (error: unknown) => {
          failure ??= { error };
          running.delete(run);
        },
      );
      running.add(run);
    },
    async drain() {
      await Promise.all(running);
      check();
    },
  };
}
