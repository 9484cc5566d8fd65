/**
 * POST /api/rebuild, the editors' webhook (the Directus flow "Rebuild the website" calls
 * it with the event, the collection and the keys), and GET /api/rebuild/status. Both need
 * the shared secret in the X-Rebuild-Secret header; without a configured secret they do
 * not exist (404), and the server's start log says so. The webhook answers at once (202);
 * the rebuild runs after, coalesced with others (queue.ts). A client that sent a wrong
 * secret WEBHOOK_FAILURE_LIMIT times within a minute is refused with 429 until the minute
 * is over, whatever it sends, and the log has one line per client and minute, not one per try.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { clientAddress } from '../client-address.ts';
import type { Logger } from '../log.ts';
import { throttledLog } from '../log-throttle.ts';
import { createRateLimiter } from '../rate-limit.ts';
import type { Rebuilder } from './rebuilder.ts';
import { REBUILD_SECRET_HEADER, secretMatches } from './secret.ts';

export const REBUILD_PATH = '/api/rebuild';
/** A flow payload is small; anything bigger is not one. */
export const MAX_WEBHOOK_BYTES = 64 * 1024;

interface FlowTrigger {
  readonly event?: unknown;
  readonly collection?: unknown;
  readonly keys?: unknown;
  readonly key?: unknown;
}

/** What the log keeps of a flow payload: the event, the collection and how many items. */
export function describeTrigger(body: unknown): Record<string, string | number> {
  const trigger = (body && typeof body === 'object' ? body : {}) as FlowTrigger;
  const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 100) : 'unknown');
  const keys = Array.isArray(trigger.keys) ? trigger.keys.length : trigger.key !== undefined ? 1 : 0;
  return { event: text(trigger.event), collection: text(trigger.collection), keys };
}

/** Wrong secrets one client may send within a minute before it is refused with 429. */
export const WEBHOOK_FAILURE_LIMIT = 10;

export interface RebuildRouteOptions {
  /** Take the client address from X-Forwarded-For (set by a reverse proxy in front). */
  readonly trustProxy?: boolean;
  readonly now?: () => number;
}

export function createRebuildRoutes(rebuilder: Rebuilder, secret: string, log: Logger, options: RebuildRouteOptions = {}): Hono {
  const now = options.now ?? Date.now;
  const failures = createRateLimiter({ limit: WEBHOOK_FAILURE_LIMIT });
  const refusals = throttledLog(log, { now });
  const routes = new Hono();
  routes.use('*', async (c, next) => {
    const client = clientAddress(c, options.trustProxy ?? false);
    const locked = failures.peek(client, now());
    if (locked > 0) {
      refusals.warn(`locked ${client}`, 'rebuild refused: too many wrong secrets from this client', { path: c.req.path });
      return c.json({ error: 'rateLimited' }, 429, { 'Cache-Control': 'no-store', 'Retry-After': String(locked) });
    }
    if (!secretMatches(secret, c.req.header(REBUILD_SECRET_HEADER))) {
      failures.hit(client, now());
      refusals.warn(`wrong ${client}`, 'rebuild refused: wrong or missing secret', { path: c.req.path });
      return c.json({ error: 'unauthorized' }, 401, { 'Cache-Control': 'no-store' });
    }
    await next();
  });
  routes.post('/', bodyLimit({ maxSize: MAX_WEBHOOK_BYTES, onError: (c) => c.json({ error: 'too large' }, 413) }), async (c) => {
    const body = await c.req.json().catch(() => null);
    log.info('rebuild requested', describeTrigger(body));
    rebuilder.request('edit');
    return c.json({ accepted: true, status: rebuilder.status() }, 202, { 'Cache-Control': 'no-store' });
  });
  routes.get('/status', (c) => c.json(rebuilder.status(), 200, { 'Cache-Control': 'no-store' }));
  return routes;
}
