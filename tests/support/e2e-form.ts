/**
 * What the browser tests of the registration form share: its fields by path, filling in a
 * valid registration and colleagues, opening the form hydrated, confirming through a mail's
 * link as its owner does, and the export's rows of a registration.
 */
import { spawnSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config.ts';

export const field = (page: Page, path: string) => page.locator(`#registration-${path.replaceAll('.', '-')}`);

/** Fills participant section `index` (from 0) as a colleague of the first participant. */
export async function fillColleague(page: Page, index: number, email: string) {
  await field(page, `participants.${index}.salutation`).selectOption('mr');
  const values: Record<string, string> = {
    firstName: `Jonas${index + 1}`,
    lastName: 'Beispiel',
    email,
    phone: '+49 40 5550100',
    company: 'Rechenzentrum Nord GmbH',
    jobTitle: 'Elektrofachkraft',
  };
  for (const [name, value] of Object.entries(values)) await field(page, `participants.${index}.${name}`).fill(value);
}

/** The export's rows of one registration (npm run registrations:export on the browser tests' data folder). */
export function exportedRows(registrationId: string): string[][] {
  const run = spawnSync(process.execPath, ['scripts/registrations-export.ts', '--data-dir', E2E_DATA_DIR], { encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout
    .slice(1)
    .split('\r\n')
    .filter((line) => line.startsWith(`${registrationId},`))
    .map((line) => line.split(','));
}

export async function fillValid(page: Page, email: string, { postalCode = '60311' } = {}) {
  await field(page, 'participants.0.salutation').selectOption('ms');
  const values: Record<string, string> = {
    'participants.0.firstName': 'Erika',
    'participants.0.lastName': 'Musterfrau',
    'participants.0.email': email,
    'participants.0.phone': '+49 69 1234567',
    'participants.0.company': 'Rechenzentrum Nord GmbH',
    'participants.0.jobTitle': 'Leiterin Rechenzentrumsbetrieb',
    'billing.company': 'Rechenzentrum Nord GmbH',
    'billing.street': 'Hafenstraße 7',
    'billing.postalCode': postalCode,
    'billing.city': 'Hamburg',
  };
  for (const [path, value] of Object.entries(values)) await field(page, path).fill(value);
  await field(page, 'consent').check();
}

/** Opens a confirmation link and presses its button, as its owner does. */
export async function confirmInBrowser(page: Page, link: string, button: string) {
  await page.goto(link);
  await page.getByRole('button', { name: button }).click();
  await expect(page.locator('[data-slot="confirmation"] [role="status"]')).toBeVisible();
  // The button's post went on to the entry's own address, which says it is confirmed.
  expect(new URL(page.url()).pathname).toMatch(/^\/api\/registrations\/received\//);
}

/** Sends the filled form as a visitor does: through its review dialog with JavaScript (`review` names its button), straight from the page without. */
export async function submitForm(page: Page, { review, submit }: { review: string | null; submit: string }) {
  if (review) await page.getByRole('button', { name: review }).click();
  await page
    .getByRole(review ? 'dialog' : 'main')
    .getByRole('button', { name: submit })
    .click();
}

export async function openForm(page: Page, path: string) {
  await page.goto(path);
  // Touching the form hydrates it.
  await field(page, 'participants.0.firstName').focus();
  await expect(page.locator('ac-island[data-island="registration-form"]')).toHaveAttribute('data-state', 'hydrated');
}
