/**
 * The site's two locales and their fixed facts (de = de-DE, id 1; en = en-US, id 2).
 * German is the default and has no path prefix; English lives under /en.
 */
export const LOCALES = ['de', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

interface LocaleInfo {
  /** BCP 47 tag used for <html lang>, hreflang and Intl. */
  readonly tag: 'de-DE' | 'en-US';
  /** The Directus `languages` row id. */
  readonly id: 1 | 2;
  /** Path prefix, '' for the default locale. */
  readonly prefix: '' | '/en';
  /** The language's own name, for the language switcher. */
  readonly nativeName: string;
  /** The language switcher's tooltip on the link to this language, in this language. */
  readonly switchTo: string;
}

export const LOCALE_INFO: Readonly<Record<Locale, LocaleInfo>> = {
  de: { tag: 'de-DE', id: 1, prefix: '', nativeName: 'Deutsch', switchTo: 'Auf Deutsch wechseln' },
  en: { tag: 'en-US', id: 2, prefix: '/en', nativeName: 'English', switchTo: 'Switch to English' },
};

export function isLocale(value: unknown): value is Locale {
  return value === 'de' || value === 'en';
}

export function otherLocale(locale: Locale): Locale {
  return locale === 'de' ? 'en' : 'de';
}

/** The locale of a BCP 47 tag (<html lang>): English for en and en-*, else German. */
export function localeOfTag(tag: string): Locale {
  return tag === 'en' || tag.startsWith('en-') ? 'en' : 'de';
}

/** The locale a path belongs to: '/en' and '/en/...' are English, everything else German. */
export function localeOfPath(path: string): Locale {
  return path === '/en' || path.startsWith('/en/') ? 'en' : 'de';
}
