import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { expect } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.ts';
import { freePort } from '../../scripts/free-port.ts';
import { type RunningServer, startServer } from '../../src/server/start.ts';
import { buildOnTestDay } from '../support/built-site.ts';
import { confirmLinkIn } from '../support/confirm-link.ts';
import { colleague, validInput } from '../support/registration.ts';
import { onMachineClock, TEST_DAY } from '../support/test-clock.ts';
import { until } from '../support/until.ts';
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

/** A group of two for `dateId`, registered and confirmed on the running site as a visitor does (`more`: other fields of the post): its id. */
export async function registerGroupOn(
  running: SiteWithCms,
  name: string,
  dateId: number,
  more: Record<string, unknown> = {},
): Promise<string> {
  const input = validInput({ email: `${name}@example.com`, dateId });
  const response = await fetch(`${running.site.url}/api/registrations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      ...input,
      participants: [input.participants[0]!, colleague(2, `${name}-2@example.com`)],
      locale: 'de',
      ...more,
    }),
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  const confirmMail = join(running.dataDir, 'mail', `${id}.confirm.eml`);
  await until('the confirm mail', async () => existsSync(confirmMail), Boolean);
  const link = new URL(confirmLinkIn(await simpleParser(await readFile(confirmMail))));
  const confirmed = await fetch(`${running.site.url}${link.pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: link.searchParams.toString(),
  });
  expect(confirmed.status).toBe(200);
  return id;
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
