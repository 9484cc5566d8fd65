/** The seminar finder filters and counts without JavaScript for the page (CSS :has and counters). */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/browser-test.ts';

const visibleCards = (page: Page) => page.locator('.finder-results > li:visible');

interface AXNode {
  readonly nodeId: string;
  readonly role?: { value?: string };
  readonly name?: { value?: string };
  readonly childIds?: string[];
}

/** The number the CSS counter renders, read from Chromium's accessibility tree as a screen reader would get it. */
async function shownCount(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
  await cdp.detach();
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const text = (node: AXNode | undefined): string =>
    !node
      ? ''
      : node.role?.value === 'StaticText'
        ? (node.name?.value ?? '')
        : (node.childIds ?? []).map((id) => text(byId.get(id))).join('');
  const status = text(nodes.find((node) => node.role?.value === 'status'));
  const match = /(\d+)\s*$/.exec(status);
  if (!match) throw new Error(`no count in the status region: ${JSON.stringify(status)}`);
  return Number(match[1]);
}

test.use({ javaScriptEnabled: false });

test('filters by format, language and month, and counts the matches', async ({ page }) => {
  await page.goto('/en/courses');
  const all = await visibleCards(page).count();
  expect(all).toBeGreaterThan(10);
  expect(await shownCount(page)).toBe(all);

  await page.getByRole('radio', { name: 'Webinar', exact: true }).check();
  const webinars = await visibleCards(page).count();
  expect(webinars).toBeGreaterThan(0);
  expect(webinars).toBeLessThan(all);
  for (const card of await visibleCards(page).all()) await expect(card).toHaveAttribute('data-format', 'webinar');
  expect(await shownCount(page)).toBe(webinars);

  await page.getByLabel('Month').selectOption({ index: 1 });
  const month = await page.getByLabel('Month').inputValue();
  for (const card of await visibleCards(page).all()) await expect(card).toHaveAttribute('data-months', new RegExp(`\\b${month}\\b`));
  expect(await shownCount(page)).toBe(await visibleCards(page).count());
});

test('says so when nothing matches', async ({ page }) => {
  await page.goto('/seminare');
  await expect(page.locator('.finder-empty')).toBeHidden();
  // Try month by month for English hybrid seminars until a combination matches nothing.
  await page.getByRole('radio', { name: 'Hybrid (Präsenz und online)' }).check();
  await page.getByRole('radio', { name: 'Englisch' }).check();
  const count = await visibleCards(page).count();
  if (count === 0) {
    await expect(page.locator('.finder-empty')).toBeVisible();
    expect(await shownCount(page)).toBe(0);
  } else {
    const months = await page
      .getByLabel('Monat')
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    let found = false;
    for (const month of months) {
      await page.getByLabel('Monat').selectOption(month);
      if ((await visibleCards(page).count()) === 0) {
        await expect(page.locator('.finder-empty')).toBeVisible();
        found = true;
        break;
      }
      await expect(page.locator('.finder-empty')).toBeHidden();
    }
    expect(found).toBe(true);
  }
});

/** The seminars shown, in the order shown. */
const shownSlugs = (page: Page) =>
  visibleCards(page).evaluateAll((cards) =>
    cards
      .map((card) => ({ order: Number(getComputedStyle(card).order), href: card.querySelector('h2 a')?.getAttribute('href') ?? '' }))
      .map((card, position) => ({ ...card, position }))
      .sort((a, b) => a.order - b.order || a.position - b.position)
      .map((card) => card.href),
  );

test.describe('by city and topic', () => {
  test('choosing in the page and opening the address the form sends show the same list, sorted by price too', async ({ page }) => {
    await page.goto('/seminare');
    await page.getByLabel('Thema').selectOption('cooling');
    await page.getByLabel('Ort').selectOption('Hamburg');
    await page.getByRole('radio', { name: 'Preis' }).check();
    const chosen = await shownSlugs(page);
    expect(chosen).toContain('/seminare/klimatisierung-und-kuehlung');
    expect(chosen.length).toBeLessThan(3);
    // The form sends the choices in the address: a list to share, drawn by the server with them chosen.
    await page.getByRole('button', { name: 'Auswahl anzeigen' }).click();
    await expect(page).toHaveURL(/\/seminare\?.*topic=cooling.*city=Hamburg.*sort=price/);
    await expect(page.getByLabel('Thema')).toHaveValue('cooling');
    await expect(page.getByLabel('Ort')).toHaveValue('Hamburg');
    expect(await shownSlugs(page)).toEqual(chosen);
  });

  test('sorts by price: the cheapest course first', async ({ page }) => {
    await page.goto('/en/courses?sort=price');
    await expect(page.getByRole('radio', { name: 'Price' })).toBeChecked();
    const prices = await visibleCards(page).evaluateAll((cards) =>
      cards
        .sort((a, b) => Number(getComputedStyle(a).order) - Number(getComputedStyle(b).order))
        .map((card) => card.querySelector('[data-price]')?.textContent ?? ''),
    );
    const amounts = prices.filter(Boolean).map((text) => Number(/€([\d,]+\.\d\d)/.exec(text)?.[1]?.replaceAll(',', '')));
    expect(amounts.length).toBeGreaterThan(5);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  });
});

test.describe('with JavaScript', () => {
  test.use({ javaScriptEnabled: true });

  test('choosing city and topic shows the list the address without JavaScript shows', async ({ page, browser }) => {
    await page.goto('/en/courses');
    await page.getByLabel('Topic').selectOption('cooling');
    await page.getByLabel('Location').selectOption('Hamburg');
    const withScript = await shownSlugs(page);
    const plain = await browser.newPage({ javaScriptEnabled: false });
    await plain.goto('/en/courses?topic=cooling&city=Hamburg');
    expect(await shownSlugs(plain)).toEqual(withScript);
    expect(withScript.length).toBeGreaterThan(0);
    await plain.close();
  });
});

test.describe('the dates page', () => {
  const rows = (page: Page) => page.locator('.date-row:visible');
  const months = (page: Page) => page.locator('section[aria-labelledby^="month-"]:visible');

  test('filters by city and format as the seminar list does, and drops the months left empty', async ({ page }) => {
    await page.goto('/seminartermine');
    const all = await rows(page).count();
    await page.getByLabel('Ort').selectOption('Hamburg');
    const hamburg = await rows(page).count();
    expect(hamburg).toBeGreaterThan(0);
    expect(hamburg).toBeLessThan(all);
    for (const row of await rows(page).all()) await expect(row).toHaveAttribute('data-cities', 'Hamburg');
    for (const month of await months(page).all()) await expect(month.locator('.date-row:visible').first()).toBeVisible();
    await page.getByRole('button', { name: 'Auswahl anzeigen' }).click();
    await expect(page).toHaveURL(/\/seminartermine\?.*city=Hamburg/);
    expect(await rows(page).count()).toBe(hamburg);
  });
});
