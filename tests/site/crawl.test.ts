// @vitest-environment jsdom
/**
 * A visitor who only clicks: starting at `/` and at `/en` and following the links of the
 * built pages (redirects as the server answers them), they reach every page of the
 * sitemap and every event and public download page, in both languages; the hidden
 * download pages are reached by no link.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSettings } from '../../src/config/settings.ts';
import { HIDDEN_DOWNLOAD_SLUGS } from '../../src/routes/hidden-downloads.ts';
import { DIST_DIR, distFileOf, loadBuiltSite, pagePathOf, served } from '../support/built-site.ts';

const ORIGIN = readSettings(process.env).SITE_URL;
const site = loadBuiltSite();
const htmlOf = new Map(site.pages.map((page) => [page.file, page.html]));
const parser = new DOMParser();

/** The path a link leads to on this site, or null for a link elsewhere (another origin, mailto:, a fragment alone). */
function sitePath(href: string, from: string): string | null {
  const url = new URL(href, ORIGIN + from);
  return url.origin === ORIGIN && (url.protocol === 'http:' || url.protocol === 'https:') ? url.pathname : null;
}

/** Every page path reached from the start pages by links alone. */
function crawl(starts: readonly string[]): Set<string> {
  const reached = new Set<string>();
  const queue = [...starts];
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (reached.has(path)) continue;
    const answer = served(site, path);
    if (answer.kind === 'redirect') {
      queue.push(new URL(answer.to, ORIGIN).pathname);
      continue;
    }
    if (answer.kind !== 'file') continue;
    reached.add(path);
    const html = htmlOf.get(distFileOf(answer.file));
    if (html === undefined) continue;
    const links = parser.parseFromString(html, 'text/html').querySelectorAll('a[href]');
    for (const link of links) {
      const target = sitePath(link.getAttribute('href')!, path);
      if (target !== null && !reached.has(target)) queue.push(target);
    }
  }
  return reached;
}

const sitemapPaths = [...readFileSync(join(DIST_DIR, 'sitemaps/pages.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  ([, loc]) => new URL(loc!).pathname,
);
const builtPaths = site.pages.filter((page) => !page.isErrorPage).map((page) => pagePathOf(page.file));
const eventAndDownloadPages = builtPaths.filter((path) => /^(\/en)?\/(events|downloads\/seminarunterlagen\/x)\//.test(path));
const hiddenPages = builtPaths.filter((path) => Object.values(HIDDEN_DOWNLOAD_SLUGS).some((slug) => path.endsWith(`/${slug}`)));

describe('a crawl from / and /en that follows links only', () => {
  const reached = crawl(['/', '/en']);

  it('reaches every page of the sitemap', () => {
    // The static pages of both languages at least, whichever dates are still ahead.
    expect(sitemapPaths).toEqual(expect.arrayContaining(['/', '/en', '/seminare', '/en/courses']));
    expect(sitemapPaths.length).toBeGreaterThan(50);
    expect(sitemapPaths.filter((path) => !reached.has(path))).toEqual([]);
  });

  it('reaches every event page and every public download page, in both languages', () => {
    expect(eventAndDownloadPages.filter((path) => path.startsWith('/en/events/')).length).toBeGreaterThan(0);
    expect(eventAndDownloadPages.filter((path) => path.startsWith('/downloads/')).length).toBeGreaterThan(0);
    expect(eventAndDownloadPages.filter((path) => !reached.has(path))).toEqual([]);
  });

  it('reaches none of the hidden download pages', () => {
    expect(hiddenPages).toHaveLength(6);
    expect(hiddenPages.filter((path) => reached.has(path))).toEqual([]);
  });
});

describe('the sitemap', () => {
  it('names no page kept from search engines: the hidden downloads and the certificates check', () => {
    const kept = site.pages
      .filter((page) => !page.isErrorPage && /<meta name="robots" content="[^"]*noindex/.test(page.html))
      .map((page) => page.path);
    expect(kept).toEqual(expect.arrayContaining([...hiddenPages, '/zertifikate/pruefen', '/en/certificates/verify']));
    expect(sitemapPaths.filter((path) => kept.includes(path))).toEqual([]);
    expect(sitemapPaths).toContain('/en/courses/en-50600-grundlagen');
  });
});
