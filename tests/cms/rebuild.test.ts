import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readItems, updateItem } from '@directus/sdk';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../../scripts/free-port.ts';
import { SITE_BUILDS } from '../../src/content/directus/site-records.ts';
import { type RunningServer, startServer } from '../../src/server/start.ts';
import { buildOnTestDay } from '../support/built-site.ts';
import { TEST_DAY } from '../support/test-clock.ts';
import { installCms, ROOT, type RunningCms, startCms } from './support.ts';

const rebuildSecret = randomBytes(24).toString('base64url');
const buildToken = randomBytes(24).toString('base64url');
const registrationToken = randomBytes(24).toString('base64url');
const previewToken = randomBytes(24).toString('base64url');
const previewSecret = randomBytes(24).toString('base64url');
let site: RunningServer;
let cms: RunningCms | undefined;

beforeAll(async () => {
  installCms();
  buildOnTestDay();
  const work = await mkdtemp(join(tmpdir(), 'cms-rebuild-'));
  const cmsPort = await freePort();
  // The CMS takes its tokens from its secrets file when it first starts: the site knows them before.
  const cmsDataDir = join(work, 'cms');
  await mkdir(cmsDataDir);
  await writeFile(
    join(cmsDataDir, 'secrets.json'),
    JSON.stringify({ rebuildSecret, buildToken, registrationToken, previewToken, previewSecret }),
  );
  site = await startServer({
    env: {
      PORT: '0',
      DIST_DIR: join(ROOT, 'dist'),
      DATA_DIR: join(work, 'data'),
      RELEASES_DIR: join(work, 'releases'),
      TODAY: TEST_DAY,
      DIRECTUS_URL: `http://127.0.0.1:${cmsPort}`,
      DIRECTUS_TOKEN: buildToken,
      DIRECTUS_REGISTRATION_TOKEN: registrationToken,
      DIRECTUS_PREVIEW_TOKEN: previewToken,
      PREVIEW_SECRET: previewSecret,
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

/** Every file under `dir`, with its path. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

it('a title saved in a content version shows in the preview in both languages, and nowhere in the published site', async () => {
  const admin = (path: string, body: unknown) =>
    fetch(`${cms!.url}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${cms!.adminToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).then(async (response) => ((await response.json()) as { data: { id: string } }).data);
  const seminarId = 2;
  const rows = (await cms!.admin.request(
    readItems('seminars_translations', { fields: ['id', 'languages_code', 'title'], filter: { seminars_id: { _eq: seminarId } } }),
  )) as Array<{ id: number; languages_code: string; title: string }>;
  const draftTitle = { 'de-DE': 'Unveröffentlichter Entwurfstitel', 'en-US': 'Unpublished draft title' } as Record<string, string>;
  const version = await admin('/versions', { key: 'draft', name: 'Draft', collection: 'seminars', item: String(seminarId) });
  await admin(`/versions/${version.id}/save`, {
    translations: { create: [], update: rows.map((row) => ({ id: row.id, title: draftTitle[row.languages_code] })), delete: [] },
  });

  // The preview URL the CMS's Live Preview opens, as set up: the secret, swapped by the site for an expiring link.
  const collection = (await (
    await fetch(`${cms!.url}/collections/seminars`, { headers: { Authorization: `Bearer ${cms!.adminToken}` } })
  ).json()) as {
    data: { meta: { preview_url: string } };
  };
  const previewUrl = collection.data.meta.preview_url.replace('{{id}}', String(seminarId)).replace('{{$version}}', 'draft');
  expect(previewUrl.startsWith(`${site.url}/api/preview/seminars/${seminarId}?`)).toBe(true);
  const redirect = await fetch(previewUrl, { redirect: 'manual' });
  expect(redirect.status).toBe(303);
  const german = await fetch(new URL(redirect.headers.get('location')!, site.url));
  expect(german.status).toBe(200);
  const germanHtml = await german.text();
  expect(germanHtml).toContain(draftTitle['de-DE']);
  expect(german.headers.get('cache-control')).toBe('no-store');
  expect(german.headers.get('x-robots-tag')).toContain('noindex');
  expect(german.headers.get('content-security-policy')).toMatch(new RegExp(`frame-ancestors ${cms!.url.replace(/[.:/]/g, '\\$&')}(;|$)`));
  expect(german.headers.get('x-frame-options')).toBeNull();
  const englishLink = /data-preview-bar[^>]*>[^<]*<a href="([^"]+)"/.exec(germanHtml)![1]!.replaceAll('&amp;', '&');
  const english = await (await fetch(new URL(englishLink, site.url))).text();
  expect(english).toContain(draftTitle['en-US']);

  // Without the secret or a valid token: nothing.
  expect((await fetch(`${site.url}/api/preview/seminars/${seminarId}?lang=de&version=draft`)).status).toBe(404);
  expect((await fetch(`${site.url}/api/preview/seminars/${seminarId}?lang=de&version=draft&token=1.x`)).status).toBe(404);

  // Nowhere in what is published: the pages, the sitemap, builds/.
  await site.rebuilder!.idle();
  const published = await filesUnder(site.site.current().root);
  expect(published.some((file) => file.endsWith('sitemap_index.xml'))).toBe(true);
  expect(published.some((file) => file.includes('/builds/'))).toBe(true);
  for (const file of published.filter((name) => /\.(html|xml|json|txt)$/.test(name))) {
    const text = await readFile(file, 'utf8');
    expect(text.includes(draftTitle['de-DE']!) || text.includes(draftTitle['en-US']!), file).toBe(false);
  }
});
