/**
 * The content security policy in a real browser: one page of each kind (the English home,
 * the German home at '/', a seminar date with its registration form hydrated and used, a
 * 404 page in each language, the theme switcher hydrated, the site search used) loads, runs
 * its inline scripts, islands and the search's WebAssembly, and the browser reports no
 * violation of the policy.
 */
import type { Page } from '@playwright/test';
import { loadContentCache } from '../../src/content/cache.ts';
import { dateStatus } from '../../src/content/schedule.ts';
import { buildPath } from '../../src/routes/match.ts';
import { expect, test } from '../support/browser-test.ts';
import { TEST_DAY } from '../support/test-clock.ts';

const content = await loadContentCache('content-cache');
const bookable = content.seminarDates.find((date) => dateStatus(date, TEST_DAY) === 'bookable');
if (!bookable) throw new Error('the content has no bookable date');
const seminar = content.seminars.find((s) => s.id === bookable.seminarId)!;
const DATE_PAGE = buildPath('seminarDate', 'en', { slug: seminar.slug, dateId: String(bookable.id) });

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

/** Records every policy violation the page reports, from before its first script, and CSP errors on the console. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to (execute|load|apply|connect|frame)/i.test(message.text()))
      console.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`);
    });
  });
  return async () => [...(await page.evaluate(() => window.__cspViolations)), ...console];
}

test('the English home page', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  const response = await page.goto('/en');
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
  // The colour-mode script ran (it applies a stored choice before the first paint).
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // The theme switcher hydrates on the first click and switches the mode (dark -> system).
  await page.locator('ac-island[data-island="theme-switcher"]').getByRole('button').click();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme');
  // The site search loads its script and Pagefind's WebAssembly, and finds something.
  await page.locator('#site-search').fill('cooling');
  await expect(page.locator('#site-search-results [role="option"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

test('the German home page at / with its language script', async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

test('a seminar date page with its registration form hydrated and used', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto(DATE_PAGE);
  const firstName = page.locator('#registration-participants-0-firstName');
  await firstName.focus();
  await expect(page.locator('ac-island[data-island="registration-form"]')).toHaveAttribute('data-state', 'hydrated');
  await firstName.fill('Erika');
  // Submitting the empty form shows the errors (React renders, Radix may set styles).
  await page.getByRole('button', { name: 'Review registration' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

test('the 404 pages in both languages, with their path script', async ({ page }) => {
  const violations = await watchViolations(page);
  for (const path of ['/no/such/page', '/en/no/such/page']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('[data-path-slot]').first()).toHaveText(path);
  }
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});
