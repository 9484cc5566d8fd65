/** Unknown paths: status 404 and 'Page not found: {path}', in the path's language; other methods: 405 and its page. */
import { expect, test } from '../support/browser-test.ts';

test('an unknown path answers 404 with the path on a page in German throughout', async ({ page }) => {
  const response = await page.goto('/that/path');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden: /that/path');
  await expect(page.locator('main')).toContainText('Fehler 404');
  await expect(page.locator('main')).not.toContainText(/Page not found|Not Found/i);
  await expect(page.locator('main [lang]')).toHaveCount(0);
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex');
});

test('an unknown English path gets the English 404 page', async ({ page }) => {
  const response = await page.goto('/en/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found: /en/no/such/page');
  await expect(page.locator('main')).toContainText('Error 404');
  expect((await page.locator('main').textContent())?.match(/not found/gi)).toHaveLength(1);
  await expect(page.locator('main')).not.toContainText('Seite nicht gefunden');
});

test("another method on a page answers 405 with Allow and the error page of the path's language", async ({ request }) => {
  for (const [path, heading, message] of [
    ['/seminare', 'Fehler 405', 'Methode nicht erlaubt'],
    ['/en/courses', 'Error 405', 'Method Not Allowed'],
  ] as const) {
    const response = await request.post(path, { headers: { Accept: 'text/html' }, form: { x: '1' } });
    expect(response.status(), path).toBe(405);
    expect(response.headers().allow, path).toBe('GET, HEAD');
    expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html, path).toContain(heading);
    expect(html, path).toContain(message);
  }
});

test('a known route with an unknown item is a 404 too', async ({ request }) => {
  for (const path of ['/seminare/gibt-es-nicht', '/en/courses/en-50600-grundlagen/424242', '/karriere/a/b/c']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text()).toContain(path);
  }
});

test('a path with markup in it is shown as text, not run', async ({ page }) => {
  let dialog = false;
  page.on('dialog', async (d) => {
    dialog = true;
    await d.dismiss();
  });
  const response = await page.goto('/%3Cimg%20src=x%20onerror=alert(1)%3E');
  expect(response?.status()).toBe(404);
  await expect(page.locator('main')).toContainText('<img src=x onerror=alert(1)>');
  expect(dialog).toBe(false);
});
