/**
 * The countries a billing address may be in: the EU, the rest of the EEA, Switzerland,
 * the United Kingdom, the United States and a few other countries the academy invoices.
 * Stored and sent as ISO 3166-1 alpha-2 codes; shown by name through Intl.DisplayNames,
 * so no country name needs translating here.
 */

import { countryName } from '../i18n/format.ts';
import { LOCALE_INFO, type Locale } from '../i18n/locales.ts';

const EU = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;
const EEA_OUTSIDE_EU = ['IS', 'LI', 'NO'] as const;
const OTHERS = ['AE', 'AU', 'CA', 'CH', 'GB', 'IN', 'JP', 'RS', 'SG', 'TR', 'UA', 'US'] as const;

export const COUNTRY_CODES = [...EU, ...EEA_OUTSIDE_EU, ...OTHERS] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export const DEFAULT_COUNTRY: CountryCode = 'DE';

/** Whether a country is a member of the European Union (VAT: another member's business is taxed where it is). */
export const isEuCountry = (code: CountryCode): boolean => (EU as readonly string[]).includes(code);

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value);
}

const optionsByLocale = new Map<Locale, ReadonlyArray<{ readonly code: CountryCode; readonly name: string }>>();

/** Every country as a select option, sorted by its name in the locale (computed once per locale). */
export function countryOptions(locale: Locale): ReadonlyArray<{ readonly code: CountryCode; readonly name: string }> {
  let options = optionsByLocale.get(locale);
  if (!options) {
    const collator = new Intl.Collator(LOCALE_INFO[locale].tag);
    options = COUNTRY_CODES.map((code) => ({ code, name: countryName(locale, code) })).sort((a, b) => collator.compare(a.name, b.name));
    optionsByLocale.set(locale, options);
  }
  return options;
}
