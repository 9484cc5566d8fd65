/**
 * Logging a refusal once per window and key rather than once per request: a flood of
 * refused requests (a cap, wrong webhook secrets, dropped connections) leaves one line per
 * window saying how many were refused in the window before, not a line each. Bounded: at
 * most `maxKeys` keys are tracked, the oldest dropped first.
 */
import type { LogFields, Logger } from './log.ts';
import { logWindows } from './log-windows.ts';

export interface ThrottledLog {
  /** Logs `msg` as a warning for `key` unless it was logged within the window; counts the rest. */
  warn(key: string, msg: string, fields?: LogFields): void;
}

export function throttledLog(logger: Logger, { windowMs = 60_000, maxKeys = 10_000, now = () => Date.now() } = {}): ThrottledLog {
  const windows = logWindows({ windowMs, maxKeys, now });
  return {
    warn(key, msg, fields = {}) {
      const leftOut = windows.pass(key);
      if (leftOut !== null) logger.warn(msg, { ...fields, ...(leftOut > 0 ? { alsoRefusedInLastWindow: leftOut } : {}) });
    },
  };
}
