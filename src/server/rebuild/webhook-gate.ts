/**
 * What every webhook of the CMS passes first: the shared secret in the X-Rebuild-Secret
 * header (compared in constant time; 401 otherwise). A client that sent a wrong secret
 * WEBHOOK_FAILURE_LIMIT times within a minute is refused with 429 until the minute is over,
 * whatever it sends, and the log has one line per client and minute, not one per try.
 */
import type { MiddlewareHandler } from 'hono';
import { clientAddress } from '../client-address.ts';
import type { Logger } from '../log.ts';
import { throttledLog } from '../log-throttle.ts';
import { createRateLimiter } from '../rate-limit.ts';
import { REBUILD_SECRET_HEADER, secretMatches } from './secret.ts';

/** Wrong secrets one client may send within a minute before it is refused with 429. */
export const WEBHOOK_FAILURE_LIMIT = 10;

export interface WebhookGateOptions {
  /** Take the client address from X-Forwarded-For (set by a reverse proxy in front). */
  readonly trustProxy?: boolean;
  readonly now?: () => number;
}

/** `what` names the webhook in the log ('rebuild', 'staff change'). */
export function webhookGate(secret: string, log: Logger, what: string, options: WebhookGateOptions = {}): MiddlewareHandler {
  const now = options.now ?? Date.now;
  const failures = createRateLimiter({ limit: WEBHOOK_FAILURE_LIMIT });
  const refusals = throttledLog(log, { now });
  return async (c, next) => {
    const client = clientAddress(c, options.trustProxy ?? false);
    const locked = failures.peek(client, now());
    if (locked > 0) {
      refusals.warn(`locked ${client}`, `${what} refused: too many wrong secrets from this client`, { path: c.req.path });
      return c.json({ error: 'rateLimited' }, 429, { 'Cache-Control': 'no-store', 'Retry-After': String(locked) });
    }
    if (!secretMatches(secret, c.req.header(REBUILD_SECRET_HEADER))) {
      failures.hit(client, now());
      refusals.warn(`wrong ${client}`, `${what} refused: wrong or missing secret`, { path: c.req.path });
      return c.json({ error: 'unauthorized' }, 401, { 'Cache-Control': 'no-store' });
    }
    await next();
  };
}
