/**
 * The counting behind throttled log lines: per key, one window at a time; the first line of a
 * window passes (with how many of its key the window before left out), the rest are counted.
 * Bounded: at most `maxKeys` keys are tracked, the oldest dropped first.
 */
export interface LogWindows {
  /** null: leave the line out; else pass it, with how many of its key the last window left out. */
  pass(key: string): number | null;
}

export function logWindows({ windowMs, maxKeys, now }: { windowMs: number; maxKeys: number; now: () => number }): LogWindows {
  const windows = new Map<string, { start: number; suppressed: number }>();
  return {
    pass(key) {
      const at = now();
      const known = windows.get(key);
      if (known && at - known.start < windowMs) {
        known.suppressed += 1;
        return null;
      }
      windows.delete(key);
      if (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
      windows.set(key, { start: at, suppressed: 0 });
      return known?.suppressed ?? 0;
    },
  };
}
