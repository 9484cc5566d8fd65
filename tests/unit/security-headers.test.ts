/**
 * The content security policy and the other security headers: what the policy allows, and
 * that every kind of answer the server gives carries the headers (pages, files, redirects,
 * the root's language redirect, 404, 405, /healthz, the API's JSON, the 500 page).
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Env, readSettings } from '../../src/config/settings.ts';
import { loadContentCache } from '../../src/content/cache.ts';
import { INLINE_SCRIPTS, scriptHashSource } from '../../src/document/inline-scripts.ts';
import { contentSecurityPolicy, contentSecurityPolicyDirectives } from '../../src/http/content-security-policy.ts';
import { DEFAULT_HEADER_SETTINGS, headerSettings } from '../../src/http/header-settings.ts';
import { HSTS_VALUE, securityHeaders } from '../../src/http/security-headers.ts';
import { rootRedirectScript } from '../../src/i18n/root-redirect-script.ts';
import { themeInitScript } from '../../src/islands/theme-switcher/theme.ts';
import { PATH_SLOT_SCRIPT } from '../../src/pages/path-slot.ts';
import { createApp } from '../../src/server/app.ts';
import {
  LINK_HEADERS,
  PRIVATE_PAGE_HEADER,
  securityHeaders as securityHeadersMiddleware,
} from '../../src/server/edge/headers-middleware.ts';
import { openSqliteStores, type Stores } from '../../src/server/open-stores.ts';
import { validInput } from '../support/registration.ts';
import { BASE_PAGES, capturingLogger, tempDir, writeTree } from '../support/temp-site.ts';
import { TEST_DAY } from '../support/test-clock.ts';

const headerSettingsOf = (env: Env) => headerSettings(readSettings(env));

const content = await loadContentCache('content-cache');
const directives = (policy: string) =>
  new Map(policy.split('; ').map((directive) => [directive.split(' ')[0]!, directive.split(' ').slice(1)]));

describe('the content security policy', () => {
  it('allows scripts from the site, WebAssembly (the search) and the three inline scripts by hash, never unsafe-inline or eval', () => {
    const policy = directives(contentSecurityPolicy(DEFAULT_HEADER_SETTINGS));
    const scripts = policy.get('script-src')!;
    expect(scripts).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      ...[themeInitScript(), rootRedirectScript(), PATH_SLOT_SCRIPT].map(scriptHashSource),
    ]);
    expect(scripts.filter((source) => source !== "'wasm-unsafe-eval'").join(' ')).not.toMatch(/unsafe|\*|data:|https?:/);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it('hashes a script as the browser does: SHA-256 of its UTF-8 text, base64', () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(scriptHashSource('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    expect(Object.keys(INLINE_SCRIPTS)).toHaveLength(3);
  });

  it('adds the analytics and image origins, and upgrade-insecure-requests with HSTS', () => {
    const settings = headerSettingsOf({
      ANALYTICS_URL: 'https://plausible.example/api/event',
      IMAGE_ORIGINS: 'https://cms.example:8055/x, https://img.example',
      HSTS: '1',
    });
    const policy = directives(contentSecurityPolicy(settings));
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://plausible.example']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https://cms.example:8055', 'https://img.example']);
    expect(contentSecurityPolicyDirectives(settings).at(-1)).toBe('upgrade-insecure-requests');
  });

  it("lets images come from the image provider's host when it is not the site", () => {
    const img = (env: Record<string, string>) => directives(contentSecurityPolicy(headerSettingsOf(env))).get('img-src');
    expect(img({ IMAGE_PROVIDER: 'hosted', IMAGE_HOSTED_URL: 'https://img.example/_ipx' })).toEqual([
      "'self'",
      'data:',
      'https://img.example',
    ]);
    expect(img({ IMAGE_PROVIDER: 'directus', DIRECTUS_URL: 'https://cms.example' })).toEqual(["'self'", 'data:', 'https://cms.example']);
    expect(img({ IMAGE_PROVIDER: 'static', DIRECTUS_URL: 'https://cms.example' })).toEqual(["'self'", 'data:']);
  });

  it('refuses settings that are not what they claim', () => {
    expect(() => headerSettingsOf({ HSTS: 'yes' })).toThrow(/HSTS/);
    expect(() => headerSettingsOf({ IMAGE_ORIGINS: 'javascript:alert(1)' })).toThrow(/IMAGE_ORIGINS/);
    expect(() => headerSettingsOf({ ANALYTICS_URL: 'not a url' })).toThrow(/ANALYTICS_URL/);
  });
});

describe('the security headers', () => {
  it('sends HSTS only when configured', () => {
    expect(securityHeaders(DEFAULT_HEADER_SETTINGS)['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaders({ ...DEFAULT_HEADER_SETTINGS, hsts: true })['Strict-Transport-Security']).toBe(HSTS_VALUE);
  });
});

describe('a private page', () => {
  it('(an answer about a link) may load nothing from another origin, whatever the public pages may', async () => {
    const settings = headerSettingsOf({ ANALYTICS_URL: 'https://stats.example/api/event', IMAGE_ORIGINS: 'https://img.example' });
    const app = new Hono()
      .use('*', securityHeadersMiddleware(settings))
      .get('/public', (c) => c.text('page'))
      .get('/private', (c) => c.text('page', 200, LINK_HEADERS));
    const publicPolicy = directives((await app.request('/public')).headers.get('content-security-policy')!);
    expect(publicPolicy.get('connect-src')).toContain('https://stats.example');
    const answer = await app.request('/private');
    const privatePolicy = directives(answer.headers.get('content-security-policy')!);
    expect(privatePolicy.get('connect-src')).toEqual(["'self'"]);
    expect(privatePolicy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    expect(answer.headers.get(PRIVATE_PAGE_HEADER)).toBeNull();
  });
});

describe('every answer carries them', () => {
  let stores: Stores;
  let dist: string;
  beforeAll(async () => {
    dist = await writeTree(await tempDir('dist-'), { ...BASE_PAGES, 'assets/a-1.js': 'x', 'seminare/index.html': 'seminare' });
    stores = await openSqliteStores({ dataDir: await mkdtemp(join(tmpdir(), 'registrations-')), outbox: false });
  });
  afterAll(async () => {
    await stores.close();
  });

  const appWith = (hsts: boolean) =>
    createApp({
      distDir: dist,
      logger: capturingLogger(),
      headers: { ...DEFAULT_HEADER_SETTINGS, hsts },
      registrations: { stores, getContent: () => content, today: () => TEST_DAY, rateLimit: 1000 },
    });

  const REQUESTS: readonly [label: string, path: string, init: RequestInit, status: number][] = [
    ['page', '/seminare', {}, 200],
    ['asset', '/assets/a-1.js', {}, 200],
    ['canonical-slash redirect', '/seminare/', {}, 301],
    ['table redirect', '/sitemap.xml', {}, 301],
    ['root language redirect', '/', { headers: { cookie: 'locale=en' } }, 302],
    ['404', '/nope', {}, 404],
    ['405', '/seminare', { method: 'DELETE' }, 405],
    ['healthz', '/healthz', {}, 200],
    ['API JSON', '/api/registrations', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }, 422],
    ['API 405', '/api/registrations', { method: 'GET' }, 405],
  ];

  it.each(REQUESTS)('%s (%s)', async (_label, path, init, status) => {
    for (const hsts of [false, true]) {
      const response = await appWith(hsts).request(path, init);
      expect(response.status).toBe(status);
      for (const [name, value] of Object.entries(securityHeaders({ ...DEFAULT_HEADER_SETTINGS, hsts }))) {
        expect(response.headers.get(name), name).toBe(value);
      }
      expect(response.headers.has('strict-transport-security')).toBe(hsts);
      expect(response.headers.get('content-security-policy')).not.toContain("'unsafe-inline' 'sha256");
    }
  });

  it('the 500 answer, when the site directory cannot even be told, is logged with its request id', async () => {
    const logger = capturingLogger();
    const app = createApp({
      siteRoot: () => {
        throw new Error('no release published');
      },
      logger,
    });
    const response = await app.request('/seminare', { headers: { 'X-Request-Id': 'req-500' } });
    expect(response.status).toBe(500);
    expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy(DEFAULT_HEADER_SETTINGS));
    expect(response.headers.get('x-request-id')).toBe('req-500');
    expect(logger.lines.find((line) => line.level === 'error')).toMatchObject({ msg: 'request failed', id: 'req-500', path: '/seminare' });
    expect(String(logger.lines.find((line) => line.level === 'error')!.error)).toContain('no release published');
  });

  it('a failing handler gets the 500 page of the site in its language, with the headers', async () => {
    const app = createApp({ distDir: dist, logger: capturingLogger() });
    // A route added after the site's own: reached once no file answers the path.
    app.get('/en/boom', () => {
      throw new Error('boom');
    });
    const response = await app.request('/en/boom');
    expect(response.status).toBe(500);
    expect(await response.text()).toBe(BASE_PAGES['en/500.html']);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy(DEFAULT_HEADER_SETTINGS));
  });

  it('the 500 JSON of the API carries them too', async () => {
    const app = createApp({
      distDir: dist,
      logger: capturingLogger(),
      registrations: {
        stores,
        getContent: () => {
          throw new Error('content gone');
        },
        today: () => TEST_DAY,
      },
    });
    const response = await app.request('/api/registrations', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validInput()),
    });
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy(DEFAULT_HEADER_SETTINGS));
  });
});
