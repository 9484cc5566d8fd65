/**
 * What the tests of a server on the built site (tests/site) share: a fresh folder with a
 * copy of the embedded content, and the settings that point the server at dist/ and at
 * that folder for its content, data and releases (PORT 0: a free port), and such a server on a
 * clock the test moves.
 */
import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ManualClock } from '../../scripts/bench/manual-clock.ts';
import { type RunningServer, startServer } from '../../src/server/start.ts';
import { DIST_DIR } from './built-site.ts';

const CONTENT_CACHE = resolve(import.meta.dirname, '../../content-cache');

/** A new folder named `prefix…` holding a copy of content-cache/ as `content/`. */
export async function workWithContent(prefix: string): Promise<string> {
  const work = await mkdtemp(join(tmpdir(), prefix));
  await cp(CONTENT_CACHE, join(work, 'content'), { recursive: true });
  return work;
}

/** The server's settings for the built site, with its content, data and releases in `work`. */
export function siteEnv(work: string): Record<string, string> {
  return {
    PORT: '0',
    DIST_DIR,
    CONTENT_DIR: join(work, 'content'),
    DATA_DIR: join(work, 'data'),
    RELEASES_DIR: join(work, 'releases'),
  };
}

/**
 * The server on the built site with `work`'s content, data and releases, its time and timers
 * `clock`'s (a test moves it), the rate limit out of the way; once its start's rebuild is done.
 */
export async function startOnClock(work: string, clock: ManualClock): Promise<RunningServer> {
  const server = await startServer({
    env: { ...siteEnv(work), REGISTRATION_RATE_LIMIT: '1000' },
    now: () => new Date(clock.now()),
    timers: clock.timers,
  });
  await server.rebuilder?.idle();
  return server;
}
