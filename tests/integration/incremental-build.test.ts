/**
 * Pages as pure props, and incremental builds that give the site a full build would give:
 *  - every page's payload is its screen's `load` result, and a page's data does not grow
 *    with the rest of the content (no page depends on every seminar);
 *  - for a range of editors' changes and for a new day, an incremental build on top of the
 *    previous site, applied, equals a full build of the new content (up to the build id an
 *    untouched page keeps), and it draws exactly the pages whose data changed.
 */
import { describe, expect, it } from 'vitest';
import { scaleContent } from '../../scripts/bench/scale-content.ts';
import { loadContentCache, readRawContent } from '../../src/content/cache.ts';
import { addDays } from '../../src/content/calendar.ts';
import { indexContent } from '../../src/content/content-index.ts';
import type { Content } from '../../src/content/types.ts';
import { validateContent } from '../../src/content/validate.ts';
import { htmlFileOf, payloadFileOf } from '../../src/generate/output-path.ts';
import { listPages } from '../../src/generate/page-list.ts';
import type { SiteInputs } from '../../src/generate/site-inputs.ts';
import { SITEMAP_PAGES_PATH } from '../../src/generate/sitemap.ts';
import { ICON_NAMES } from '../../src/icons/icon-names.ts';
import { resolveIcons } from '../../src/icons/resolve-icons.ts';
import { loadPage } from '../../src/pages/index.ts';
import { HIDDEN_DOWNLOAD_SLUGS } from '../../src/routes/hidden-downloads.ts';
import { pathOf } from '../../src/routes/match.ts';
import { TEST_MANIFEST } from '../support/client-manifest.ts';
import { applied, type Files, generateInMemory, previousOf } from '../support/memory-site.ts';
import { TEST_DAY } from '../support/test-clock.ts';

const manifest = TEST_MANIFEST;
const icons = await resolveIcons(ICON_NAMES);
const base = await loadContentCache('content-cache');
const SITE_URL = 'https://www.example.test';
const SITEMAP = SITEMAP_PAGES_PATH.slice(1);

const inputs = (content: Content, today = TEST_DAY): SiteInputs => ({
  content,
  manifest,
  icons,
  siteUrl: SITE_URL,
  today,
  analyticsEndpoint: null,
});

/**
 * A page without the id of the build that rendered it, a calendar file without the day it
 * was made (a rebuild keeps one whose event is unchanged); build records left out.
 */
function comparable(files: Files): Map<string, string> {
  const result = new Map<string, string>();
  for (const [file, data] of files) {
    if (file.startsWith('builds/')) continue;
    const text = typeof data === 'string' ? data : Buffer.from(data).toString('base64');
    result.set(
      file,
      text
        .replace(/(<meta name="build-id" content=")[^"]+"/, '$1"')
        .replace(/("build":")[^"]+"/, '$1"')
        .replace(/^DTSTAMP:.*$/gm, 'DTSTAMP:'),
    );
  }
  return result;
}

/** The paths whose data differs between two contents (or days): what an incremental build must draw. */
function changedPaths(before: Content, after: Content, todayBefore = TEST_DAY, todayAfter = TEST_DAY): string[] {
  const old = new Map(
    listPages(before).map((route) => [
      pathOf(route),
      JSON.stringify(loadPage(route, indexContent(before), { today: todayBefore, siteUrl: SITE_URL })),
    ]),
  );
  return listPages(after)
    .filter(
      (route) => old.get(pathOf(route)) !== JSON.stringify(loadPage(route, indexContent(after), { today: todayAfter, siteUrl: SITE_URL })),
    )
    .map(pathOf)
    .sort();
}

const edit = (mutate: (content: { -readonly [K in keyof Content]: Array<Record<string, any>> }) => void): Content => {
  const copy = structuredClone(base) as unknown as { -readonly [K in keyof Content]: Array<Record<string, any>> };
  mutate(copy);
  return copy as unknown as Content;
};

const changes: Array<[string, Content, number]> = [
  ['a seminar title (German)', edit((c) => (c.seminars[0]!.translations.de.title = 'EN 50600 Grundlagen kompakt')), 20],
  ['a date price', edit((c) => (c.seminarDates[3]!.price = 1234)), 20],
  ['a date fully booked', edit((c) => (c.seminarDates[5]!.fullyBooked = true)), 20],
  // Its seminar's pages and lists, and its trainers' pages.
  ['a new date', edit((c) => c.seminarDates.push({ ...c.seminarDates[0]!, id: 1999, start: '2027-10-04', end: '2027-10-05' })), 24],
  ['a date removed', edit((c) => c.seminarDates.splice(10, 1)), 20],
  ['the terms page text', edit((c) => (c.sitePages.find((p) => p.key === 'terms')!.translations.en.body = '<p>New terms.</p>')), 1],
  ['a job removed', edit((c) => c.jobs.splice(0, 1)), 4],
];

describe('pages as props', () => {
  it('a full build writes a payload beside every page: its build and the data its screen loaded', async () => {
    const { site, files } = await generateInMemory(inputs(base));
    for (const route of listPages(base)) {
      const path = pathOf(route);
      const payload = JSON.parse(String(files.get(payloadFileOf(path))));
      expect(payload).toEqual({
        path,
        build: site.buildId,
        data: JSON.parse(JSON.stringify(loadPage(route, indexContent(base), { today: TEST_DAY, siteUrl: SITE_URL }))),
      });
    }
  });

  it('a page shows what its data says: the date page of a fully booked date has no form', () => {
    const date = base.seminarDates.find((d) => d.fullyBooked && d.end >= TEST_DAY)!;
    const seminar = base.seminars.find((s) => s.id === date.seminarId)!;
    const data = loadPage(
      { id: 'seminarDate', locale: 'en', params: { slug: seminar.slug, dateId: String(date.id) } },
      indexContent(base),
      { today: TEST_DAY, siteUrl: SITE_URL },
    );
    expect(data?.props).toMatchObject({ status: 'fully-booked', date: { id: date.id } });
    expect(
      loadPage({ id: 'seminarDate', locale: 'en', params: { slug: seminar.slug, dateId: '99999' } }, indexContent(base), {
        today: TEST_DAY,
        siteUrl: SITE_URL,
      }),
    ).toBeNull();
  });

  it("a seminar's page and a date's page have the same data however many other seminars there are", async () => {
    const scaled = validateContent(scaleContent(await readRawContent('content-cache'), 5));
    // (A seminar of a training path names its step out of the path's length, which grows with copies.)
    const seminar = base.seminars.find((s) => s.trainingPath === null)!;
    const date = base.seminarDates.find((d) => d.seminarId === seminar.id)!;
    for (const route of [
      { id: 'seminar', locale: 'de', params: { slug: seminar.slug } },
      { id: 'seminarDate', locale: 'en', params: { slug: seminar.slug, dateId: String(date.id) } },
      { id: 'event', locale: 'de', params: { eventId: base.events[0]!.id } },
    ] as const) {
      expect(JSON.stringify(loadPage(route, indexContent(scaled), { today: TEST_DAY, siteUrl: SITE_URL }))).toBe(
        JSON.stringify(loadPage(route, indexContent(base), { today: TEST_DAY, siteUrl: SITE_URL })),
      );
    }
  });
});

describe('incremental build', () => {
  const first = generateInMemory(inputs(base));

  it('draws nothing when nothing changed, and keeps the record of the build it is again', async () => {
    const { site, files } = await first;
    const again = await generateInMemory(inputs(base), previousOf(files, base));
    expect(again.site.meta.pagesRendered).toBe(0);
    expect(again.site.buildId).toBe(site.buildId);
    expect([...again.files.keys()]).toEqual(['builds/latest.json']);
    expect(again.site.deleted).toEqual([]);
  });

  it('names in its record the build it was made on and the pages it drew, hidden pages only counted', async () => {
    const { site, files } = await first;
    expect(site.meta).toMatchObject({ previous: null, changed: 'all', unlisted: 0 });
    const download = base.downloads.find((d) => d.hiddenPage !== null)!;
    const content = edit((c) => (c.downloads.find((d) => d.id === download.id)!.translations.en.title = 'Course material, revised'));
    const incremental = await generateInMemory(inputs(content), previousOf(files, base));
    const drawn = changedPaths(base, content);
    expect(incremental.site.meta).toMatchObject({ previous: site.buildId, unlisted: 1, pagesRendered: drawn.length });
    expect(incremental.site.meta.changed).toEqual(drawn.filter((path) => !path.includes(HIDDEN_DOWNLOAD_SLUGS[download.hiddenPage!])));
    expect(JSON.parse(String(incremental.files.get(`builds/meta/${incremental.site.buildId}.json`)))).toEqual(incremental.site.meta);
  });

  for (const [name, content, maxRendered] of changes) {
    it(`after ${name}: the same site as a full build, drawing only the pages whose data changed (at most ${maxRendered})`, async () => {
      const before = (await first).files;
      const incremental = await generateInMemory(inputs(content), previousOf(before, base));
      const full = await generateInMemory(inputs(content));
      expect(incremental.site.meta.pagesRendered).toBeGreaterThan(0);
      expect(incremental.site.meta.pagesRendered).toBeLessThanOrEqual(maxRendered);
      expect([...incremental.site.pageData.keys()].sort()).toEqual(changedPaths(base, content));
      expect(comparable(applied(before, incremental))).toEqual(comparable(full.files));
    });
  }

  it('on a new day: draws the pages whose dates passed or offers ended, not the whole site, and equals a full build of that day', async () => {
    const before = (await first).files;
    // The first date after the suite's day ends, and with it whatever lists it.
    const next = [...base.seminarDates].filter((date) => date.end >= TEST_DAY).sort((a, b) => a.end.localeCompare(b.end))[0]!;
    const day = addDays(next.end, 1);
    const incremental = await generateInMemory(inputs(base, day), previousOf(before, base));
    const full = await generateInMemory(inputs(base, day));
    const expected = changedPaths(base, base, TEST_DAY, day);
    expect(expected.length).toBeGreaterThan(0);
    expect([...incremental.site.pageData.keys()].sort()).toEqual(expected);
    expect(incremental.site.meta.pagesRendered).toBeLessThan(incremental.site.pageCount / 2);
    expect(comparable(applied(before, incremental))).toEqual(comparable(full.files));
    // The day writes the drawn pages and the site's own records, not every calendar file again.
    expect([...incremental.files.keys()].filter((file) => file.endsWith('.ics'))).toEqual([]);
    // The date that passed keeps its pages, which say not to index them, and leaves the sitemap.
    const seminar = base.seminars.find((item) => item.id === next.seminarId)!;
    const passed = (['de', 'en'] as const).map((locale) =>
      pathOf({ id: 'seminarDate', locale, params: { slug: seminar.slug, dateId: String(next.id) } }),
    );
    const after = applied(before, incremental);
    for (const path of passed) {
      expect(String(before.get(SITEMAP))).toContain(`<loc>${SITE_URL}${path}</loc>`);
      expect(String(after.get(SITEMAP))).not.toContain(`<loc>${SITE_URL}${path}</loc>`);
      expect(String(after.get(htmlFileOf(path)))).toContain('<meta name="robots" content="noindex"/>');
    }
  });
});

describe("the academy's DID document in the site", () => {
  it('is written for static hosts, follows a rotation in a rebuild, and goes with the keys', async () => {
    const document = (keys: string[]) => ({ id: 'did:web:www.example.test', assertionMethod: keys });
    const DID = '.well-known/did.json';
    const first = await generateInMemory({ ...inputs(base), didDocument: document(['#key-1']) });
    expect(JSON.parse(first.files.get(DID) as string)).toEqual(document(['#key-1']));
    const rotated = await generateInMemory({ ...inputs(base), didDocument: document(['#key-2', '#key-1']) }, previousOf(first.files, base));
    const afterRotation = applied(first.files, rotated);
    expect(JSON.parse(afterRotation.get(DID) as string)).toEqual(document(['#key-2', '#key-1']));
    const without = await generateInMemory(inputs(base), previousOf(afterRotation, base));
    expect(applied(afterRotation, without).has(DID)).toBe(false);
  });
});
