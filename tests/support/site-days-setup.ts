/**
 * The site tier's global setup: the site of each of SITE_DAYS (site-days.ts), made from the
 * built dist/ (its client bundle and images) with every page, the sitemap and the search
 * index drawn again for that day, by the SSR bundle the build made. A day's site is kept
 * while dist/ is the build it was made from (the same record in builds/latest.json).
 */
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readSettings } from '../../src/config/settings.ts';
import type { prerenderSite as PrerenderSite } from '../../src/generate/site-renderer.ts';
import { imageConfig } from '../../src/images/config.ts';
import { assertBuiltOnTestDay, TEST_DIST_DIR } from './built-site.ts';
import { SITE_DAYS, siteDayDir } from './site-days.ts';
import { TEST_DAY } from './test-clock.ts';

const FROM_BUILD = 'from-build';

/** Which build of dist/ it is: its record names the build and when it was made (a build of the same content and bundle keeps its id). */
const buildOf = (dist: string) => readFile(join(dist, 'builds/latest.json'), 'utf8');

export default async function siteDaysSetup(): Promise<void> {
  assertBuiltOnTestDay(TEST_DIST_DIR, TEST_DAY);
  const source = await buildOf(TEST_DIST_DIR);
  const { prerenderSite } = (await import(pathToFileURL(join(TEST_DIST_DIR, '../.build/ssr/site-renderer.js')).href)) as {
    prerenderSite: typeof PrerenderSite;
  };
  const settings = readSettings(process.env);
  for (const { day } of SITE_DAYS) {
    const dir = siteDayDir(day);
    const stamp = join(dir, '..', FROM_BUILD);
    if ((await readFile(stamp, 'utf8').catch(() => '')) === source) continue;
    await rm(join(dir, '..'), { recursive: true, force: true });
    await cp(TEST_DIST_DIR, dir, { recursive: true });
    await prerenderSite({
      outDir: dir,
      contentDir: join(TEST_DIST_DIR, '../content-cache'),
      siteUrl: settings.SITE_URL,
      today: day,
      images: imageConfig(settings),
    });
    await writeFile(stamp, source);
  }
}
