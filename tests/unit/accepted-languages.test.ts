import { describe, expect, it } from 'vitest';
import { acceptedLanguages } from '../../src/http/accepted-languages.ts';
import { detectLocale } from '../../src/i18n/locale-preference.ts';
import { responseLocale } from '../../src/server/edge/response-locale.ts';
import { rootRedirectTarget } from '../../src/server/edge/root-locale.ts';

describe('acceptedLanguages', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7', ['de-DE', 'de', 'en-US', 'en']],
    ['de;q=0.5, en;q=0.9', ['en', 'de']],
    ['fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5', ['fr-CH', 'fr', 'en', 'de']],
    ['en;q=0, de', ['de']],
    ['en;q=0.8, de;q=0.8', ['en', 'de']], // equal weight: the header's order
    ['en;q=x, de;q=0.1', ['de']],
    ['EN-gb ; Q=1.000', ['EN-gb']],
    [' , ;q=1, *', []],
  ])('%j -> %j', (header, expected) => {
    expect(acceptedLanguages(header)).toEqual(expected);
  });

  it('with detectLocale, decides by weight, not by position', () => {
    expect(detectLocale('', acceptedLanguages('de;q=0.5, en;q=0.9'))).toBe('en');
    expect(detectLocale('', acceptedLanguages('en;q=0.5, de'))).toBe('de');
    expect(detectLocale('', acceptedLanguages('fr, en;q=0.1'))).toBe('en');
    expect(detectLocale('', acceptedLanguages('en;q=0, fr'))).toBe('de');
  });
});

describe('one browser, one language', () => {
  const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
  it.each([
    'en;q=1.5, de',
    'de;q=1.5, en',
    'de;q=0, en',
    'en;q=0, de',
    '*',
    'en;q=abc, de;q=0.5',
    'en-GB',
    'fr, en;q=0.1',
    '',
    'de-AT;q=0.9, en-US;q=0.95',
  ])('%j: the root page and the API choose the same language', (header) => {
    const atRoot = rootRedirectTarget({ cookie: undefined, acceptLanguage: header, userAgent: BROWSER }) === null ? 'de' : 'en';
    expect(responseLocale(undefined, header)).toBe(atRoot);
  });
});
