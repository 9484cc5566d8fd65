/**
 * GET /healthz for a process manager: 200 {"status":"ok"} while the site directory holds a
 * built site, 503 {"status":"unavailable"} when it does not. GET /readyz for load balancers and
 * monitors: 200 when the server is ready for visitors, 503 when not, with each check's state
 * (readiness.ts) and nothing personal. Never cached.
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { NO_STORE } from '../../http/cache-policy.ts';
import type { Readiness } from './readiness.ts';
import type { SiteRootVariables } from './site-root.ts';

export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';

export async function hasBuiltSite(root: string): Promise<boolean> {
  try {
    return (await stat(join(root, 'index.html'))).isFile();
  } catch {
    return false;
  }
}

export function createHealthRoute(): Hono<{ Variables: SiteRootVariables }> {
  const health = new Hono<{ Variables: SiteRootVariables }>();
  health.get('/', async (c) => {
    const ok = await hasBuiltSite(c.var.siteRoot);
    return c.json({ status: ok ? 'ok' : 'unavailable' }, ok ? 200 : 503, { 'Cache-Control': NO_STORE });
  });
  return health;
}

/** GET /readyz: `check` gathers the state (the site it asks about is the request's). */
export function createReadinessRoute(check: (siteRoot: string) => Promise<Readiness>): Hono<{ Variables: SiteRootVariables }> {
  const ready = new Hono<{ Variables: SiteRootVariables }>();
  ready.get('/', async (c) => {
    const { ready: isReady, checks } = await check(c.var.siteRoot);
    return c.json({ status: isReady ? 'ready' : 'not ready', checks }, isReady ? 200 : 503, { 'Cache-Control': NO_STORE });
  });
  return ready;
}
