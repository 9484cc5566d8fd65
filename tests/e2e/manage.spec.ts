import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { REGISTRATIONS_PATH, TOKEN_FIELD } from '../../src/registration-contract/contract.ts';
import { DATABASE_FILE } from '../../src/server/database/sqlite-database.ts';
import { expectNoViolations } from '../support/axe.ts';
import { expect, test } from '../support/browser-test.ts';
import { onOrigin } from '../support/confirm-link.ts';
import { confirmedThroughApi, uniqueEmail, writtenMail } from '../support/e2e-store.ts';
import { manageTokenIn } from '../support/manage-links.ts';
import { colleague, validInput } from '../support/registration.ts';

/** Seminar 1's date of 19 January 2027, without a seat limit; its later dates 1007 (9 March, 24 seats) and 1008 (15 June). */
const DATE_ID = 1001;

/** Registers a group of three for DATE_ID through the API and confirms it through its mail's link: the registration's id and addresses. */
async function confirmedGroup(request: APIRequestContext, baseURL: string, locale: Locale, name: string) {
  const emails = [uniqueEmail(`${name}-1`), uniqueEmail(`${name}-2`), uniqueEmail(`${name}-3`)];
  const input = validInput({ email: emails[0], dateId: DATE_ID });
  const body = { ...input, participants: [input.participants[0]!, colleague(2, emails[1]), colleague(3, emails[2])], locale };
  const id = await confirmedThroughApi(request, baseURL, body);
  return { id, emails };
}

/** The manage link in an entry's mail, on the test server. */
async function manageLinkOf(entryId: string, kind: string, baseURL: string): Promise<string> {
  const token = manageTokenIn((await writtenMail(entryId, kind)).text);
  expect(token, `a manage link in ${kind}`).not.toBeNull();
  return onOrigin(`https://site${REGISTRATIONS_PATH}/manage?${TOKEN_FIELD}=${token}`, baseURL);
}

/** The registration's date and how many of its places are taken, from the server's database. */
function stored(id: string): { dateId: number; open: number } {
  const db = new DatabaseSync(join(E2E_DATA_DIR, DATABASE_FILE), { readOnly: true });
  try {
    const row = db
      .prepare(
        'SELECT r.date_id AS dateId, (SELECT count(*) FROM participants p WHERE p.registration_id = r.id AND p.cancelled_at IS NULL) AS open FROM registrations r WHERE r.id = ?',
      )
      .get(id) as { dateId: number; open: number };
    return row;
  } finally {
    db.close();
  }
}

const TEXTS = {
  en: {
    title: 'Manage your registration',
    free: 'Under our terms, cancelling today is free of charge.',
    cancelPlace: 'Cancel the place of Jonas2 Beispiel',
    reviewCancel: 'You are cancelling: Jonas2 Beispiel.',
    reviewFree: 'The cancellation is free of charge.',
    cancel: 'Cancel for good',
    cancelled: 'The cancellation is done.',
    newDate: 'March 9, 2027',
    reviewMove: 'Review the move',
    reviewMoveText: 'You are moving Dr. Erika Mustermann, Jonas3 Beispiel from January 19, 2027 to March 9, 2027',
    move: 'Move for good',
    moved: 'The move is done.',
    movedFrom: 'Moved; first booked for January 19, 2027.',
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
    reviewSubstituteText: 'The place of Jonas3 Beispiel goes to Clara Neumann',
    substitute: 'Name the substitute for good',
    substituted: 'The substitute has been named',
  },
  de: {
    title: 'Ihre Anmeldung verwalten',
    free: 'Eine Stornierung heute ist nach unseren AGB kostenfrei.',
    cancelPlace: 'Platz von Jonas2 Beispiel stornieren',
    reviewCancel: 'Sie stornieren: Jonas2 Beispiel.',
    reviewFree: 'Die Stornierung ist kostenfrei.',
    cancel: 'Verbindlich stornieren',
    cancelled: 'Die Stornierung ist erfolgt.',
    newDate: '15. Juni 2027',
    reviewMove: 'Umbuchung prüfen',
    reviewMoveText: 'Sie buchen Dr. Erika Mustermann, Jonas3 Beispiel von 19. Januar 2027 auf 15. Juni 2027',
    move: 'Verbindlich umbuchen',
    moved: 'Die Umbuchung ist erfolgt.',
    movedFrom: 'Umgebucht; ursprünglich gebucht für 19. Januar 2027.',
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
    reviewSubstituteText: 'Der Platz von Jonas3 Beispiel geht an Clara Neumann',
    substitute: 'Ersatzperson verbindlich benennen',
    substituted: 'Die Ersatzperson ist benannt',
  },
} as const;

async function manageAll(page: Page, baseURL: string, request: APIRequestContext, locale: Locale) {
  const texts = TEXTS[locale];
  const { id, emails } = await confirmedGroup(request, baseURL, locale, `manage-${locale}`);
  // The first participant registered: their confirmation carries the registration's link.
  await page.goto(await manageLinkOf(id, 'participant', baseURL));
  const box = page.locator('[data-slot="manage"]');
  await expect(box.getByRole('heading', { name: texts.title })).toBeVisible();
  await expect(box.locator('[data-slot="manage-places"] li')).toHaveCount(3);
  await expect(box.locator('[data-slot="cancel-fee"]')).toHaveText(texts.free);

  // Cancel one place of three: reviewed first, nothing changes until the button.
  await box.getByRole('button', { name: texts.cancelPlace }).click();
  const review = box.locator('[data-slot="manage-review"]');
  await expect(review).toContainText(texts.reviewCancel);
  await expect(review).toContainText(texts.reviewFree);
  expect(stored(id).open).toBe(3);
  await review.getByRole('button', { name: texts.cancel }).click();
  await expect(box.getByRole('status')).toContainText(texts.cancelled);
  await expect(box.locator('[data-slot="manage-places"] li[data-cancelled]')).toHaveCount(1);
  expect(stored(id)).toEqual({ dateId: DATE_ID, open: 2 });
  expect((await writtenMail(id, 'change-1-cancelled-1')).to).toBe(emails[1]);
  expect((await writtenMail(id, 'change-1-academy')).text).toContain('Storniert: Jonas2 Beispiel.');

  // Move the other two to a later date.
  await box.getByLabel(texts.newDate, { exact: false }).check();
  await box.getByRole('button', { name: texts.reviewMove }).click();
  await expect(review).toContainText(texts.reviewMoveText);
  await review.getByRole('button', { name: texts.move }).click();
  await expect(box.getByRole('status')).toContainText(texts.moved);
  await expect(box).toContainText(texts.movedFrom);
  const moved = stored(id);
  expect(moved.open).toBe(2);
  expect(moved.dateId).not.toBe(DATE_ID);
  // The page is the new date's own now, and its new confirmation went to both people still registered.
  await expect(page.locator('dl.facts').first()).toContainText(texts.newDate);
  expect((await writtenMail(id, 'change-2-participant-1')).to).toBe(emails[0]);
  expect((await writtenMail(id, 'change-2-participant-3')).to).toBe(emails[2]);

  // Name a substitute for the third place.
  await box.getByText(texts.substituteFor).click();
  const substitute = uniqueEmail(`manage-${locale}-substitute`);
  const form = box.locator('details[open] form');
  await form.getByLabel(texts.salutation).selectOption('ms');
  const values = {
    firstName: 'Clara',
    lastName: 'Neumann',
    email: substitute,
    phone: '+49 69 7654321',
    company: 'Rechenzentrum Nord GmbH',
    jobTitle: 'Ingenieurin',
  };
  for (const [name, value] of Object.entries(values)) await form.getByLabel(texts.labels[name as keyof typeof values]).fill(value);
  await form.getByRole('button', { name: texts.reviewSubstitute }).click();
  await expect(review).toContainText(texts.reviewSubstituteText);
  await review.getByRole('button', { name: texts.substitute }).click();
  await expect(box.getByRole('status')).toContainText(texts.substituted);
  await expect(box.locator('[data-slot="manage-places"]')).toContainText('Clara Neumann');
  expect(stored(id).open).toBe(2);
  expect((await writtenMail(id, 'change-3-participant-3')).to).toBe(substitute);
  expect((await writtenMail(id, 'change-3-replaced')).to).toBe(emails[2]);
  // The replaced person's own link opens nothing any more.
  const theirs = await request.get(await manageLinkOf(id, 'participant-3', baseURL));
  expect(theirs.status()).toBe(410);
  return moved.dateId;
}

test('from the confirmation mail: cancel one of three, move the rest, name a substitute (en, with JavaScript)', async ({
  page,
  baseURL,
  request,
}) => {
  const newDate = await manageAll(page, baseURL!, request, 'en');
  expect(newDate).toBe(1007);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('from the confirmation mail: cancel one of three, move the rest, name a substitute (de)', async ({ page, baseURL, request }) => {
    const newDate = await manageAll(page, baseURL!, request, 'de');
    expect(newDate).toBe(1008);
  });
});

/** What sticks out of a 320 px screen (empty: nothing). */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll('body *')].filter((element) => element.getBoundingClientRect().right > width + 0.5);
    return wide.map(
      (element) => `<${element.tagName.toLowerCase()} class="${element.className}"> ${(element.textContent ?? '').trim().slice(0, 50)}`,
    );
  });

for (const scheme of ['light', 'dark'] as const) {
  test(`the manage page, its review and its substitute form with errors: axe finds nothing, and it fits 320 px (${scheme})`, async ({
    page,
    baseURL,
    request,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 320, height: 640 });
    const { id } = await confirmedGroup(request, baseURL!, 'en', `manage-axe-${scheme}`);
    await page.goto(await manageLinkOf(id, 'participant', baseURL!));
    const box = page.locator('[data-slot="manage"]');
    await expect(box).toBeVisible();
    await expectNoViolations(page, `manage page, ${scheme}`);
    expect(await overflow(page)).toEqual([]);

    await box.getByText('Substitute for Jonas2 Beispiel').click();
    const form = box.locator('details[open] form');
    await form.getByLabel('Salutation').selectOption('mr');
    for (const [label, value] of [
      ['First name', 'Max'],
      ['Last name', 'Muster'],
      ['Email address', uniqueEmail('manage-axe')],
      ['Phone', 'call me'],
      ['Company', 'DC AG'],
      ['Job title', 'Engineer'],
    ] as const)
      await form.getByLabel(label).fill(value);
    await form.getByRole('button', { name: 'Review the substitute' }).click();
    await expect(box.locator('details[open] .field-error')).toHaveCount(1);
    await expectNoViolations(page, `substitute form with errors, ${scheme}`);

    await box.getByRole('button', { name: 'Cancel the whole registration' }).click();
    await expect(box.locator('[data-slot="manage-review"]')).toBeVisible();
    await expectNoViolations(page, `review, ${scheme}`);
    expect(await overflow(page)).toEqual([]);
  });
}
