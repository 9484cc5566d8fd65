/**
 * The site search in the browser: "/" opens the field, results come from the index of the
 * page's language, the keys work as a combobox's do, it fits a phone and axe finds nothing
 * with results open (light and dark); and without JavaScript the field searches the seminar list.
 */
import type { Page } from '@playwright/test';
import { expectNoViolations } from '../support/axe.ts';
import { expect, test } from '../support/browser-test.ts';

const field = (page: Page) => page.locator('#site-search');
const results = (page: Page) => page.locator('#site-search-results [role="option"]');
/** The pages the results open, in order. */
const targets = (page: Page) => results(page).evaluateAll((options) => options.map((option) => option.getAttribute('data-href')));

async function search(page: Page, path: string, words: string): Promise<void> {
  await page.goto(path);
  await page.keyboard.press('/');
  await expect(field(page)).toBeFocused();
  await page.keyboard.type(words);
  await expect(results(page).first()).toBeVisible();
}

test.describe('with JavaScript', () => {
  test('"kühlung" on a German page finds the cooling seminar first and its dates; the first chosen, Enter opens it', async ({ page }) => {
    await search(page, '/seminare', 'kühlung');
    await expect(results(page).first()).toContainText('Seminar');
    await expect(results(page).first()).toHaveAttribute('data-href', '/seminare/klimatisierung-und-kuehlung');
    await expect(results(page).filter({ hasText: 'Termin' }).first()).toContainText(/\d{4} · \S/);
    for (const href of await targets(page)) expect(href).not.toMatch(/^\/en\//);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/seminare\/klimatisierung-und-kuehlung$/);
  });

  test('Enter with nothing chosen opens the list of results, the cooling course first, and the pages found', async ({ page }) => {
    await search(page, '/en', 'cooling');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/courses\?q=cooling$/);
    await expect(page.locator('.finder-results article a').first()).toHaveAttribute('href', '/en/courses/klimatisierung-und-kuehlung');
    await expect(page.locator('#found-pages a[href^="/en/events/"]').first()).toBeVisible();
  });

  test('"cooling" on an English page finds English pages only; arrows choose, Escape closes', async ({ page }) => {
    await search(page, '/en', 'cooling');
    const hrefs = await targets(page);
    expect(hrefs[0]).toBe('/en/courses/klimatisierung-und-kuehlung');
    expect(hrefs.every((href) => href?.startsWith('/en/'))).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: /results?$/ })).toHaveText(/^\d+ results?$/);

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(field(page)).toHaveAttribute('aria-activedescendant', 'site-search-results-1');
    await expect(results(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(page.locator('.site-search-panel')).toBeHidden();
    await expect(field(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('loads no search code before the field is focused, and fits a 375 px phone with results open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
    await page.goto('/en/courses');
    await page.mouse.move(200, 60);
    expect(loaded.filter((path) => path.startsWith('/pagefind/') || path.includes('site-search'))).toEqual([]);
    // On a phone the field is in the menu's panel.
    await page.getByRole('button', { name: 'Menu' }).click();
    await field(page).focus();
    await page.keyboard.type('EnEfG');
    await expect(results(page).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const panel = await page.locator('.site-search-panel').boundingBox();
    expect(panel && panel.x >= 0 && panel.x + panel.width <= 375).toBe(true);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`axe finds nothing with results open (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await search(page, '/en', 'energy');
      await expectNoViolations(page, `search results, ${scheme}`);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the field submits to the seminar list filtered by the words', async ({ page }) => {
    await page.goto('/seminare/en-50600-grundlagen');
    await field(page).fill('kühlung');
    await field(page).press('Enter');
    await expect(page).toHaveURL(/\/seminare\?q=k%C3%BChlung$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seminare zu „kühlung“');
    await expect(page.locator('.finder-results a[href="/seminare/klimatisierung-und-kuehlung"]').first()).toBeVisible();
    await expect(page.locator('.finder-results a[href="/seminare/brandschutz-im-rechenzentrum"]')).toHaveCount(0);
    await expect(field(page)).toHaveValue('kühlung');
  });
});
