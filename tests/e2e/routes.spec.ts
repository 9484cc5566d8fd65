/**
 * Every route pattern in both languages, as a browser sees it: status, <html lang>,
 * title format, canonical and hreflang alternates; and dist/ holds every page.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { BRAND } from '../../src/config/site.ts';
import { loadContentCache } from '../../src/content/cache.ts';
import { htmlFileOf } from '../../src/generate/output-path.ts';
import { listPages } from '../../src/generate/page-list.ts';
import { LOCALE_INFO } from '../../src/i18n/locales.ts';
import { alternatePaths, pathOf } from '../../src/routes/match.ts';
import { isIndexable, ROUTE_IDS } from '../../src/routes/table.ts';
import { expect, test } from '../support/browser-test.ts';

const content = await loadContentCache('content-cache');
const pages = listPages(content);

test('dist/ holds an HTML page for every route of both languages the content implies', () => {
  const missing = pages.map(pathOf).filter((path) => !existsSync(join('dist', htmlFileOf(path))));
  expect(missing).toEqual([]);
  expect(pages.length).toBeGreaterThan(2 * ROUTE_IDS.length);
});

// One page per route id and language: every pattern, including each hidden page.
const samples = ROUTE_IDS.flatMap((id) => (['de', 'en'] as const).map((locale) => pages.find((p) => p.id === id && p.locale === locale)!));

for (const page of samples) {
  const path = pathOf(page);
  test(`${page.id} (${page.locale}) ${path}`, async ({ page: browser }) => {
    const response = await browser.goto(path);
    expect(response?.status()).toBe(200);
    await expect(browser.locator('html')).toHaveAttribute('lang', LOCALE_INFO[page.locale].tag);

    const title = await browser.title();
    if (page.id === 'home') expect(title).toBe(BRAND);
    else expect(title).toMatch(new RegExp(`^.+ - ${BRAND} academy$`));
    await expect(browser.locator('h1')).toHaveCount(1);

    const alternates = alternatePaths(page.id, page.params);
    const href = (selector: string) => browser.locator(selector).getAttribute('href');
    expect(new URL((await href('link[rel=canonical]'))!).pathname).toBe(path);
    expect(new URL((await href('link[rel=alternate][hreflang=de]'))!).pathname).toBe(alternates.de);
    expect(new URL((await href('link[rel=alternate][hreflang=en]'))!).pathname).toBe(alternates.en);
    expect(new URL((await href('link[rel=alternate][hreflang=x-default]'))!).pathname).toBe(alternates.de);
    await expect(browser.locator('meta[name=description]')).toHaveAttribute('content', /\S/);

    const robots = browser.locator('meta[name=robots]');
    if (isIndexable(page.id)) await expect(robots).toHaveCount(0);
    else await expect(robots).toHaveAttribute('content', /noindex/);
  });
}

test('the language switcher links each page to its equivalent', async ({ page }) => {
  await page.goto('/seminare/en-50600-grundlagen');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/courses\/en-50600-grundlagen$/);
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/seminare\/en-50600-grundlagen$/);
});

test('hidden download pages are in no sitemap and linked from no page; no page kept from search engines is in a sitemap', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemaps/pages.xml')).text();
  const hidden = pages.filter((page) => page.id.startsWith('hiddenDownload')).map(pathOf);
  expect(hidden).toHaveLength(6);
  // The hidden downloads, and the certificates' verification page.
  const unindexed = pages.filter((page) => !isIndexable(page.id)).map(pathOf);
  expect(unindexed).toEqual(expect.arrayContaining([...hidden, '/zertifikate/pruefen', '/en/certificates/verify']));
  for (const path of unindexed) expect(sitemap).not.toContain(path);
  expect(sitemap).toContain('/en/courses/en-50600-grundlagen');
  const home = await (await request.get('/')).text();
  for (const path of hidden) expect(home).not.toContain(path);
});
