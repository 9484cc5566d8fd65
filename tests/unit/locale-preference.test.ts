import { describe, expect, it } from 'vitest';
import { detectLocale, localeCookie, localeFromCookie, localeFromLanguages } from '../../src/i18n/locale-preference.ts';

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
