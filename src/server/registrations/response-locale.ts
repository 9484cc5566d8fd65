/**
 * The language of the API's answer: the `locale` the form sends, if valid; otherwise the
 * caller's Accept-Language, read as '/' reads it (src/server/accepted-languages.ts);
 * German by default.
 */
import { localeFromLanguages } from '../../i18n/locale-preference.ts';
import { isLocale, type Locale } from '../../i18n/locales.ts';
import { acceptedLanguages } from '../accepted-languages.ts';

export function responseLocale(bodyLocale: unknown, acceptLanguage: string | undefined): Locale {
  if (isLocale(bodyLocale)) return bodyLocale;
  return localeFromLanguages(acceptedLanguages(acceptLanguage)) ?? 'de';
}
