/**
 * Events in the browser, in both languages: found from the home page, and each says how to
 * take part; one that needs a registration offers it as its content says (here: a mail to
 * the academy with the event named in the subject).
 */
import { loadContentCache } from '../../src/content/cache.ts';
import { expect, test } from '../support/browser-test.ts';
import { TEST_DAY } from '../support/test-clock.ts';

const content = await loadContentCache('content-cache');
const upcoming = content.events.filter((event) => event.end >= TEST_DAY && event.registration === 'email');

for (const [locale, home, action, subject] of [
  ['de', '/', 'Per E-Mail anmelden', 'Anmeldung: '],
  ['en', '/en', 'Register by e-mail', 'Registration: '],
] as const) {
  test(`an event is found from the home page and offers its registration (${locale})`, async ({ page }) => {
    expect(upcoming.length).toBeGreaterThan(0);
    const event = upcoming[0]!;
    const { title } = event.translations[locale];
    await page.goto(home);
    await page.locator('section[aria-labelledby="events"]').getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const register = page.getByRole('link', { name: action });
    await expect(register).toBeVisible();
    const href = new URL((await register.getAttribute('href'))!);
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe(event.registrationTarget);
    expect(href.searchParams.get('subject')).toBe(subject + title);
    // The seminars it relates to are a click away.
    await expect(page.locator('section[aria-labelledby="seminars"]').getByRole('link')).toHaveCount(event.seminarIds.length);
  });
}
