/**
 * The team lead, in a browser in both languages, on a server of the test's own whose
 * day the test moves (day-server.ts): she books three colleagues for Frankfurt without taking
 * part; confirms from her own mail; moves one colleague to the later date from her link (his
 * place becomes a registration of its own); a colleague cancels his own place from his link; she
 * is told; the day after the course the invoice goes to her.
 */
import type { Browser, Page } from '@playwright/test';
import { loadContentCache } from '../../src/content/cache.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { buildPath } from '../../src/routes/match.ts';
import { expect, onSuiteClock, test } from '../support/browser-test.ts';
import { confirmLinkIn, onOrigin } from '../support/confirm-link.ts';
import { dayServer, recipientOf } from '../support/day-server.ts';
import { field, fillColleague, fillValid, openForm } from '../support/e2e-form.ts';
import { manageTokenIn } from '../support/manage-links.ts';

/** Frankfurt, 16 to 18 February 2027; the later date of the seminar is Munich, 11 to 13 May 2027. */
const DATE_ID = 1003;

const TEXTS = {
  de: {
    addParticipant: 'Weitere Person anmelden',
    bookForOthers: 'Sie buchen für andere, ohne selbst teilzunehmen?',
    forOthers: 'Ich buche für andere und nehme selbst nicht teil',
    review: 'Angaben prüfen',
    submit: 'Zahlungspflichtig anmelden',
    confirm: 'Anmeldung verbindlich bestätigen',
    who: 'Wer wechselt den Termin?',
    newDate: '11.–13. Mai 2027',
    reviewMove: 'Umbuchung prüfen',
    ownRegistration: 'Der Platz wird eine eigene Anmeldung',
    move: 'Verbindlich umbuchen',
    moved: 'Die Umbuchung ist erfolgt.',
    movedTo: /Jonas2 Beispiel.*umgebucht in die Anmeldung [2-9A-HJKMNP-Z]{6}/,
    cancelOwn: 'Platz von Jonas3 Beispiel stornieren',
    cancel: 'Verbindlich stornieren',
    cancelled: 'Die Stornierung ist erfolgt.',
    told: 'Guten Tag Petra Teamleitung,',
    invoice: /Rechnung RE-2027-\d{5} über/,
  },
  en: {
    addParticipant: 'Add another participant',
    bookForOthers: 'Booking for others without taking part yourself?',
    forOthers: 'I am booking for others and not taking part myself',
    review: 'Review registration',
    submit: 'Register with obligation to pay',
    confirm: 'Confirm registration with obligation to pay',
    who: 'Who moves to the new date?',
    newDate: 'May 11 – 13, 2027',
    reviewMove: 'Review the move',
    ownRegistration: 'The place becomes a registration of its own',
    move: 'Move for good',
    moved: 'The move is done.',
    movedTo: /Jonas2 Beispiel.*moved to registration [2-9A-HJKMNP-Z]{6}/,
    cancelOwn: 'Cancel the place of Jonas3 Beispiel',
    cancel: 'Cancel for good',
    cancelled: 'The cancellation is done.',
    told: 'Dear Petra Teamleitung,',
    invoice: /invoice RE-2027-\d{5} for/,
  },
} as const;

const server = dayServer('e2e-booker');
test.afterAll(() => server.stop());

const lead = (locale: Locale) => `petra.${locale}@kunde.example`;
const colleagueAddress = (locale: Locale, n: number) => `jonas${n}.${locale}@kunde.example`;

async function pageOf(browser: Browser, locale: Locale): Promise<Page> {
  const context = await onSuiteClock(await browser.newContext({ locale: locale === 'de' ? 'de-DE' : 'en-GB' }));
  return context.newPage();
}

/** She books her three colleagues through the date's form without taking part, and confirms from her mail: the registration's id. */
async function bookThree(page: Page, baseURL: string, locale: Locale): Promise<string> {
  const texts = TEXTS[locale];
  const content = await loadContentCache('content-cache');
  const date = content.seminarDates.find((item) => item.id === DATE_ID)!;
  const slug = content.seminars.find((seminar) => seminar.id === date.seminarId)!.slug;
  await openForm(page, baseURL + buildPath('seminarDate', locale, { slug, dateId: String(DATE_ID) }));
  await fillValid(page, colleagueAddress(locale, 1));
  for (const index of [1, 2]) {
    await page.getByRole('button', { name: texts.addParticipant }).click();
    await fillColleague(page, index, colleagueAddress(locale, index + 1));
  }
  await page.getByText(texts.bookForOthers).click();
  await page.getByLabel(texts.forOthers).check();
  const booker = {
    'booker.name': 'Petra Teamleitung',
    'booker.email': lead(locale),
    'booker.phone': '+49 40 5550100',
    'booker.company': 'Rechenzentrum Nord GmbH',
  };
  for (const [path, value] of Object.entries(booker)) await field(page, path).fill(value);
  await page.getByRole('button', { name: texts.review }).click();
  await page.getByRole('dialog').getByRole('button', { name: texts.submit }).click();
  await expect(page.locator('[data-slot="registration-thanks"]')).toContainText(lead(locale));
  // The mail that asks to confirm goes to her, and she confirms.
  const { entryId, mail } = await server.mailTo(lead(locale), 'confirm');
  await page.goto(onOrigin(confirmLinkIn(mail), baseURL));
  await page.getByRole('button', { name: texts.confirm }).click();
  await expect(page.locator('[data-slot="confirmation"] [role="status"]')).toBeVisible();
  return entryId;
}

/** The page behind the link a mail of the registration carries. */
async function openLinkOf(page: Page, baseURL: string, id: string, kind: string) {
  const token = manageTokenIn((await server.mail(id, kind)).text ?? '');
  await page.goto(`${baseURL}/api/registrations/manage?token=${token}`);
  return page.locator('[data-slot="manage"]');
}

test('a team lead books three colleagues, moves one, is told of a cancellation and gets the invoice (de, en)', async ({ browser }) => {
  test.setTimeout(240_000);
  let baseURL = await server.start({ today: '2026-11-22' });
  const ids = new Map<Locale, string>();
  for (const locale of ['de', 'en'] as const) {
    const texts = TEXTS[locale];
    const page = await pageOf(browser, locale);
    const id = await bookThree(page, baseURL, locale);
    ids.set(locale, id);
    expect(recipientOf(await server.mail(id, 'booker'))).toBe(lead(locale));

    // From her link: one colleague moves to the later date, on his own.
    const box = await openLinkOf(page, baseURL, id, 'booker');
    await box.getByLabel(texts.who).selectOption({ label: 'Jonas2 Beispiel' });
    await box.getByLabel(texts.newDate, { exact: false }).check();
    await box.getByRole('button', { name: texts.reviewMove }).click();
    const review = box.locator('[data-slot="manage-review"]');
    await expect(review).toContainText(texts.ownRegistration);
    await review.getByRole('button', { name: texts.move }).click();
    await expect(box.getByRole('status')).toContainText(texts.moved);
    await expect(box.locator('[data-slot="manage-places"]')).toContainText(texts.movedTo);
    // He and she get the new registration's confirmations.
    const moved = await server.mailTo(lead(locale), 'change-1-booker');
    expect(recipientOf(await server.mail(moved.entryId, 'change-1-participant-1'))).toBe(colleagueAddress(locale, 2));

    // A colleague cancels his own place from his own link; she is told.
    const own = await openLinkOf(page, baseURL, id, 'participant-3');
    await own.getByRole('button', { name: texts.cancelOwn }).click();
    await own.locator('[data-slot="manage-review"]').getByRole('button', { name: texts.cancel }).click();
    await expect(own.getByRole('status')).toContainText(texts.cancelled);
    const told = await server.mail(id, 'change-2-cancelled-2');
    expect(recipientOf(told)).toBe(lead(locale));
    expect(told.text).toContain(texts.told);
    await page.context().close();
  }

  // The day after the course: the invoice for the place left goes to her.
  baseURL = await server.start({ today: '2027-02-19' });
  for (const [index, locale] of (['de', 'en'] as const).entries()) {
    const invoice = await server.mail(ids.get(locale)!, `invoice-RE-2027-0000${index + 1}`);
    expect(recipientOf(invoice)).toBe(lead(locale));
    expect(invoice.text).toMatch(TEXTS[locale].invoice);
  }
});
