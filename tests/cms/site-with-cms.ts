/**
 * The site server in this process (on the built site, npm run build) beside a throw-away
 * Directus that knows it: the tokens and the webhooks' secret are handed out before either
 * starts (the CMS reads them from its secrets file), the site's mails are .eml files in its
 * data folder. For the CMS tests in which staff act in Directus and the site follows.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/free-port.ts';
import { type RunningServer, startServer } from '../../src/server/start.ts';
import { installCms, ROOT, type RunningCms, startCms } from './support.ts';

export interface SiteWithCms {
  readonly site: RunningServer;
  readonly cms: RunningCms;
  /** The site's data folder (its database, and its mails in mail/). */
  readonly dataDir: string;
  stop(): Promise<void>;
}

/** Starts both, the site with `env` added to what links it to the CMS, on the day the site was built for. */
export async function startSiteWithCms(prefix: string, env: Record<string, string> = {}): Promise<SiteWithCms> {
  installCms();
  if (!existsSync(join(ROOT, 'dist/index.html')) || !existsSync(join(ROOT, '.build/ssr/site-renderer.js'))) {
    const built = spawnSync(process.execPath, ['scripts/build.ts'], { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the build failed');
  }
  const [rebuildSecret, buildToken, registrationToken] = [0, 1, 2].map(() => randomBytes(24).toString('base64url'));
  const work = await mkdtemp(join(tmpdir(), prefix));
  const cmsPort = await freePort();
  const cmsDataDir = join(work, 'cms');
  await mkdir(cmsDataDir);
  await writeFile(join(cmsDataDir, 'secrets.json'), JSON.stringify({ rebuildSecret, buildToken, registrationToken }));
  const today = (JSON.parse(await readFile(join(ROOT, 'dist/builds/latest.json'), 'utf8')) as { today: string }).today;
  const dataDir = join(work, 'data');
  const site = await startServer({
    env: {
      PORT: '0',
      DIST_DIR: join(ROOT, 'dist'),
      DATA_DIR: dataDir,
      RELEASES_DIR: join(work, 'releases'),
      TODAY: today,
      // Every registration of a test file comes from this one client.
      REGISTRATION_RATE_LIMIT: '1000',
      DIRECTUS_URL: `http://127.0.0.1:${cmsPort}`,
      DIRECTUS_TOKEN: buildToken!,
      DIRECTUS_REGISTRATION_TOKEN: registrationToken!,
      REBUILD_SECRET: rebuildSecret!,
      ...env,
    },
  });
  const cms = await startCms(cmsPort, site.url, { dataDir: cmsDataDir });
  return {
    site,
    cms,
    dataDir,
    async stop() {
      await site.close();
      await cms.stop();
    },
  };
}

/** Polls `read` until `done`; fails after `ms` (a bound for a broken service, not a measure). */
export async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value).slice(0, 300)}`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
}
