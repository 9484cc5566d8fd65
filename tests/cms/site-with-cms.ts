import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.ts';
import { freePort } from '../../scripts/free-port.ts';
import { type RunningServer, startServer } from '../../src/server/start.ts';
import { buildOnTestDay } from '../support/built-site.ts';
import { onMachineClock, TEST_DAY } from '../support/test-clock.ts';
import { installCms, ROOT, type RunningCms, startCms } from './support.ts';

export interface SiteWithCms {
  readonly site: RunningServer;
  readonly cms: RunningCms;
  /** The site's data folder (its database, and its mails in mail/). */
  readonly dataDir: string;
  stop(): Promise<void>;
}

/** Starts both, the site with `env` added to what links it to the CMS, on the suite's day (tests/support/test-clock.ts). */
export async function startSiteWithCms(prefix: string, env: Record<string, string> = {}): Promise<SiteWithCms> {
  installCms();
  buildOnTestDay();
  const [rebuildSecret, buildToken, registrationToken] = [0, 1, 2].map(() => randomBytes(24).toString('base64url'));
  const work = await mkdtemp(join(tmpdir(), prefix));
  const cmsPort = await freePort();
  const cmsDataDir = join(work, 'cms');
  await mkdir(cmsDataDir);
  await writeFile(join(cmsDataDir, 'secrets.json'), JSON.stringify({ rebuildSecret, buildToken, registrationToken }));
  const dataDir = join(work, 'data');
  const site = await startServer({
    env: {
      PORT: '0',
      DIST_DIR: join(ROOT, 'dist'),
      DATA_DIR: dataDir,
      RELEASES_DIR: join(work, 'releases'),
      TODAY: TEST_DAY,
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

/** Chromium for a test that looks at the site, on the machine's own clock (the site's TODAY is its fake one). */
export async function launchBrowser(): Promise<Browser> {
  const found = await findChromium();
  return chromium.launch({
    executablePath: found.executablePath,
    args: CHROMIUM_ARGS,
    env: { ...onMachineClock(process.env), ...found.env },
  });
}
