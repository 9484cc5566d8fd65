/**
 * Before and after a webinar in a browser, on a server of the test's own whose clock the test
 * sets (a restart on the same data folder is a later instant): a participant registered in
 * German and one in English for EN 50600 Grundlagen on 19 January 2027. A week and more
 * before, the manage page names the days of the materials and nothing downloads; at noon the
 * day before, the access mail arrives with the link and the calendar file updated, and the
 * manage page shows the link and the materials, which download through the token; the morning
 * after the course, the request for feedback leads to a form axe finds nothing on, which
 * refuses an answer without the course's rating (keeping the comment) and takes a whole one;
 * the morning before a webinar without a link, the academy's inbox is told; after the
 * materials' days, a file answers 404.
 */
import { readFile } from 'node:fs/promises';
import type { Browser } from '@playwright/test';
import type { Locale } from '../../src/i18n/locales.ts';
import { CONFIRM_PATH, REGISTRATIONS_PATH, TOKEN_FIELD } from '../../src/registration-contract/contract.ts';
import { materialPath } from '../../src/registration-contract/manage.ts';
import { expectNoViolations } from '../support/axe.ts';
import { expect, onSuiteClock, test } from '../support/browser-test.ts';
import { confirmLinkIn, onOrigin } from '../support/confirm-link.ts';
import { dayServer } from '../support/day-server.ts';
import { manageTokenIn } from '../support/manage-links.ts';
import { validInput } from '../support/registration.ts';

/** A webinar of seminar 1 on 19 January 2027, joined at https://join.rackwise-academy.de/1001; its materials: one public download of two PDFs. */
const DATE_ID = 1001;
const MATERIAL = { id: 'en-50600-grundlagen-2027', file: 'en-50600-grundlagen-folien-kurzfassung-2027.pdf' };
/** A webinar of seminar 5 on 23 February 2027 without access details. */
const WITHOUT_LINK = 1018;

const TEXTS = {
  de: {
    materials: 'Seminarunterlagen',
    soon: 'Abrufbar vom 12. Januar 2027 bis zum 18. Februar 2027.',
    open: 'Abrufbar bis zum 18. Februar 2027.',
    join: 'Zum Online-Raum am 19. Januar 2027',
    subject: /^Zugang: .+ am 19\. Januar 2027$/,
    slides: 'Seminarfolien (Kurzfassung)',
    course: 'Das Seminar insgesamt',
    best: '5 – sehr gut',
    comment: 'Ihr Kommentar (freiwillig)',
    send: 'Bewertung senden',
    missing: 'Bitte bewerten Sie das Seminar mit 1 bis 5.',
    saved: 'Vielen Dank, Ihre Bewertung ist gespeichert.',
  },
  en: {
    materials: 'Course materials',
    soon: 'Available from January 12, 2027 to February 18, 2027.',
    open: 'Available until February 18, 2027.',
    join: 'Join the online room on January 19, 2027',
    subject: /^How to join: .+ on January 19, 2027$/,
    slides: 'Course slides, short version (German)',
    course: 'The course overall',
    best: '5 – excellent',
    comment: 'Your comment (optional)',
    send: 'Send rating',
    missing: 'Please rate the course from 1 to 5.',
    saved: 'Thank you, your rating is saved.',
  },
} as const;

const server = dayServer('e2e-before-after');
test.afterAll(() => server.stop());

/** The server with its clock at `instant` (and running on from there), on the test's data folder. */
const serveAt = (instant: string) => server.start({ instant });

/** An entry's mail once the server has written it. */
const mail = (entryId: string, kind: string) => server.mail(entryId, kind);

async function pageOf(browser: Browser, locale: Locale) {
  const context = await onSuiteClock(await browser.newContext({ locale: locale === 'de' ? 'de-DE' : 'en-GB' }));
  return context.newPage();
}

test('a webinar’s access link, materials and the academy’s alert, in both languages', async ({ browser }) => {
  test.setTimeout(240_000);
  const pages = { de: await pageOf(browser, 'de'), en: await pageOf(browser, 'en') };

  // 10 January 2027, 11:00 in Germany: registered, and the materials not open yet.
  let baseURL = await serveAt('2027-01-10T10:00:00Z');
  const tokens: Record<Locale, string> = { de: '', en: '' };
  const ids: Record<Locale, string> = { de: '', en: '' };
  for (const locale of ['de', 'en'] as const) {
    const page = pages[locale];
    const posted = await page.request.post(baseURL + REGISTRATIONS_PATH, {
      data: { ...validInput({ email: `webinar.${locale}@kunde.example`, dateId: DATE_ID }), locale },
    });
    expect(posted.status()).toBe(201);
    ids[locale] = ((await posted.json()) as { id: string }).id;
    const link = onOrigin(confirmLinkIn(await mail(ids[locale], 'confirm')), baseURL);
    expect(
      (await page.request.post(baseURL + CONFIRM_PATH, { form: { [TOKEN_FIELD]: new URL(link).searchParams.get(TOKEN_FIELD)! } })).ok(),
    ).toBe(true);
    tokens[locale] = manageTokenIn((await mail(ids[locale], 'participant')).text ?? '')!;
    await page.goto(`${baseURL}${REGISTRATIONS_PATH}/manage?${TOKEN_FIELD}=${tokens[locale]}`);
    const materials = page.locator('[data-slot="manage-materials"]');
    await expect(materials.getByRole('heading', { name: TEXTS[locale].materials })).toBeVisible();
    await expect(materials).toContainText(TEXTS[locale].soon);
    await expect(materials.getByRole('link')).toHaveCount(0);
    await expect(page.locator('[data-slot="manage-access"]')).toHaveCount(0);
    expect((await page.request.get(baseURL + materialPath(tokens[locale], MATERIAL.id, MATERIAL.file))).status()).toBe(404);
  }

  // Noon on 18 January 2027 in Germany, the day before: the access mails go.
  baseURL = await serveAt('2027-01-18T11:00:30Z');
  for (const locale of ['de', 'en'] as const) {
    const access = await mail(ids[locale], `access-1-${DATE_ID}-2027-01-19`);
    expect(access.subject).toMatch(TEXTS[locale].subject);
    expect(access.text).toContain('https://join.rackwise-academy.de/1001');
    const ics = access.attachments[0]!.content.toString('utf8').replace(/\r\n /g, '');
    expect(ics).toContain('SEQUENCE:1');
    expect(ics).toContain('LOCATION:https://join.rackwise-academy.de/1001');

    const page = pages[locale];
    await page.goto(`${baseURL}${REGISTRATIONS_PATH}/manage?${TOKEN_FIELD}=${tokens[locale]}`);
    const join = page.locator('[data-slot="manage-access"]').getByRole('link', { name: TEXTS[locale].join });
    await expect(join).toHaveAttribute('href', 'https://join.rackwise-academy.de/1001');
    const materials = page.locator('[data-slot="manage-materials"]');
    await expect(materials).toContainText(TEXTS[locale].open);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      materials.getByRole('link', { name: TEXTS[locale].slides }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(MATERIAL.file);
    expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  }

  // The morning after the course: each is asked for feedback, through a new link to their place; the form has
  // nothing for axe to find, empty or refused, and takes the answer.
  baseURL = await serveAt('2027-01-20T07:00:30Z');
  for (const locale of ['de', 'en'] as const) {
    const texts = TEXTS[locale];
    const link = onOrigin(/https?:\/\/\S+#feedback/.exec((await mail(ids[locale], `feedback-1-${DATE_ID}`)).text ?? '')![0], baseURL);
    const page = pages[locale];
    await page.goto(link);
    const form = page.locator('[data-slot="manage-feedback"]');
    await expect(form.getByRole('group', { name: texts.course })).toBeVisible();
    await expectNoViolations(page, `the feedback form (${locale})`);
    await form.getByLabel(texts.comment).fill('Klare Struktur, gute Beispiele aus dem Betrieb.');
    // The browser's own check would stop an empty rating: the server's answer is what a browser without it sees.
    await form.locator('form').evaluate((element) => element.setAttribute('novalidate', ''));
    await form.getByRole('button', { name: texts.send }).click();
    await expect(form.getByRole('alert')).toContainText(texts.missing);
    await expect(form.getByLabel(texts.comment)).toHaveValue('Klare Struktur, gute Beispiele aus dem Betrieb.');
    await expectNoViolations(page, `the feedback form refused (${locale})`);
    await form.getByRole('group', { name: texts.course }).getByLabel(texts.best).check();
    await form.getByRole('button', { name: texts.send }).click();
    await expect(form.getByRole('status')).toContainText(texts.saved);
  }

  // 8:00 on 22 February 2027, the morning before a webinar without access details: the academy is told; the materials' days are over.
  baseURL = await serveAt('2027-02-22T07:00:30Z');
  const alert = await mail(`date-${WITHOUT_LINK}`, 'access-missing-2027-02-23');
  expect(alert.to && 'value' in alert.to ? alert.to.value[0]?.address : '').toBe('anmeldung@rackwise-academy.de');
  expect(alert.text).toContain(`Termin #${WITHOUT_LINK}`);
  for (const locale of ['de', 'en'] as const)
    expect((await pages[locale].request.get(baseURL + materialPath(tokens[locale], MATERIAL.id, MATERIAL.file))).status()).toBe(404);
});
