/**
 * The site search on the built site: the index the build made (searched with Pagefind's
 * own script, as a page of each language does) and the seminar list the search field
 * submits to without JavaScript, both from the real server serving dist/.
 */
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchRoute } from '../../src/routes/match.ts';
import { searchKind } from '../../src/routes/table.ts';
import { type RunningServer, startServer } from '../../src/server/start.ts';
import { DIST_DIR } from '../support/built-site.ts';
import { pathOfResult, searchSite } from '../support/site-search.ts';
import { siteEnv, workWithContent } from '../support/site-server.ts';

const COOLING = { de: '/seminare/klimatisierung-und-kuehlung', en: '/en/courses/klimatisierung-und-kuehlung' };

let work: string;
let server: RunningServer;

beforeAll(async () => {
  work = await workWithContent('search-');
  const today = (JSON.parse(await readFile(join(DIST_DIR, 'builds/latest.json'), 'utf8')) as { today: string }).today;
  server = await startServer({ env: { ...siteEnv(work), TODAY: today } });
});

afterAll(async () => {
  await server?.close();
  await rm(work, { recursive: true, force: true });
});

describe('the search index', () => {
  it('finds the cooling seminar first for "kühlung" on a German page, then its dates with date and place, and German pages only', async () => {
    const found = await searchSite(server.url, 'de-DE', 'kühlung');
    const paths = found.map(pathOfResult);
    expect(paths[0]).toBe(COOLING.de);
    expect(found[0]?.meta).toMatchObject({ kind: 'seminar' });
    const dates = found.filter((result) => pathOfResult(result).startsWith(`${COOLING.de}/`));
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates) expect(date.meta).toMatchObject({ kind: 'date', date: expect.any(String), place: expect.any(String) });
    // A date is known from a record of its facts, under its page's address: a page that is there.
    const pages = await Promise.all(dates.map((date) => fetch(`${server.url}${pathOfResult(date)}`)));
    expect(pages.map((page) => page.status)).toEqual(dates.map(() => 200));
    expect(paths.filter((path) => matchRoute(path)?.locale !== 'de')).toEqual([]);
  });

  it('finds the English cooling course first for "cooling" on an English page, and no German page', async () => {
    const found = await searchSite(server.url, 'en-US', 'cooling');
    const paths = found.map(pathOfResult);
    expect(paths[0]).toBe(COOLING.en);
    expect(paths.length).toBeGreaterThan(1);
    expect(paths.filter((path) => matchRoute(path)?.locale !== 'en')).toEqual([]);
    const dates = found.filter((result) => pathOfResult(result).startsWith(`${COOLING.en}/`));
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates) expect(date.meta).toMatchObject({ kind: 'date', title: expect.stringContaining('Cooling') });
  });

  it('indexes each page under the kind its route has, and leaves out lists, error pages and hidden pages', async () => {
    const found = [
      ...(await searchSite(server.url, 'de-DE', 'seminar')),
      ...(await searchSite(server.url, 'en-US', 'course')),
      ...(await searchSite(server.url, 'de-DE', 'seite')),
    ];
    expect(found.length).toBeGreaterThan(10);
    for (const result of found) {
      const route = matchRoute(pathOfResult(result));
      expect(route, pathOfResult(result)).not.toBeNull();
      expect(result.meta.kind, pathOfResult(result)).toBe(searchKind(route!.id));
    }
  });
});

describe('the seminar list searched without JavaScript', () => {
  const page = async (path: string) => {
    const response = await fetch(`${server.url}${path}`);
    return { response, html: await response.text() };
  };
  const headingOf = (html: string) => /<h1[^>]*>([^<]*)/.exec(html)?.[1];
  const cards = (html: string) => [...html.matchAll(/<a[^>]*href="(\/(?:en\/courses|seminare)\/[^"/]+)"/g)].map((match) => match[1]);

  it('shows only the seminars that hold the words, in the language of the list, is not stored and names the list as canonical', async () => {
    const { response, html } = await page('/seminare?q=k%C3%BChlung');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('<link rel="canonical" href="https://www.rackwise-academy.de/seminare"/>');
    expect(headingOf(html)).toBe('Seminare zu „kühlung“');
    expect(cards(html)).toContain(COOLING.de);
    expect(cards(html)).not.toContain('/seminare/brandschutz-im-rechenzentrum');
    expect(html).toContain('value="kühlung"');

    const english = await page('/en/courses?q=%20Cooling%20');
    expect(headingOf(english.html)).toBe('Courses about “Cooling”');
    expect(cards(english.html)).toContain(COOLING.en);
  });

  it('says when no seminar holds the words and lists them all; without words it is the list as built', async () => {
    const none = await page('/en/courses?q=zzzqqq');
    expect(none.html).toContain('No course mentions “zzzqqq”.');
    const all = await page('/en/courses');
    expect(new Set(cards(none.html))).toEqual(new Set(cards(all.html)));
    const empty = await page('/en/courses?q=%20');
    expect(empty.html).toBe(all.html);
  });
});
