/**
 * The language decision at the root, on the server: GET / from a visitor whose locale
 * cookie says English, or (without the cookie) whose Accept-Language prefers English to
 * German, is sent to /en (302, query kept). Crawlers, and every path but '/', are never
 * redirected. The answer at '/' depends on those two headers, so it says so (Vary), and
 * the redirect is nobody's to cache.
 */
import type { MiddlewareHandler } from 'hono';
import { acceptedLanguages } from '../../http/accepted-languages.ts';
import { NO_STORE } from '../../http/cache-policy.ts';
import { detectLocale } from '../../i18n/locale-preference.ts';
import { LOCALE_INFO } from '../../i18n/locales.ts';
import { isCrawler } from '../../i18n/root-redirect-script.ts';

export const ROOT_VARY = 'Cookie, Accept-Language';

export interface RootRequest {
  readonly cookie: string | undefined;
  readonly acceptLanguage: string | undefined;
  readonly userAgent: string | undefined;
}

/** Where '/' sends this visitor: the English home, or null to stay on the German one. */
export function rootRedirectTarget(request: RootRequest): string | null {
  if (isCrawler(request.userAgent)) return null;
  const locale = detectLocale(request.cookie ?? '', acceptedLanguages(request.acceptLanguage));
  return locale === 'en' ? LOCALE_INFO.en.prefix : null;
}

export function rootLocale(): MiddlewareHandler {
  return async (c, next) => {
    const target = rootRedirectTarget({
      cookie: c.req.header('cookie'),
      acceptLanguage: c.req.header('accept-language'),
      userAgent: c.req.header('user-agent'),
    });
    if (target) {
      c.header('Vary', ROOT_VARY);
      c.header('Cache-Control', `private, ${NO_STORE}`);
      return c.redirect(target + new URL(c.req.url).search, 302);
    }
    await next();
    c.res.headers.append('Vary', ROOT_VARY);
  };
}
