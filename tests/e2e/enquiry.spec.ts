/**
 * An in-house enquiry from the corporate page in a browser without JavaScript, in both
 * languages: the form checks at the server and keeps what was typed, sending asks for the
 * address to be confirmed, the mail's link opens a page with one button, and only that
 * button sends the enquiry to the academy's inbox (the server writes its mails as .eml
 * files: it has no mail server). The contact page states the academy's phone and address;
 * axe finds nothing on the form with its errors and once sent.
 */
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { E2E_DATA_DIR } from '../../playwright.config.ts';
import { DEFAULT_ACADEMY_CONTACT, phoneText } from '../../src/config/academy-contact.ts';
import { expectNoViolations } from '../support/axe.ts';
import { expect, test } from '../support/browser-test.ts';

const MAIL_DIR = join(E2E_DATA_DIR, 'mail');

/** The texts of the enquiry mails of `kind` that name `address`, as written so far. */
async function mailsNaming(address: string, kind: 'enquiry-confirm' | 'enquiry-academy' | 'enquiry-copy'): Promise<string[]> {
  if (!existsSync(MAIL_DIR)) return [];
  const files = readdirSync(MAIL_DIR).filter((name) => name.endsWith(`.${kind}.eml`));
  const mails = await Promise.all(files.map(async (file) => simpleParser(await readFile(join(MAIL_DIR, file)))));
  return mails.filter((mail) => `${mail.text}${JSON.stringify(mail.to)}`.includes(address)).map((mail) => mail.text ?? '');
}

/** The text of the enquiry mail of `kind` that names `address`, once the server wrote it. */
async function mailNaming(address: string, kind: 'enquiry-confirm' | 'enquiry-academy' | 'enquiry-copy'): Promise<string> {
  await expect.poll(async () => (await mailsNaming(address, kind)).length, { message: `the ${kind} mail`, timeout: 20_000 }).toBe(1);
  return (await mailsNaming(address, kind))[0]!;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [locale, path, texts] of [
    [
      'de',
      '/unternehmensloesungen',
      {
        company: 'Unternehmen',
        name: 'Ihr Name',
        email: 'E-Mail-Adresse',
        topic: 'Thema',
        people: 'Anzahl Teilnehmende',
        send: 'Anfrage senden',
        received: 'Vielen Dank, Ihre Anfrage ist bei uns',
        confirm: 'Adresse bestätigen',
        done: 'Vielen Dank, Ihre Adresse ist bestätigt',
        topicChoice: 'Klimatisierung und Kühlung',
      },
    ],
    [
      'en',
      '/en/corporate-solutions',
      {
        company: 'Company',
        name: 'Your name',
        email: 'Email address',
        topic: 'Topic',
        people: 'Number of participants',
        send: 'Send enquiry',
        received: 'Thank you, your enquiry has reached us',
        confirm: 'Confirm address',
        done: 'Thank you, your address is confirmed',
        topicChoice: 'Environmental control and cooling',
      },
    ],
  ] as const) {
    test(`an in-house enquiry without JavaScript reaches the academy at once, its copy the sender once confirmed (${locale})`, async ({
      page,
    }) => {
      const address = `inhouse.${locale}.${Date.now()}@kuehlhaus.example`;
      const company = `Kühlhaus Rechenzentren ${locale.toUpperCase()} GmbH`;
      await page.goto(path);
      const form = page.locator('#enquiry');
      await form.getByLabel(texts.company).fill(company);
      await form.getByLabel(texts.name).fill('Jana Beispiel');
      // The browser's own checks are off for a moment: the server's are what counts.
      await form.getByLabel(texts.email).fill(address.replace('@', ' at '));
      await form.getByLabel(texts.topic).selectOption({ label: texts.topicChoice });
      await form.getByLabel(texts.people).fill('8');
      await form.locator('form').evaluate((element: HTMLFormElement) => element.setAttribute('novalidate', ''));
      await form.getByRole('button', { name: texts.send }).click();
      await expect(page.locator('#enquiry [role="alert"]')).toContainText(texts.email);
      await expect(form.getByLabel(texts.company)).toHaveValue(company);

      await form.getByLabel(texts.email).fill(address);
      await form.getByRole('button', { name: texts.send }).click();
      await expect(page.locator('#enquiry')).toContainText(texts.received);
      // The academy has it at once, its address marked as not yet confirmed.
      const academyMail = await mailNaming(address, 'enquiry-academy');
      expect(academyMail).toContain(company);
      expect(academyMail).toContain('Klimatisierung und Kühlung');
      expect(academyMail).toContain('noch nicht bestätigt');
      const confirmMail = await mailNaming(address, 'enquiry-confirm');
      expect(confirmMail).not.toContain(company);
      const link = /https?:\/\/\S+\/api\/enquiries\/confirm\?token=[A-Za-z0-9_-]+/.exec(confirmMail)![0];
      await page.goto(new URL(link).pathname + new URL(link).search);
      await expect(page.locator('#enquiry')).toContainText(address);
      // Looking at the link sends nothing; its button sends the sender's copy.
      expect(await mailsNaming(address, 'enquiry-copy')).toEqual([]);
      await page.getByRole('button', { name: texts.confirm }).click();
      await expect(page.locator('#enquiry')).toContainText(texts.done);
      expect(await mailNaming(address, 'enquiry-copy')).toContain(company);
      expect(await mailsNaming(address, 'enquiry-academy')).toHaveLength(1);
    });
  }
});

test('the contact page and every footer name the academy’s phone and address', async ({ page }) => {
  await page.goto('/en/contact');
  const main = page.locator('main');
  await expect(main.getByRole('link', { name: phoneText(DEFAULT_ACADEMY_CONTACT.phone) })).toHaveAttribute('href', 'tel:+496990009120');
  await expect(main).toContainText(`${DEFAULT_ACADEMY_CONTACT.postalCode} ${DEFAULT_ACADEMY_CONTACT.city}`);
  await page.locator('footer').getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/en\/contact$/);
});

test('the contact form with its errors and once sent: axe finds nothing', async ({ page }) => {
  await page.goto('/en/contact');
  const form = page.locator('#enquiry');
  await form.locator('form').evaluate((element: HTMLFormElement) => element.setAttribute('novalidate', ''));
  await form.getByLabel('Email address').fill('not an address');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.locator('[role="alert"]')).toContainText('Your message');
  await expectNoViolations(page, 'the contact form with its errors');
  await form.getByLabel('Your name').fill('Jana Beispiel');
  await form.getByLabel('Email address').fill(`contact.${Date.now()}@kuehlhaus.example`);
  await form.getByLabel('Your message').fill('Do you offer the power course in Vienna, too?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form).toContainText('Thank you, your enquiry has reached us');
  await expectNoViolations(page, 'the contact form sent');
});
