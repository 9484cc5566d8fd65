/**
 * The loader's background work in a real browser: the update notice (spec §7) and
 * prefetching (spec §9).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DIST_DIR } from '../support/built-site.ts';

const latestBuild = () => JSON.parse(readFileSync(join(DIST_DIR, 'builds/latest.json'), 'utf8')) as { id: string };

test('a page names the build that rendered it, the one builds/latest.json names', async ({ page, request }) => {
  await page.goto('/en/courses');
  const latest = await (await request.get('/builds/latest.json')).json();
  await expect(page.locator('meta[name="build-id"]')).toHaveAttribute('content', latest.id);
  expect(latest.id).toBe(latestBuild().id);
  const meta = await (await request.get(`/builds/meta/${latest.id}.json`)).json();
  expect(meta).toMatchObject({ id: latest.id, changed: 'all' });
  expect(meta.pagesRendered).toBeGreaterThan(100);
});

test('no update check, and no toast store, on a short visit', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto('/en/courses');
  await page.waitForLoadState('networkidle');
  expect(requests.filter((path) => path.startsWith('/builds/') || /update-notice|toast-store/.test(path))).toEqual([]);
});

test('when a rebuild changed the page, the minute poll offers a reload, which loads the page again', async ({ page }) => {
  let served = latestBuild().id;
  await page.route('**/builds/latest.json', (route) => route.fulfill({ json: { id: served, time: new Date().toISOString() } }));
  await page.clock.install();
  await page.goto('/en/courses/en-50600-grundlagen');
  await page.waitForLoadState('networkidle');

  const aMinuteLater = async () => {
    const poll = page.waitForRequest('**/builds/latest.json');
    await page.clock.runFor(60_000);
    await poll;
  };
  await aMinuteLater();
  await page.waitForTimeout(300);
  await expect(page.locator('li.toast')).toHaveCount(0);

  // A newer build that did not render this page again: nothing to offer.
  served = 'a-newer-build';
  const payload = page.waitForResponse('**/en/courses/en-50600-grundlagen/_payload.json');
  await aMinuteLater();
  expect(((await (await payload).json()) as { build: string }).build).toBe(latestBuild().id);
  await page.waitForTimeout(300);
  await expect(page.locator('li.toast')).toHaveCount(0);

  // One that did: the page's payload now names it.
  served = 'the-newest-build';
  await page.route('**/en/courses/en-50600-grundlagen/_payload.json', (route) => route.fulfill({ json: { build: served } }));
  await aMinuteLater();
  const toast = page.locator('li.toast', { hasText: 'A new version of this website is available.' });
  await expect(toast).toBeVisible();
  await expect(toast.locator('svg[data-slot="icon"]')).toHaveCount(1);
  const reloaded = page.waitForEvent('load');
  await toast.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await expect(page.locator('li.toast')).toHaveCount(0);
});

test('the notice speaks the page language', async ({ page }) => {
  await page.route('**/builds/latest.json', (route) => route.fulfill({ json: { id: 'a-newer-build', time: '' } }));
  await page.route('**/seminare/_payload.json', (route) => route.fulfill({ json: { build: 'a-newer-build' } }));
  await page.goto('/seminare');
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  const toast = page.locator('li.toast', { hasText: 'Eine neue Version dieser Website ist verfügbar.' });
  await expect(toast.getByRole('button', { name: 'Neu laden' })).toBeVisible();
});

test('hovering a link prefetches its page once', async ({ page }) => {
  await page.goto('/en/courses');
  await page.waitForLoadState('networkidle');
  const target = '/en/about-us';
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.locator(`footer a[href="${target}"], header a[href="${target}"]`).first().hover();
  await expect.poll(() => requested.filter((path) => path === target).length).toBe(1);
  await page.mouse.move(0, 0);
  await page.locator(`footer a[href="${target}"], header a[href="${target}"]`).first().hover();
  await page.waitForTimeout(300);
  expect(requested.filter((path) => path === target)).toHaveLength(1);
});

test('visible links in the main content are prefetched, at most 4 at a time', async ({ page }) => {
  let active = 0;
  let peak = 0;
  const prefetched = new Set<string>();
  await page.route(/\/en\/courses\/[\w-]+$/, async (route) => {
    if (route.request().resourceType() === 'document') return route.continue();
    prefetched.add(new URL(route.request().url()).pathname);
    active++;
    peak = Math.max(peak, active);
    await new Promise((resolve) => setTimeout(resolve, 400));
    active--;
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>x</title>' });
  });
  await page.setViewportSize({ width: 1280, height: 2400 });
  await page.goto('/en/courses');
  await expect.poll(() => prefetched.size, { timeout: 10_000 }).toBeGreaterThan(4);
  await page.waitForTimeout(1500);
  expect(peak).toBe(4);
});
