/**
 * The server with its log on a device that is always full (/dev/full answers every write with
 * ENOSPC, as a full disk under a redirected stdout does): it starts, answers requests (each
 * logged, every line lost), and keeps running.
 */
import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/free-port.ts';

import { fakeDist, ROOT } from '../support/server-process.ts';
import { TEST_DAY } from '../support/test-clock.ts';

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** The status of GET `path`, or null while nothing answers. */
const statusOf = (url: string) =>
  fetch(url)
    .then((response) => response.status)
    .catch(() => null);

describe('a log that cannot be written', () => {
  it('does not stop the server', { timeout: 60_000 }, async () => {
    const port = await freePort();
    const full = openSync('/dev/full', 'w');
    const dataDir = await mkdtemp(join(tmpdir(), 'log-full-'));
    const child = spawn(join(ROOT, 'node_modules/.bin/node'), ['src/server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, DIST_DIR: await fakeDist(), TODAY: TEST_DAY },
      stdio: ['ignore', full, full],
    });
    closeSync(full);
    let exitCode: number | null = null;
    child.once('exit', (code) => {
      exitCode = code ?? -1;
    });
    stops.push(() => child.kill('SIGKILL'));
    const base = `http://127.0.0.1:${port}`;
    // Started: it answers (a bound for a server that never does, not a measure).
    await expect.poll(() => statusOf(`${base}/healthz`), { timeout: 30_000, interval: 50 }).toBe(200);
    // Requests, each a log line that fails to be written, and a missing page (a warning).
    for (let index = 0; index < 50; index++) expect(await statusOf(`${base}/nowhere-${index}`)).toBe(404);
    expect(await statusOf(`${base}/healthz`)).toBe(200);
    expect(exitCode).toBeNull();
  });
});
