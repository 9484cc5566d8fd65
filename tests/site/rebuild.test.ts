/**
 * The editors' rebuild webhook against the built site: the real server (in this process)
 * serving dist/, a copy of the content as the source, releases in a temporary folder.
 */

import { lstat, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFiles } from '../../src/files/list-files.ts';
import { REBUILD_SECRET_HEADER } from '../../src/server/rebuild/secret.ts';
import { type RunningServer, startServer } from '../../src/server/start.ts';
import { pathOfResult, searchSite } from '../support/site-search.ts';
import { siteEnv, workWithContent } from '../support/site-server.ts';

const DIST = resolve(import.meta.dirname, '../../dist');
const SECRET = 'test-secret-of-the-flow-of-32-chars';
const PAGE = '/en/courses/en-50600-grundlagen';

let work: string;
let server: RunningServer;

const contentFile = (name: string) => join(work, 'content', name);
const webhook = (secret?: string) =>
  fetch(`${server.url}/api/rebuild`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(secret === undefined ? {} : { [REBUILD_SECRET_HEADER]: secret }) },
    body: JSON.stringify({ event: 'seminars.items.update', collection: 'seminars', keys: ['1'] }),
  });
const status = async () =>
  (await (await fetch(`${server.url}/api/rebuild/status`, { headers: { [REBUILD_SECRET_HEADER]: SECRET } })).json()) as {
    rebuilds: number;
    requests: number;
    lastFailure: { error: string; triggers: string[] } | null;
    lastSuccess: { pagesRendered: number; triggers: string[]; phasesMs: { search: number } } | null;
  };

async function editSeminars(edit: (seminars: Array<{ translations: { en: { title: string } } }>) => void): Promise<void> {
  const seminars = JSON.parse(await readFile(contentFile('seminars.json'), 'utf8'));
  edit(seminars);
  await writeFile(contentFile('seminars.json'), JSON.stringify(seminars, null, 2));
}

/** Text as a reader sees it: soft hyphens (headings) invisible, non-breaking spaces ("EN 50600") spaces. */
const asRead = (text: string) => text.replaceAll('\u00ad', '').replaceAll('\u00a0', ' ');

/** Title and main heading of a page as served: both must come from the same version. */
async function titleAndHeading(path: string): Promise<{ status: number; title: string; heading: string }> {
  const response = await fetch(`${server.url}${path}`);
  const html = await response.text();
  return {
    status: response.status,
    title: asRead(/<title>([^<]*)/.exec(html)?.[1] ?? ''),
    heading: asRead(/<h1[^>]*>([^<]*)/.exec(html)?.[1] ?? ''),
  };
}

beforeAll(async () => {
  work = await workWithContent('rebuild-');
  // Rebuild for the day the build rendered, so only the content decides what changes.
  const today = (JSON.parse(await readFile(join(DIST, 'builds/latest.json'), 'utf8')) as { today: string }).today;
  server = await startServer({
    env: {
      ...siteEnv(work),
      REBUILD_SECRET: SECRET,
      TODAY: today,
    },
  });
  // The server's own check at start (the day, the seats) finds nothing to change here.
  await server.rebuilder!.idle();
});

afterAll(async () => {
  await server?.close();
  await rm(work, { recursive: true, force: true });
});

describe('the rebuild webhook', () => {
  it('refuses a wrong or missing secret with 401, and nothing happens', async () => {
    const before = await status();
    for (const secret of [undefined, '', 'wrong', `${SECRET}x`, SECRET.toUpperCase(), SECRET.slice(0, -1)])
      expect((await webhook(secret)).status).toBe(401);
    expect((await fetch(`${server.url}/api/rebuild/status`)).status).toBe(401);
    expect(await status()).toMatchObject({ requests: before.requests, rebuilds: before.rebuilds });
    expect(server.site.current().root).toBe(DIST);
  });

  it('after a title change, serves the new title, and only the affected pages are new files', async () => {
    const before = server.site.current().root;
    const builtBefore = server.site.current().buildId;
    const oldTitle = (await titleAndHeading(PAGE)).heading;
    await editSeminars((seminars) => (seminars[0]!.translations.en.title = 'EN 50600 Fundamentals, revised'));
    expect((await webhook(SECRET)).status).toBe(202);
    await server.rebuilder!.idle();

    expect((await titleAndHeading(PAGE)).heading).toBe('EN 50600 Fundamentals, revised');
    expect(oldTitle).not.toBe('EN 50600 Fundamentals, revised');
    const after = server.site.current().root;
    expect(after).not.toBe(before);

    // Untouched files are the very same files (hard links: same inode and modification time).
    const changed: string[] = [];
    let kept = 0;
    for (const file of await listFiles(after)) {
      const [old, now] = await Promise.all([lstat(join(before, file)).catch(() => null), lstat(join(after, file))]);
      if (old && old.ino === now.ino && old.mtimeMs === now.mtimeMs) kept++;
      else changed.push(file);
    }
    const changedPages = changed.filter((file) => file.endsWith('index.html'));
    expect(changedPages).toContain('en/courses/en-50600-grundlagen/index.html');
    expect(changedPages.length).toBeGreaterThan(1);
    expect(changedPages.length).toBeLessThan(30);
    expect(changedPages.some((file) => file.startsWith('seminare/'))).toBe(false); // the German title did not change
    expect(kept).toBeGreaterThan(300);
    expect((await status()).lastSuccess).toMatchObject({ pagesRendered: changedPages.length, triggers: ['edit'] });

    // The build records an open page walks: the new build names the one before and the pages it drew.
    const latest = (await (await fetch(`${server.url}/builds/latest.json`)).json()) as { id: string };
    expect(latest.id).toBe(server.site.current().buildId);
    const meta = await (await fetch(`${server.url}/builds/meta/${latest.id}.json`)).json();
    expect(meta).toMatchObject({ id: latest.id, previous: builtBefore, unlisted: 0, pagesRendered: changedPages.length });
    expect([...meta.changed].sort()).toEqual(changedPages.map((file) => `/${file.replace(/\/?index\.html$/, '')}`).sort());
    expect(await (await fetch(`${server.url}/builds/meta/${builtBefore}.json`)).json()).toMatchObject({ id: builtBefore, changed: 'all' });

    // The search finds the new title once the rebuild is served; it remade the index, and said how long that took.
    const found = await searchSite(server.url, 'en-US', 'revised');
    expect(found.map(pathOfResult)).toContain(PAGE);
    expect(found.find((result) => pathOfResult(result) === PAGE)?.meta.title).toContain('revised');
    // The dates' records are made from the new content too.
    const dates = found.filter((result) => pathOfResult(result).startsWith(`${PAGE}/`));
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates) expect(date.meta).toMatchObject({ kind: 'date', title: expect.stringContaining('revised') });
    expect((await status()).lastSuccess?.phasesMs.search).toBeGreaterThan(0);
  });

  it('100 webhooks within a second cause at most 2 rebuilds; GETs meanwhile never fail and never mix versions', async () => {
    const { rebuilds } = await status();
    await editSeminars((seminars) => (seminars[0]!.translations.en.title = 'EN 50600 Fundamentals, third edition'));
    const pages = [PAGE, '/en/courses', '/en', '/en/coursedates'];
    let reading = true;
    const problems: string[] = [];
    let reads = 0;
    const readers = Array.from({ length: 4 }, async () => {
      while (reading) {
        const { status: code, title, heading } = await titleAndHeading(PAGE);
        reads++;
        if (code !== 200) problems.push(`status ${code}`);
        if (!title.startsWith(heading)) problems.push(`title "${title}" with heading "${heading}"`);
        const other = await fetch(`${server.url}${pages[reads % pages.length]}`);
        if (other.status !== 200) problems.push(`${pages[reads % pages.length]}: ${other.status}`);
        await other.arrayBuffer();
      }
    });
    const answers = await Promise.all(Array.from({ length: 100 }, () => webhook(SECRET)));
    expect(answers.every((answer) => answer.status === 202)).toBe(true);
    await server.rebuilder!.idle();
    reading = false;
    await Promise.all(readers);

    expect((await status()).rebuilds - rebuilds).toBeLessThanOrEqual(2);
    expect(reads).toBeGreaterThan(10);
    expect(problems).toEqual([]);
    expect((await titleAndHeading(PAGE)).heading).toBe('EN 50600 Fundamentals, third edition');
  });

  it('keeps the site when the content is invalid, and the status names the error', async () => {
    const root = server.site.current().root;
    await editSeminars((seminars) => (seminars[0]!.translations.en.title = ''));
    expect((await webhook(SECRET)).status).toBe(202);
    await server.rebuilder!.idle();
    const { lastFailure } = await status();
    expect(lastFailure?.error).toMatch(/seminars #\d+ translations\.en\.title/);
    expect(lastFailure?.triggers).toEqual(['edit']);
    expect(server.site.current().root).toBe(root);
    expect((await titleAndHeading(PAGE)).heading).toBe('EN 50600 Fundamentals, third edition');
  });

  it('a restarted server continues from the newest release', async () => {
    const root = server.site.current().root;
    await server.close();
    server = await startServer({
      env: {
        ...siteEnv(work),
        REBUILD_SECRET: SECRET,
      },
    });
    expect(server.site.current().root).toBe(root);
    expect((await titleAndHeading(PAGE)).heading).toBe('EN 50600 Fundamentals, third edition');
    expect(asRead(server.site.current().content.seminars[0]!.translations.en.title)).toBe('EN 50600 Fundamentals, third edition');
  });
});
