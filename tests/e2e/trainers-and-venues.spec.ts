/**
 * Who teaches and where, in the browser, in both languages: from the home page a visitor
 * reaches a seminar, the profile of a trainer who teaches it and, from there, a date they
 * teach; the date's page shows the venue's address, the hours of each day and the trainer,
 * and its calendar file carries the same hours (in UTC) and address.
 */
import { loadContentCache } from '../../src/content/cache.ts';
import { keepStandardNumbersTogether } from '../../src/i18n/typography.ts';
import { expect, test } from '../support/browser-test.ts';

const content = await loadContentCache('content-cache');
/** In person in Hamburg, 26–27 January 2027, taught by the cooling seminar's trainer. */
const date = content.seminarDates.find((item) => item.id === 1023)!;
const seminar = content.seminars.find((item) => item.id === date.seminarId)!;
const trainer = content.trainers.find((item) => item.id === seminar.trainerIds[0])!;
const venue = content.venues.find((item) => item.id === date.venueId)!;

for (const [locale, home, seminarsLink, hours] of [
  ['de', '/', 'Seminare', '26. Januar 2027: 09:00–17:00 Uhr; 27. Januar 2027: 09:00–15:00 Uhr'],
  ['en', '/en', 'Courses', 'January 26, 2027: 9:00 AM – 5:00 PM; January 27, 2027: 9:00 AM – 3:00 PM'],
] as const) {
  test(`a trainer's profile leads from the seminar to a date they teach, with its venue and hours (${locale})`, async ({ page }) => {
    const { title } = seminar.translations[locale];
    await page.goto(home);
    await page.getByRole('navigation').getByRole('link', { name: seminarsLink, exact: true }).first().click();
    await page.locator(`main a[href$="/${seminar.slug}"]`).first().click();
    // Pages keep a standard's number on one line (non-breaking hyphens).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(keepStandardNumbersTogether(title));
    await page.locator('section:has(h2#trainers)').getByRole('link', { name: trainer.name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(trainer.name);
    await expect(page.locator('main')).toContainText(trainer.translations[locale].role);
    await page.locator('section[aria-labelledby="trainer-dates"]').locator(`a[href$="/${date.id}"]`).click();

    const main = page.locator('main');
    await expect(main).toContainText(venue.name);
    await expect(main).toContainText(venue.street);
    await expect(main).toContainText(`${venue.postalCode} ${venue.city}`);
    // The page writes narrow and non-breaking spaces where a time needs them.
    expect((await page.locator('dl.facts').textContent())!.replace(/\s+/g, ' ')).toContain(hours);
    await expect(page.locator('dl.facts').getByRole('link', { name: trainer.name })).toBeVisible();

    const calendar = await page.locator('a[download][href$=".ics"]').getAttribute('href');
    const ics = await (await page.request.get(calendar!)).text();
    expect(ics).toContain('DTSTART:20270126T080000Z');
    expect(ics).toContain('DTEND:20270127T140000Z');
    expect(ics.replace(/\r\n /g, '')).toContain(`LOCATION:${venue.name}\\, ${venue.street}\\, ${venue.postalCode} ${venue.city}`);
  });
}
