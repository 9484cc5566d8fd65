/**
 * The scenario in a browser, on a server of the test's own whose day the test moves
 * (TODAY; a restart on the same data folder is a new day): a group of three booked at the
 * early-booking price; 26 days before the course one place cancelled at half its price, the
 * other two moved to a later date, one of them handed to a substitute, through the manage
 * page (in German with JavaScript, in English without). Every mail of each step states the
 * amounts of that moment and the invoice contact hears of each; the day after the course one
 * invoice arrives for two places at the booked price and the fee; a cancellation after it
 * brings a credit note.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { Locale } from '../../src/i18n/locales.ts';
import { CONFIRM_PATH, REGISTRATIONS_PATH, TOKEN_FIELD } from '../../src/registration-contract/contract.ts';
import { expect, onSuiteClock, test } from '../support/browser-test.ts';
import { confirmLinkIn, onOrigin } from '../support/confirm-link.ts';
import { dayServer, recipientOf } from '../support/day-server.ts';
import { manageTokenIn } from '../support/manage-links.ts';
import { colleague, validInput } from '../support/registration.ts';
import { ROOT } from '../support/server-process.ts';

/** Frankfurt, 16 to 18 February 2027: 2.440 € a place, 2.180 € booked by 31 December 2026; the group moves to Munich, 11 to 13 May 2027. */
const DATE_ID = 1003;

const TEXTS = {
  de: {
    cancelPlace: 'Platz von Jonas2 Beispiel stornieren',
    cancel: 'Verbindlich stornieren',
    cancelled: 'Die Stornierung ist erfolgt.',
    newDate: '11.–13. Mai 2027',
    reviewMove: 'Umbuchung prüfen',
    move: 'Verbindlich umbuchen',
    moved: 'Die Umbuchung ist erfolgt.',
    substituteFor: 'Ersatzperson für Jonas3 Beispiel',
    labels: {
      firstName: 'Vorname',
      lastName: 'Nachname',
      email: 'E-Mail-Adresse',
      phone: 'Telefon',
      company: 'Unternehmen',
      jobTitle: 'Position',
    },
    salutation: 'Anrede',
    reviewSubstitute: 'Ersatzperson prüfen',
    substitute: 'Ersatzperson verbindlich benennen',
    substituted: 'Die Ersatzperson ist benannt',
    owed: [
      /Summe: +2 × 2\.180,00\s€ = 4\.360,00\s€/,
      /Stornogebühr: +Jonas2 Beispiel: 50 % = 1\.090,00\s€/,
      /Zu zahlen: +5\.450,00\s€ zzgl\. MwSt\./,
    ],
    due: 'Zu zahlen',
    invoice: /Rechnung RE-2027-\d{5} über 6\.485,50\s€/,
    credit: /Stornorechnung GS-2027-\d{5} über 6\.485,50\s€/,
    feeInvoice: /Rechnung RE-2027-\d{5} über 1\.297,10\s€/,
  },
  en: {
    cancelPlace: 'Cancel the place of Jonas2 Beispiel',
    cancel: 'Cancel for good',
    cancelled: 'The cancellation is done.',
    newDate: 'May 11 – 13, 2027',
    reviewMove: 'Review the move',
    move: 'Move for good',
    moved: 'The move is done.',
    substituteFor: 'Substitute for Jonas3 Beispiel',
    labels: {
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email address',
      phone: 'Phone',
      company: 'Company',
      jobTitle: 'Job title',
    },
    salutation: 'Salutation',
    reviewSubstitute: 'Review the substitute',
    substitute: 'Name the substitute for good',
    substituted: 'The substitute has been named',
    owed: [
      /Sum: +2 × €2,180\.00 = €4,360\.00/,
      /Cancellation fee: +Jonas2 Beispiel: 50 % = €1,090\.00/,
      /Amount due: +€5,450\.00 plus VAT/,
    ],
    due: 'Amount due',
    invoice: /invoice RE-2027-\d{5} for €6,485\.50/,
    credit: /cancellation invoice GS-2027-\d{5} for €6,485\.50/,
    feeInvoice: /invoice RE-2027-\d{5} for €1,297\.10/,
  },
} as const;

const server = dayServer('e2e-invoices');
test.afterAll(() => server.stop());

/** The server on `today`, on the test's data folder. */
const serveOn = (today: string) => server.start({ today });

/** An entry's mail once the server has written it: to whom, its text, its files. */
async function mail(entryId: string, kind: string) {
  const parsed = await server.mail(entryId, kind);
  return { to: recipientOf(parsed), text: parsed.text ?? '', files: parsed.attachments.map((file) => file.filename) };
}

const INVOICE_CONTACT = 'rechnung.{locale}@kunde.example';

/** Registers the group for DATE_ID in `locale` and confirms it through its mail's link: its id. */
async function registerGroup(page: Page, baseURL: string, locale: Locale): Promise<string> {
  const input = validInput({ email: `erika.${locale}@kunde.example`, dateId: DATE_ID });
  const body = {
    ...input,
    participants: [input.participants[0]!, colleague(2, `jonas.${locale}@kunde.example`), colleague(3, `lena.${locale}@kunde.example`)],
    invoiceContact: {
      sameAsParticipant: false,
      name: 'Petra Buchhaltung',
      email: INVOICE_CONTACT.replace('{locale}', locale),
      phone: '+49 69 5550100',
    },
    locale,
  };
  const posted = await page.request.post(baseURL + REGISTRATIONS_PATH, { data: body });
  expect(posted.status()).toBe(201);
  const { id } = (await posted.json()) as { id: string };
  const link = onOrigin(confirmLinkIn(await server.mail(id, 'confirm')), baseURL);
  const token = new URL(link).searchParams.get(TOKEN_FIELD)!;
  expect((await page.request.post(baseURL + CONFIRM_PATH, { form: { [TOKEN_FIELD]: token } })).ok()).toBe(true);
  return id;
}

/**
 * Every account line a mail must state now: by the participants' names in the mail to the one
 * who registered (`toRegistrant`), by the places' numbers in the others, whose addresses nobody
 * proved.
 */
async function expectOwed(id: string, kinds: readonly string[], locale: Locale, toRegistrant: string | null = null) {
  for (const kind of kinds) {
    const { text } = await mail(id, kind);
    for (const line of TEXTS[locale].owed) {
      const place = locale === 'de' ? 'Platz 2' : 'Place 2';
      expect(text, kind).toMatch(kind === toRegistrant ? line : new RegExp(line.source.replace('Jonas2 Beispiel', place)));
    }
  }
}

/** Cancel one place, move the rest, name a substitute, through the page of the registration's link. */
async function changeThroughPage(page: Page, baseURL: string, id: string, locale: Locale) {
  const texts = TEXTS[locale];
  const token = manageTokenIn((await mail(id, 'participant')).text)!;
  await page.goto(`${baseURL}${REGISTRATIONS_PATH}/manage?${TOKEN_FIELD}=${token}`);
  const box = page.locator('[data-slot="manage"]');
  const review = box.locator('[data-slot="manage-review"]');
  await box.getByRole('button', { name: texts.cancelPlace }).click();
  await review.getByRole('button', { name: texts.cancel }).click();
  await expect(box.getByRole('status')).toContainText(texts.cancelled);
  await expect(box.locator('[data-slot="manage-due"]')).toContainText(locale === 'de' ? '5.450,00' : '5,450.00');
  expect((await mail(id, 'change-1-invoice')).to).toBe(INVOICE_CONTACT.replace('{locale}', locale));
  await expectOwed(id, ['change-1-cancelled-1', 'change-1-cancelled-2', 'change-1-invoice'], locale, 'change-1-cancelled-2');

  await box.getByLabel(texts.newDate, { exact: false }).check();
  await box.getByRole('button', { name: texts.reviewMove }).click();
  await review.getByRole('button', { name: texts.move }).click();
  await expect(box.getByRole('status')).toContainText(texts.moved);
  await expectOwed(id, ['change-2-participant-1', 'change-2-participant-3', 'change-2-invoice'], locale, 'change-2-participant-1');

  await box.getByText(texts.substituteFor).click();
  const form = box.locator('details[open] form');
  await form.getByLabel(texts.salutation).selectOption('ms');
  const values = {
    firstName: 'Clara',
    lastName: 'Neumann',
    email: `clara.${locale}@kunde.example`,
    phone: '+49 69 7654321',
    company: 'Muster Rechenzentren GmbH',
    jobTitle: 'Ingenieurin',
  };
  for (const [name, value] of Object.entries(values)) await form.getByLabel(texts.labels[name as keyof typeof values]).fill(value);
  await form.getByRole('button', { name: texts.reviewSubstitute }).click();
  await review.getByRole('button', { name: texts.substitute }).click();
  await expect(box.getByRole('status')).toContainText(texts.substituted);
  await expectOwed(id, ['change-3-participant-3', 'change-3-invoice'], locale);
}

async function pageOf(browser: Browser, javaScriptEnabled: boolean, locale: Locale) {
  const context = await onSuiteClock(await browser.newContext({ javaScriptEnabled, locale: locale === 'de' ? 'de-DE' : 'en-GB' }));
  return context.newPage();
}

test('a group through a cancellation, a move and a substitute, then its invoice and a credit note (de with JavaScript, en without)', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const german = await pageOf(browser, true, 'de');
  const english = await pageOf(browser, false, 'en');

  // Booked on 22 November 2026, while the early-booking price applies.
  let baseURL = await serveOn('2026-11-22');
  const ids = { de: await registerGroup(german, baseURL, 'de'), en: await registerGroup(english, baseURL, 'en') };

  // 26 days before the course: half the price to cancel a place.
  baseURL = await serveOn('2027-01-21');
  await changeThroughPage(german, baseURL, ids.de, 'de');
  await changeThroughPage(english, baseURL, ids.en, 'en');

  // The day after the later date's last day: the server bills at start.
  baseURL = await serveOn('2027-05-14');
  for (const locale of ['de', 'en'] as const) {
    const invoices = await mail(ids[locale], `invoice-RE-2027-0000${locale === 'de' ? 1 : 2}`);
    expect(invoices.to).toBe(INVOICE_CONTACT.replace('{locale}', locale));
    expect(invoices.text).toMatch(TEXTS[locale].invoice);
    expect(invoices.files).toEqual([`RE-2027-0000${locale === 'de' ? 1 : 2}.pdf`]);
  }

  // Staff cancel the German registration after its invoice: a credit note, and an invoice for the fee that stays.
  const cancel = spawnSync(
    join(ROOT, 'node_modules/.bin/node'),
    ['scripts/registrations-cancel.ts', '--data-dir', server.dataDir(), ids.de],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  expect(cancel.status, cancel.stderr).toBe(0);
  await serveOn('2027-05-20');
  expect((await mail(ids.de, 'invoice-GS-2027-00001')).text).toMatch(TEXTS.de.credit);
  expect((await mail(ids.de, 'invoice-RE-2027-00003')).text).toMatch(TEXTS.de.feeInvoice);
});
