/**
 * The visitor's language: remembered in a cookie when they choose one (365 days,
 * path /, SameSite Lax), and detected at the root from that cookie first, then the
 * browser's preferred languages; German by default. Pure, so the loader, the root page's
 * inline script and the server share one definition; the server reads the browser's
 * languages from Accept-Language (src/http/accepted-languages.ts).
 */
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
export const LOCALE_COOKIE_PATH = '/';
export const LOCALE_COOKIE_SAME_SITE = 'Lax';

type SiteLocale = 'de' | 'en';

/**
 * The query parameter the language switch's link carries (`/en/courses?lang=en`): the Node
 * server remembers the choice from it without JavaScript (src/server/edge/language-choice.ts).
 */
export const LOCALE_SWITCH_PARAM = 'lang';

/** The language switch's link to `path` in `locale`. */
export function languageSwitchHref(path: string, locale: SiteLocale): string {
  return `${path}?${LOCALE_SWITCH_PARAM}=${locale}`;
}

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

/** Cookie first, then the browser's preference, German by default. */
export function detectLocale(cookies: string, languages: readonly string[]): SiteLocale {
  return localeFromCookie(cookies) ?? localeFromLanguages(languages) ?? 'de';
}
