/**
 * The language of the API's answer: the `locale` the form sends, if valid; otherwise the
 * caller's Accept-Language, read as '/' reads it (src/http/accepted-languages.ts);
 * German by default. A page a link opens (confirm, manage, claim, received) whose entry
 * does not say its language speaks the visitor's chosen one: the language cookie first.
 */

import { acceptedLanguages } from '../../http/accepted-languages.ts';
import { detectLocale, localeFromLanguages } from '../../i18n/locale-preference.ts';
import { isLocale, type Locale } from '../../i18n/locales.ts';

export function responseLocale(bodyLocale: unknown, acceptLanguage: string | undefined): Locale {
  if (isLocale(bodyLocale)) return bodyLocale;
  return localeFromLanguages(acceptedLanguages(acceptLanguage)) ?? 'de';
}

/** The visitor's language for a link's page: the language they chose on the site (its cookie), else their browser's, else German. */
export function visitorLocale(request: { header(name: string): string | undefined }): Locale {
  return detectLocale(request.header('cookie') ?? '', acceptedLanguages(request.header('accept-language')));
}
