import { describe, expect, it } from 'vitest';
import {
  detectLocale,
  languagesFromAcceptLanguage,
  localeCookie,
  localeFromCookie,
  localeFromLanguages,
} from '../../src/i18n/locale-preference.ts';

describe('the locale cookie', () => {
  it('lasts 365 days, for the whole site, SameSite Lax', () => {
    expect(localeCookie('en')).toBe('locale=en; Max-Age=31536000; Path=/; SameSite=Lax');
  });
  it('is read back, and ignored when its value is no site language', () => {
    expect(localeFromCookie('a=1; locale=en; b=2')).toBe('en');
    expect(localeFromCookie('locale=fr')).toBeNull();
    expect(localeFromCookie('')).toBeNull();
  });
});

describe('detectLocale', () => {
  it('prefers the cookie over the browser', () => {
    expect(detectLocale('locale=de', ['en-US', 'en'])).toBe('de');
    expect(detectLocale('locale=en', ['de-DE'])).toBe('en');
  });
  it('then takes the first browser language the site has', () => {
    expect(detectLocale('', ['fr-FR', 'en-GB', 'de'])).toBe('en');
    expect(detectLocale('', ['de-AT', 'en'])).toBe('de');
    expect(localeFromLanguages(['EN_us'])).toBe('en');
  });
  it('falls back to German', () => {
    expect(detectLocale('', ['fr', 'it'])).toBe('de');
    expect(detectLocale('', [])).toBe('de');
  });
});

describe('languagesFromAcceptLanguage', () => {
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
    expect(languagesFromAcceptLanguage(header)).toEqual(expected);
  });

  it('with detectLocale, decides by weight, not by position', () => {
    expect(detectLocale('', languagesFromAcceptLanguage('de;q=0.5, en;q=0.9'))).toBe('en');
    expect(detectLocale('', languagesFromAcceptLanguage('en;q=0.5, de'))).toBe('de');
    expect(detectLocale('', languagesFromAcceptLanguage('fr, en;q=0.1'))).toBe('en');
    expect(detectLocale('', languagesFromAcceptLanguage('en;q=0, fr'))).toBe('de');
  });
});
