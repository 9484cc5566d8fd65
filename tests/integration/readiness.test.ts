/**
 * GET /readyz: the verdict from its inputs (readiness.ts), and the real server's answer: ready
 * only with a site, a database that answers, queues that move, and the page code to rebuild
 * with; nothing personal in the answer.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type QueueLoad, type ReadinessInputs, readiness } from '../../src/server/edge/readiness.ts';
import { openSqliteStores } from '../../src/server/open-stores.ts';
import type { DeliveryWorker } from '../../src/server/outbox/delivery-worker.ts';
import { readinessCheck } from '../../src/server/ready-check.ts';
import { readServerConfig } from '../../src/server/server-config.ts';
import { type RunningServer, startServer } from '../../src/server/start.ts';

import { fakeDist } from '../support/server-process.ts';
import { capturingLogger } from '../support/temp-site.ts';
import { TEST_DAY } from '../support/test-clock.ts';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const MINUTE = 60_000;
const empty: QueueLoad = { waiting: 0, failing: 0, lookedAt: NOW };
const ready: ReadinessInputs = {
  siteLoaded: true,
  databaseAnswers: true,
  storage: 'ok',
  mail: empty,
  cms: null,
  canRebuild: true,
  now: NOW,
  thresholdMs: 15 * MINUTE,
};

describe('the readiness verdict', () => {
  it('is ready with a site, a database that answers, moving queues and the page code', () => {
    expect(readiness(ready)).toEqual({
      ready: true,
      checks: {
        site: 'ok',
        database: 'ok',
        storage: 'ok',
        mail: { status: 'ok', waiting: 0, failing: 0 },
        cms: { status: 'off' },
        rebuilds: 'ok',
      },
    });
  });

  it.each([
    ['no site', { siteLoaded: false }, { site: 'missing' }],
    [
      'no database',
      { databaseAnswers: false, mail: null },
      { database: 'unreachable', mail: { status: 'unknown' }, cms: { status: 'unknown' } },
    ],
    ['no page code to rebuild with', { canRebuild: false }, { rebuilds: 'off' }],
    ['a full data folder', { storage: 'full' }, { storage: 'full' }],
    ['writes failing for want of disk', { storage: 'failing' }, { storage: 'failing' }],
  ] as const)('is not ready with %s', (_, change, checks) => {
    const verdict = readiness({ ...ready, ...change });
    expect(verdict.ready).toBe(false);
    expect(verdict.checks).toMatchObject(checks);
  });

  it('calls a queue stuck when something waits in it and its worker has not looked for longer than the threshold', () => {
    const looked = (minutesAgo: number | null, waiting = 3) =>
      readiness({ ...ready, mail: { waiting, failing: 0, lookedAt: minutesAgo === null ? null : NOW - minutesAgo * MINUTE } });
    expect(looked(14)).toMatchObject({ ready: true, checks: { mail: { status: 'ok', waiting: 3 } } });
    expect(looked(16)).toMatchObject({ ready: false, checks: { mail: { status: 'stuck', waiting: 3 } } });
    expect(looked(null)).toMatchObject({ ready: false, checks: { mail: { status: 'stuck' } } });
    // Nothing waiting: nothing to be stuck on.
    expect(looked(16, 0)).toMatchObject({ ready: true, checks: { mail: { status: 'ok', waiting: 0 } } });
  });

  it('counts deliveries the target refuses for a while, without calling the queue stuck: the worker retries them', () => {
    const verdict = readiness({ ...ready, cms: { waiting: 4, failing: 4, lookedAt: NOW - MINUTE } });
    expect(verdict).toMatchObject({ ready: true, checks: { cms: { status: 'ok', waiting: 4, failing: 4 } } });
  });
});

describe('GET /readyz of the real server', () => {
  let server: RunningServer;
  beforeAll(async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'readiness-'));
    server = await startServer({
      env: { DATA_DIR: dataDir, DIST_DIR: await fakeDist(), PORT: '0', TODAY: TEST_DAY, SSR_BUNDLE: join(dataDir, 'none.js') },
      logger: capturingLogger(),
    });
  });
  afterAll(() => server?.close());

  it('is alive at /healthz but not ready without the page code to rebuild with: the pages would stop following dates and seats', async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const answer = await fetch(`${server.url}/readyz`);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({
      status: 'not ready',
      checks: {
        site: 'ok',
        database: 'ok',
        storage: 'ok',
        mail: { status: 'ok', waiting: 0, failing: 0 },
        cms: { status: 'off' },
        rebuilds: 'off',
      },
    });
  });

  it('counts what waits in the real outboxes, and says the database is unreachable when a query of it fails', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'readiness-db-'));
    const stores = await openSqliteStores({ dataDir, outbox: false });
    const mailWorker = { lastLookedAt: () => NOW } as unknown as DeliveryWorker;
    const check = readinessCheck({
      config: readServerConfig({ DATA_DIR: dataDir }),
      stores,
      mailWorker,
      cmsWorker: null,
      canRebuild: true,
      now: () => new Date(NOW),
    });
    const site = await fakeDist();
    expect((await check(site)).ready).toBe(true);
    // Something waiting for the CMS, just queued (due at once): waiting, not stuck, while its worker looks.
    const cmsWorker = { lastLookedAt: () => NOW - 60_000 } as unknown as DeliveryWorker;
    await stores.forwards.queueForward('registration-1');
    const withCms = readinessCheck({
      config: readServerConfig({ DATA_DIR: dataDir }),
      stores,
      mailWorker,
      cmsWorker,
      canRebuild: true,
      now: () => new Date(NOW),
    });
    expect(await withCms(site)).toMatchObject({ ready: true, checks: { cms: { status: 'ok', waiting: 1, failing: 0 } } });
    await stores.close();
    expect(await check(site)).toMatchObject({ ready: false, checks: { database: 'unreachable' } });
  });
});
