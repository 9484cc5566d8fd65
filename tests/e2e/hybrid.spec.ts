/**
 * A hybrid date in the browser: each participant chooses on site or online, with and
 * without JavaScript, in both languages; the choice reaches the export; and the date's
 * seats on site refuse one more on site while online places remain.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { simpleParser } from 'mailparser';
import { loadContentCache } from '../../src/content/cache.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { buildPath } from '../../src/routes/match.ts';
import { expect, test } from '../support/browser-test.ts';
import { confirmInBrowser, exportedRows, field, fillColleague, fillValid, openForm } from '../support/e2e-form.ts';
import { confirmLinkOf, mailFile, participantAttendance, storedByEmail, uniqueEmail } from '../support/e2e-store.ts';

const content = await loadContentCache('content-cache');
/** Hybrid, 16 seats of which 4 on site: only this test registers for it. */
const QUOTA_DATE_ID = 1027;
/** Hybrid, 16 seats of which 10 on site. */
const OPEN_DATE_ID = 1031;

function pathOfDate(locale: Locale, dateId: number): string {
  const date = content.seminarDates.find((item) => item.id === dateId)!;
  const seminar = content.seminars.find((item) => item.id === date.seminarId)!;
  expect(seminar.format).toBe('hybrid');
  return buildPath('seminarDate', locale, { slug: seminar.slug, dateId: String(dateId) });
}

const TEXTS = {
  de: {
    onSite: 'Vor Ort',
    online: 'Online',
    add: 'Weitere Person anmelden',
    review: 'Angaben prüfen',
    submit: 'Zahlungspflichtig anmelden',
  },
  en: {
    onSite: 'On site',
    online: 'Online',
    add: 'Add another participant',
    review: 'Review registration',
    submit: 'Register with obligation to pay',
  },
} as const;

test('the on-site seats refuse a fifth person on site while online places remain (en, with JavaScript)', async ({ page, baseURL }) => {
  const texts = TEXTS.en;
  await openForm(page, pathOfDate('en', QUOTA_DATE_ID));
  await expect(page.getByText('On site, drinks, coffee and lunch are included.')).toBeVisible();
  const email = uniqueEmail('hybrid-quota');
  await fillValid(page, email);
  const attendance = (index: number) =>
    page
      .getByRole('group', { name: index === 0 ? 'Participant' : `Participant ${index + 1}`, exact: true })
      .getByRole('group', { name: 'Attendance' });
  // Asked of every participant: a review without the choice shows it is missing.
  await page.getByRole('button', { name: texts.review }).click();
  await expect(field(page, 'participants.0.attendance')).toContainText('Please choose');
  await attendance(0).getByLabel(texts.onSite).check();
  for (const index of [1, 2, 3, 4]) {
    await page.getByRole('button', { name: texts.add }).click();
    await fillColleague(page, index, uniqueEmail(`hybrid-quota-${index}`));
    await attendance(index).getByLabel(texts.onSite).check();
  }
  await page.getByRole('button', { name: texts.review }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('listitem').filter({ hasText: '(On site)' })).toHaveCount(5);
  await dialog.getByRole('button', { name: texts.submit }).click();
  await expect(page.getByRole('alert')).toContainText('Only 4 seats on site are left for this date');
  expect(storedByEmail(email)).toEqual([]);

  // The fifth joins online: the registration is taken.
  await attendance(4).getByLabel(texts.online).check();
  await page.getByRole('button', { name: texts.review }).click();
  await expect(dialog.getByRole('listitem').filter({ hasText: '(Online)' })).toHaveCount(1);
  await dialog.getByRole('button', { name: texts.submit }).click();
  await expect(page.getByRole('heading', { name: 'Please confirm your registration' })).toBeVisible();
  const [stored] = storedByEmail(email);
  await confirmInBrowser(page, await confirmLinkOf(stored!.id, baseURL!), 'Confirm registration with obligation to pay');
  // The academy's copy (German) names each person's attendance.
  await expect.poll(() => existsSync(mailFile(stored!.id, 'academy'))).toBe(true);
  const copy = (await simpleParser(await readFile(mailFile(stored!.id, 'academy')))).text ?? '';
  expect(copy.match(/Teilnahme:? +Vor Ort/g)).toHaveLength(4);
  expect(copy.match(/Teilnahme:? +Online/g)).toHaveLength(1);
  const rows = exportedRows(stored!.id);
  expect(rows).toHaveLength(5);
  // The export's header is English by default.
  expect(rows.map((row) => row.find((cell) => cell === 'On site' || cell === 'Online'))).toEqual([
    'On site',
    'On site',
    'On site',
    'On site',
    'Online',
  ]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the first participant chooses on site or online (de), and the choice is stored', async ({ page }) => {
    const texts = TEXTS.de;
    await page.goto(pathOfDate('de', OPEN_DATE_ID));
    await expect(page.getByText('Wer vor Ort teilnimmt: Getränke, Kaffee und Mittagessen sind inklusive.')).toBeVisible();
    const email = uniqueEmail('hybrid-nojs');
    await fillValid(page, email);
    const first = page.getByRole('group', { name: 'Teilnehmende Person', exact: true }).getByRole('group', { name: 'Teilnahme' });
    // Required: the browser does not send the form without a choice.
    await expect(first.getByLabel(texts.onSite)).toHaveAttribute('required', '');
    await first.getByLabel(texts.online).check();
    await page.getByRole('button', { name: texts.submit }).click();
    await expect(page.getByRole('heading', { name: 'Bitte bestätigen Sie Ihre Anmeldung' })).toBeVisible();
    const [stored] = storedByEmail(email);
    expect(participantAttendance(stored!.id)).toEqual(['online']);
  });
});
