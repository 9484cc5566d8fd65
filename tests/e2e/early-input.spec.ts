/**
 * A visitor who fills the registration form before its code has arrived (a slow phone) keeps
 * what they entered: the code is held back until the form is filled, ticked and chosen, and
 * once the form hydrates every value is still there and goes into the review.
 */

import { expect, test } from '../support/browser-test.ts';
import { field, fillValid } from '../support/e2e-form.ts';
import { uniqueEmail } from '../support/e2e-store.ts';

test('what a visitor enters before the form hydrates is kept: text, a choice, the ticked consent', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/registration-form-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/en/courses/en-50600-professional/1003');
  const island = page.locator('ac-island[data-island="registration-form"]');
  const email = uniqueEmail('early-input');
  await fillValid(page, email);
  await expect(island).not.toHaveAttribute('data-state', 'hydrated');
  release();
  await expect(island).toHaveAttribute('data-state', 'hydrated');
  await expect(field(page, 'consent')).toBeChecked();
  await expect(field(page, 'participants.0.salutation')).toHaveValue('ms');
  await expect(field(page, 'participants.0.email')).toHaveValue(email);
  await expect(field(page, 'billing.city')).toHaveValue('Hamburg');
  await page.getByRole('button', { name: 'Review registration' }).click();
  await expect(page.getByRole('dialog')).toContainText(email);
});
