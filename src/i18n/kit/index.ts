/**
 * Which kit language a page gets, and the kit's texts and direction for it. The kit
 * language follows the active locale: pass the page's BCP 47 tag (de-DE, en-US) or any
 * other tag; it resolves to the closest of the 35 kit languages, English when none fits.
 */
import { KIT_LANGUAGE_CODES, KIT_LANGUAGES, type KitDirection, type KitLanguageCode } from './languages.ts';
import type { KitStrings } from './strings.ts';

export { KIT_LANGUAGE_CODES, KIT_LANGUAGES, type KitDirection, type KitLanguageCode } from './languages.ts';
export { EN_KIT_STRINGS, type KitStrings } from './strings.ts';

const FALLBACK: KitLanguageCode = 'en';

const CODES_BY_LOWER_CASE: ReadonlyMap<string, KitLanguageCode> = new Map(KIT_LANGUAGE_CODES.map((code) => [code.toLowerCase(), code]));

/** Regions whose Chinese is written in traditional characters when the tag names no script. */
const TRADITIONAL_CHINESE_REGIONS: ReadonlySet<string> = new Set(['tw', 'hk', 'mo']);

/** Language subtags that stand for a kit language with a region: Norwegian, Persian, and two withdrawn codes. */
const LANGUAGE_ALIASES: Readonly<Record<string, KitLanguageCode>> = {
  nb: 'nb-NO',
  no: 'nb-NO',
  nn: 'nb-NO',
  fa: 'fa-IR',
  iw: 'he',
  in: 'id',
};

/**
 * The kit language for a locale tag: an exact match (any case) first, then by the tag's
 * language, script and region ('pt-PT' -> 'pt', 'zh-Hant' and 'zh-HK' -> 'zh-TW',
 * 'nn' -> 'nb-NO', 'de-DE' -> 'de'), else 'en'. Accepts '_' for '-' and ignores
 * extensions ('-u-…', '-x-…') and a POSIX '.UTF-8' or '@…' suffix.
 */
export function kitLanguageFor(locale: string): KitLanguageCode {
  const tag = (locale.trim().split(/[.@]/)[0] ?? '').replaceAll('_', '-').toLowerCase();
  const exact = CODES_BY_LOWER_CASE.get(tag);
  if (exact) return exact;

  const [language = '', ...subtags] = tag.split('-');
  let script: string | undefined;
  let region: string | undefined;
  for (const subtag of subtags) {
    if (subtag.length === 1) break; // an extension or private use follows
    if (script === undefined && region === undefined && /^[a-z]{4}$/.test(subtag)) script = subtag;
    else if (region === undefined && /^(?:[a-z]{2}|\d{3})$/.test(subtag)) region = subtag;
  }

  switch (language) {
    case 'zh':
      if (script === 'hant') return 'zh-TW';
      if (script === 'hans') return 'zh-CN';
      return region !== undefined && TRADITIONAL_CHINESE_REGIONS.has(region) ? 'zh-TW' : 'zh-CN';
    case 'pt':
      return region === 'br' ? 'pt-BR' : 'pt';
  }
  const alias = Object.hasOwn(LANGUAGE_ALIASES, language) ? LANGUAGE_ALIASES[language] : undefined;
  return alias ?? CODES_BY_LOWER_CASE.get(language) ?? FALLBACK;
}

export function kitStrings(locale: string): KitStrings {
  return KIT_LANGUAGES[kitLanguageFor(locale)].strings;
}

/** 'rtl' for ar, fa-IR and he (and tags resolving to them), else 'ltr': for the kit's dir attributes. */
export function kitDirection(locale: string): KitDirection {
  return KIT_LANGUAGES[kitLanguageFor(locale)].dir;
}
