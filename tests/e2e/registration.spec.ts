/**
 * Registering for a seminar date in a real browser, in both languages, with and without
 * JavaScript: the form, the thank-you asking to confirm by mail, the "please confirm" mail
 * (an .eml file: the server has no mail server), its link's page and button, and only then
 * the confirmations; and what the visitor sees when the network or the server says no.
 * Each registration is looked up in the server's store afterwards.
 */

import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { simpleParser } from 'mailparser';
import { loadContentCache } from '../../src/content/cache.ts';
import { dateStatus } from '../../src/content/schedule.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { buildPath } from '../../src/routes/match.ts';
import { expect, test } from '../support/browser-test.ts';
import { confirmInBrowser, exportedRows, field, fillColleague, fillValid, openForm, submitForm } from '../support/e2e-form.ts';
import { confirmLinkOf, mailFile, participantEmails, storedByEmail, uniqueEmail } from '../support/e2e-store.ts';
import { TEST_DAY } from '../support/test-clock.ts';

const content = await loadContentCache('content-cache');
const bookable = content.seminarDates.filter((date) => dateStatus(date, TEST_DAY) === 'bookable');
if (bookable.length < 2) throw new Error('the content has fewer than two bookable dates to register for');

function datePage(locale: Locale, index = 0): { path: string; dateId: number } {
  const date = bookable[index]!;
  const seminar = content.seminars.find((s) => s.id === date.seminarId)!;
  return { path: buildPath('seminarDate', locale, { slug: seminar.slug, dateId: String(date.id) }), dateId: date.id };
}

/** The address the "please confirm" mail comes from (MAIL_FROM's default). */
const SENDER = 'anmeldung@rackwise-academy.de';

test('register in German: errors first, then the review dialog, the thank-you, a toast, and one stored registration', async ({ page }) => {
  const { path, dateId } = datePage('de');
  await openForm(page, path);
  await page.getByRole('button', { name: 'Angaben prüfen' }).click();
  // Every error at its field, a summary announced, focus on the first invalid field.
  await expect(page.getByRole('alert').filter({ hasText: 'Bitte korrigieren Sie' })).toBeVisible();
  await expect(field(page, 'participants.0.salutation')).toBeFocused();
  await expect(field(page, 'participants.0.email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#registration-participants-0-email-error')).toHaveText('Bitte füllen Sie dieses Feld aus.');

  const email = uniqueEmail('erika');
  await fillValid(page, email, { postalCode: '6031' });
  await page.getByRole('button', { name: 'Angaben prüfen' }).click();
  await expect(field(page, 'billing.postalCode')).toBeFocused();
  await expect(page.locator('#registration-billing-postalCode-error')).toHaveText(
    'Bitte geben Sie eine gültige Postleitzahl für das gewählte Land ein.',
  );
  await field(page, 'billing.postalCode').fill('20457');

  await page.getByRole('button', { name: 'Angaben prüfen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bitte prüfen Sie Ihre Anmeldung' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Erika Musterfrau');
  await dialog.getByRole('button', { name: 'Zahlungspflichtig anmelden' }).click();

  const thanks = page.locator('[data-slot="registration-thanks"]');
  await expect(thanks.getByRole('heading', { name: 'Bitte bestätigen Sie Ihre Anmeldung' })).toBeVisible();
  await expect(thanks).toBeFocused();
  await expect(thanks).toContainText(`Wir haben eine E-Mail an ${email} geschickt, Absender ${SENDER}.`);
  await expect(page.locator('li.toast', { hasText: 'Bitte bestätigen Sie per E-Mail' })).toBeVisible();
  const stored = storedByEmail(email);
  expect(stored).toEqual([expect.objectContaining({ dateId, email, locale: 'de', status: 'pending' })]);
  // Nothing is confirmed yet: the internal id is not shown (the confirmation mail gives the reference).
  await expect(thanks).not.toContainText(stored[0]!.id);

  // With no mail server set (as with `npm start`), the mails are readable .eml files in the data folder:
  // until the owner confirms, only the one asking to.
  const askMail = mailFile(stored[0]!.id, 'confirm');
  await expect.poll(() => existsSync(askMail)).toBe(true);
  const mail = await simpleParser(await readFile(askMail));
  expect(mail.to).toMatchObject({ value: [{ address: email }] });
  expect(mail.subject).toMatch(/^Bitte bestätigen Sie Ihre Anmeldung: /);
  expect(existsSync(mailFile(stored[0]!.id, 'participant'))).toBe(false);
});

for (const [javaScriptEnabled, locale, texts] of [
  [
    true,
    'en',
    {
      review: 'Review registration',
      submit: 'Register with obligation to pay',
      check: 'Please confirm your registration',
      ask: 'Confirm your registration',
      confirm: 'Confirm registration with obligation to pay',
      confirmed: 'Your registration is confirmed',
      subject: /^Registration confirmed: /,
      used: 'This link has been used already',
    },
  ],
  [
    false,
    'de',
    {
      review: null,
      submit: 'Zahlungspflichtig anmelden',
      check: 'Bitte bestätigen Sie Ihre Anmeldung',
      ask: 'Anmeldung bestätigen',
      confirm: 'Anmeldung verbindlich bestätigen',
      confirmed: 'Ihre Anmeldung ist bestätigt',
      subject: /^Anmeldebestätigung: /,
      used: 'Dieser Link wurde bereits verwendet',
    },
  ],
] as const) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test(`the whole way (${locale}): register, read the mail, open its link (which confirms nothing), confirm; only then the confirmations`, async ({
      page,
      baseURL,
    }) => {
      const { path, dateId } = datePage(locale, 1);
      if (javaScriptEnabled) await openForm(page, path);
      else await page.goto(path);
      const email = uniqueEmail(`whole-way-${locale}`);
      await fillValid(page, email);
      await submitForm(page, { review: texts.review, submit: texts.submit });
      await expect(page.getByRole('heading', { name: texts.check })).toBeVisible();
      const [entry] = storedByEmail(email);
      expect(entry).toMatchObject({ dateId, locale, status: 'pending' });

      const link = await confirmLinkOf(entry!.id, baseURL!);
      await page.goto(link);
      await expect(page.getByRole('heading', { name: texts.ask })).toBeVisible();
      await expect(page.locator('[data-slot="confirmation"] li')).toHaveText(['Erika Musterfrau']);
      // Opening the link, as a mail scanner does, confirms nothing.
      expect(storedByEmail(email)[0]!.status).toBe('pending');
      expect(existsSync(mailFile(entry!.id, 'participant'))).toBe(false);
      expect(existsSync(mailFile(entry!.id, 'academy'))).toBe(false);

      await page.getByRole('button', { name: texts.confirm }).click();
      await expect(page.getByRole('heading', { name: texts.confirmed })).toBeVisible();
      expect(storedByEmail(email)[0]!.status).toBe('confirmed');
      const confirmation = mailFile(entry!.id, 'participant');
      await expect.poll(() => existsSync(confirmation)).toBe(true);
      const mail = await simpleParser(await readFile(confirmation));
      expect(mail.to).toMatchObject({ value: [{ address: email }] });
      expect(mail.subject).toMatch(texts.subject);
      expect(mail.attachments.map((file) => file.filename)).toEqual([locale === 'de' ? 'termin.ics' : 'calendar.ics']);
      await expect.poll(() => existsSync(mailFile(entry!.id, 'academy'))).toBe(true);

      // The link again: used, said plainly.
      await page.goto(link);
      await expect(page.getByText(texts.used)).toBeVisible();
    });
  });
}

test('register in English, with a separate invoice contact; messages are English', async ({ page }) => {
  const { path, dateId } = datePage('en', 1);
  await openForm(page, path);
  const email = uniqueEmail('alex');
  await fillValid(page, email);
  await expect(field(page, 'invoiceContact.name')).toBeHidden();
  await field(page, 'invoiceContact.sameAsParticipant').uncheck();
  await expect(field(page, 'invoiceContact.name')).toBeVisible();
  await page.getByRole('button', { name: 'Review registration' }).click();
  await expect(page.locator('#registration-invoiceContact-name-error')).toHaveText('Please fill in this field.');
  await field(page, 'invoiceContact.name').fill('Accounts Payable');
  await field(page, 'invoiceContact.email').fill('invoices@example.com');
  await field(page, 'invoiceContact.phone').fill('+44 20 7946 0000');
  await page.getByRole('button', { name: 'Review registration' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Register with obligation to pay' }).click();
  await expect(page.getByRole('heading', { name: 'Please confirm your registration' })).toBeVisible();
  expect(storedByEmail(email)).toEqual([expect.objectContaining({ dateId, locale: 'en' })]);
});

test('the review dialog traps focus, and Escape goes back to the form with nothing sent', async ({ page }) => {
  const { path } = datePage('en');
  await openForm(page, path);
  const email = uniqueEmail('escape');
  await fillValid(page, email);
  const review = page.getByRole('button', { name: 'Review registration' });
  await review.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(review).toBeFocused();
  expect(storedByEmail(email)).toEqual([]);
});

test('a network failure shows an error toast and keeps every entry; the retry is stored once, with the same Idempotency-Key', async ({
  page,
}) => {
  const { path } = datePage('en');
  await openForm(page, path);
  const email = uniqueEmail('offline');
  await fillValid(page, email);
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/registrations')) keys.push(request.headers()['idempotency-key'] ?? '');
  });
  await page.route('**/api/registrations', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Review registration' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Register with obligation to pay' }).click();
  await expect(page.locator('li.toast', { hasText: 'No connection' })).toBeVisible();
  await expect(field(page, 'participants.0.email')).toHaveValue(email);
  await expect(field(page, 'billing.street')).toHaveValue('Hafenstraße 7');
  await expect(field(page, 'consent')).toBeChecked();

  await page.unroute('**/api/registrations');
  await page.getByRole('button', { name: 'Review registration' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Register with obligation to pay' }).click();
  await expect(page.getByRole('heading', { name: 'Please confirm your registration' })).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[\w-]{16,}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(storedByEmail(email)).toHaveLength(1);
});

test('a refusal (the date filled up meanwhile) shows the server message above the form and moves focus there', async ({ page }) => {
  const { path } = datePage('de');
  await openForm(page, path);
  await fillValid(page, uniqueEmail('late'));
  await page.route('**/api/registrations', (route) =>
    route.fulfill({
      status: 409,
      json: { error: 'fullyBooked', message: 'Dieser Termin ist leider ausgebucht. Bitte wählen Sie einen anderen Termin.' },
    }),
  );
  await page.getByRole('button', { name: 'Angaben prüfen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Zahlungspflichtig anmelden' }).click();
  const message = page.getByRole('alert').filter({ hasText: 'ausgebucht' });
  await expect(message).toBeVisible();
  await expect(message).toBeFocused();
  await expect(field(page, 'participants.0.firstName')).toHaveValue('Erika');
});

test('registering again with an address registered already: the same thank-you, and its owner is told by mail', async ({
  page,
  baseURL,
}) => {
  const { path } = datePage('en');
  const email = uniqueEmail('twice');
  for (const attempt of [1, 2]) {
    await openForm(page, path);
    await fillValid(page, email);
    await page.getByRole('button', { name: 'Review registration' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Register with obligation to pay' }).click();
    await expect(page.getByRole('heading', { name: 'Please confirm your registration' })).toBeVisible();
    if (attempt === 1) {
      await page.goto(await confirmLinkOf(storedByEmail(email)[0]!.id, baseURL!));
      await page.getByRole('button', { name: 'Confirm registration with obligation to pay' }).click();
      await expect(page.getByRole('heading', { name: 'Your registration is confirmed' })).toBeVisible();
    }
  }
  const [first, second] = storedByEmail(email);
  expect([first!.status, second!.status]).toEqual(['confirmed', 'known']);
  const told = mailFile(second!.id, 'known');
  await expect.poll(() => existsSync(told)).toBe(true);
  expect((await simpleParser(await readFile(told))).subject).toMatch(/^You are already registered: /);
});

test('a team lead books a colleague without taking part: her fields, the review, her mail confirms it', async ({ page, baseURL }) => {
  const { path } = datePage('de', 1);
  await openForm(page, path);
  const colleague = uniqueEmail('booked-colleague');
  const lead = uniqueEmail('team-lead');
  await fillValid(page, colleague);
  // Behind a line most people leave closed; her fields show, and are required, only once she books for others.
  await page.getByText('Sie buchen für andere, ohne selbst teilzunehmen?').click();
  await expect(field(page, 'booker.name')).toBeHidden();
  await page.getByLabel('Ich buche für andere und nehme selbst nicht teil').check();
  const booker = {
    'booker.name': 'Petra Teamleitung',
    'booker.email': lead,
    'booker.phone': '+49 40 5550100',
    'booker.company': 'Rechenzentrum Nord GmbH',
  };
  for (const [path, value] of Object.entries(booker)) await field(page, path).fill(value);
  await page.getByRole('button', { name: 'Angaben prüfen' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Gebucht von (bestätigt per E-Mail)');
  await expect(dialog).toContainText('Petra Teamleitung');
  await dialog.getByRole('button', { name: 'Zahlungspflichtig anmelden' }).click();
  await expect(page.locator('[data-slot="registration-thanks"]')).toContainText(lead);
  // The registration stands for her address; her colleague is its participant.
  const [stored] = storedByEmail(lead);
  expect(participantEmails(stored!.id)).toEqual([colleague]);
  await confirmInBrowser(page, await confirmLinkOf(stored!.id, baseURL!), 'Anmeldung verbindlich bestätigen');
  for (const kind of ['booker', 'participant']) await expect.poll(() => existsSync(mailFile(stored!.id, kind))).toBe(true);
});

test('a group of three with a code: two more participants added, all three and their reductions in the review and the export, three seats taken', async ({
  page,
  baseURL,
}) => {
  const { path } = datePage('en', 1);
  await openForm(page, path);
  const email = uniqueEmail('group-lead');
  const colleagues = [uniqueEmail('group-two'), uniqueEmail('group-three')];
  await fillValid(page, email);
  // One section until more are added; each new one takes the focus.
  await expect(page.locator('fieldset legend', { hasText: /^Participant/ })).toHaveCount(1);
  for (const [offset, colleague] of colleagues.entries()) {
    await page.getByRole('button', { name: 'Add another participant' }).click();
    await expect(page.getByRole('group', { name: `Participant ${offset + 2}` })).toBeFocused();
    await fillColleague(page, offset + 1, colleague);
  }
  // A fourth added and removed again leaves three.
  await page.getByRole('button', { name: 'Add another participant' }).click();
  await page.getByRole('button', { name: 'Remove participant 4' }).click();
  await expect(page.getByRole('group', { name: 'Participant 3' })).toBeFocused();
  // A code nobody knows is the field's error, and no review opens; the right one, in any case, is taken.
  await page.getByText('Remark or discount code').click();
  const code = page.getByLabel('Discount code');
  await code.fill('NO-SUCH-CODE');
  await page.getByRole('button', { name: 'Review registration' }).click();
  await expect(code).toBeFocused();
  await expect(page.getByText('We do not know this discount code.')).toBeVisible();
  await code.fill('alumni-en50600');
  await page.getByRole('button', { name: 'Review registration' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('listitem')).toHaveCount(3);
  // The places at their full price, each reduction, and what is due, before the binding button.
  const lines = (await dialog.locator('[data-slot="review-total"]').innerText()).split('\n');
  const euros = (text = '') => Number(text.replaceAll(',', ''));
  const [, unit, sum] = /^3 × €([\d,.]+) = €([\d,.]+)$/.exec(lines[0] ?? '') ?? [];
  expect(euros(sum)).toBeCloseTo(3 * euros(unit), 2);
  const [, group] = /^Group discount from the 3rd person: − €([\d,.]+)$/.exec(lines[1] ?? '') ?? [];
  const [, alumni] = /^Alumni discount \(code ALUMNI-EN50600\): − €([\d,.]+)$/.exec(lines[2] ?? '') ?? [];
  const [, due] = /^Amount due: €([\d,.]+) \(plus applicable VAT\)$/.exec(lines[3] ?? '') ?? [];
  expect(euros(due)).toBeCloseTo(euros(sum) - euros(group) - euros(alumni), 2);
  expect(euros(alumni)).toBeCloseTo(3 * (euros(group) / 2), 2);
  await dialog.getByRole('button', { name: 'Register with obligation to pay' }).click();
  await expect(page.locator('[data-slot="registration-thanks"]')).toContainText(`we have sent an email to ${email}`);
  const [stored] = storedByEmail(email);
  expect(participantEmails(stored!.id)).toEqual([email, ...colleagues]);
  await confirmInBrowser(page, await confirmLinkOf(stored!.id, baseURL!), 'Confirm registration with obligation to pay');
  expect(exportedRows(stored!.id)).toHaveLength(3);
  for (const kind of ['participant', 'participant-2', 'participant-3'])
    await expect.poll(() => existsSync(mailFile(stored!.id, kind))).toBe(true);
});

for (const [locale, words] of [
  [
    'de',
    {
      box: 'Ich buche als Privatperson',
      name: 'Vor- und Nachname',
      review: 'Angaben prüfen',
      submit: 'Zahlungspflichtig anmelden',
      vat: /^Mehrwertsteuer: ([\d.]+,\d\d)\s€$/,
      due: /^Zu zahlen inkl\. MwSt\.: ([\d.]+,\d\d)\s€$/,
      confirm: 'Anmeldung verbindlich bestätigen',
      mailDue: /Zu zahlen: +([\d.]+,\d\d)\s€ inkl\. ([\d.]+,\d\d)\s€ MwSt\./,
    },
  ],
  [
    'en',
    {
      box: 'I am booking as a private person',
      name: 'First and last name',
      review: 'Review registration',
      submit: 'Register with obligation to pay',
      vat: /^VAT: €([\d,]+\.\d\d)$/,
      due: /^Amount due including VAT: €([\d,]+\.\d\d)$/,
      confirm: 'Confirm registration with obligation to pay',
      mailDue: /Amount due: +€([\d,]+\.\d\d) including €([\d,]+\.\d\d) VAT/,
    },
  ],
] as const) {
  test(`a private person (${locale}) books without a company and sees what is due with VAT, in the review and the mail`, async ({
    page,
    baseURL,
  }) => {
    const { path } = datePage(locale);
    await openForm(page, path);
    const email = uniqueEmail(`private-${locale}`);
    await fillValid(page, email);
    await page.getByLabel(words.box).check();
    // Her name where a company's would be; her own company field may stay empty.
    await expect(field(page, 'billing.company')).toHaveAccessibleName(words.name);
    await field(page, 'billing.company').fill('Erika Musterfrau');
    await field(page, 'participants.0.company').fill('');
    await page.getByRole('button', { name: words.review }).click();
    const dialog = page.getByRole('dialog');
    const lines = (await dialog.locator('[data-slot="review-total"]').innerText()).split('\n');
    const amount = (text = '') => Number(locale === 'de' ? text.replaceAll('.', '').replace(',', '.') : text.replaceAll(',', ''));
    const vat = amount(words.vat.exec(lines.at(-2) ?? '')?.[1]);
    const due = amount(words.due.exec(lines.at(-1) ?? '')?.[1]);
    expect(vat).toBeGreaterThan(0);
    expect(due).toBeGreaterThan(vat);
    await dialog.getByRole('button', { name: words.submit }).click();
    await expect(page.locator('[data-slot="registration-thanks"]')).toBeVisible();
    const [stored] = storedByEmail(email);
    await confirmInBrowser(page, await confirmLinkOf(stored!.id, baseURL!), words.confirm);
    await expect.poll(() => existsSync(mailFile(stored!.id, 'participant'))).toBe(true);
    const text = (await simpleParser(await readFile(mailFile(stored!.id, 'participant')))).text ?? '';
    const [, mailGross, mailVat] = words.mailDue.exec(text) ?? [];
    expect([amount(mailGross), amount(mailVat)]).toEqual([due, vat]);
  });
}

test('a company sees the net price with the VAT note in the review', async ({ page }) => {
  const { path } = datePage('de');
  await openForm(page, path);
  await fillValid(page, uniqueEmail('company'));
  await page.getByRole('button', { name: 'Angaben prüfen' }).click();
  const dialog = page.getByRole('dialog');
  const total = dialog.locator('[data-slot="review-total"]');
  await expect(total).toContainText('zzgl. gesetzl. MwSt.');
  await expect(total).not.toContainText('Mehrwertsteuer');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a group of three in the three sections the form offers', async ({ page, baseURL }) => {
    const { path } = datePage('de', 1);
    await page.goto(path);
    const email = uniqueEmail('nojs-group');
    const colleagues = [uniqueEmail('nojs-two'), uniqueEmail('nojs-three')];
    await fillValid(page, email);
    // The further sections read as optional: no required mark until something is typed in one.
    const marks = (index: number) => page.locator(`#registration-participants-${index} .required-mark`).filter({ visible: true });
    // Closed until asked for: one person's section is what a phone shows first.
    await expect(field(page, 'participants.1.firstName')).toBeHidden();
    await page.getByText('Person 2 hinzufügen').click();
    await expect(marks(1)).toHaveCount(0);
    await field(page, 'participants.1.firstName').fill('Jonas');
    expect(await marks(1).count()).toBeGreaterThan(5);
    await expect(marks(2)).toHaveCount(0);
    await fillColleague(page, 1, colleagues[0]!);
    await page.getByText('Person 3 hinzufügen').click();
    await expect(marks(2)).toHaveCount(0);
    await fillColleague(page, 2, colleagues[1]!);
    const answer = page.waitForResponse('**/api/registrations');
    await page.getByRole('button', { name: 'Zahlungspflichtig anmelden' }).click();
    expect((await answer).status()).toBe(303);
    await expect(page.getByRole('heading', { name: 'Bitte bestätigen Sie Ihre Anmeldung' })).toBeVisible();
    await expect(page.locator('[data-slot="registration-thanks"]')).toContainText(`Wir haben eine E-Mail an ${email} geschickt`);
    const [stored] = storedByEmail(email);
    expect(participantEmails(stored!.id)).toEqual([email, ...colleagues]);
    await confirmInBrowser(page, await confirmLinkOf(stored!.id, baseURL!), 'Anmeldung verbindlich bestätigen');
    expect(exportedRows(stored!.id)).toHaveLength(3);
  });

  for (const [locale, submit, thanks] of [
    ['de', 'Zahlungspflichtig anmelden', 'Bitte bestätigen Sie Ihre Anmeldung'],
    ['en', 'Register with obligation to pay', 'Please confirm your registration'],
  ] as const) {
    test(`the form posts, and the answer is the date page with the thank-you (${locale})`, async ({ page }) => {
      const { path, dateId } = datePage(locale);
      await page.goto(path);
      const email = uniqueEmail(`nojs-${locale}`);
      await fillValid(page, email);
      const answer = page.waitForResponse('**/api/registrations');
      await page.getByRole('button', { name: submit }).click();
      expect((await answer).status()).toBe(303);
      await expect(page.getByRole('heading', { name: thanks })).toBeVisible();
      await expect(page.locator('[data-slot="registration-thanks"]')).toContainText(email);
      const [stored] = storedByEmail(email);
      expect(stored).toEqual(expect.objectContaining({ dateId, locale }));
      // The thank-you has an address of its own (post/redirect/get): a reload shows it again and posts nothing.
      expect(new URL(page.url()).pathname).toBe(`/api/registrations/received/${stored!.id}`);
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST') posts.push(request.url());
      });
      await page.reload();
      await expect(page.getByRole('heading', { name: thanks })).toBeVisible();
      expect(posts).toEqual([]);
      expect(storedByEmail(email)).toHaveLength(1);
    });
  }

  test('an invalid post comes back with the errors at the fields and everything typed still there', async ({ page }) => {
    const { path } = datePage('en');
    await page.goto(path);
    const email = uniqueEmail('nojs-invalid');
    await fillValid(page, email, { postalCode: '123' });
    const answer = page.waitForResponse('**/api/registrations');
    await page.getByRole('button', { name: 'Register with obligation to pay' }).click();
    expect((await answer).status()).toBe(422);
    await expect(page.locator('#registration-billing-postalCode-error')).toHaveText(
      'Please enter a valid postal code for the selected country.',
    );
    await expect(field(page, 'billing.postalCode')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'participants.0.email')).toHaveValue(email);
    await expect(field(page, 'participants.0.salutation')).toHaveValue('ms');
    await expect(field(page, 'consent')).toBeChecked();
    expect(storedByEmail(email)).toEqual([]);
  });
});

test('the review dialog on a 320 px phone: label above value, nothing wider than the dialog, both buttons in reach', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  // The longest German title among the bookable dates: the hardest case.
  const longest = bookable.reduce((best, date, index) => {
    const title = (d: typeof date) => content.seminars.find((s) => s.id === d.seminarId)!.translations.de.title;
    return title(date).length > title(bookable[best]!).length ? index : best;
  }, 0);
  await openForm(page, datePage('de', longest).path);
  await fillValid(page, uniqueEmail('phone'));
  await page.getByRole('button', { name: 'Angaben prüfen' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();

  const layout = await dialog.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const pairs = [...element.querySelectorAll('dt')].map(
      (dt) => [dt.getBoundingClientRect(), (dt.nextElementSibling as HTMLElement).getBoundingClientRect()] as const,
    );
    const wider = [...element.querySelectorAll('*')]
      .filter((child) => child.getBoundingClientRect().right > box.right + 0.5)
      .map((child) => child.outerHTML.slice(0, 80));
    return {
      stacked: pairs.every(([label, value]) => value.top >= label.bottom - 0.5),
      pairs: pairs.length,
      wider,
      scrolls: element.scrollWidth > element.clientWidth,
    };
  });
  expect(layout).toEqual({ stacked: true, pairs: 5, wider: [], scrolls: false });
  for (const name of ['Angaben ändern', 'Zahlungspflichtig anmelden']) {
    const button = dialog.getByRole('button', { name });
    await button.scrollIntoViewIfNeeded();
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
  }
});

for (const viewport of [
  { width: 375, height: 740 },
  { width: 320, height: 568 },
]) {
  test(`the review dialog's buttons are in view on a ${viewport.width}×${viewport.height} phone without scrolling, for a group of three`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openForm(page, datePage('de', 0).path);
    await fillValid(page, uniqueEmail(`dialog-${viewport.width}`));
    for (const offset of [1, 2]) {
      await page.getByRole('button', { name: 'Weitere Person anmelden' }).click();
      await fillColleague(page, offset, uniqueEmail(`dialog-${viewport.width}-${offset}`));
    }
    await page.getByRole('button', { name: 'Angaben prüfen' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('listitem')).toHaveCount(3);
    // The summary is longer than the screen: the dialog scrolls, its buttons stay in view.
    expect(await dialog.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    for (const name of ['Angaben ändern', 'Zahlungspflichtig anmelden']) {
      await expect(dialog.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
    }
    expect(await dialog.evaluate((element) => element.scrollTop)).toBe(0);
  });
}

test('a form on another site that posts a registration to this one is refused with 403, and nothing is stored', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('cross-site');
  const fields = { dateId: String(datePage('de').dateId), 'participants.0.email': email, locale: 'de' };
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input name="${name}" value="${value}">`)
    .join('');
  // A page of another origin, as an attacker's site would serve it.
  await page.route('http://attacker.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><form method="post" action="${baseURL}/api/registrations">${inputs}<button>Go</button></form>`,
    }),
  );
  await page.goto('http://attacker.test/');
  const answer = page.waitForResponse('**/api/registrations');
  await page.getByRole('button', { name: 'Go' }).click();
  expect((await answer).status()).toBe(403);
  await expect(page.getByText('Diese Anfrage kam von einer anderen Website und wurde abgelehnt.')).toBeVisible();
  expect(storedByEmail(email)).toEqual([]);
});
