/**
 * GET /healthz for a load balancer or process manager: 200 {"status":"ok"} while the site
 * directory holds a built site, 503 {"status":"unavailable"} when it does not. Never cached.
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { NO_STORE } from '../http/cache-policy.ts';
import type { SiteRootVariables } from './site-root.ts';

export const HEALTH_PATH = '/healthz';

async function hasBuiltSite(root: string): Promise<boolean> {
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
