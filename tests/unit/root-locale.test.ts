/**
 * The language decision at '/' on the server: the locale cookie first, then Accept-Language
 * by weight; crawlers and every other path are never redirected; the answer says what it
 * varies on and the redirect is not cached.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { ROOT_VARY, rootRedirectTarget } from '../../src/server/edge/root-locale.ts';
import { BASE_PAGES, capturingLogger, tempDir, writeTree } from '../support/temp-site.ts';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('rootRedirectTarget', () => {
  it.each([
    ['cookie en', 'locale=en', 'de-DE,de;q=0.9', CHROME, '/en'],
    ['cookie de beats an English browser', 'a=1; locale=de', 'en-US,en;q=0.9', CHROME, null],
    ['English preferred to German', undefined, 'en-US,en;q=0.9,de;q=0.8', CHROME, '/en'],
    ['German preferred to English', undefined, 'de-DE,de;q=0.9,en;q=0.8', CHROME, null],
    ['weights, not order', undefined, 'de;q=0.3, en;q=0.7', CHROME, '/en'],
    ['English refused (q=0)', undefined, 'en;q=0, fr', CHROME, null],
    ['neither language: German', undefined, 'fr-FR, it;q=0.5', CHROME, null],
    ['another language first, then English', undefined, 'fr-FR, en;q=0.5', CHROME, '/en'],
    ['no headers at all', undefined, undefined, undefined, null],
    ['an invalid cookie falls back to the browser', 'locale=fr', 'en', CHROME, '/en'],
    ['a crawler, even with an English cookie', 'locale=en', 'en', GOOGLEBOT, null],
    ['a crawler with an English browser language', undefined, 'en-US', 'Mozilla/5.0 (compatible; bingbot/2.0)', null],
  ])('%s', (_label, cookie, acceptLanguage, userAgent, expected) => {
    expect(rootRedirectTarget({ cookie, acceptLanguage, userAgent })).toBe(expected);
  });
});

describe('GET / on the server', () => {
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    const dist = await writeTree(await tempDir('dist-'), {
      ...BASE_PAGES,
      'seminare/index.html': 'seminare',
      'en/index.html': 'english home',
    });
    app = createApp({ distDir: dist, logger: capturingLogger() });
  });

  it('sends an English visitor to /en with 302, keeping the query, uncached, saying what it varied on', async () => {
    for (const method of ['GET', 'HEAD']) {
      const response = await app.request('/?utm_source=x&a=1', {
        method,
        headers: { 'Accept-Language': 'en-GB,en;q=0.9', 'User-Agent': CHROME },
      });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/en?utm_source=x&a=1');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('vary')).toBe(ROOT_VARY);
    }
    const byCookie = await app.request('/', { headers: { Cookie: 'locale=en', 'Accept-Language': 'de' } });
    expect(byCookie.headers.get('location')).toBe('/en');
  });

  it('serves the German home to everyone else, varying on the cookie and Accept-Language', async () => {
    for (const headers of [
      {},
      { 'Accept-Language': 'de-DE' },
      { Cookie: 'locale=de', 'Accept-Language': 'en' },
      { 'Accept-Language': 'en', 'User-Agent': GOOGLEBOT },
    ] as Record<string, string>[]) {
      const response = await app.request('/', { headers });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(BASE_PAGES['index.html']);
      expect(response.headers.get('vary')).toContain('Cookie, Accept-Language');
      expect(response.headers.get('vary')).toContain('Accept-Encoding');
    }
  });

  it('never redirects a deep link or another page, whatever the visitor prefers', async () => {
    for (const path of ['/seminare', '/en', '/nope']) {
      const response = await app.request(path, { headers: { Cookie: 'locale=en', 'Accept-Language': 'en' } });
      expect(response.status, path).not.toBe(302);
      expect(response.headers.get('vary') ?? '', path).not.toContain('Cookie');
    }
  });
});
