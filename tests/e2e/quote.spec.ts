/**
 * A company's quote in a browser, in both languages, on a server of the test's own whose day the
 * test moves (day-server.ts): on 20 December 2026, while Frankfurt's early-booking price holds, a
 * facility manager fills in three people and asks for a quote from the review; the link in her
 * mail shows the numbered quote (its group discount a line of its own) and downloads its PDF, which
 * the next mail brings too; on 10 January 2027, the early-booking price over, she books it from the
 * link at its prices, and the booking's link says so.
 */
import type { Browser, Page } from '@playwright/test';
import { loadContentCache } from '../../src/content/cache.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { buildPath } from '../../src/routes/match.ts';
import { expectNoViolations } from '../support/axe.ts';
import { expect, onSuiteClock, test } from '../support/browser-test.ts';
import { onOrigin } from '../support/confirm-link.ts';
import { dayServer, recipientOf } from '../support/day-server.ts';
import { fillColleague, fillValid, openForm } from '../support/e2e-form.ts';
import { manageTokenIn } from '../support/manage-links.ts';

/** Frankfurt, 16 to 18 February 2027: 1,890 € instead of 2,150 € until 31 December 2026, exam 290 €. */
const DATE_ID = 1003;

const TEXTS = {
  de: {
    addParticipant: 'Weitere Person anmelden',
    review: 'Angaben prüfen',
    quote: 'Angebot anfordern',
    issue: 'Angebot erstellen',
    title: /^Angebot ANG-2026-0000\d$/,
    group: 'Gruppenrabatt ab der 3. Person',
    gross: '7.557,69 €',
    pdf: 'Angebot als PDF',
    book: 'Zahlungspflichtig buchen',
    booked: /Aus diesem Angebot wurde gebucht: Vorgangsnummer [2-9A-HJKMNP-Z]{6}/,
    asBooked: '2.180,00 €',
  },
  en: {
    addParticipant: 'Add another participant',
    review: 'Review registration',
    quote: 'Request a quotation',
    issue: 'Create the quotation',
    title: /^Quotation ANG-2026-0000\d$/,
    group: 'Group discount from the 3rd person',
    gross: '€7,557.69',
    pdf: 'Quotation as PDF',
    book: 'Book with obligation to pay',
    booked: /This quotation was booked: reference [2-9A-HJKMNP-Z]{6}/,
    asBooked: '€2,180.00',
  },
} as const;

const server = dayServer('e2e-quote');
test.afterAll(() => server.stop());

const buyer = (locale: Locale) => `fm.${locale}@betreiber.example`;
const QUOTE_LINK = /https?:\/\/\S+\/api\/registrations\/quote\?token=[A-Za-z0-9_-]{43}/;

async function pageOf(browser: Browser, locale: Locale): Promise<Page> {
  const context = await onSuiteClock(await browser.newContext({ locale: locale === 'de' ? 'de-DE' : 'en-GB', acceptDownloads: true }));
  return context.newPage();
}

/** The date's page in `locale`. */
async function datePath(locale: Locale): Promise<string> {
  const content = await loadContentCache('content-cache');
  const date = content.seminarDates.find((item) => item.id === DATE_ID)!;
  const slug = content.seminars.find((seminar) => seminar.id === date.seminarId)!.slug;
  return buildPath('seminarDate', locale, { slug, dateId: String(DATE_ID) });
}

test('a quote asked for from the review, downloaded, and booked at its prices after the early booking ended (de, en)', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  let baseURL = await server.start({ today: '2026-12-20' });
  const links = new Map<Locale, string>();
  for (const locale of ['de', 'en'] as const) {
    const texts = TEXTS[locale];
    const page = await pageOf(browser, locale);
    await openForm(page, baseURL + (await datePath(locale)));
    await fillValid(page, buyer(locale));
    for (const index of [1, 2]) {
      await page.getByRole('button', { name: texts.addParticipant }).click();
      await fillColleague(page, index, `kollege${index}.${locale}@betreiber.example`);
    }
    await page.getByRole('button', { name: texts.review }).click();
    await page.getByRole('dialog').getByRole('button', { name: texts.quote }).click();
    await expect(page.locator('[data-slot="quote-sent"]')).toContainText(buyer(locale));

    // The link in her mail shows the quote; its button proves her address: the quote is numbered, and its PDF downloads.
    const { mail } = await server.mailTo(buyer(locale), /^quote-link-\d+$/);
    const link = onOrigin(mail.text?.match(QUOTE_LINK)?.[0] ?? '', baseURL);
    links.set(locale, link);
    await page.goto(link);
    const box = page.locator('[data-slot="quote"]');
    await box.getByRole('button', { name: texts.issue }).click();
    await expect(box.getByRole('heading', { level: 2 })).toHaveText(texts.title);
    await expect(box.locator('[data-slot="quote-prices"]')).toContainText(texts.group);
    await expect(box.locator('[data-slot="quote-prices"]')).toContainText(texts.gross);
    // axe finds nothing on the quote's page, in either colour mode.
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expectNoViolations(page, `quote page, ${locale}, ${scheme}`);
    }
    const download = page.waitForEvent('download');
    await box.getByRole('link', { name: texts.pdf }).click();
    const number = (await box.getByRole('heading', { level: 2 }).textContent())!.split(' ').at(-1)!;
    expect((await download).suggestedFilename()).toBe(`${number}.pdf`);
    const sent = await server.mailTo(buyer(locale), 'quote');
    expect(sent.mail.attachments.map(({ filename }) => filename)).toEqual([`${number}.pdf`]);
    await page.context().close();
  }

  // In January the date costs its regular fee (2,150 €); her quote still holds the early-booking one.
  baseURL = await server.start({ today: '2027-01-10' });
  for (const locale of ['de', 'en'] as const) {
    const texts = TEXTS[locale];
    const page = await pageOf(browser, locale);
    await page.goto(onOrigin(links.get(locale)!, baseURL));
    const box = page.locator('[data-slot="quote"]');
    await box.getByRole('button', { name: texts.book }).click();
    await expect(box.getByRole('status')).toContainText(texts.booked);
    // Her confirmation carries the whole registration's link, whose page states the price as booked.
    const { entryId } = await server.mailTo(buyer(locale), 'participant');
    const token = manageTokenIn((await server.mail(entryId, 'participant')).text ?? '');
    expect(recipientOf(await server.mail(entryId, 'participant'))).toBe(buyer(locale));
    await page.goto(`${baseURL}/api/registrations/manage?token=${token}`);
    await expect(page.locator('[data-slot="manage"]')).toContainText(texts.asBooked);
    await page.context().close();
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form asks for a quote with a button of its own, and its link opens the quote (de)', async ({ page }) => {
    const baseURL = await server.start({ today: '2026-12-20' });
    await page.goto(baseURL + (await datePath('de')));
    await fillValid(page, 'einkauf.nojs@betreiber.example');
    const answer = page.waitForResponse('**/api/registrations/quote');
    await page.getByRole('button', { name: TEXTS.de.quote }).click();
    expect((await answer).status()).toBe(202);
    await expect(page.getByRole('heading', { name: 'Ihr Angebot ist unterwegs' })).toBeVisible();
    await expect(page.getByText('Wir haben einen Link an einkauf.nojs@betreiber.example geschickt.')).toBeVisible();
    const { mail } = await server.mailTo('einkauf.nojs@betreiber.example', /^quote-link-\d+$/);
    await page.goto(onOrigin(mail.text?.match(QUOTE_LINK)?.[0] ?? '', baseURL));
    const box = page.locator('[data-slot="quote"]');
    await box.getByRole('button', { name: TEXTS.de.issue }).click();
    await expect(box.getByRole('heading', { level: 2 })).toHaveText(TEXTS.de.title);
  });
});
