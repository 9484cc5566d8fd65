/**
 * The visitor's language: remembered in a cookie when they choose one (spec §9: 365 days,
 * path /, SameSite Lax), and detected at the root from that cookie first, then the
 * browser's preferred languages; German by default. Pure, so the loader, the root page's
 * inline script and the server share one definition; Accept-Language is read as every
 * weighted header is (src/http/quality-values.ts).
 */
import { qualities } from '../http/quality-values.ts';

export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
export const LOCALE_COOKIE_PATH = '/';
export const LOCALE_COOKIE_SAME_SITE = 'Lax';

type SiteLocale = 'de' | 'en';

/** The Set-Cookie / document.cookie value that remembers a chosen language. */
export function localeCookie(locale: SiteLocale): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=${LOCALE_COOKIE_PATH}; SameSite=${LOCALE_COOKIE_SAME_SITE}`;
}

/** The remembered language in a Cookie header or document.cookie, if valid. */
export function localeFromCookie(cookies: string): SiteLocale | null {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && (value === 'de' || value === 'en')) return value;
  }
  return null;
}

/** The first of the browser's languages (in order of preference) that the site has. */
export function localeFromLanguages(languages: readonly string[]): SiteLocale | null {
  for (const tag of languages) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (primary === 'de' || primary === 'en') return primary;
  }
  return null;
}

/**
 * The languages of an Accept-Language header, most preferred first: by q-value, ties in
 * the header's order; q=0 means "not this one" and drops the language, as does a
 * malformed q; '*' names no language.
 */
export function languagesFromAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return qualities(header)
    .map((language, index) => ({ ...language, index }))
    .filter(({ name, q }) => name !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ name }) => name);
}

/** Cookie first, then the browser's preference, German by default. */
export function detectLocale(cookies: string, languages: readonly string[]): SiteLocale {
  return localeFromCookie(cookies) ?? localeFromLanguages(languages) ?? 'de';
}
