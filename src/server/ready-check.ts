/**
 * Gathers what GET /readyz judges (readiness.ts) from the running server: the served site's
 * folder, one query of the registrations' database for its outboxes (which fails when the
 * database does not answer), whether a CMS is written to, and whether the server can rebuild.
 */
import type { ServerConfig } from './config.ts';
import { hasBuiltSite } from './health.ts';
import { type QueueLoad, type Readiness, readiness } from './readiness.ts';
import type { RegistrationStore } from './registrations/store.ts';

export function readinessCheck(
  config: ServerConfig,
  store: RegistrationStore,
  canRebuild: boolean,
  now: () => Date,
): (siteRoot: string) => Promise<Readiness> {
  return async (siteRoot) => {
    let loads: { readonly mail: QueueLoad; readonly cms: QueueLoad } | null = null;
    try {
      loads = store.queueLoads();
    } catch {
      // The database did not answer: not ready, whatever else holds.
    }
    return readiness({
      siteLoaded: await hasBuiltSite(siteRoot),
      databaseAnswers: loads !== null,
      mail: loads?.mail ?? null,
      cms: config.directus ? (loads?.cms ?? null) : null,
      canRebuild,
      now: now().getTime(),
      thresholdMs: config.readyQueueMs,
    });
  };
}
