/**
 * The waiting list moves by itself, in the browser (English, with JavaScript): a date's
 * last seat is freed through a manage link, the first person waiting gets the offer mail
 * (the .eml file the server writes), and its link opens the registration form filled in
 * with their details; sending it registers them at once, with no mail to confirm.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { E2E_DATA_DIR } from '../../playwright.config.ts';
import { CLAIM_PATH, MANAGE_PATH, TOKEN_FIELD } from '../../src/registration-contract/contract.ts';
import { DATABASE_FILE } from '../../src/server/database/sqlite-database.ts';
import { expect, test } from '../support/browser-test.ts';
import { onOrigin } from '../support/confirm-link.ts';
import { field } from '../support/e2e-form.ts';
import { confirmedThroughApi, mailFile, uniqueEmail, writtenMail } from '../support/e2e-store.ts';
import { manageTokenIn } from '../support/manage-links.ts';
import { colleague, validInput } from '../support/registration.ts';

/** In-person, 26 January 2027, 12 seats: only this test registers for it. */
const DATE_ID = 1023;

const group = (size: number, name: string) => {
  const input = validInput({ email: uniqueEmail(`${name}-1`), dateId: DATE_ID });
  return {
    ...input,
    participants: [
      input.participants[0]!,
      ...Array.from({ length: size - 1 }, (_, index) => colleague(index + 2, uniqueEmail(`${name}-${index + 2}`))),
    ],
  };
};

function offerOf(entryId: string): { status: string; registrationId: string | null } | undefined {
  const db = new DatabaseSync(join(E2E_DATA_DIR, DATABASE_FILE), { readOnly: true });
  try {
    return db.prepare('SELECT status, registration_id AS registrationId FROM offers WHERE entry_id = ?').get(entryId) as
      | { status: string; registrationId: string | null }
      | undefined;
  } finally {
    db.close();
  }
}

test('a freed seat is offered to the first person waiting, whose claim registers at once (en, with JavaScript)', async ({
  page,
  baseURL,
  request,
}) => {
  const big = await confirmedThroughApi(request, baseURL!, group(10, 'offer-big'));
  await confirmedThroughApi(request, baseURL!, group(2, 'offer-small'));
  const email = uniqueEmail('offer-waiting');
  const waiting = await confirmedThroughApi(request, baseURL!, {
    dateId: DATE_ID,
    waitlist: { name: 'Clara Neumann', email, phone: '+49 40 5550199', company: 'Hafen Rechenzentrum GmbH', consent: true },
  });

  // One place of the big group is cancelled through its manage link: the seat goes to the waiting list.
  const token = manageTokenIn((await writtenMail(big, 'participant')).text);
  const cancelled = await request.post(MANAGE_PATH, { data: { token, action: 'cancel', position: '9', step: 'confirm' } });
  expect(cancelled.ok()).toBe(true);
  const claim = (await writtenMail(waiting, 'offer')).text.match(
    new RegExp(`https?://\\S+${CLAIM_PATH}\\?${TOKEN_FIELD}=[A-Za-z0-9_-]+`),
  )?.[0];
  expect(claim).toBeDefined();
  expect(offerOf(waiting)?.status).toBe('open');

  await page.goto(onOrigin(claim!, baseURL!));
  await expect(page.locator('[data-slot="claim"]')).toContainText('We hold a seat for you until');
  await expect(field(page, 'participants.0.firstName')).toHaveValue('Clara');
  await expect(field(page, 'participants.0.lastName')).toHaveValue('Neumann');
  await expect(field(page, 'participants.0.email')).toHaveValue(email);
  await field(page, 'participants.0.salutation').selectOption('ms');
  await field(page, 'participants.0.jobTitle').fill('Head of operations');
  for (const [path, value] of Object.entries({ 'billing.street': 'Kaistraße 3', 'billing.postalCode': '20457', 'billing.city': 'Hamburg' }))
    await field(page, path).fill(value);
  await field(page, 'consent').check();
  // The form hydrates on the first touch; on a busy machine that may finish after the fields are filled.
  await expect(page.locator('ac-island[data-island="registration-form"]')).toHaveAttribute('data-state', 'hydrated');
  await page.getByRole('button', { name: 'Review registration' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Register with obligation to pay' }).click();
  await expect(page.getByRole('heading', { name: 'Your registration is confirmed' })).toBeVisible();
  const offer = offerOf(waiting);
  expect(offer?.status).toBe('claimed');
  // Confirmed at once: its confirmation (with a manage link) is written, and no mail asks to confirm.
  expect(manageTokenIn((await writtenMail(offer!.registrationId!, 'participant')).text)).not.toBeNull();
  expect(existsSync(mailFile(offer!.registrationId!, 'confirm'))).toBe(false);
});
