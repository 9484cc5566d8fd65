/**
 * Gathers what GET /readyz judges (readiness.ts) from the running server: the served site's
 * folder, one query of the registrations' database for what waits in its outboxes (which fails
 * when the database does not answer), when this server's mail and CMS workers last looked at
 * them (none for the CMS when nothing is forwarded), whether writes fail for want of disk or
 * the data folder (when it holds the database or the mails) is full, and whether the server
 * can rebuild.
 */

import { hasRoom } from './database/data-folder.ts';
import { hasBuiltSite } from './edge/health.ts';
import { type Readiness, readiness } from './edge/readiness.ts';
import type { Stores } from './open-stores.ts';
import type { DeliveryWorker } from './outbox/delivery-worker.ts';
import type { QueueCounts } from './outbox/queue-counts.ts';
import type { ServerConfig } from './server-config.ts';

/** How long the check waits for the database: a monitor's own timeout is a few seconds. */
const DATABASE_WAIT_MS = 3000;

/** `work`'s result, or a failure once `ms` have passed without one. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export interface ReadinessParts {
  readonly config: ServerConfig;
  readonly stores: Pick<Stores, 'queueCounts' | 'checkWrites'>;
  readonly mailWorker: DeliveryWorker;
  /** Null when nothing is forwarded to a CMS. */
  readonly cmsWorker: DeliveryWorker | null;
  readonly canRebuild: boolean;
  readonly now: () => Date;
}

export function readinessCheck({
  config,
  stores,
  mailWorker,
  cmsWorker,
  canRebuild,
  now,
}: ReadinessParts): (siteRoot: string) => Promise<Readiness> {
  return async (siteRoot) => {
    let counts: { readonly mail: QueueCounts; readonly cms: QueueCounts } | null = null;
    try {
      counts = await within(stores.queueCounts(), DATABASE_WAIT_MS);
    } catch {
      // The database did not answer: not ready, whatever else holds.
    }
    const room = config.dataFolderInUse ? await hasRoom(config.dataDir) : true;
    return readiness({
      siteLoaded: await hasBuiltSite(siteRoot),
      databaseAnswers: counts !== null,
      storage: !(await within(stores.checkWrites(), DATABASE_WAIT_MS).catch(() => false)) ? 'failing' : room === false ? 'full' : 'ok',
      mail: counts && { ...counts.mail, lookedAt: mailWorker.lastLookedAt() },
      cms: counts && cmsWorker && { ...counts.cms, lookedAt: cmsWorker.lastLookedAt() },
      canRebuild,
      now: now().getTime(),
      thresholdMs: config.readyQueueMs,
    });
  };
}
