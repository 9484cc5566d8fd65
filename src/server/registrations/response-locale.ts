/**
 * The language of the API's answer: the `locale` the form sends, if valid; otherwise the
 * caller's Accept-Language, English when it prefers English to German; German by default.
 */

import { localeFromLanguages } from '../../i18n/locale-preference.ts';
import { isLocale, type Locale } from '../../i18n/locales.ts';

/** The languages of an Accept-Language header, most preferred first (q=0 means "not this one"). */
export function acceptedLanguages(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => /^q=/i.test(param));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

export function responseLocale(bodyLocale: unknown, acceptLanguage: string | undefined): Locale {
  if (isLocale(bodyLocale)) return bodyLocale;
  return localeFromLanguages(acceptedLanguages(acceptLanguage ?? '')) ?? 'de';
}
