/**
 * What every webhook of the CMS passes first: the shared secret in the X-Rebuild-Secret
 * header (compared in constant time). A wrong one is answered 401, and from a client that
 * sent too many within a minute 429 (wrong-secrets.ts); the right one always passes.
 */
import type { MiddlewareHandler } from 'hono';
import { clientAddress, type TrustedProxies } from '../limits/client-address.ts';
import type { RateLimits } from '../limits/rate-limits.ts';
import { wrongSecrets } from '../limits/wrong-secrets.ts';
import type { Logger } from '../log/log.ts';
import { REBUILD_SECRET_HEADER, secretMatches } from './secret.ts';

export interface WebhookGateOptions {
  /** The reverse proxies in front, whose X-Forwarded-For names the client; default none. */
  readonly trustProxy?: TrustedProxies;
  readonly now?: () => number;
  /** Where wrong secrets count (every server together on PostgreSQL); default this process's memory. */
  readonly limits?: RateLimits;
}

/** `what` names the webhook in the log ('rebuild', 'staff change'). */
export function webhookGate(secret: string, log: Logger, what: string, options: WebhookGateOptions = {}): MiddlewareHandler {
  const wrong = wrongSecrets(log, what, options.now, options.limits);
  return async (c, next) => {
    if (secretMatches(secret, c.req.header(REBUILD_SECRET_HEADER))) return next();
    const wait = await wrong.count(clientAddress(c, options.trustProxy ?? null));
    if (wait > 0) return c.json({ error: 'rateLimited' }, 429, { 'Cache-Control': 'no-store', 'Retry-After': String(wait) });
    return c.json({ error: 'unauthorized' }, 401, { 'Cache-Control': 'no-store' });
  };
}
