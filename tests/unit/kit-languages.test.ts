/**
 * The interface kit's languages against the spec: exactly the 35 languages supplied,
 * right-to-left for exactly ar, fa-IR and he, the English strings word for word, every
 * text present in every language with '{label}' kept, and the kit language following
 * the active locale (de-DE -> de). The spec's constants are written out here rather than
 * imported, so a change to them in the sources fails a test.
 */
import { describe, expect, it } from 'vitest';
import { EN_KIT_STRINGS, KIT_LANGUAGE_CODES, KIT_LANGUAGES, kitDirection, kitLanguageFor, kitStrings } from '../../src/i18n/kit/index.ts';
import { LOCALE_INFO, LOCALES } from '../../src/i18n/locales.ts';
import { interpolate } from '../../src/i18n/messages.ts';

/** Spec: "The interface-kit languages supplied are ar, az, …, zh-CN and zh-TW." */
const SPEC_CODES = [
  'ar',
  'az',
  'bn',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'es',
  'et',
  'fa-IR',
  'fi',
  'fr',
  'he',
  'hi',
  'hu',
  'id',
  'it',
  'ja',
  'km',
  'ko',
  'nb-NO',
  'nl',
  'pl',
  'pt',
  'pt-BR',
  'ru',
  'sk',
  'sv',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-CN',
  'zh-TW',
];

/** Spec: "ar, fa-IR and he are right-to-left." */
const SPEC_RTL = ['ar', 'fa-IR', 'he'];

/** Spec: "Some English kit strings are 'No matching data', 'No data', 'Create "{label}"', 'Close', 'Type a command or search...' and 'Search...'." */
const SPEC_ENGLISH = {
  noMatchingData: 'No matching data',
  noData: 'No data',
  create: 'Create "{label}"',
  close: 'Close',
  commandPlaceholder: 'Type a command or search...',
  searchPlaceholder: 'Search...',
};

/** The kit's other texts, by the keys its parts read (their wording is the kit's own, not the spec's). */
const OTHER_KEYS = ['loading', 'reload', 'dismiss', 'notifications', 'selectAll', 'clear'];

const KEYS = [...Object.keys(SPEC_ENGLISH), ...OTHER_KEYS].sort();

const ELLIPSIS_KEYS = ['commandPlaceholder', 'searchPlaceholder', 'loading'] as const;

describe('kit languages', () => {
  it('are exactly the 35 languages of the spec, spelled as the spec spells them', () => {
    expect(SPEC_CODES).toHaveLength(35);
    expect([...KIT_LANGUAGE_CODES].sort()).toEqual([...SPEC_CODES].sort());
    expect(Object.keys(KIT_LANGUAGES).sort()).toEqual([...SPEC_CODES].sort());
  });

  it('have distinct own names', () => {
    const names = SPEC_CODES.map((code) => KIT_LANGUAGES[code as keyof typeof KIT_LANGUAGES].name);
    for (const name of names) expect(name.trim()).not.toBe('');
    expect(new Set(names).size).toBe(SPEC_CODES.length);
    expect(KIT_LANGUAGES.de.name).toBe('Deutsch');
    expect(KIT_LANGUAGES.ar.name).toBe('العربية');
    expect(KIT_LANGUAGES.en.name).toBe('English');
  });

  it('are right-to-left for exactly ar, fa-IR and he', () => {
    const rtl = Object.entries(KIT_LANGUAGES)
      .filter(([, language]) => language.dir === 'rtl')
      .map(([code]) => code);
    expect(rtl.sort()).toEqual([...SPEC_RTL].sort());
    for (const code of SPEC_CODES) expect(kitDirection(code)).toBe(SPEC_RTL.includes(code) ? 'rtl' : 'ltr');
  });

  it.each(SPEC_CODES)('%s has every text, none empty, no stray placeholder', (code) => {
    const strings: Readonly<Record<string, unknown>> = { ...KIT_LANGUAGES[code as keyof typeof KIT_LANGUAGES].strings };
    expect(Object.keys(strings).sort()).toEqual(KEYS);
    for (const key of KEYS) {
      const text = strings[key];
      expect(typeof text, key).toBe('string');
      expect((text as string).trim(), key).not.toBe('');
      expect(text, key).toBe((text as string).trim());
      const placeholders = (text as string).match(/\{[^}]*\}/g) ?? [];
      expect(placeholders, key).toEqual(key === 'create' ? ['{label}'] : []);
    }
  });

  it.each(SPEC_CODES)('%s keeps {label} in create exactly once', (code) => {
    const { create } = KIT_LANGUAGES[code as keyof typeof KIT_LANGUAGES].strings;
    expect(create.split('{label}')).toHaveLength(2);
    expect(interpolate(create, { label: 'Ω' }).split('Ω')).toHaveLength(2);
  });

  it.each(SPEC_CODES)('%s ends its placeholders and loading text with one kind of ellipsis', (code) => {
    const { strings } = KIT_LANGUAGES[code as keyof typeof KIT_LANGUAGES];
    const endings = new Set(ELLIPSIS_KEYS.map((key) => (strings[key].endsWith('...') ? '...' : strings[key].endsWith('…') ? '…' : 'none')));
    expect([...endings]).toHaveLength(1);
    expect(endings.has('none')).toBe(false);
  });

  it('are translated: no language but English reuses the English texts of the spec', () => {
    for (const code of SPEC_CODES.filter((code) => code !== 'en')) {
      const { strings } = KIT_LANGUAGES[code as keyof typeof KIT_LANGUAGES];
      for (const [key, english] of Object.entries(SPEC_ENGLISH)) {
        expect(strings[key as keyof typeof SPEC_ENGLISH], `${code}.${key}`).not.toBe(english);
      }
    }
  });
});

describe('English kit strings', () => {
  it("are the spec's six strings, literally", () => {
    for (const [key, text] of Object.entries(SPEC_ENGLISH)) {
      expect(KIT_LANGUAGES.en.strings[key as keyof typeof SPEC_ENGLISH], key).toBe(text);
      expect(EN_KIT_STRINGS[key as keyof typeof SPEC_ENGLISH], key).toBe(text);
    }
  });

  it('have the other texts the kit reads, each in words, and are what English pages get', () => {
    expect(Object.keys(EN_KIT_STRINGS).sort()).toEqual(KEYS);
    for (const key of OTHER_KEYS)
      expect(EN_KIT_STRINGS[key as keyof typeof EN_KIT_STRINGS], key).toMatch(/^[A-Z][a-z]+( [a-z]+)*(\.\.\.)?$/);
    expect(kitStrings('en')).toEqual(EN_KIT_STRINGS);
  });
});

describe('kitLanguageFor', () => {
  it.each(SPEC_CODES)('resolves %s to itself, in any case and with _', (code) => {
    expect(kitLanguageFor(code)).toBe(code);
    expect(kitLanguageFor(code.toLowerCase())).toBe(code);
    expect(kitLanguageFor(code.toUpperCase())).toBe(code);
    expect(kitLanguageFor(code.replace('-', '_'))).toBe(code);
  });

  it.each([
    ['pt-PT', 'pt'],
    ['pt', 'pt'],
    ['pt-BR', 'pt-BR'],
    ['pt-br', 'pt-BR'],
    ['zh', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh-Hans-HK', 'zh-CN'],
    ['zh-Hant', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-MO', 'zh-TW'],
    ['zh-TW', 'zh-TW'],
    ['zh-Hant-TW', 'zh-TW'],
    ['nb', 'nb-NO'],
    ['no', 'nb-NO'],
    ['nn', 'nb-NO'],
    ['nn-NO', 'nb-NO'],
    ['fa', 'fa-IR'],
    ['fa-AF', 'fa-IR'],
    ['de-DE', 'de'],
    ['de-AT', 'de'],
    ['de-CH-1996', 'de'],
    ['en-US', 'en'],
    ['en-GB', 'en'],
    ['ar-EG', 'ar'],
    ['he-IL', 'he'],
    ['iw', 'he'],
    ['es-419', 'es'],
    ['fr-CA', 'fr'],
    ['sv-SE', 'sv'],
    ['ja-JP-u-ca-japanese', 'ja'],
    ['de_DE.UTF-8', 'de'],
  ])('resolves %s to %s', (tag, code) => {
    expect(kitLanguageFor(tag)).toBe(code);
  });

  it.each(['', 'xx', 'ro-RO', 'x-private', 'und', 'constructor', 'zz-DE'])('falls back to English for %j', (tag) => {
    expect(kitLanguageFor(tag)).toBe('en');
  });

  it('gives right-to-left for tags resolving to ar, fa-IR and he', () => {
    for (const tag of ['ar-SA', 'fa', 'he-IL', 'iw']) expect(kitDirection(tag), tag).toBe('rtl');
    for (const tag of ['de-DE', 'en-US', 'ur', 'zh-TW']) expect(kitDirection(tag), tag).toBe('ltr');
  });
});

describe('the kit language follows the active locale', () => {
  it('de-DE gives the German kit strings, en-US the English ones', () => {
    expect(kitLanguageFor('de-DE')).toBe('de');
    expect(kitStrings('de-DE')).toBe(KIT_LANGUAGES.de.strings);
    expect(kitStrings('de-DE').noData).not.toBe(SPEC_ENGLISH.noData);
    expect(kitStrings('de-DE').close).toBe('Schließen');
    expect(kitDirection('de-DE')).toBe('ltr');
    expect(kitLanguageFor('en-US')).toBe('en');
    expect(kitStrings('en-US').noData).toBe(SPEC_ENGLISH.noData);
  });

  it.each(LOCALES)("the site's locale %s resolves, by its tag and by its code, to its own kit language", (locale) => {
    expect(kitLanguageFor(LOCALE_INFO[locale].tag)).toBe(locale);
    expect(kitLanguageFor(locale)).toBe(locale);
    expect(KIT_LANGUAGES[locale].name).toBe(LOCALE_INFO[locale].nativeName);
  });
});

describe('formatKitString', () => {
  it('fills {label} and leaves unknown placeholders', () => {
    expect(interpolate(SPEC_ENGLISH.create, { label: 'Berlin' })).toBe('Create "Berlin"');
    expect(interpolate(kitStrings('de-DE').create, { label: 'Berlin' })).toBe('„Berlin“ erstellen');
    expect(interpolate('{a} {b}', { a: 1 })).toBe('1 {b}');
    expect(interpolate('{toString}', {})).toBe('{toString}');
  });

  it('inserts the value literally, even with $ patterns', () => {
    expect(interpolate(SPEC_ENGLISH.create, { label: "$& $' $1" })).toBe('Create "$& $\' $1"');
  });
});
