/**
 * Accessibility: axe-core (WCAG 2.0 and 2.1, levels A and AA) finds no violation on one
 * page of every template (one per route id, plus the 404 page), in both languages and in the
 * light and the dark colour mode: the German page in the light mode, the English one in the
 * dark. The mode is set both ways a visitor sets it: the system preference, and the stored
 * choice the site's theme script applies before first paint.
 */
import type { Page } from '@playwright/test';
import { loadContentCache } from '../../src/content/cache.ts';
import { listPages } from '../../src/generate/page-list.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { THEME_STORAGE_KEY } from '../../src/islands/theme-switcher/theme.ts';
import { pathOf } from '../../src/routes/match.ts';
import { expectNoViolations } from '../support/axe.ts';
import { test as base, expect, onSuiteClock } from '../support/browser-test.ts';
import { expectPalette } from '../support/palette.ts';
import { fullyBookedPath, templatePages } from '../support/template-pages.ts';

const content = await loadContentCache('content-cache');
const pages = listPages(content);
const samples = templatePages(content);

/**
 * One page per worker, reused by its tests: a new browser context per test would cost a
 * renderer process each, more than the axe run itself. Each test still loads its page
 * afresh, with its own colour mode.
 */
const test = base.extend<object, { sharedPage: Page }>({
  sharedPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await onSuiteClock(await browser.newContext({ baseURL: workerInfo.project.use.baseURL }));
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * Each template in both modes, one language in each: the German page in the light mode, the
 * English one in the dark (the two languages draw the same elements in the same colours).
 */
const SCHEME_OF: Record<Locale, 'light' | 'dark'> = { de: 'light', en: 'dark' };

for (const sample of samples) {
  const scheme = SCHEME_OF[sample.locale];
  test(`axe: ${sample.name} ${sample.path} (${scheme})`, async ({ sharedPage: page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const storedChoice = await page.addInitScript(
      ([key, value]) => {
        try {
          localStorage.setItem(key, value);
        } catch {
          // storage disabled: the system preference still applies
        }
      },
      [THEME_STORAGE_KEY, scheme] as const,
    );
    try {
      await page.goto(sample.path);
    } finally {
      await storedChoice.dispose();
    }
    const root = page.locator('html');
    await expect(root).toHaveAttribute('data-theme', scheme);
    await expectPalette(page, scheme);

    await expectNoViolations(page, `${sample.path} in ${scheme} mode`);
  });
}

/** Islands in the states a visitor brings them to: the registration form with errors, its review dialog, a toast. */
for (const scheme of ['light', 'dark'] as const) {
  test(`axe: registration form with errors, review dialog and toast (${scheme})`, async ({ sharedPage: page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const date = pages.find((p) => p.id === 'seminarDate' && p.locale === 'en');
    await page.goto(pathOf(date!));
    await page.locator('#registration-participants-0-firstName').focus();
    await expect(page.locator('ac-island[data-island="registration-form"]')).toHaveAttribute('data-state', 'hydrated');
    const analyze = (state: string) => expectNoViolations(page, `${state}, ${scheme}`);

    await page.getByRole('button', { name: 'Review registration' }).click();
    await expect(page.locator('#registration-participants-0-email-error')).toBeVisible();
    await analyze('form with errors');

    await page.locator('#registration-participants-0-salutation').selectOption('mr');
    const values: Record<string, string> = {
      firstName: 'Max',
      lastName: 'Muster',
      email: 'max@example.com',
      phone: '+49 30 1234567',
      company: 'DC AG',
      jobTitle: 'Engineer',
    };
    for (const [name, value] of Object.entries(values)) await page.locator(`#registration-participants-0-${name}`).fill(value);
    for (const [name, value] of Object.entries({ company: 'DC AG', street: 'Allee 1', postalCode: '10115', city: 'Berlin' }))
      await page.locator(`#registration-billing-${name}`).fill(value);
    await page.locator('#registration-consent').check();
    await page.getByRole('button', { name: 'Review registration' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await analyze('review dialog');

    await page.keyboard.press('Escape');
    await page.evaluate(() => {
      const store = (globalThis as unknown as Record<symbol, { toast: (input: object) => string }>)[Symbol.for('academy.toasts')];
      store!.toast({ title: 'Saved', description: 'All done.', color: 'success', actions: [{ label: 'Undo' }] });
    });
    await expect(page.locator('li.toast')).toBeVisible();
    await analyze('toast');
  });
}

/** The waiting list as the server answers a wrong entry: an error summary, errors at the fields. */
for (const scheme of ['light', 'dark'] as const) {
  test(`axe: waiting list with errors (${scheme})`, async ({ sharedPage: page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(fullyBookedPath(content, 'de'));
    // Past the browser's own checks, as a browser without them would post it.
    await page.locator('#waitlist form').evaluate((form: HTMLFormElement) => (form.noValidate = true));
    await page.getByLabel(/^E-Mail-Adresse/).fill('nicht-gueltig');
    await page.getByRole('button', { name: 'Auf die Warteliste setzen' }).click();
    await expect(page.locator('#waitlist-email-error')).toBeVisible();
    await expectNoViolations(page, `waiting list with errors, ${scheme}`);
  });
}
