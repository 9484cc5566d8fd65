/**
 * The loader's background work in a real browser: the update notice and
 * prefetching.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/browser-test.ts';
import { DIST_DIR } from '../support/built-site.ts';

const latestBuild = () => JSON.parse(readFileSync(join(DIST_DIR, 'builds/latest.json'), 'utf8')) as { id: string };

const PAGE = '/en/courses/en-50600-grundlagen';

test('a page names the build that rendered it, the one builds/latest.json names', async ({ page, request }) => {
  await page.goto('/en/courses');
  const latest = await (await request.get('/builds/latest.json')).json();
  await expect(page.locator('meta[name="build-id"]')).toHaveAttribute('content', latest.id);
  expect(latest.id).toBe(latestBuild().id);
  const meta = await (await request.get(`/builds/meta/${latest.id}.json`)).json();
  expect(meta).toMatchObject({ id: latest.id, previous: null, changed: 'all', unlisted: 0 });
  expect(meta.pagesRendered).toBeGreaterThan(100);
});

test('no update check, and no toast store, on a short visit', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto('/en/courses');
  await page.waitForLoadState('networkidle');
  expect(requests.filter((path) => path.startsWith('/builds/') || /update-notice|toast-store/.test(path))).toEqual([]);
});

type BuildRecord = { id: string; previous: string | null; changed: 'all' | string[] };

/**
 * Rebuilds as the open page sees them: builds/latest.json names the build last published
 * here, and builds/meta/{id}.json answers with its record (the site's own records otherwise).
 * Counts the polls and lists the build records and payloads the page reads.
 */
async function fakeRebuilds(page: Page) {
  let latest = latestBuild().id;
  const records = new Map<string, BuildRecord>();
  const seen = { polls: 0, metas: [] as string[], payloads: [] as string[] };
  await page.route('**/builds/latest.json', (route) => {
    seen.polls++;
    return route.fulfill({ json: { id: latest, time: new Date().toISOString() } });
  });
  await page.route('**/builds/meta/*.json', (route) => {
    const id = new URL(route.request().url()).pathname
      .split('/')
      .at(-1)!
      .replace(/\.json$/, '');
    seen.metas.push(id);
    const record = records.get(id);
    return record
      ? route.fulfill({ json: { ...record, time: '', today: '', unlisted: 0, pagesRendered: 1, durationMs: 1 } })
      : route.fallback();
  });
  page.on('request', (r) => r.url().endsWith('/_payload.json') && seen.payloads.push(new URL(r.url()).pathname));
  return {
    seen,
    /** Names `id` as the latest build, as the server does before anything is published. */
    serve(id: string) {
      latest = id;
    },
    publish(...builds: BuildRecord[]) {
      for (const build of builds) records.set(build.id, build);
      latest = builds.at(-1)!.id;
    },
  };
}

/**
 * The page's clock runs a minute at a time until it polls again; the check of the poll
 * before is then over (the next is set only after it). No minute more once the poll is in:
 * a jump after it would run out the 5 s of a toast it brings before anyone could see it.
 */
async function nextPoll(page: Page, seen: { polls: number }): Promise<void> {
  const before = seen.polls;
  await expect(async () => {
    if (seen.polls > before) return;
    await page.clock.runFor(60_000);
    expect(seen.polls).toBeGreaterThan(before);
  }).toPass();
}

/**
 * The first toast loads the toaster's chunk (and React) before it is drawn: on a busy
 * two-core machine that takes longer than an expectation's default 5 s now and then.
 */
const FIRST_TOAST = { timeout: 20_000 };

/** Toasts shown or queued in the page's toast store (a toast is queued at once, drawn later). */
const toastsOffered = (page: Page) =>
  page.evaluate(() => {
    const store = (globalThis as unknown as Record<symbol, { queue: unknown[]; toasts: unknown[] } | undefined>)[
      Symbol.for('academy.toasts')
    ];
    return store ? store.queue.length + store.toasts.length : 0;
  });

/**
 * Opens a page on a clock the test moves (from the suite's instant), and reads the build that
 * rendered it: the full build's, or a rebuild's (other browser tests' registrations that leave
 * few seats make the server rebuild the pages of those dates).
 */
async function openWithClock(page: Page, path: string) {
  const rebuilds = await fakeRebuilds(page);
  await page.clock.install({ time: Date.now() });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const own = (await page.locator('meta[name="build-id"]').getAttribute('content'))!;
  rebuilds.serve(own);
  return { ...rebuilds, own };
}

test("the notice reads the new build's record: no reload on a page it did not change, a reload, which loads the page again, once one did", async ({
  page,
}) => {
  const { seen, publish, own } = await openWithClock(page, PAGE);
  await nextPoll(page, seen);
  expect(seen.metas).toEqual([]);

  // A newer build that rendered other pages: its record says so, and nothing is offered.
  publish({ id: 'build-b', previous: own, changed: ['/en/courses', '/en/coursedates'] });
  const recordB = page.waitForResponse('**/builds/meta/build-b.json');
  await nextPoll(page, seen);
  expect((await recordB).ok()).toBe(true);
  await nextPoll(page, seen);
  expect(await toastsOffered(page)).toBe(0);
  await expect(page.locator('li.toast')).toHaveCount(0);
  expect(seen.metas).toEqual(['build-b']);
  expect(seen.payloads).toEqual([]);

  // One that rendered this page: its record names it.
  publish({ id: 'build-c', previous: 'build-b', changed: [PAGE] });
  const recordC = page.waitForResponse('**/builds/meta/build-c.json');
  await nextPoll(page, seen);
  expect((await recordC).ok()).toBe(true);
  const toast = page.locator('li.toast', { hasText: 'A new version of this website is available.' });
  await expect(toast).toBeVisible(FIRST_TOAST);
  await expect(toast.locator('svg.toast-icon')).toHaveCount(1);
  expect(seen.metas).toEqual(['build-b', 'build-c']);
  expect(seen.payloads).toEqual([]);
  const reloaded = page.waitForEvent('load');
  await toast.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await expect(page.locator('li.toast')).toHaveCount(0);
});

test('several builds while the page is open: B changed it, C did not; seeing C, the page reads back to B and offers the reload', async ({
  page,
}) => {
  const { seen, publish, own } = await openWithClock(page, PAGE);
  publish({ id: 'build-b', previous: own, changed: [PAGE] }, { id: 'build-c', previous: 'build-b', changed: ['/en/courses'] });
  const recordB = page.waitForResponse('**/builds/meta/build-b.json');
  await nextPoll(page, seen);
  expect((await recordB).ok()).toBe(true);
  const toast = page.locator('li.toast', { hasText: 'A new version of this website is available.' });
  await expect(toast).toBeVisible(FIRST_TOAST);
  expect(seen.metas).toEqual(['build-c', 'build-b']);
  expect(seen.payloads).toEqual([]);
  // The notice stays until the visitor acts on it or closes it: ten minutes on, it is there.
  await page.clock.runFor(10 * 60_000);
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toHaveCount(0);
});

test("when the build records cannot tell (the newer build has none), the page's payload decides", async ({ page }) => {
  const { seen, publish, own } = await openWithClock(page, PAGE);
  // A build whose record is not there: the site answers 404, and the payload names the build that rendered the page.
  publish({ id: 'build-without-record', previous: null, changed: [] });
  const payload = page.waitForResponse(`**${PAGE}/_payload.json`);
  await page.route('**/builds/meta/build-without-record.json', (route) => route.fulfill({ status: 404 }));
  await nextPoll(page, seen);
  expect(((await (await payload).json()) as { build: string }).build).toBe(own);
  await nextPoll(page, seen);
  expect(await toastsOffered(page)).toBe(0);

  // The next one without a record rendered the page: its payload names it.
  publish({ id: 'newest-without-record', previous: null, changed: [] });
  await page.route('**/builds/meta/newest-without-record.json', (route) => route.fulfill({ status: 404 }));
  await page.route(`**${PAGE}/_payload.json`, (route) => route.fulfill({ json: { build: 'newest-without-record' } }));
  await nextPoll(page, seen);
  await expect(page.locator('li.toast', { hasText: 'A new version of this website is available.' })).toBeVisible(FIRST_TOAST);
  expect(seen.payloads).toEqual([`${PAGE}/_payload.json`, `${PAGE}/_payload.json`]);
});

test('the notice speaks the page language', async ({ page }) => {
  const { publish } = await fakeRebuilds(page);
  publish({ id: 'a-newer-build', previous: latestBuild().id, changed: ['/seminare'] });
  await page.goto('/seminare');
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  const toast = page.locator('li.toast', { hasText: 'Eine neue Version dieser Website ist verfügbar.' });
  await expect(toast.getByRole('button', { name: 'Neu laden' })).toBeVisible(FIRST_TOAST);
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
  // Then another link: once its prefetch is seen, the hover before it has been handled too.
  const other = '/en/imprint';
  await page.locator(`footer a[href="${other}"]`).first().hover();
  await expect.poll(() => requested.filter((path) => path === other).length).toBe(1);
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
  // Every prefetch has ended: the queue is empty, and the peak is the whole run's.
  await expect.poll(() => active, { timeout: 10_000 }).toBe(0);
  expect(peak).toBe(4);
});
