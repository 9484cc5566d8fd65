/**
 * The language switch without JavaScript: its link carries `?lang=de|en`
 * (LOCALE_SWITCH_PARAM); the server remembers the choice in the locale cookie (365 days,
 * path /, SameSite Lax) and sends the browser on (302, never cached) to the same address
 * without the parameter, in its one canonical form (stray slashes merged: never off the site),
 * where '/' then follows the cookie. With JavaScript the loader has
 * set the cookie on the click already; a static host serves the page and ignores the parameter.
 */
import type { MiddlewareHandler } from 'hono';
import { NO_STORE } from '../../http/cache-policy.ts';
import { LOCALE_SWITCH_PARAM, localeCookie } from '../../i18n/locale-preference.ts';
import { canonicalAddress } from './static-files.ts';

export function languageChoice(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const chosen = url.searchParams.get(LOCALE_SWITCH_PARAM);
    if (chosen === null) return next();
    url.searchParams.delete(LOCALE_SWITCH_PARAM);
    if (chosen === 'de' || chosen === 'en') c.header('Set-Cookie', localeCookie(chosen));
    c.header('Cache-Control', `private, ${NO_STORE}`);
    return c.redirect((canonicalAddress(url.pathname) ?? url.pathname) + url.search, 302);
  };
}
