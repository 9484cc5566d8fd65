/** Choosing a language is remembered; the root page follows the remembered or preferred language. */
import { browserNow, expect, test } from '../support/browser-test.ts';

const DAY_S = 24 * 60 * 60;

test('switching language on a seminar page keeps the seminar and remembers the choice for 365 days', async ({ page, context }) => {
  await page.goto('/seminare/en-50600-grundlagen');
  // The very first click, before the switcher island has hydrated.
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/courses\/en-50600-grundlagen$/);

  const cookie = (await context.cookies()).find((c) => c.name === 'locale');
  expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax' });
  // The browser's cookie store counts on the browser's own clock, not on the one its pages see.
  const days = (cookie!.expires - browserNow() / 1000) / DAY_S;
  expect(days).toBeGreaterThan(364.9);
  expect(days).toBeLessThan(365.1);

  await page.goto('/');
  await expect(page).toHaveURL(/\/en$/);

  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('de');
  await page.goto('/');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test.describe('an English-speaking browser without a cookie', () => {
  test.use({ locale: 'en-US' });

  test('is sent from the root to /en, but never from a deep link', async ({ page }) => {
    await page.goto('/?ref=x');
    await expect(page).toHaveURL(/\/en\?ref=x$/);
    await page.goto('/seminare');
    await expect(page).toHaveURL(/\/seminare$/);
  });
});

test.describe('a German-speaking browser without a cookie', () => {
  test.use({ locale: 'de-DE' });

  test('stays on the German home page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  });
});

test.describe('without JavaScript, in an English-speaking browser', () => {
  test.use({ javaScriptEnabled: false, locale: 'en-US' });

  test('the language switch sets the cookie through the server, so the root page follows the choice', async ({ page, context }) => {
    await page.goto('/en/courses');
    const cookieSet = page.waitForResponse((response) => response.status() === 302 && response.url().includes('lang=de'));
    await page.getByRole('link', { name: 'Deutsch' }).click();
    const answer = await cookieSet;
    expect((await answer.allHeaders())['set-cookie']).toMatch(/^locale=de; Max-Age=31536000; Path=\/; SameSite=Lax/);
    expect(answer.headers()['cache-control']).toContain('no-store');
    // On the German page, at its own address.
    await expect(page).toHaveURL(/\/seminare$/);
    expect((await context.cookies()).find((c) => c.name === 'locale')).toMatchObject({ value: 'de', path: '/', sameSite: 'Lax' });
    // The root no longer follows the browser's English.
    await page.goto('/');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  });
});
