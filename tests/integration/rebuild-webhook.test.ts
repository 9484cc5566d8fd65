/**
 * The rebuild webhook's guards: a REBUILD_SECRET shorter than 32 characters stops the real
 * server at start with one line saying why; a client that keeps sending wrong secrets is
 * refused with 429 and Retry-After (the right secret too, until its minute is over), and
 * the log has a line per client and minute, not one per try.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIN_SECRET_LENGTH as MIN_REBUILD_SECRET_LENGTH } from '../../src/config/setting-types.ts';
import { WRONG_SECRET_LIMIT } from '../../src/server/limits/wrong-secrets.ts';
import { createRebuildRoutes } from '../../src/server/rebuild/rebuild-api.ts';
import type { Rebuilder } from '../../src/server/rebuild/rebuilder.ts';
import { REBUILD_SECRET_HEADER } from '../../src/server/rebuild/secret.ts';
import { readServerConfig } from '../../src/server/server-config.ts';
import { fakeDist, ROOT } from '../support/server-process.ts';
import { capturingLogger } from '../support/temp-site.ts';

const SECRET = 'a-webhook-secret-of-thirty-two-chars';

function fakeRebuilder(): Rebuilder & { requests: number } {
  const rebuilder = {
    requests: 0,
    request: () => {
      rebuilder.requests += 1;
    },
    status: () => ({ running: false }),
  };
  return rebuilder as unknown as Rebuilder & { requests: number };
}

describe('REBUILD_SECRET', () => {
  it(`needs at least ${MIN_REBUILD_SECRET_LENGTH} characters`, () => {
    expect(() => readServerConfig({ REBUILD_SECRET: 'x'.repeat(31) })).toThrow(
      'REBUILD_SECRET must be at least 32 characters long, got 31',
    );
    expect(readServerConfig({ REBUILD_SECRET: 'x'.repeat(32) }).rebuildSecret).toBe('x'.repeat(32));
  });

  it('of 31 characters stops the server at start with one line', async () => {
    const run = spawnSync(join(ROOT, 'node_modules/.bin/node'), ['src/server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, DIST_DIR: await fakeDist(), PORT: '0', REBUILD_SECRET: 'y'.repeat(31) },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    const lines = `${run.stdout}${run.stderr}`.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'error', msg: expect.stringContaining('REBUILD_SECRET must be at least 32') });
  });
});

describe('wrong secrets', () => {
  it('end in 429 after ten from one client until the minute is over, while the right one always passes', async () => {
    const logger = capturingLogger();
    let now = Date.parse('2026-11-25T10:00:00Z');
    const rebuilder = fakeRebuilder();
    const routes = createRebuildRoutes(rebuilder, SECRET, logger, { now: () => now });
    const post = (secret: string) =>
      routes.request('/', { method: 'POST', headers: { [REBUILD_SECRET_HEADER]: secret, 'Content-Type': 'application/json' }, body: '{}' });

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt += 1) statuses.push((await post(`wrong-${attempt}`)).status);
    expect(statuses).toEqual([...Array(WRONG_SECRET_LIMIT).fill(401), ...Array(20 - WRONG_SECRET_LIMIT).fill(429)]);

    // The CMS, from the same address, is not locked out by someone else's guesses.
    expect((await post(SECRET)).status).toBe(202);
    expect(rebuilder.requests).toBe(1);

    now += 30_000;
    const locked = await post('wrong-again');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBe(30);

    now += 30_000;
    expect((await post('wrong-once-more')).status).toBe(401);
    expect((await post(SECRET)).status).toBe(202);
    expect(rebuilder.requests).toBe(2);

    // One line per client and minute, not one per try.
    const refusals = logger.lines.filter((line) => String(line.msg).startsWith('rebuild refused'));
    expect(refusals.map((line) => line.msg)).toEqual([
      'rebuild refused: wrong or missing secret',
      'rebuild refused: wrong or missing secret',
    ]);
  });
});
