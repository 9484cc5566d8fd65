/**
 * POST /api/rebuild, the editors' webhook (the Directus flow "Rebuild the website" calls
 * it with the event, the collection and the keys), and GET /api/rebuild/status. Both need
 * the shared secret (webhook-gate.ts); without a configured secret they do not exist
 * (404), and the server's start log says so. The webhook answers at once (202); the
 * rebuild runs after, coalesced with others (queue.ts).
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Logger } from '../log/log.ts';
import type { Rebuilder } from './rebuilder.ts';
import { type WebhookGateOptions, webhookGate } from './webhook-gate.ts';

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

export function createRebuildRoutes(rebuilder: Rebuilder, secret: string, log: Logger, options: WebhookGateOptions = {}): Hono {
  const routes = new Hono();
  routes.use('*', webhookGate(secret, log, 'rebuild', options));
  routes.post('/', bodyLimit({ maxSize: MAX_WEBHOOK_BYTES, onError: (c) => c.json({ error: 'too large' }, 413) }), async (c) => {
    const body = await c.req.json().catch(() => null);
    log.info('rebuild requested', describeTrigger(body));
    rebuilder.request('edit');
    return c.json({ accepted: true, status: rebuilder.status() }, 202, { 'Cache-Control': 'no-store' });
  });
  routes.get('/status', (c) => c.json(rebuilder.status(), 200, { 'Cache-Control': 'no-store' }));
  return routes;
}
