/**
 * Every page the registration endpoint answers a browser with is a page of the site: its
 * layout, the title suffix, the language of the page the visitor posted from, over a real
 * socket on the built site: a post too large to read (413), a date the site does not have,
 * one from another site (403), a thank-you address nobody has.
 */

import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND } from '../../src/config/site.ts';
import { loadContentCache } from '../../src/content/cache.ts';
import { localeCookie } from '../../src/i18n/locale-preference.ts';
import { CONFIRMATION_TEXTS } from '../../src/registration-contract/confirmation-messages.ts';
import { MAX_BODY_BYTES } from '../../src/registration-contract/contract.ts';
import { buildPath } from '../../src/routes/match.ts';
import { type RunningServer, startServer } from '../../src/server/start.ts';
import { validForm } from '../support/registration.ts';
import { siteEnv, workWithContent } from '../support/site-server.ts';

const CONTENT = resolve(import.meta.dirname, '../../content-cache');
const content = await loadContentCache(CONTENT);

let work: string;
let server: RunningServer;

beforeAll(async () => {
  work = await workWithContent('answers-site-');
  server = await startServer({
    env: {
      ...siteEnv(work),
    },
  });
  await server.rebuilder?.idle();
}, 60_000);

afterAll(async () => {
  await server?.close();
  await rm(work, { recursive: true, force: true });
});

const date = content.seminarDates.find((item) => item.seats === null && item.start > '2027-01-01')!;
const seminar = content.seminars.find((item) => item.id === date.seminarId)!;
const englishDatePage = () => `${server.url}${buildPath('seminarDate', 'en', { slug: seminar.slug, dateId: String(date.id) })}`;

function post(body: string, headers: Record<string, string>) {
  const host = new URL(server.url).host;
  return fetch(`${server.url}/api/registrations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html', Origin: `http://${host}`, ...headers },
    body,
    redirect: 'manual',
  });
}

/** What makes a page one of the site's: the document's language, the title with the brand, the header and footer. */
async function sitePage(response: Response) {
  const html = await response.text();
  return {
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    titleHasSuffix: new RegExp(`<title>[^<]+ - ${BRAND} academy</title>`).test(html),
    layout: html.includes('class="site-footer"') && html.includes('<header'),
    html,
  };
}

describe('the answers of the registration endpoint to a browser', () => {
  it('a post too large to read: 413, a page of the site in the language of the English page it came from, with its form', async () => {
    const body = new URLSearchParams(validForm({ remarks: 'x'.repeat(MAX_BODY_BYTES), dateId: String(date.id) })).toString();
    const response = await post(body, { Referer: englishDatePage(), 'Accept-Language': 'de-DE' });
    expect(response.status).toBe(413);
    const page = await sitePage(response);
    expect(page).toMatchObject({ lang: 'en-US', titleHasSuffix: true, layout: true });
    expect(page.html).toContain('The request is too large.');
    expect(page.html).toContain('data-island="registration-form"');
  });

  it('a date the site does not have: a page of the site saying so, with the title suffix', async () => {
    const body = new URLSearchParams(validForm({ dateId: '999999', locale: 'en' })).toString();
    const response = await post(body, {});
    expect([404, 422]).toContain(response.status);
    const page = await sitePage(response);
    expect(page).toMatchObject({ lang: 'en-US', titleHasSuffix: true, layout: true });
  });

  it('a post from another site: 403, a page of the site', async () => {
    const response = await post('x=1', { Origin: 'https://evil.example', Referer: englishDatePage() });
    expect(response.status).toBe(403);
    expect(await sitePage(response)).toMatchObject({ lang: 'en-US', titleHasSuffix: true, layout: true });
  });

  it("a confirmation link nobody has: 404, a page of the site in the browser's language", async () => {
    const response = await fetch(`${server.url}/api/registrations/confirm?token=nothing`, { headers: { 'Accept-Language': 'en' } });
    expect(response.status).toBe(404);
    const page = await sitePage(response);
    expect(page).toMatchObject({ lang: 'en-US', titleHasSuffix: true, layout: true });
    expect(page.html).toContain('We do not know this confirmation link.');
    expect(page.html).not.toMatch(/not found/i);
  });

  it("a cut confirmation link: the language the visitor chose on the site, before the browser's", async () => {
    const response = await fetch(`${server.url}/api/registrations/confirm?token=abc`, {
      headers: { 'Accept-Language': 'de-DE,de', Cookie: localeCookie('en') },
    });
    expect(response.status).toBe(404);
    const page = await sitePage(response);
    expect(page).toMatchObject({ lang: 'en-US', layout: true });
    expect(page.html).toContain(CONFIRMATION_TEXTS.en.problems.unknown);
  });

  it("a thank-you address nobody has: 404, a page of the site in the browser's language", async () => {
    const response = await fetch(`${server.url}/api/registrations/received/nobody`, { headers: { 'Accept-Language': 'en' } });
    expect(response.status).toBe(404);
    const page = await sitePage(response);
    expect(page).toMatchObject({ lang: 'en-US', titleHasSuffix: true, layout: true });
    expect(page.html).toContain('We do not know this registration');
  });
});
