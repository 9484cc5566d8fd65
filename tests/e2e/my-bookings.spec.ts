/**
 * "My bookings" in a browser (a plain form: the page loads no script of its own): whoever booked asks on the page
 * for a sign-in link, opens it from the mail, sees every booking (axe finds nothing, in both colour
 * modes, and it fits a 320 px screen) and opens one on its manage page.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { E2E_DATA_DIR } from '../../playwright.config.ts';
import { TOKEN_FIELD } from '../../src/registration-contract/contract.ts';
import { BOOKINGS_PATH } from '../../src/registration-contract/my-bookings.ts';
import { expectNoViolations } from '../support/axe.ts';
import { expect, test } from '../support/browser-test.ts';
import { onOrigin } from '../support/confirm-link.ts';
import { confirmedThroughApi, uniqueEmail } from '../support/e2e-store.ts';
import { colleague, validInput } from '../support/registration.ts';

/** The sign-in link in the mail of an entry asked for it, once written. */
async function signInLink(entryId: string, baseURL: string): Promise<string> {
  const folder = join(E2E_DATA_DIR, 'mail');
  const find = async () => (await readdir(folder)).find((file) => file.startsWith(`${entryId}.bookings-`));
  await expect.poll(find, { message: 'the sign-in mail', timeout: 15_000 }).toBeTruthy();
  const mail = await simpleParser(await readFile(join(folder, (await find())!)));
  const link = new RegExp(`https?://[^\\s]+${BOOKINGS_PATH}\\?${TOKEN_FIELD}=[\\w-]+&locale=de`).exec(mail.text ?? '')?.[0];
  if (!link) throw new Error('no sign-in link in the mail');
  return onOrigin(link, baseURL);
}

for (const scheme of ['light', 'dark'] as const) {
  test(`a booker signs in by mail and sees her bookings (${scheme})`, async ({ page, request, baseURL }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const lead = uniqueEmail(`bookings-${scheme}`);
    const booker = { forOthers: true, name: 'Petra Teamleitung', email: lead, phone: '+49 69 5550100', company: 'Kunde AG' };
    const input = validInput();
    const id = await confirmedThroughApi(request, baseURL!, {
      ...input,
      booker,
      participants: [colleague(1, uniqueEmail('bookings-colleague'))],
    });

    await page.goto('/meine-buchungen');
    await page.getByLabel('Ihre E-Mail-Adresse').fill(lead);
    await page.getByRole('button', { name: 'Link anfordern' }).click();
    await expect(page.getByRole('status')).toContainText(`Wenn mit ${lead} gebucht wurde`);

    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(await signInLink(id, baseURL!));
    const list = page.locator('[data-slot="bookings"]');
    await expect(list.getByRole('heading', { name: `Gebucht mit ${lead}` })).toBeVisible();
    await expect(list.locator('[data-slot="booking"]')).toHaveCount(1);
    await expectNoViolations(page, `my bookings, ${scheme}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

    await list.getByRole('link', { name: /^Verwalten: / }).click();
    await expect(page.locator('[data-slot="manage"]')).toBeVisible();
  });
}
