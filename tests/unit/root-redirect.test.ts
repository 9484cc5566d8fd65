// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLocale } from '../../src/i18n/locale-preference.ts';
import { rootRedirectScript } from '../../src/i18n/root-redirect-script.ts';

function run(cookie: string, languages: string[], userAgent = 'Mozilla/5.0 Chrome/156'): string | null {
  let target: string | null = null;
  vi.stubGlobal('navigator', { languages, language: languages[0], userAgent });
  vi.stubGlobal('location', { search: '?a=1', hash: '#x', replace: (url: string) => (target = url) });
  document.cookie = 'locale=; Max-Age=0; Path=/';
  if (cookie) document.cookie = cookie;
  new Function(rootRedirectScript())();
  return target;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'locale=; Max-Age=0; Path=/';
});

describe('the root page redirect script', () => {
  it.each([
    ['', ['en-US', 'en']],
    ['', ['fr-FR', 'en-GB']],
    ['', ['de-DE', 'en']],
    ['', ['fr', 'it']],
    ['locale=de', ['en-US']],
    ['locale=en', ['de-DE']],
    ['locale=xx', ['en']],
  ])('with cookie %j and languages %j it does what detectLocale decides', (cookie, languages) => {
    const expected = detectLocale(cookie, languages) === 'en' ? '/en?a=1#x' : null;
    expect(run(cookie, languages)).toBe(expected);
  });

  it('never redirects crawlers', () => {
    expect(run('', ['en-US'], 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBeNull();
    expect(run('locale=en', ['en-US'], 'Mozilla/5.0 (compatible; bingbot/2.0)')).toBeNull();
  });
});
