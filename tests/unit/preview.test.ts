/**
 * Editors' previews: the expiring token, and GET /api/preview/… against a fake CMS that
 * holds a draft of seminar 1 (the recorded Directus item with a new title) and a renderer
 * that shows the title it is given: the secret from the CMS's preview URL is swapped for a
 * token, only a valid token draws, a draft that does not validate is named in the editor's
 * words, and every answer is no-store, noindex and may be framed by the CMS only.
 */
import { readFile } from 'node:fs/promises';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import type { Content } from '../../src/content/types.ts';
import type { PreviewPage } from '../../src/generate/preview-renderer.ts';
import { DEFAULT_HEADER_SETTINGS } from '../../src/http/header-settings.ts';
import { securityHeaders } from '../../src/server/edge/headers-middleware.ts';
import { createPreviewRoutes } from '../../src/server/preview/preview-routes.ts';
import { mintPreviewToken, PREVIEW_TOKEN_MS, previewSubject, previewTokenValid } from '../../src/server/preview/preview-token.ts';
import { capturingLogger } from '../support/temp-site.ts';

const SECRET = 'the-preview-secret-of-the-cms-32-chars';
const NOW = Date.parse('2026-11-26T10:00:00.000Z');
let content: Content;
let recorded: { seminars: Array<Record<string, unknown> & { translations: Array<Record<string, unknown>> }> };
beforeAll(async () => {
  content = await loadContentCache('content-cache');
  recorded = JSON.parse(await readFile('tests/fixtures/directus-items.json', 'utf8'));
});

describe('preview tokens', () => {
  it('open what they were made for until they expire, and nothing else', () => {
    const token = mintPreviewToken(SECRET, previewSubject('seminars', '1', 'draft'), NOW);
    expect(previewTokenValid(SECRET, token, previewSubject('seminars', '1', 'draft'), NOW + PREVIEW_TOKEN_MS - 1)).toBe(true);
    expect(previewTokenValid(SECRET, token, previewSubject('seminars', '1', 'draft'), NOW + PREVIEW_TOKEN_MS)).toBe(false);
    expect(previewTokenValid(SECRET, token, previewSubject('seminars', '2', 'draft'), NOW)).toBe(false);
    expect(previewTokenValid('another-secret-of-thirty-two-chars!!', token, previewSubject('seminars', '1', 'draft'), NOW)).toBe(false);
    const [expires, signature] = token.split('.');
    expect(previewTokenValid(SECRET, `${Number(expires) + 1}.${signature}`, previewSubject('seminars', '1', 'draft'), NOW)).toBe(false);
    expect(previewTokenValid(SECRET, undefined, previewSubject('seminars', '1', 'draft'), NOW)).toBe(false);
  });

  it('sign each part whole: item 1@a in version b is not item 1 in version a@b', () => {
    const token = mintPreviewToken(SECRET, previewSubject('seminars', '1@a', 'b'), NOW);
    expect(previewTokenValid(SECRET, token, previewSubject('seminars', '1', 'a@b'), NOW)).toBe(false);
    expect(previewTokenValid(SECRET, token, previewSubject('seminars/1', '@a', 'b'), NOW)).toBe(false);
    expect(previewTokenValid(SECRET, token, previewSubject('seminars', '1@a', 'b'), NOW)).toBe(true);
  });
});

/** The app with the preview routes, a CMS whose draft of seminar 1 has `titles`, and a renderer that echoes what it draws. */
function previewApp(titles: { de: string; en: string }) {
  const requested: string[] = [];
  const cmsFetch = (async (url: string) => {
    requested.push(url);
    const item = structuredClone(recorded.seminars[0]!);
    for (const row of item.translations) row.title = row.languages_code === 'de-DE' ? titles.de : titles.en;
    return url.includes('/items/seminars/1?') ? Response.json({ data: item }) : Response.json({ errors: [] }, { status: 403 });
  }) as unknown as typeof fetch;
  const render = (page: PreviewPage) => {
    const seminar = page.content.seminars.find((item) => item.id === 1)!;
    return {
      status: 200,
      html: `<h1>${seminar.translations[page.bar.locale].title}</h1><p>${page.path}</p><a href="${page.bar.otherLanguage.href}">`,
    };
  };
  const app = new Hono().use('*', securityHeaders(DEFAULT_HEADER_SETTINGS)).route(
    '/api/preview',
    createPreviewRoutes({
      secret: SECRET,
      cms: { url: 'http://cms.test', token: 'preview-token', fetch: cmsFetch },
      frameOrigin: 'https://cms.academy.example',
      content: () => content,
      render,
      now: () => NOW,
      log: capturingLogger(),
    }),
  );
  return { app, requested };
}

describe('GET /api/preview', () => {
  it('swaps the secret for an expiring link, and draws the draft at its page in both languages', async () => {
    const { app, requested } = previewApp({ de: 'Grundlagen (Entwurf)', en: 'Fundamentals (draft)' });
    const first = await app.request(`/api/preview/seminars/1?lang=de&version=draft&key=${encodeURIComponent(SECRET)}`);
    expect(first.status).toBe(303);
    const location = first.headers.get('location')!;
    expect(location).toMatch(/^\/api\/preview\/seminars\/1\?lang=de&version=draft&token=\d+\.[\w-]{43}$/);
    expect(location).not.toContain(encodeURIComponent(SECRET));
    const page = await app.request(location);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>Grundlagen (Entwurf)</h1><p>/seminare/en-50600-grundlagen</p>');
    expect(requested.at(-1)).toBe('http://cms.test/items/seminars/1?fields=*%2Ctranslations.*&version=draft');
    const english = await app.request(/href="([^"]+)"/.exec(html)![1]!.replaceAll('&amp;', '&'));
    expect(await english.text()).toContain('<h1>Fundamentals (draft)</h1><p>/en/courses/en-50600-grundlagen</p>');
    for (const answer of [first, page]) {
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
      expect(answer.headers.get('content-security-policy')).toMatch(/frame-ancestors https:\/\/cms\.academy\.example(;|$)/);
      expect(answer.headers.get('x-frame-options')).toBeNull();
      expect(answer.headers.get('x-site-framed-by')).toBeNull();
    }
  });

  it('answers 404 without the secret or a valid token, and for what has no page', async () => {
    const { app, requested } = previewApp({ de: 'A', en: 'B' });
    for (const path of [
      '/api/preview/seminars/1?lang=de&version=draft',
      '/api/preview/seminars/1?lang=de&version=draft&key=wrong',
      `/api/preview/seminars/1?lang=de&version=draft&token=${mintPreviewToken(SECRET, previewSubject('seminars', '2', 'draft'), NOW)}`,
      `/api/preview/seminars/1?lang=de&version=draft&token=${mintPreviewToken(SECRET, previewSubject('seminars', '1', 'draft'), NOW - PREVIEW_TOKEN_MS)}`,
      `/api/preview/registrations/1?key=${encodeURIComponent(SECRET)}`,
      `/api/preview/seminars/2?version=&token=${mintPreviewToken(SECRET, previewSubject('seminars', '2', ''), NOW)}`,
    ]) {
      const answer = await app.request(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    // Only the last asked the CMS (for an item it does not have).
    expect(requested).toEqual(['http://cms.test/items/seminars/2?fields=*%2Ctranslations.*']);
  });

  it('answers wrong keys from a client that sent ten with 429, and still takes the right one from it', async () => {
    const { app } = previewApp({ de: 'A', en: 'B' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++)
      statuses.push((await app.request(`/api/preview/seminars/1?lang=de&version=draft&key=guess-${attempt}`)).status);
    expect(statuses).toEqual([...Array(10).fill(404), 429, 429]);
    const right = await app.request(`/api/preview/seminars/1?lang=de&version=draft&key=${encodeURIComponent(SECRET)}`);
    expect(right.status).toBe(303);
  });

  it('names what stops a draft from being drawn, in the editor’s words', async () => {
    const { app } = previewApp({ de: '', en: 'Fundamentals' });
    const answer = await app.request(
      `/api/preview/seminars/1?lang=de&version=draft&token=${mintPreviewToken(SECRET, previewSubject('seminars', '1', 'draft'), NOW)}`,
    );
    expect(answer.status).toBe(422);
    expect(await answer.text()).toContain('seminars #1, title (Deutsch):');
  });

  it('leaves every other answer unframeable', async () => {
    const app = new Hono().use('*', securityHeaders(DEFAULT_HEADER_SETTINGS)).get('/', (c) => c.text('page'));
    const answer = await app.request('/');
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
  });
});
