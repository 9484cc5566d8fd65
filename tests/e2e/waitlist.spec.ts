/**
 * The waiting list of a fully booked date in a real browser, in both languages, with and
 * without JavaScript: the date's page offers it, the form posts, the answer is the date's
 * page with the thank-you asking to confirm by mail, the entry is in the server's store
 * (apart from the registrations), and it counts once confirmed through the mail's link. Without JavaScript, a wrong entry comes back with the errors at the fields.
 */
import { existsSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { loadContentCache } from '../../src/content/cache.ts';
import { dateStatus } from '../../src/content/schedule.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { buildPath } from '../../src/routes/match.ts';
import { expect, test } from '../support/browser-test.ts';
import { confirmLinkOf, mailFile, storedByEmail, uniqueEmail } from '../support/e2e-store.ts';
import { TEST_DAY } from '../support/test-clock.ts';

const content = await loadContentCache('content-cache');
const fullyBooked = content.seminarDates.find((date) => dateStatus(date, TEST_DAY) === 'fully-booked');
if (!fullyBooked) throw new Error('the content has no fully booked date to wait for');
const seminar = content.seminars.find((s) => s.id === fullyBooked.seminarId)!;
const datePath = (locale: Locale) => buildPath('seminarDate', locale, { slug: seminar.slug, dateId: String(fullyBooked.id) });

const TEXTS = {
  de: {
    toList: 'Zur Warteliste',
    submit: 'Auf die Warteliste setzen',
    thanks: 'Bitte bestätigen Sie Ihren Eintrag',
    confirm: 'Eintrag bestätigen',
    confirmed: 'Sie stehen auf der Warteliste',
    notice: 'Dieser Termin ist bereits ausgebucht',
  },
  en: {
    toList: 'Join the waiting list',
    submit: 'Put me on the waiting list',
    thanks: 'Please confirm your entry',
    confirm: 'Confirm entry',
    confirmed: 'You are on the waiting list',
    notice: 'This date is already fully booked',
  },
} as const;

async function fillEntry(page: Page, email: string, { phone = '+49 40 555 0199' } = {}) {
  await page.getByLabel(/^(Vor- und Nachname|Full name)/).fill('Jonas Weber');
  await page.getByLabel(/^(E-Mail-Adresse|Email address)/).fill(email);
  await page.getByLabel(/^(Telefon|Phone)/).fill(phone);
  await page.getByLabel(/^(Unternehmen|Company)/).fill('Hafen Colocation GmbH');
  await page.getByRole('checkbox').check();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    for (const locale of ['de', 'en'] as const) {
      test(`a fully booked date offers the waiting list; joining it is stored, and counts once confirmed by mail (${locale})`, async ({
        page,
        baseURL,
      }) => {
        const texts = TEXTS[locale];
        await page.goto(datePath(locale));
        await expect(page.getByRole('note').filter({ hasText: texts.notice })).toBeVisible();
        await page.getByRole('link', { name: texts.toList }).click();
        await expect(page).toHaveURL(/#waitlist$/);
        const email = uniqueEmail(`waiting-${locale}-${javaScriptEnabled ? 'js' : 'nojs'}`);
        await fillEntry(page, email);
        const answer = page.waitForResponse('**/api/registrations');
        await page.getByRole('button', { name: texts.submit }).click();
        expect((await answer).status()).toBe(303);
        await expect(page.getByRole('heading', { name: texts.thanks })).toBeVisible();
        const [entry] = storedByEmail(email, 'waitlist');
        expect(entry).toEqual(expect.objectContaining({ dateId: fullyBooked.id, locale, status: 'pending' }));
        await expect(page.locator('#waitlist').getByRole('status')).toContainText(email);
        await expect(page.locator('#waitlist').getByRole('status')).not.toContainText(entry!.id);
        expect(storedByEmail(email)).toEqual([]);

        await page.goto(await confirmLinkOf(entry!.id, baseURL!));
        expect(storedByEmail(email, 'waitlist')[0]!.status).toBe('pending');
        await page.getByRole('button', { name: texts.confirm }).click();
        await expect(page.getByRole('heading', { name: texts.confirmed })).toBeVisible();
        expect(storedByEmail(email, 'waitlist')[0]!.status).toBe('confirmed');
        await expect.poll(() => existsSync(mailFile(entry!.id, 'waitlist'))).toBe(true);
      });
    }
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a wrong entry comes back with the errors at the fields and everything typed still there', async ({ page }) => {
    await page.goto(datePath('en'));
    const email = uniqueEmail('waiting-invalid');
    await fillEntry(page, email, { phone: '12' });
    const answer = page.waitForResponse('**/api/registrations');
    await page.getByRole('button', { name: TEXTS.en.submit }).click();
    expect((await answer).status()).toBe(422);
    const phone = page.getByLabel('Phone');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(/^Please enter a phone number with 6 to 20 digits/);
    await expect(page.locator('#waitlist').getByRole('alert')).toContainText('Please correct 1 entry.');
    await expect(page.getByLabel('Email address')).toHaveValue(email);
    await expect(page.getByRole('checkbox')).toBeChecked();
    expect(storedByEmail(email, 'waitlist')).toEqual([]);

    await phone.fill('+49 40 555 0199');
    await page.getByRole('button', { name: TEXTS.en.submit }).click();
    await expect(page.getByRole('heading', { name: TEXTS.en.thanks })).toBeVisible();
    expect(storedByEmail(email, 'waitlist')).toHaveLength(1);
  });

  test('the same address twice gets the same thank-you; a confirmed one is told by mail that it is on the list', async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail('waiting-twice');
    for (const attempt of [1, 2]) {
      await page.goto(datePath('de'));
      await fillEntry(page, email);
      const answer = page.waitForResponse('**/api/registrations');
      await page.getByRole('button', { name: TEXTS.de.submit }).click();
      expect((await answer).status()).toBe(303);
      await expect(page.getByRole('heading', { name: TEXTS.de.thanks })).toBeVisible();
      if (attempt === 1) {
        await page.goto(await confirmLinkOf(storedByEmail(email, 'waitlist')[0]!.id, baseURL!));
        await page.getByRole('button', { name: TEXTS.de.confirm }).click();
        await expect(page.getByRole('heading', { name: TEXTS.de.confirmed })).toBeVisible();
      }
    }
    const [first, second] = storedByEmail(email, 'waitlist');
    expect([first!.status, second!.status]).toEqual(['confirmed', 'known']);
    await expect.poll(() => existsSync(mailFile(second!.id, 'known'))).toBe(true);
  });
});
