/**
 * No page is wider than a phone's screen. A page fails when the document scrolls sideways,
 * or when an element's box reaches past the screen's right edge inside a box that clips it
 * (a title cut off mid-word is as bad as a scrollbar).
 *
 * Every built page and both 404 pages at 320 px, the narrowest width, in the light mode: what
 * one page's content does to its template (a long word, a long list) shows there. One page of
 * each template (tests/support/template-pages.ts) also at 360, 390 and 414 px, in the light
 * and the dark mode: the layout has no breakpoint below 40rem (640 px) and the colour mode
 * draws no box, so the other widths and the dark mode are its template's to get right.
 *
 * Each page is loaded once and then resized: the layout is responsive CSS alone, so a resize
 * gives the same layout as a load at that width, at a fraction of the time.
 */
import type { Page } from '@playwright/test';
import { loadContentCache } from '../../src/content/cache.ts';
import { listPages } from '../../src/generate/page-list.ts';
import { pathOf } from '../../src/routes/match.ts';
import { test as base, expect, onSuiteClock } from '../support/browser-test.ts';
import { expectPalette } from '../support/palette.ts';
import { templatePages } from '../support/template-pages.ts';

export const PHONE_WIDTHS = [320, 360, 390, 414] as const;
const PHONE_HEIGHT = 740;

const content = await loadContentCache('content-cache');
const templates = templatePages(content);
const templatePaths = new Set(templates.map((template) => template.path));
/** The pages checked at the narrowest width only: every other page, both 404s being templates. */
const others = listPages(content)
  .map(pathOf)
  .filter((path) => !templatePaths.has(path));

/** What sticks out of the screen at the current width, one line per element (empty: nothing). */
function overflowAt(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) found.push(`the document is ${document.documentElement.scrollWidth} px wide`);
    const nameOf = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
      return `<${element.tagName.toLowerCase()}${id}> "${text}"`;
    };
    for (const element of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden' || style.position === 'fixed') continue;
      // Visually hidden text (a 1 px clipped box) and skip links parked off-screen are meant to be so.
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath.startsWith('inset(50%')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= width + 0.5) continue;
      // Only the outermost offender of a branch is named: its children stick out because it does.
      const parent = element.parentElement;
      if (parent && parent !== document.body && parent.getBoundingClientRect().right > width + 0.5) continue;
      found.push(`${nameOf(element)} reaches ${Math.round(box.right)} px`);
    }
    return found;
  });
}

/** One page per worker, reused by its tests: a new context per test costs a renderer process each. */
const test = base.extend<object, { sharedPage: Page }>({
  sharedPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await onSuiteClock(
        await browser.newContext({
          baseURL: workerInfo.project.use.baseURL,
          viewport: { width: PHONE_WIDTHS[0], height: PHONE_HEIGHT },
        }),
      );
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** What sticks out at each of `widths` in `scheme`, one line each, on the page loaded. */
async function problemsAt(page: Page, widths: readonly number[], scheme: 'light' | 'dark'): Promise<string[]> {
  // With no choice stored, the page follows the system's mode as it changes.
  await page.emulateMedia({ colorScheme: scheme });
  await expectPalette(page, scheme);
  const problems: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: PHONE_HEIGHT });
    for (const problem of await overflowAt(page)) problems.push(`${width} px, ${scheme}: ${problem}`);
  }
  return problems;
}

async function load(page: Page, path: string): Promise<void> {
  await page.setViewportSize({ width: PHONE_WIDTHS[0], height: PHONE_HEIGHT });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(path);
}

for (const template of templates) {
  test(`fits a phone's screen at every width, light and dark: ${template.name} ${template.path}`, async ({ sharedPage: page }) => {
    await load(page, template.path);
    const problems = [...(await problemsAt(page, PHONE_WIDTHS, 'light')), ...(await problemsAt(page, PHONE_WIDTHS, 'dark'))];
    expect(problems, `${template.path} is wider than the screen:\n${problems.join('\n')}`).toEqual([]);
  });
}

for (const path of others) {
  test(`fits a phone's screen at ${PHONE_WIDTHS[0]} px: ${path}`, async ({ sharedPage: page }) => {
    await load(page, path);
    const problems = await problemsAt(page, [PHONE_WIDTHS[0]], 'light');
    expect(problems, `${path} is wider than the screen:\n${problems.join('\n')}`).toEqual([]);
  });
}
