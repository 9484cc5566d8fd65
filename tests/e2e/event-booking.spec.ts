/**
 * An event with a fee registered on its own page in a real browser, as a seminar date is: its
 * facts (hours with the zone in English, the venue's address, the fee with VAT for private
 * persons), the form with JavaScript (German) and without (English), the link in the "please
 * confirm" mail, and the confirmation, whose link's page is the event's page again.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { simpleParser } from 'mailparser';
import { loadContentCache } from '../../src/content/cache.ts';
import { buildPath } from '../../src/routes/match.ts';
import { expect, test } from '../support/browser-test.ts';
import { fillValid, openForm, submitForm } from '../support/e2e-form.ts';
import { confirmLinkOf, mailFile, storedByEmail, uniqueEmail } from '../support/e2e-store.ts';

const content = await loadContentCache('content-cache');
const event = content.events.find((item) => item.id === 'rechenzentrumstag-2027')!;

for (const [javaScriptEnabled, locale, texts] of [
  [
    true,
    'de',
    {
      facts: [
        '17. Juni 2027',
        '09:30–17:00 Uhr',
        'Lyoner Straße 44',
        '190,00 €',
        '226,10 € inkl. 19 % MwSt.',
        'Preis zzgl. gesetzl. MwSt.',
      ],
      review: 'Angaben prüfen',
      submit: 'Zahlungspflichtig anmelden',
      check: 'Bitte bestätigen Sie Ihre Anmeldung',
      confirm: 'Anmeldung verbindlich bestätigen',
      confirmed: 'Ihre Anmeldung ist bestätigt',
      subject: 'Anmeldebestätigung: Rechenzentrumstag 2027 am 17. Juni 2027',
    },
  ],
  [
    false,
    'en',
    {
      facts: [
        'June 17, 2027',
        '9:30 AM – 5:00 PM CEST',
        'Lyoner Straße 44',
        '€190.00',
        '€226.10 incl. 19 % VAT',
        'Price plus applicable VAT',
      ],
      review: null,
      submit: 'Register with obligation to pay',
      check: 'Please confirm your registration',
      confirm: 'Confirm registration with obligation to pay',
      confirmed: 'Your registration is confirmed',
      subject: 'Registration confirmed: Data Centre Day 2027, June 17, 2027',
    },
  ],
] as const) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test(`an event with a fee is registered and confirmed on its page (${locale})`, async ({ page, baseURL }) => {
      const path = buildPath('event', locale, { eventId: event.id });
      if (javaScriptEnabled) await openForm(page, path);
      else await page.goto(path);
      const facts = page.locator('main dl.facts');
      for (const fact of texts.facts) await expect(facts).toContainText(fact);

      const email = uniqueEmail(`event-${locale}`);
      await fillValid(page, email);
      await submitForm(page, { review: texts.review, submit: texts.submit });
      await expect(page.getByRole('heading', { name: texts.check })).toBeVisible();
      // Without JavaScript the answer is the event's own page.
      if (!javaScriptEnabled) await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.translations[locale].title);
      const [entry] = storedByEmail(email);
      expect(entry).toMatchObject({ dateId: event.dateId, locale, status: 'pending' });

      await page.goto(await confirmLinkOf(entry!.id, baseURL!));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.translations[locale].title);
      await page.getByRole('button', { name: texts.confirm }).click();
      await expect(page.getByRole('heading', { name: texts.confirmed })).toBeVisible();
      const confirmation = mailFile(entry!.id, 'participant');
      await expect.poll(() => existsSync(confirmation)).toBe(true);
      const mail = await simpleParser(await readFile(confirmation));
      expect(mail.subject).toBe(texts.subject);
      expect(mail.text).toContain(event.translations[locale].title);
    });
  });
}
