/**
 * Images in the server's incremental rebuilds (the SSR bundle's site builder), against the
 * built site: the real server in this process serving dist/, a copy of the content and of
 * the image files as the source. A seminar given a new image, and an image file replaced
 * under the same name, are made, published and drawn; the image cache is a copy of the
 * build's (so only the new images are made, and the build's cache gets nothing of the test).
 */

import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REBUILD_SECRET_HEADER } from '../../src/server/rebuild/secret.ts';
import { type RunningServer, startServer } from '../../src/server/start.ts';
import { siteEnv, workWithContent } from '../support/site-server.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const DIST = join(ROOT, 'dist');
const SECRET = 'image-rebuild-secret-of-32-characters';

let work: string;
let server: RunningServer;

const webhook = () =>
  fetch(`${server.url}/api/rebuild`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [REBUILD_SECRET_HEADER]: SECRET },
    body: '{}',
  });
const status = async () =>
  (await (await fetch(`${server.url}/api/rebuild/status`, { headers: { [REBUILD_SECRET_HEADER]: SECRET } })).json()) as {
    lastSuccess: { pagesRendered: number } | null;
    lastFailure: { error: string } | null;
  };

async function rebuild(): Promise<void> {
  expect((await webhook()).status).toBe(202);
  await server.rebuilder!.idle();
  expect((await status()).lastFailure).toBeNull();
}

/** The srcset URLs of a page's first image. */
async function imageUrls(path: string): Promise<string[]> {
  const html = await (await fetch(`${server.url}${path}`)).text();
  const srcset = /<img [^>]*srcSet="([^"]+)"/.exec(html)?.[1] ?? '';
  return srcset.split(', ').map((candidate) => candidate.split(' ')[0] as string);
}

/** A drawing no build has made yet: its colour is new each run. */
const drawing = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675" width="1200" height="675"><rect width="1200" height="675" fill="#${Math.floor(
    Math.random() * 0xffffff,
  )
    .toString(16)
    .padStart(6, '0')}"/><circle cx="600" cy="337" r="200" fill="#ffffff"/></svg>`;

beforeAll(async () => {
  work = await workWithContent('image-rebuild-');
  await cp(join(ROOT, 'content-images'), join(work, 'images'), { recursive: true });
  await cp(join(ROOT, '.build/image-cache'), join(work, 'image-cache'), { recursive: true });
  const today = (JSON.parse(await readFile(join(DIST, 'builds/latest.json'), 'utf8')) as { today: string }).today;
  server = await startServer({
    env: {
      ...siteEnv(work),
      // The server's rebuilds make images with the image settings, as the build does.
      IMAGES_DIR: join(work, 'images'),
      IMAGE_CACHE_DIR: join(work, 'image-cache'),
      REBUILD_SECRET: SECRET,
      TODAY: today,
    },
  });
});

afterAll(async () => {
  await server?.close();
  await rm(work, { recursive: true, force: true });
});

describe('images in rebuilds', () => {
  it('a seminar given a new image: its variants are made and served, and only the pages that show it are rendered', async () => {
    const page = '/en/courses/en-50600-grundlagen';
    const before = await imageUrls(page);
    await writeFile(join(work, 'images/seminars/new-illustration.svg'), drawing());
    const seminars = JSON.parse(await readFile(join(work, 'content/seminars.json'), 'utf8')) as Array<{ image: string }>;
    seminars[0]!.image = 'seminars/new-illustration.svg';
    await writeFile(join(work, 'content/seminars.json'), JSON.stringify(seminars, null, 2));
    await rebuild();

    const after = await imageUrls(page);
    expect(after).toHaveLength(6);
    expect(after.some((url) => before.includes(url))).toBe(false);
    for (const url of after) {
      const response = await fetch(`${server.url}${url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
    }
    const rendered = (await status()).lastSuccess?.pagesRendered ?? 0;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(60);
  });

  it('an image file replaced under the same name: drawn anew on every page that shows it', async () => {
    const page = '/en/events/rechenzentrumstag-2027';
    const before = await imageUrls(page);
    await writeFile(join(work, 'images/events/rechenzentrumstag-2027.svg'), drawing());
    await rebuild();
    const after = await imageUrls(page);
    expect(after).toHaveLength(before.length);
    expect(after.some((url) => before.includes(url))).toBe(false);
    expect((await fetch(`${server.url}${after[0]}`)).status).toBe(200);
    // The old files are gone from the site now served.
    expect((await fetch(`${server.url}${before[0]}`)).status).toBe(404);
  });
});
