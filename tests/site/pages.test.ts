// @vitest-environment jsdom
/**
 * Every built page in dist/, read as a file (no browser, no server):
 *   - every internal reference (links, stylesheets, scripts, images, island chunks, URLs
 *     of the site in JSON-LD) is served: a built file or a redirect of
 *     src/routes/redirects.ts; fragments exist;
 *   - canonical is the page's own URL; the de, en and x-default alternates point to built
 *     pages and the counterpart's alternates point back;
 *   - every JSON-LD block is valid JSON with what Google needs for its @type;
 *   - every page of the content's routes is built, says its language, has the site's title
 *     form, one h1 and a description, and says noindex where its route is not indexed (and
 *     nowhere else but on a date that has taken place).
 * Each check lists every problem with the pages it occurs on.
 */

import { describe, expect, it } from 'vitest';
import { readSettings } from '../../src/config/settings.ts';
import { BRAND } from '../../src/config/site.ts';
import { loadContentCache } from '../../src/content/cache.ts';
import { ENQUIRIES_PATH } from '../../src/enquiry-contract/outcome.ts';
import { listPages } from '../../src/generate/page-list.ts';
import { LOCALE_INFO, LOCALES, localeOfPath } from '../../src/i18n/locales.ts';
import { REGISTRATIONS_PATH } from '../../src/registration-contract/contract.ts';
import { BOOKINGS_PATH } from '../../src/registration-contract/my-bookings.ts';
import { ERROR_STATUSES, errorPageFile } from '../../src/routes/error-files.ts';
import { pathOf } from '../../src/routes/match.ts';
import { isIndexable, ROUTE_IDS } from '../../src/routes/table.ts';
import { type BuiltPage, DIST_DIR, distFileOf, groupByProblem, loadBuiltSite, served, TEST_DIST_DIR } from '../support/built-site.ts';
import { topLevelTypes, validateJsonLdText } from '../support/structured-data.ts';

/** The origin the build wrote into canonical and hreflang links (same SITE_URL as the build). */
const ORIGIN = readSettings(process.env).SITE_URL;
const site = loadBuiltSite();
const content = await loadContentCache('content-cache');
const parser = new DOMParser();
const documents = new Map<BuiltPage, Document>(site.pages.map((page) => [page, parser.parseFromString(page.html, 'text/html')]));
const pageByFile = new Map(site.pages.map((page) => [page.file, page]));
/** Indexed pages, i.e. everything but the 404 and 500 pages. */
const routePages = site.pages.filter((page) => !page.isErrorPage);

// The tier's files share their workers' modules (isolate: false): each project must still read its own day's site.
describe('the site read', () => {
  it('is the one its project names', () => {
    expect(DIST_DIR).toBe(process.env.BUILT_SITE ?? TEST_DIST_DIR);
  });
});

interface Found {
  readonly page: string;
  readonly problem: string;
}

/** Elements and attributes that name a URL the browser loads or navigates to. */
const REFERENCES: readonly (readonly [selector: string, attribute: string])[] = [
  ['a[href]', 'href'],
  ['area[href]', 'href'],
  ['link[href]', 'href'],
  ['script[src]', 'src'],
  ['img[src]', 'src'],
  ['img[srcset]', 'srcset'],
  ['source[src]', 'src'],
  ['source[srcset]', 'srcset'],
  ['video[src]', 'src'],
  ['video[poster]', 'poster'],
  ['audio[src]', 'src'],
  ['track[src]', 'src'],
  ['iframe[src]', 'src'],
  ['embed[src]', 'src'],
  ['object[data]', 'data'],
  ['form[action]', 'action'],
  ['input[src]', 'src'],
  ['use[href]', 'href'],
  ['image[href]', 'href'],
  ['meta[property="og:image"]', 'content'],
  ['meta[property="og:url"]', 'content'],
  ['meta[name="twitter:image"]', 'content'],
];

/** Paths the site's server answers itself, with no file in dist/. */
const SERVER_ENDPOINTS: readonly string[] = [REGISTRATIONS_PATH, ENQUIRIES_PATH, BOOKINGS_PATH];

/** Schemes that leave the site and are not checked. */
const OUTSIDE_SCHEMES = new Set(['mailto:', 'tel:', 'sms:', 'data:', 'webcal:']);

function urlsOf(attribute: string, value: string): string[] {
  if (attribute !== 'srcset') return [value.trim()];
  // 'a.webp 1x, b.webp 2x' -> ['a.webp', 'b.webp']
  return value
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

function hasAnchor(document: Document, fragment: string): boolean {
  let id: string;
  try {
    id = decodeURIComponent(fragment);
  } catch {
    return false;
  }
  if (id === '' || id.toLowerCase() === 'top') return true; // '#' and '#top' scroll to the top
  return document.getElementById(id) !== null || [...document.getElementsByName(id)].some((element) => element.localName === 'a');
}

/** A problem with one reference on one page, or null when it is fine or outside the site. */
function checkReference(page: BuiltPage, document: Document, value: string): string | null {
  if (value.startsWith('#')) {
    return hasAnchor(document, value.slice(1)) ? null : `no element with id "${value.slice(1)}" on the page`;
  }
  let url: URL;
  try {
    url = new URL(value, ORIGIN + page.path);
  } catch {
    return 'not a valid URL';
  }
  if (OUTSIDE_SCHEMES.has(url.protocol)) return null;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `unexpected scheme ${url.protocol}`;
  const own = new URL(ORIGIN);
  if (url.hostname !== own.hostname) return null;
  if (url.origin !== own.origin) return `links to the site itself over ${url.protocol}//, expected ${own.origin}`;

  const answer = served(site, url.pathname);
  if (answer.kind === 'missing') return answer.reason;
  if (answer.kind === 'redirect' || url.hash === '' || url.hash === '#') return null;
  const target = pageByFile.get(distFileOf(answer.file));
  const targetDocument = target && documents.get(target);
  if (targetDocument && !hasAnchor(targetDocument, url.hash.slice(1)))
    return `no element with id "${url.hash.slice(1)}" on ${url.pathname}`;
  return null;
}

/** Every absolute http(s) URL among the string values of parsed JSON (a JSON-LD block's url, logo, ...). */
function urlsInJson(value: unknown): string[] {
  if (typeof value === 'string') return /^https?:\/\//.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(urlsInJson);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(urlsInJson);
  return [];
}

describe('internal references', () => {
  it('every link, asset and island chunk on every page is served, and every fragment exists', () => {
    const found: Found[] = [];
    let checked = 0;
    for (const [page, document] of documents) {
      for (const [selector, attribute] of REFERENCES) {
        for (const element of document.querySelectorAll(selector)) {
          const value = element.getAttribute(attribute) ?? '';
          for (const reference of urlsOf(attribute, value)) {
            checked += 1;
            // A form that posts to the server's API: answered by the server, not a file of dist/.
            if (
              element.localName === 'form' &&
              element.getAttribute('method') === 'post' &&
              SERVER_ENDPOINTS.includes(reference.split('#')[0] as string)
            )
              continue;
            const problem = checkReference(page, document, reference);
            if (problem) found.push({ page: page.path, problem: `<${element.localName} ${attribute}="${reference}">: ${problem}` });
          }
        }
      }
      // URLs of the site inside structured data (e.g. an Organization's logo) must exist too.
      for (const block of document.querySelectorAll('script[type="application/ld+json"]')) {
        let data: unknown;
        try {
          data = JSON.parse(block.textContent ?? '');
        } catch {
          continue; // reported by the structured data check
        }
        for (const reference of urlsInJson(data)) {
          checked += 1;
          const problem = checkReference(page, document, reference);
          if (problem) found.push({ page: page.path, problem: `JSON-LD "${reference}": ${problem}` });
        }
      }
    }
    expect(checked).toBeGreaterThan(site.pages.length * 10);
    expect(groupByProblem(found)).toEqual([]);
  });
});

/** hreflang value -> absolute href, with problems for duplicates. */
function alternatesOf(document: Document, found: Found[], page: BuiltPage): Map<string, string> {
  const alternates = new Map<string, string>();
  for (const link of document.querySelectorAll('link[rel~="alternate"][hreflang]')) {
    const hreflang = link.getAttribute('hreflang') ?? '';
    if (alternates.has(hreflang)) found.push({ page: page.path, problem: `hreflang="${hreflang}" appears more than once` });
    alternates.set(hreflang, link.getAttribute('href') ?? '');
  }
  return alternates;
}

/** The path of an absolute own-origin URL, or a problem. */
function ownPath(href: string): { path: string } | { problem: string } {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return { problem: `"${href}" is not an absolute URL` };
  }
  if (url.origin !== ORIGIN) return { problem: `"${href}" is not on ${ORIGIN} (SITE_URL of the build)` };
  if (url.search !== '' || url.hash !== '') return { problem: `"${href}" has a query or fragment` };
  return { path: url.pathname };
}

describe('canonical and hreflang', () => {
  const expectedLanguages = [...LOCALES, 'x-default'];

  it('every page names itself as canonical', () => {
    const found: Found[] = [];
    for (const page of routePages) {
      const canonicals = [...documents.get(page)!.querySelectorAll('link[rel~="canonical"]')].map(
        (link) => link.getAttribute('href') ?? '',
      );
      if (canonicals.length !== 1) {
        found.push({ page: page.path, problem: `${canonicals.length} canonical links, expected 1` });
        continue;
      }
      const own = ownPath(canonicals[0]!);
      if ('problem' in own) found.push({ page: page.path, problem: `canonical: ${own.problem}` });
      else if (own.path !== page.path) found.push({ page: page.path, problem: `canonical points to ${own.path}, not to the page itself` });
    }
    expect(groupByProblem(found)).toEqual([]);
  });

  it(`every page has ${expectedLanguages.join(', ')} alternates to built pages, and each counterpart points back`, () => {
    const found: Found[] = [];
    const alternatesByPath = new Map<string, Map<string, string>>();
    for (const page of routePages) {
      const alternates = alternatesOf(documents.get(page)!, found, page);
      const paths = new Map<string, string>();
      for (const language of new Set([...expectedLanguages, ...alternates.keys()])) {
        const href = alternates.get(language);
        if (!expectedLanguages.includes(language)) {
          found.push({ page: page.path, problem: `unexpected hreflang="${language}"` });
          continue;
        }
        if (href === undefined) {
          found.push({ page: page.path, problem: `no hreflang="${language}" alternate` });
          continue;
        }
        const own = ownPath(href);
        if ('problem' in own) {
          found.push({ page: page.path, problem: `hreflang="${language}": ${own.problem}` });
          continue;
        }
        const answer = served(site, own.path);
        if (answer.kind !== 'file' || !answer.file.endsWith('.html')) {
          found.push({
            page: page.path,
            problem: `hreflang="${language}" -> ${own.path}: ${answer.kind === 'missing' ? answer.reason : answer.kind === 'redirect' ? `a redirect to ${answer.to}, not a page` : 'not a page'}`,
          });
          continue;
        }
        paths.set(language, own.path);
      }
      alternatesByPath.set(page.path, paths);
      const locale = localeOfPath(page.path);
      if (paths.has(locale) && paths.get(locale) !== page.path)
        found.push({
          page: page.path,
          problem: `hreflang="${locale}" (its own language) points to ${paths.get(locale)}, not to the page itself`,
        });
    }

    // Reciprocity: every page an alternate names lists the same alternates, so it points back.
    for (const [path, paths] of alternatesByPath) {
      for (const [language, target] of paths) {
        if (language === 'x-default' || target === path) continue;
        const back = alternatesByPath.get(target);
        if (!back) continue; // reported above
        const ownLanguage = localeOfPath(path);
        if (back.get(ownLanguage) !== path)
          found.push({
            page: path,
            problem: `hreflang="${language}" -> ${target}, whose hreflang="${ownLanguage}" points to ${back.get(ownLanguage) ?? 'nothing'}, not back here`,
          });
        if (back.get('x-default') !== paths.get('x-default'))
          found.push({
            page: path,
            problem: `x-default ${paths.get('x-default')} differs from its ${language} counterpart's (${back.get('x-default') ?? 'none'})`,
          });
      }
    }
    expect(routePages.length).toBeGreaterThan(100);
    expect(groupByProblem(found)).toEqual([]);
  });

  it('the error pages, sent for other URLs, are one per status and language and name no canonical and no alternates', () => {
    const errorPages = site.pages.filter((page) => page.isErrorPage);
    expect(errorPages.map((page) => page.file).sort()).toEqual(
      LOCALES.flatMap((locale) => ERROR_STATUSES.map((status) => errorPageFile(locale, status))).sort(),
    );
    const found = errorPages.flatMap((page) =>
      [...documents.get(page)!.querySelectorAll('link[rel~="canonical"], link[rel~="alternate"][hreflang]')].map(
        (link) => `${page.file}: ${link.outerHTML}`,
      ),
    );
    expect(found).toEqual([]);
  });
});

describe("every route's pages", () => {
  const listed = listPages(content);
  const routeOf = new Map(listed.map((route) => [pathOf(route), route]));

  it('are all built, in both languages, one page of each route id at least', () => {
    const built = new Set(routePages.map((page) => page.path));
    expect(listed.map(pathOf).filter((path) => !built.has(path))).toEqual([]);
    expect(new Set(listed.map((route) => route.id))).toEqual(new Set(ROUTE_IDS));
  });

  it("say their language, their title in the site's form, one h1, a description, and noindex where the route is not indexed (or the date has passed)", () => {
    const found: Found[] = [];
    for (const page of routePages) {
      const route = routeOf.get(page.path);
      if (!route) continue; // no page of the content's routes: the check above names it
      const document = documents.get(page)!;
      const problem = (text: string) => found.push({ page: page.path, problem: text });
      if (document.documentElement.lang !== LOCALE_INFO[route.locale].tag) problem(`<html lang="${document.documentElement.lang}">`);
      const title = document.title;
      if (route.id === 'home' ? title !== BRAND : !new RegExp(`^.+ - ${BRAND} academy$`).test(title)) problem(`title "${title}"`);
      const headings = document.querySelectorAll('h1').length;
      if (headings !== 1) problem(`${headings} h1 elements`);
      if (!/\S/.test(document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '')) problem('no description');
      // Of an indexed route, only a date that has taken place keeps itself out (src/pages/seminar-date.tsx); the sitemap leaves those out (crawl.test.ts).
      const noindex = /noindex/.test(document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '');
      if (!noindex && !isIndexable(route.id)) problem('no noindex, though its route is not indexed');
      if (noindex && isIndexable(route.id) && route.id !== 'seminarDate') problem('noindex, though its route is indexed');
    }
    expect(routePages.length).toBeGreaterThan(2 * ROUTE_IDS.length);
    expect(groupByProblem(found)).toEqual([]);
  });
});

describe('structured data (JSON-LD)', () => {
  it('every block on every page is valid JSON with the properties its @type needs', () => {
    const found: Found[] = [];
    const types = new Map<string, number>();
    for (const [page, document] of documents) {
      const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')];
      blocks.forEach((block, index) => {
        const text = block.textContent ?? '';
        const label = blocks.length > 1 ? `JSON-LD block ${index + 1}` : 'JSON-LD';
        for (const problem of validateJsonLdText(text)) found.push({ page: page.path, problem: `${label}: ${problem}` });
        try {
          for (const type of topLevelTypes(JSON.parse(text))) types.set(type, (types.get(type) ?? 0) + 1);
        } catch {
          // reported by validateJsonLdText
        }
      });
    }
    const summary = [...types].map(([type, count]) => `${type} x${count}`).join(', ');
    console.log(`JSON-LD checked: ${summary || 'no blocks on any page yet'}`);
    expect(groupByProblem(found)).toEqual([]);
  });

  it('every date page ahead carries its Course with that one instance, its workload and its offer', () => {
    const found: Found[] = [];
    const datePages = [...documents].filter(([page]) => /^(?:\/en\/courses|\/seminare)\/[^/]+\/\d+$/.test(page.path));
    for (const [page, document] of datePages) {
      if (document.querySelector('meta[name="robots"][content*="noindex"]')) continue;
      const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map((block) =>
        JSON.parse(block.textContent ?? '{}'),
      );
      const course = blocks.find((block) => block['@type'] === 'Course');
      const instances = course?.hasCourseInstance ?? [];
      const id = page.path.split('/').at(-1);
      const instance = instances[0];
      if (
        instances.length !== 1 ||
        !String(instance?.offers?.url ?? '').endsWith(`/${id}`) ||
        !instance?.courseWorkload ||
        instance?.offers?.price === undefined
      )
        found.push({ page: page.path, problem: 'no Course with this date as its one instance, workload and offer' });
    }
    expect(datePages.length).toBeGreaterThan(50);
    expect(groupByProblem(found)).toEqual([]);
  });
});
