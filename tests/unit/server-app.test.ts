import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { capturingLogger } from '../support/temp-site.ts';

const slot = (path: string) => `<code data-path-slot="request">${path}</code>`;
const FILES: Record<string, string> = {
  'index.html': '<html lang="de-DE">home</html>',
  'seminare/index.html': '<html lang="de-DE">seminare</html>',
  'en/courses/index.html': '<html lang="en-US">courses</html>',
  '404.html': `<html lang="de-DE">Seite nicht gefunden: ${slot('/404')}</html>`,
  'en/404.html': `<html lang="en-US">Page not found: ${slot('/en/404')}</html>`,
  '500.html': '<html>Fehler 500</html>',
  'en/500.html': '<html>Error 500</html>',
  'assets/loader-abc.js': 'console.log(1)',
  '.vite/manifest.json': '{}',
};

let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  const dist = await mkdtemp(join(tmpdir(), 'dist-'));
  for (const [file, text] of Object.entries(FILES)) {
    await mkdir(dirname(join(dist, file)), { recursive: true });
    await writeFile(join(dist, file), text);
  }
  app = createApp({ distDir: dist, logger: capturingLogger() });
});

describe('site server', () => {
  it('serves pages with revalidation and hashed assets as immutable', async () => {
    const page = await app.request('/en/courses');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toContain('must-revalidate');
    expect(await page.text()).toContain('courses');
    const asset = await app.request('/assets/loader-abc.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('sets the security headers on every response, 404s included', async () => {
    for (const path of ['/', '/nope', '/assets/loader-abc.js']) {
      const response = await app.request(path);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBeTruthy();
    }
  });

  it('redirects the redirect table permanently, keeping the query', async () => {
    const response = await app.request('/seminare/tsi-professional-training?utm=x');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/seminare/en-50600-professional?utm=x');
  });

  it("sends an old seminar's date, with or without a trailing slash, to the current date page in one redirect", async () => {
    for (const path of [
      '/seminare/tsi-professional-training/1003',
      '/seminare/tsi-professional-training/1003/',
      '/seminare/tsi-professional-training/',
    ]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(301);
      const to = response.headers.get('location')!;
      expect(to, path).toBe(path.endsWith('training/') ? '/seminare/en-50600-professional' : '/seminare/en-50600-professional/1003');
    }
  });

  it("remembers a language chosen by the switch's link (?lang=) in the cookie, and sends on to the address without it", async () => {
    const response = await app.request('/en/courses?lang=en&utm=x');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/en/courses?utm=x');
    expect(response.headers.get('set-cookie')).toBe('locale=en; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const root = await app.request('/?lang=de');
    expect(root.headers.get('location')).toBe('/');
    expect(root.headers.get('set-cookie')).toMatch(/^locale=de;/);
    // Another value is dropped, and nothing remembered.
    const other = await app.request('/seminare?lang=fr');
    expect(other.headers.get('location')).toBe('/seminare');
    expect(other.headers.get('set-cookie')).toBeNull();
  });

  it('redirects trailing and doubled slashes to the canonical path, never off-site', async () => {
    expect((await app.request('/seminare/')).headers.get('location')).toBe('/seminare');
    const offsite = await app.request('//evil.example/');
    expect(offsite.status).toBe(301);
    expect(offsite.headers.get('location')).toBe('/evil.example');
  });

  it('answers unknown paths with status 404 and the path on the page', async () => {
    const response = await app.request('/that/path');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(`Seite nicht gefunden: ${slot('/that/path')}`);
    const english = await app.request('/en/that/path');
    expect(english.status).toBe(404);
    expect(await english.text()).toContain(`Page not found: ${slot('/en/that/path')}`);
  });

  it('does not serve the build manifest or anything outside dist/', async () => {
    for (const path of ['/.vite/manifest.json', '/%2e%2e/package.json', '/..%2fpackage.json', '/assets/%2e%2e%2f%2e%2e%2fpackage.json']) {
      expect((await app.request(path)).status).toBe(404);
    }
  });

  it('gives every page one address: its index.html by name redirects there, query kept', async () => {
    for (const [path, to] of [
      ['/index.html', '/'],
      ['/seminare/index.html', '/seminare'],
      ['/en/courses/index.html?x=1', '/en/courses?x=1'],
      ['/seminare/index.html/', '/seminare'],
      ['/seminare/%2e', '/seminare'],
    ]) {
      const response = await app.request(path!);
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location'), path).toBe(to);
    }
  });

  it('answers 404, never 200, for the error pages by name and for escaped variants of a page', async () => {
    for (const path of [
      '/404.html',
      '/500.html',
      '/en/404.html',
      '/en/500.html',
      '/seminare%2Findex.html',
      '/%73eminare',
      '/en%2Fcourses',
      '/index%2ehtml',
      '/en/courses%2F',
    ]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('data-path-slot');
    }
  });

  it('refuses other methods on pages', async () => {
    const response = await app.request('/seminare', { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});
