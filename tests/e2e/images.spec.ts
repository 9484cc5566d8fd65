/**
 * Images in the browser, on a phone-sized screen (412 px, density 1.75, as Lighthouse's
 * mobile run): the hero loads at once in the width its slot needs, cards load only when
 * scrolled to, the placeholder is drawn until then, nothing shifts, and every image file
 * comes as webp with a year of immutable caching.
 */
import type { Page, Response } from '@playwright/test';
import { expect, test } from '../support/browser-test.ts';

test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, locale: 'en-US' });

interface Loaded {
  readonly complete: boolean;
  readonly currentSrc: string;
  readonly naturalWidth: number;
  readonly clientWidth: number;
}

const loaded = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element): Loaded => {
    const img = element as HTMLImageElement;
    return { complete: img.complete, currentSrc: img.currentSrc, naturalWidth: img.naturalWidth, clientWidth: img.clientWidth };
  });

/**
 * Records every layout shift (not caused by input) from the start of the page, with when
 * and what moved. The images arrive late (slowImages), after the document is parsed: the
 * shifts that count here are those after DOMContentLoaded of something in <main>, where
 * the images are. (Earlier ones come from a first paint of a half-parsed page, and the
 * header's from its islands: neither is the images'.)
 */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Array<{ time: number; value: number; inMain: boolean; moved: string[] }> = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
        }
      >) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map(
          (source) =>
            `${source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : String(source.node?.nodeName)} y ${source.previousRect.y} -> ${source.currentRect.y}, h ${source.previousRect.height} -> ${source.currentRect.height}`,
        );
        const inMain = entry.sources.some(
          (source) => (source.node instanceof Element ? source.node : source.node?.parentElement)?.closest('main') != null,
        );
        shifts.push({ time: entry.startTime, value: entry.value, inMain, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shiftsAfterParsing = (page: Page) =>
  page.evaluate(() => {
    const parsed = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventEnd;
    return (window as unknown as { shifts: Array<{ time: number; value: number; inMain: boolean; moved: string[] }> }).shifts.filter(
      (shift) => shift.time >= parsed && shift.inMain,
    );
  });

async function scrollThrough(page: Page): Promise<void> {
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 400) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(60);
  }
}

test('the home hero loads at once, in the smallest width that fills its slot sharply', async ({ page }) => {
  await page.goto('/en');
  const hero = 'main section.hero img';
  await expect(page.locator(hero)).toHaveAttribute('fetchpriority', 'high');
  await expect.poll(async () => (await loaded(page, hero)).complete).toBe(true);
  const image = await loaded(page, hero);
  // (naturalWidth of an image chosen from a srcset is corrected by its density: the file name says its width.)
  const fileWidth = Number(/\/images\/[0-9a-f]{16}-(\d+)\.webp$/.exec(image.currentSrc)?.[1]);
  // sizes says calc(100vw - 32px): 380 CSS px at density 1.75 need 665 px, so the 768 px variant, not a larger one.
  expect(fileWidth).toBe(768);
  expect(fileWidth).toBeGreaterThanOrEqual(image.clientWidth * 1.75);
});

test('cards below the fold load only when scrolled to, showing the placeholder until then', async ({ page }) => {
  await page.goto('/en/courses');
  const last = '.finder-results > li:last-child img';
  const before = await loaded(page, last);
  expect(before.currentSrc).toBe('');
  expect(await page.locator(last).evaluate((img) => getComputedStyle(img).backgroundImage)).toMatch(/^url\("data:image\/webp;base64,/);
  // The box is reserved before the image arrives: the card's width at the image's ratio.
  const box = await page.locator(last).boundingBox();
  expect(box?.height).toBeCloseTo(((box?.width ?? 0) * 675) / 1200, 0);

  await page.locator(last).scrollIntoViewIfNeeded();
  await expect.poll(async () => (await loaded(page, last)).naturalWidth).toBeGreaterThan(0);
  expect((await loaded(page, last)).currentSrc).toMatch(/\.webp$/);
});

/** Image files arrive late (after the page has been laid out and while it is read), as on a slow connection. */
async function slowImages(page: Page): Promise<void> {
  await page.route('**/images/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
}

const SHIFT_PAGES = ['/en', '/en/courses/klimatisierung-und-kuehlung', '/seminare', '/en/events/rechenzentrumstag-2027'];

async function expectNoShiftWhileLoading(page: Page, path: string): Promise<void> {
  await slowImages(page);
  await recordShifts(page);
  await page.goto(path);
  await scrollThrough(page);
  await page.waitForLoadState('networkidle');
  expect(await shiftsAfterParsing(page)).toEqual([]);
}

for (const path of SHIFT_PAGES) {
  test(`nothing shifts while ${path} and its images load late and scroll by`, ({ page }) => expectNoShiftWhileLoading(page, path));
}

test.describe('on a desktop screen', () => {
  test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  for (const path of SHIFT_PAGES) {
    test(`nothing shifts while ${path} and its images load late and scroll by`, ({ page }) => expectNoShiftWhileLoading(page, path));
  }
});

test('every image file comes as webp with a year of immutable caching', async ({ page }) => {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/images/')) responses.push(response);
  });
  await page.goto('/en');
  await scrollThrough(page);
  await page.waitForLoadState('networkidle');
  expect(responses.length).toBeGreaterThan(1);
  for (const response of responses) {
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/webp');
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }
});
