import { describe, expect, it } from 'vitest';
import { DEFAULT_ACADEMY_CONTACT } from '../../src/config/academy-contact.ts';
import { BRAND } from '../../src/config/site.ts';
import { loadContentCache, readRawContent } from '../../src/content/cache.ts';
import { validateContent } from '../../src/content/validate.ts';
import { type RenderPathOptions, renderErrorPage, renderPath } from '../../src/document/render.tsx';
import { listPages } from '../../src/generate/page-list.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { MESSAGES } from '../../src/i18n/messages.ts';
import { ICON_NAMES } from '../../src/icons/icon-names.ts';
import { resolveIcons } from '../../src/icons/resolve-icons.ts';
import type { PageAssets } from '../../src/islands/assets.tsx';
import { ERROR_STATUSES } from '../../src/routes/error-files.ts';
import { pathOf } from '../../src/routes/match.ts';

const content = await loadContentCache('content-cache');
const assets: PageAssets = {
  loader: '/assets/loader.js',
  stylesheet: '/assets/main-abc.css',
};
const options: RenderPathOptions = {
  content,
  assets,
  siteUrl: 'https://academy.test',
  today: '2026-11-22',
  icons: await resolveIcons(ICON_NAMES),
};
const drawing = { ...options, academy: DEFAULT_ACADEMY_CONTACT };

/** A text as React writes it into HTML. */
const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('listPages', () => {
  it('enumerates every page the content implies, in both languages', () => {
    const pages = listPages(content);
    const routesWithoutParams = 19; // 16 fixed screens + 3 hidden download pages
    const perLocale =
      routesWithoutParams +
      content.seminars.length +
      content.seminarDates.length +
      content.events.length +
      content.jobs.length +
      content.trainers.length +
      content.downloads.filter((download) => download.hiddenPage === null).length;
    expect(pages).toHaveLength(2 * perLocale);
    expect(pages.filter((page) => page.locale === 'en')).toHaveLength(perLocale);
  });
});

describe('renderPath', () => {
  it.each(listPages(content).map((page) => [pathOf(page)]))('%s renders with status 200, lang and a branded title', (path) => {
    const result = renderPath(path, options);
    expect(result.status).toBe(200);
    expect(result.html.startsWith('<!doctype html><html lang="')).toBe(true);
    expect(titleOf(result.html)).toMatch(new RegExp(`(^${BRAND}$)|( - ${BRAND} academy$)`));
    expect(result.html).toMatch(/<meta name="description" content="[^"]+"/);
  });

  it('gives the home page the bare brand as title', () => {
    expect(titleOf(renderPath('/', options).html)).toBe(BRAND);
    expect(titleOf(renderPath('/en', options).html)).toBe(BRAND);
  });

  it('renders the localized title of a seminar', () => {
    expect(titleOf(renderPath('/en/courses/en-50600-grundlagen', options).html)).toBe(`EN\u00a050600 Fundamentals - ${BRAND} academy`);
    expect(titleOf(renderPath('/seminare/en-50600-grundlagen', options).html)).toBe(`EN\u00a050600 Grundlagen - ${BRAND} academy`);
  });

  it('carries exactly one external script, the loader, plus the inline colour-mode script', () => {
    const html = renderPath('/en/courses', options).html;
    expect(html.match(/<script[^>]*\ssrc=/g)).toEqual(['<script type="module" src=']);
    expect(html).toContain('src="/assets/loader.js"');
    expect(html.match(/<script/g)).toHaveLength(2);
  });

  it('links the one site stylesheet and inlines no copy of it', () => {
    const html = renderPath('/seminare/en-50600-grundlagen', options).html;
    expect(html.match(/<link rel="stylesheet"[^>]*>/g)).toEqual(['<link rel="stylesheet" href="/assets/main-abc.css"/>']);
    expect(html).not.toContain('<style');
  });

  it("draws the page frame's icons inline, none in an island's props", () => {
    const html = renderPath('/en/courses', options).html;
    for (const [, props] of html.matchAll(/data-props="([^"]*)"/g)) expect(props).not.toContain('svg');
    expect(html).toMatch(/data-theme-label="light"><svg [^>]*aria-hidden="true"><circle cx="12" cy="12" r="4"\/>/);
    expect(html).toMatch(/<button type="submit" class="site-search-button"><svg [^>]*width="18" height="18"/);
  });

  it('gives the language switcher its link and target language, which name the rest', () => {
    const html = renderPath('/en/courses', options).html;
    expect(html).toMatch(
      /data-island="language-switcher"[^>]*data-props="\{&quot;href&quot;:&quot;\/seminare\?lang=de&quot;,&quot;locale&quot;:&quot;de&quot;\}"/,
    );
  });

  it('marks islands with their name, props and trigger', () => {
    const html = renderPath('/en/courses', options).html;
    expect(html).toContain('<ac-island data-island="theme-switcher" data-props=');
    expect(html).toMatch(/data-island="theme-switcher"[^>]*data-props="\{&quot;locale&quot;:&quot;en&quot;\}"/);
    expect(html).toContain('data-hydrate="event:academy:toast"');
  });

  it.each([
    '/seminare/unknown-seminar',
    '/en/courses/en-50600-grundlagen/999999',
    '/karriere/no/such/job',
    '/events/nope',
    '/downloads/seminarunterlagen/x/nope',
  ])('%s matches a route but has no content: 404', (path) => {
    const result = renderPath(path, options);
    expect(result.status).toBe(404);
    expect(result.html).toContain(`<code data-path-slot="request">${path}</code>`);
  });

  it('renders unmatched English paths with the English 404 page', () => {
    const result = renderPath('/en/that/path', options);
    expect(result.status).toBe(404);
    expect(result.html).toContain('lang="en-US"');
    expect(result.html).toContain('Page not found: <code data-path-slot="request">/en/that/path</code>');
  });
});

describe('renderErrorPage', () => {
  /** The page's own content, without the header's language switcher (which names the other language in it). */
  const mainOf = (html: string) => /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  const otherLanguageTexts = (locale: 'de' | 'en') => {
    const other = MESSAGES[locale === 'de' ? 'en' : 'de'];
    return [
      other.notFound.message.replace('{path}', ''),
      other.notFound.backHome,
      ...Object.values(other.error.statuses).flatMap((texts) => [texts.message, texts.description]),
    ];
  };

  it('words the English not-found page as the spec does: Page not found: {path}, status message Page Not Found, once each', () => {
    const html = renderErrorPage('en', { statusCode: 404, path: '/en/x' }, drawing);
    expect(html).toContain('<html lang="en-US"');
    expect(titleOf(html)).toMatch(/^Page Not Found/);
    expect(mainOf(html)).toContain(
      '<h1 class="page-title break-words" data-status="404">Page not found: <code data-path-slot="request">/en/x</code></h1>',
    );
    expect(mainOf(html)).toContain('Error 404');
    expect(mainOf(html).match(/not found/gi)).toHaveLength(1);
  });

  it('words the German not-found page in German throughout, with no English sentence', () => {
    const html = renderErrorPage('de', { statusCode: 404, path: '/x' }, drawing);
    const main = mainOf(html);
    expect(html).toContain('<html lang="de-DE"');
    expect(titleOf(html)).toMatch(/^Seite nicht gefunden/);
    expect(main).toContain('Seite nicht gefunden: <code data-path-slot="request">/x</code></h1>');
    expect(main).toContain('Fehler 404');
    expect(main.match(/nicht gefunden/g)).toHaveLength(1);
    expect(main).not.toContain(' lang=');
    expect(otherLanguageTexts('de').filter((text) => main.includes(text))).toEqual([]);
  });

  it('defaults to status 500 with Internal Server Error in English, Interner Serverfehler in German', () => {
    const german = renderErrorPage('de', {}, drawing);
    expect(mainOf(german)).toContain('Fehler 500');
    expect(mainOf(german)).toContain('Interner Serverfehler');
    expect(titleOf(german)).toMatch(/^Interner Serverfehler/);
    expect(german).not.toContain('data-path-slot');
    const english = renderErrorPage('en', {}, drawing);
    expect(mainOf(english)).toContain('Error 500');
    expect(mainOf(english)).toContain('Internal Server Error');
  });

  it.each(ERROR_STATUSES.filter((status) => status !== 404).flatMap((status) => LOCALES.map((locale) => [status, locale] as const)))(
    'the generic page of %i in %s shows code, message and description in its language alone',
    (status, locale) => {
      const main = mainOf(renderErrorPage(locale, { statusCode: status }, drawing));
      const texts = MESSAGES[locale].error.statuses[status];
      expect(main).toContain(`${locale === 'de' ? 'Fehler' : 'Error'} ${status}`);
      expect(main).toContain(escapeText(texts.message));
      expect(main).toContain(escapeText(texts.description));
      expect(main).not.toContain(' lang=');
      expect(otherLanguageTexts(locale).filter((text) => main.includes(escapeText(text)))).toEqual([]);
    },
  );

  it('shows a status without texts of its own with the ones given, else those of 500', () => {
    const html = renderErrorPage('en', { statusCode: 503, statusMessage: 'Service Unavailable', description: 'Back soon.' }, drawing);
    expect(html).toContain('Error 503');
    expect(html).toContain('Service Unavailable');
    expect(html).toContain('Back soon.');
    expect(mainOf(renderErrorPage('de', { statusCode: 502 }, drawing))).toContain('Interner Serverfehler');
  });
});

describe('CMS rich text in built pages', () => {
  it('comes out sanitized even when the cache held a payload', async () => {
    const raw = structuredClone(await readRawContent('content-cache')) as Record<string, Array<Record<string, any>>>;
    const seminar = raw.seminars![0]!;
    seminar.translations.de.objectives =
      '<p>Ziel</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">Link</a>';
    const html = renderPath(`/seminare/${seminar.slug}`, { ...options, content: validateContent(raw) }).html;
    expect(html).toContain('<div class="prose mt-3"><p>Ziel</p><a>Link</a></div>');
    expect(html).not.toMatch(/<script>alert|onerror=|javascript:/);
  });
});

describe('download documents', () => {
  it('of hidden pages sit under the page’s unguessable path, public ones in the shared folder', () => {
    for (const download of content.downloads) {
      const route = download.hiddenPage ?? 'download';
      const page =
        route === 'download'
          ? `/en/downloads/seminarunterlagen/x/${download.id}`
          : pathOf({ id: download.hiddenPage!, locale: 'en', params: {} });
      const links = [...renderPath(page, options).html.matchAll(/href="([^"]+\.pdf)"/g)].map((m) => m[1]!);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        if (download.hiddenPage === null) expect(link).toMatch(/^\/downloads\/files\/[\w.-]+\.pdf$/);
        else expect(link).toBe(`${pathOf({ id: download.hiddenPage, locale: 'de', params: {} })}/${link.split('/').at(-1)}`);
      }
    }
  });
});
