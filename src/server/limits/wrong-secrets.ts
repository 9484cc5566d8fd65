/**
 * Guessing a shared secret (the webhooks' secret, the preview key), throttled per client:
 * each wrong secret counts against its client, and past WRONG_SECRET_LIMIT within a minute
 * the client's further wrong tries are refused with 429 until the minute is over. Only
 * failures count and only failures are refused: a request with the right secret always
 * passes, so nobody's wrong tries (a spoofed address among them) lock out the CMS; a secret
 * is at least 32 characters (MIN_SECRET_LENGTH), which no rate of guessing finds, and the 429
 * keeps a flood of guesses cheap to answer. Counted where `limits` counts (rate-limits.ts: every
 * server together on PostgreSQL). The log has one line per client and minute, not one per try,
 * and never the client's address.
 */
import type { Logger } from '../log/log.ts';
import { throttledLog } from '../log/log-throttle.ts';
import { localLimits, type RateLimits } from './rate-limits.ts';

/** Wrong secrets one client may send within a minute before its wrong tries are refused with 429. */
export const WRONG_SECRET_LIMIT = 10;

export interface WrongSecrets {
  /** Counts a wrong secret from `client`: 0 to answer it as wrong, else the seconds to wait (answer 429). */
  count(client: string): Promise<number>;
}

/** `what` names the secret in the log ('rebuild', 'staff change', 'preview'). */
export function wrongSecrets(log: Logger, what: string, now: () => number = Date.now, limits: RateLimits = localLimits): WrongSecrets {
  const failures = limits(`wrong secret ${what}`, { limit: WRONG_SECRET_LIMIT });
  const refusals = throttledLog(log, { now });
  return {
    async count(client) {
      const decision = await failures.hit(client, now());
      refusals.warn(`${what} ${client}`, `${what} refused: wrong or missing secret`, decision.allowed ? {} : { throttled: true });
      return decision.retryAfterSeconds;
    },
  };
}
