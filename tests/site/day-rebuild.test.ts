/**
 * The site stays true as days pass: a server started on a day after the one the site was
 * built for rebuilds by itself (no webhook configured), and the first date that has now
 * taken place says so on its pages, has no form, and leaves the home page's list. Only the
 * pages whose data the new day changes are drawn again; that the result equals a full build
 * for that day is tests/integration/incremental-build.test.ts's "new day" case.
 */

import { readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import { nextDay } from '../../src/content/calendar.ts';
import { dateStatus } from '../../src/content/schedule.ts';
import { listFiles } from '../../src/files/list-files.ts';
import { PAYLOAD_FILE } from '../../src/generate/output-path.ts';
import { parsePayload } from '../../src/generate/payload.ts';
import { formatDate } from '../../src/i18n/format.ts';
import { interpolate, MESSAGES } from '../../src/i18n/messages.ts';
import { buildPath } from '../../src/routes/match.ts';
import { type RunningServer, startServer } from '../../src/server/start.ts';
import { siteEnv, workWithContent } from '../support/site-server.ts';
import { capturingLogger } from '../support/temp-site.ts';

const DIST = resolve(import.meta.dirname, '../../dist');
const builtFor = (JSON.parse(await readFile(join(DIST, 'builds/latest.json'), 'utf8')) as { today: string }).today;
const content = await loadContentCache(resolve(import.meta.dirname, '../../content-cache'));
const date = [...content.seminarDates]
  .sort((a, b) => a.end.localeCompare(b.end))
  .find((item) => dateStatus(item, builtFor) === 'bookable')!;
const seminar = content.seminars.find((item) => item.id === date.seminarId)!;
const today = nextDay(date.end);
const datePath = (locale: 'de' | 'en') => buildPath('seminarDate', locale, { slug: seminar.slug, dateId: String(date.id) });

let work: string;
let server: RunningServer;
const logger = capturingLogger();
const page = async (path: string) => (await fetch(`${server.url}${path}`)).text();

/** Every page's data in a built site, by path, from its payloads. */
async function pageData(root: string): Promise<Map<string, string>> {
  const files = (await listFiles(root)).filter((file) => file.endsWith(PAYLOAD_FILE));
  const payloads = await Promise.all(files.map(async (file) => parsePayload(await readFile(join(root, file), 'utf8'))!));
  return new Map(payloads.map((payload) => [payload.path, payload.dataJson]));
}

beforeAll(async () => {
  work = await workWithContent('day-rebuild-');
  server = await startServer({
    env: {
      ...siteEnv(work),
      TODAY: today,
    },
    logger,
  });
  await server.rebuilder!.idle();
}, 60_000);

afterAll(async () => {
  await server?.close();
  await rm(work, { recursive: true, force: true });
});

describe(`a server started on ${today}, the day after a date, with a site built for ${builtFor}`, () => {
  it('rebuilt by itself, without a webhook, for the new day', async () => {
    expect(
      logger.lines.some((line) => line.msg === 'the site was built for an earlier day: rebuilding' && line.builtFor === builtFor),
    ).toBe(true);
    expect(server.site.current().root).not.toBe(DIST);
    expect(JSON.parse(await page('/builds/latest.json'))).toMatchObject({ id: server.site.current().buildId, today });
  });

  it.each(['de', 'en'] as const)("says on the date's page (%s) that it has taken place, with no form", async (locale) => {
    const html = await page(datePath(locale));
    expect(html).toContain(MESSAGES[locale].seminarDate.past);
    expect(html).not.toContain('data-island="registration-form"');
  });

  it("no longer lists the date on the home pages, nor offers it in the seminar's structured data", async () => {
    for (const locale of ['de', 'en'] as const)
      expect(await page(buildPath('home', locale, {}))).not.toContain(`href="${datePath(locale)}"`);
    const seminarPage = await page(buildPath('seminar', 'de', { slug: seminar.slug }));
    const jsonLd = [...seminarPage.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => match[1]).join('\n');
    expect(jsonLd).toContain('CourseInstance');
    expect(jsonLd).not.toContain(`"startDate":"${date.start}T`);
  });

  it('shows no early-booking offer that ended before the day, on any page', async () => {
    const ended = content.seminarDates.filter((item) => item.promoUntil !== null && item.promoUntil >= builtFor && item.promoUntil < today);
    expect(ended.length).toBeGreaterThan(0);
    const notes = ended.flatMap((item) =>
      (['de', 'en'] as const).map((locale) =>
        interpolate(MESSAGES[locale].seminar.promoUntil, { date: formatDate(locale, item.promoUntil!) }),
      ),
    );
    const root = server.site.current().root;
    const pages = (await listFiles(root)).filter((file) => file.endsWith('.html'));
    const showing = [];
    for (const file of pages) {
      const html = await readFile(join(root, file), 'utf8');
      for (const note of notes) if (html.includes(note)) showing.push(`${file}: ${note}`);
    }
    expect(showing).toEqual([]);
    // The same notes were there before the day changed: the check can see them.
    expect(await readFile(join(DIST, 'index.html'), 'utf8').then((html) => notes.some((note) => html.includes(note)))).toBe(true);
  });

  it('drew exactly the pages whose data the day changed, and says how many', async () => {
    const [before, after] = await Promise.all([pageData(DIST), pageData(server.site.current().root)]);
    const changed = [...after].filter(([path, data]) => before.get(path) !== data).map(([path]) => path);
    const meta = JSON.parse(await page(`/builds/meta/${server.site.current().buildId}.json`)) as {
      pagesRendered: number;
      changed: string[];
      unlisted: number;
    };
    expect(changed).toEqual(expect.arrayContaining([datePath('de'), datePath('en'), '/', '/en']));
    expect(meta.pagesRendered).toBe(changed.length);
    // The record names the public pages among them and counts the hidden ones.
    expect(changed).toEqual(expect.arrayContaining(meta.changed));
    expect(meta.changed.length + meta.unlisted).toBe(changed.length);
    expect(meta.pagesRendered).toBeLessThan(after.size);
  });
});
