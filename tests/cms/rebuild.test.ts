/**
 * The editors' story end to end: an editor changes a seminar's title in a real Directus,
 * the CMS's "Rebuild the website" flow calls the site's webhook with the shared secret, the
 * site pulls the content with its read-only token, rebuilds the affected pages and serves
 * the new title. Every build, and what stopped one, is then in the CMS's `site_builds`.
 * The site server runs in this process on the built site (npm run build).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readItems, updateItem } from '@directus/sdk';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SITE_BUILDS } from '../../src/content/directus/site-records.ts';
import { type RunningServer, startServer } from '../../src/server/start.ts';
import { freePort } from '../support/server-process.ts';
import { installCms, ROOT, type RunningCms, startCms } from './support.ts';

const rebuildSecret = randomBytes(24).toString('base64url');
const buildToken = randomBytes(24).toString('base64url');
const registrationToken = randomBytes(24).toString('base64url');
let site: RunningServer;
let cms: RunningCms | undefined;

beforeAll(async () => {
  installCms();
  if (!existsSync(join(ROOT, 'dist/index.html')) || !existsSync(join(ROOT, '.build/ssr/site-renderer.js'))) {
    expect(spawnSync(process.execPath, ['scripts/build.ts'], { cwd: ROOT, stdio: 'inherit' }).status).toBe(0);
  }
  const work = await mkdtemp(join(tmpdir(), 'cms-rebuild-'));
  const cmsPort = await freePort();
  // The CMS takes its tokens from its secrets file when it first starts: the site knows them before.
  const cmsDataDir = join(work, 'cms');
  await mkdir(cmsDataDir);
  await writeFile(join(cmsDataDir, 'secrets.json'), JSON.stringify({ rebuildSecret, buildToken, registrationToken }));
  const today = (JSON.parse(await readFile(join(ROOT, 'dist/builds/latest.json'), 'utf8')) as { today: string }).today;
  site = await startServer({
    env: {
      PORT: '0',
      DIST_DIR: join(ROOT, 'dist'),
      DATA_DIR: join(work, 'data'),
      RELEASES_DIR: join(work, 'releases'),
      TODAY: today,
      DIRECTUS_URL: `http://127.0.0.1:${cmsPort}`,
      DIRECTUS_TOKEN: buildToken,
      DIRECTUS_REGISTRATION_TOKEN: registrationToken,
      REBUILD_SECRET: rebuildSecret,
    },
  });
  cms = await startCms(cmsPort, site.url, { dataDir: cmsDataDir });
});

afterAll(async () => {
  await site?.close();
  await cms?.stop();
});

/** The page's main heading as a reader sees it (without the soft hyphens that let it break on a phone). */
async function servedHeading(path: string): Promise<string> {
  const html = await (await fetch(`${site.url}${path}`)).text();
  return (/<h1[^>]*>([^<]*)/.exec(html)?.[1] ?? '').replaceAll('\u00ad', '');
}

it('an editor changes a seminar title in Directus, and the site serves it after the flow calls the webhook', async () => {
  const [seminar] = (await cms!.admin.request(readItems('seminars', { fields: ['id', 'slug'], limit: 1, sort: ['id'] }))) as Array<{
    id: number;
    slug: string;
  }>;
  const translations = (await cms!.admin.request(
    readItems('seminars_translations', { fields: ['id', 'languages_code', 'title'], filter: { seminars_id: { _eq: seminar!.id } } }),
  )) as Array<{ id: number; languages_code: string; title: string }>;
  const english = translations.find((row) => row.languages_code === 'en-US')!;
  const path = `/en/courses/${seminar!.slug}`;
  const title = `${english.title} (changed in the CMS)`;
  expect(await servedHeading(path)).toBe(english.title);

  const requestsBefore = site.rebuilder!.status().requests;
  await cms!.admin.request(updateItem('seminars_translations', english.id, { title }));

  const deadline = Date.now() + 30_000;
  while ((await servedHeading(path)) !== title) {
    if (Date.now() > deadline) throw new Error(`not served within 30 s; rebuild status: ${JSON.stringify(site.rebuilder!.status())}`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
  // Served as soon as the new release is switched to; the rebuild then finishes its files.
  await site.rebuilder!.idle();
  const status = site.rebuilder!.status();
  expect(status.requests).toBeGreaterThan(requestsBefore);
  expect(status.lastSuccess?.pagesRendered).toBeGreaterThan(0);
  // The German page did not change.
  expect(await servedHeading(`/seminare/${seminar!.slug}`)).not.toBe(title);
});

interface BuildRow {
  id: number;
  outcome: string;
  triggers: string;
  pages_drawn: number;
  duration_ms: number;
  problems: string | null;
}

/** The builds recorded after `afterId`, once `done` says they are all there (the site writes them after each build). */
async function buildsAfter(afterId: number, done: (rows: BuildRow[]) => boolean): Promise<BuildRow[]> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const rows = (await cms!.admin.request(
      readItems(SITE_BUILDS, { filter: { id: { _gt: afterId } }, sort: ['id'], limit: -1 }),
    )) as BuildRow[];
    if (done(rows)) return rows;
    if (Date.now() > deadline) throw new Error(`builds recorded: ${JSON.stringify(rows)}`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

const lastBuildId = async () =>
  ((await cms!.admin.request(readItems(SITE_BUILDS, { sort: ['-id'], limit: 1, fields: ['id'] }))) as BuildRow[])[0]?.id ?? 0;

it('records in the CMS a build an edit started, one that failed on invalid content, and a midnight one', async () => {
  const before = await lastBuildId();
  const [translation] = (await cms!.admin.request(
    readItems('seminars_translations', {
      fields: ['id', 'title', 'seminars_id'],
      filter: { languages_code: { _eq: 'de-DE' } },
      limit: 1,
      sort: ['id'],
    }),
  )) as Array<{ id: number; title: string; seminars_id: number }>;
  await cms!.admin.request(updateItem('seminars_translations', translation!.id, { title: `${translation!.title} – Neu` }));
  const [edited] = await buildsAfter(before, (rows) => rows.some((row) => row.outcome === 'published'));
  expect(edited).toMatchObject({ outcome: 'published', triggers: 'edit', problems: null });
  expect(edited!.pages_drawn).toBeGreaterThan(0);
  expect(edited!.duration_ms).toBeGreaterThan(0);

  await cms!.admin.request(updateItem('seminars_translations', translation!.id, { title: '' }));
  const [failed] = await buildsAfter(edited!.id, (rows) => rows.some((row) => row.outcome === 'failed'));
  expect(failed).toMatchObject({ outcome: 'failed', triggers: 'edit', pages_drawn: 0 });
  expect(failed!.problems).toContain(`seminars #${translation!.seminars_id}, title (Deutsch):`);
  expect(failed!.problems).toContain('still serves the last good build');

  await cms!.admin.request(updateItem('seminars_translations', translation!.id, { title: translation!.title }));
  await buildsAfter(failed!.id, (rows) => rows.some((row) => row.outcome === 'published'));
  await site.rebuilder!.idle();
  const restored = await lastBuildId();
  // What the server asks for after midnight in Germany (its timer is tested with a fake clock in the site tests).
  site.rebuilder!.request('midnight');
  const [midnight] = await buildsAfter(restored, (rows) => rows.length > 0);
  expect(midnight!.triggers).toBe('midnight');
  expect(['published', 'unchanged']).toContain(midnight!.outcome);
  expect(midnight!.duration_ms).toBeGreaterThan(0);
});
