/**
 * At most `limit` registration requests per address and minute (fixed windows). The
 * counting is a pure function; the limiter keeps one window per address in a Map that
 * never holds more than `maxEntries`: windows are kept in the order they began, so the
 * expired ones are dropped from the front, and when every tracked window is still running,
 * the oldest goes (memory stays bounded even under a flood of addresses).
 */
import { DEFAULT_SETTINGS } from '../../config/settings.ts';

export const DEFAULT_RATE_LIMIT = DEFAULT_SETTINGS.REGISTRATION_RATE_LIMIT;
export const RATE_LIMIT_WINDOW_MS = 60_000;
export const MAX_TRACKED_ADDRESSES = 10_000;

export interface RateWindow {
  /** ms since the epoch */
  readonly start: number;
  readonly count: number;
}

export interface RateDecision {
  readonly window: RateWindow;
  readonly allowed: boolean;
  /** Whole seconds until the window ends (at least 1) when refused, else 0. */
  readonly retryAfterSeconds: number;
}

/** Counts one request against the address's window, opening a new window when the old one is over. */
export function countRequest(window: RateWindow | undefined, now: number, limit: number, windowMs: number): RateDecision {
  const current = window && now >= window.start && now - window.start < windowMs ? window : { start: now, count: 0 };
  const next = { start: current.start, count: current.count + 1 };
  const allowed = next.count <= limit;
  return { window: next, allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((current.start + windowMs - now) / 1000)) };
}

export interface RateLimiterOptions {
  readonly limit: number;
  readonly windowMs?: number;
  readonly maxEntries?: number;
}

export interface RateLimiter {
  hit(address: string, now: number): RateDecision;
  /** Whole seconds until the address may try again (0: it may), without counting a request. */
  peek(address: string, now: number): number;
  /** Addresses tracked right now. */
  size(): number;
}

export function createRateLimiter({
  limit,
  windowMs = RATE_LIMIT_WINDOW_MS,
  maxEntries = MAX_TRACKED_ADDRESSES,
}: RateLimiterOptions): RateLimiter {
  const windows = new Map<string, RateWindow>();

  function makeRoom(now: number): void {
    for (const [address, window] of windows) {
      if (windows.size < maxEntries && now - window.start < windowMs) return;
      windows.delete(address);
    }
  }

  return {
    hit(address, now) {
      const decision = countRequest(windows.get(address), now, limit, windowMs);
      if (decision.window.count === 1) {
        // A new window goes to the end of the Map, which keeps the Map in order of start.
        windows.delete(address);
        makeRoom(now);
      }
      windows.set(address, decision.window);
      return decision;
    },
    peek(address, now) {
      const window = windows.get(address);
      if (!window || now < window.start || now - window.start >= windowMs || window.count < limit) return 0;
      return Math.max(1, Math.ceil((window.start + windowMs - now) / 1000));
    },
    size: () => windows.size,
  };
}
