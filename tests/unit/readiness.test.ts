/**
 * GET /readyz: the verdict from its inputs (readiness.ts), and the real server's answer: ready
 * only with a site, a database that answers, queues that move, and the page code to rebuild
 * with; nothing personal in the answer.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readServerConfig } from '../../src/server/config.ts';
import { failingForMs, type QueueLoad, type ReadinessInputs, readiness } from '../../src/server/readiness.ts';
import { readinessCheck } from '../../src/server/ready-check.ts';
import { openRegistrationStore } from '../../src/server/registrations/store.ts';
import { type RunningServer, startServer } from '../../src/server/start.ts';
import { TODAY } from '../support/registration.ts';
import { fakeDist } from '../support/server-process.ts';
import { capturingLogger } from '../support/temp-site.ts';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const MINUTE = 60_000;
const empty: QueueLoad = { waiting: 0, earliestDue: null, mostAttempts: 0 };
const ready: ReadinessInputs = {
  siteLoaded: true,
  databaseAnswers: true,
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
      checks: { site: 'ok', database: 'ok', mail: { status: 'ok', waiting: 0 }, cms: { status: 'off' }, rebuilds: 'ok' },
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
  ] as const)('is not ready with %s', (_, change, checks) => {
    const verdict = readiness({ ...ready, ...change });
    expect(verdict.ready).toBe(false);
    expect(verdict.checks).toMatchObject(checks);
  });

  it('calls a queue stuck whose oldest mail is overdue by more than the threshold: nothing works on it', () => {
    const late = (minutes: number) => readiness({ ...ready, mail: { waiting: 3, earliestDue: NOW - minutes * MINUTE, mostAttempts: 0 } });
    expect(late(14)).toMatchObject({ ready: true, checks: { mail: { status: 'ok', waiting: 3 } } });
    expect(late(16)).toMatchObject({ ready: false, checks: { mail: { status: 'stuck', waiting: 3 } } });
  });

  it('calls a queue stuck whose item has been failing for the threshold, by the retries schedule', () => {
    const attemptsFor15Minutes = Array.from({ length: 40 }, (_, index) => index + 1).find(
      (attempts) => failingForMs(attempts) >= 15 * MINUTE,
    )!;
    expect(failingForMs(1)).toBe(0);
    expect(failingForMs(3)).toBe(3_000);
    const failing = (mostAttempts: number) => readiness({ ...ready, cms: { waiting: 1, earliestDue: NOW + MINUTE, mostAttempts } });
    expect(failing(attemptsFor15Minutes - 1).checks.cms).toEqual({ status: 'ok', waiting: 1 });
    expect(failing(attemptsFor15Minutes).checks.cms).toEqual({ status: 'stuck', waiting: 1 });
  });
});

describe('GET /readyz of the real server', () => {
  let server: RunningServer;
  beforeAll(async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'readiness-'));
    server = await startServer({
      env: { DATA_DIR: dataDir, DIST_DIR: await fakeDist(), PORT: '0', TODAY, SSR_BUNDLE: join(dataDir, 'none.js') },
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
      checks: { site: 'ok', database: 'ok', mail: { status: 'ok', waiting: 0 }, cms: { status: 'off' }, rebuilds: 'off' },
    });
  });

  it('says the database is unreachable when a query of it fails', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'readiness-db-'));
    const store = openRegistrationStore({ dataDir, outbox: false });
    const check = readinessCheck(readServerConfig({ DATA_DIR: dataDir }), store, true, () => new Date(NOW));
    const site = await fakeDist();
    expect((await check(site)).ready).toBe(true);
    store.close();
    expect(await check(site)).toMatchObject({ ready: false, checks: { database: 'unreachable' } });
  });
});
