/**
 * Logging a refusal once per window and key rather than once per request: a flood of
 * refused requests (a cap, wrong webhook secrets, dropped connections) leaves one line per
 * window saying how many were refused in the window before, not a line each. Bounded: at
 * most `maxKeys` keys are tracked, the oldest dropped first.
 */
import type { LogFields, Logger } from './log.ts';

export interface ThrottledLog {
  /** Logs `msg` as a warning for `key` unless it was logged within the window; counts the rest. */
  warn(key: string, msg: string, fields?: LogFields): void;
}

export function throttledLog(logger: Logger, { windowMs = 60_000, maxKeys = 10_000, now = () => Date.now() } = {}): ThrottledLog {
  const windows = new Map<string, { start: number; suppressed: number }>();
  return {
    warn(key, msg, fields = {}) {
      const at = now();
      const known = windows.get(key);
      if (known && at - known.start < windowMs) {
        known.suppressed += 1;
        return;
      }
      windows.delete(key);
      if (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
      windows.set(key, { start: at, suppressed: 0 });
      logger.warn(msg, { ...fields, ...(known?.suppressed ? { alsoRefusedInLastWindow: known.suppressed } : {}) });
    },
  };
}
