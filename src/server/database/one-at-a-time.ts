/**
 * Work that runs one at a time, however often it is asked for: a call while it runs makes
 * it run once more afterwards (once, for all the calls that came meanwhile), so what they
 * asked about is looked at after the run they missed. Each call resolves once a run that
 * began after it has ended.
 */
export function oneAtATime(work: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const run = (): Promise<void> => {
    if (!running) {
      running = work().finally(() => {
        running = null;
      });
      return running;
    }
    next ??= running.then(() => {
      next = null;
      return run();
    });
    return next;
  };
  return run;
}
