/**
 * Soft hyphens (U+00AD) in the long words of a heading, where the language's hyphenation
 * patterns allow a break: on a phone "Telekommunikationsverkabelung" then breaks as
 * "Telekommunikations-/verkabelung" in every browser, including those without a
 * hyphenation dictionary of their own, instead of widening the page or breaking anywhere.
 * A soft hyphen is invisible unless the line breaks there. Only for text drawn into a page:
 * titles in <title>, meta tags and structured data stay as they are.
 *
 * Server-side only: the patterns are large, and no island needs them.
 */
import createHyphenator from 'hyphen';
import german from 'hyphen/patterns/de-1996.js';
import english from 'hyphen/patterns/en-us.js';
import type { Locale } from './locales.ts';
import { memoized } from './memo.ts';

/** Shorter words fit a phone's line even in the largest heading (the home page's h1 at 320 px). */
export const HYPHENATE_MIN_WORD_LENGTH = 12;

const hyphenators: Record<Locale, (text: string) => string> = {
  de: createHyphenator(german, { minWordLength: HYPHENATE_MIN_WORD_LENGTH }) as (text: string) => string,
  en: createHyphenator(english, { minWordLength: HYPHENATE_MIN_WORD_LENGTH }) as (text: string) => string,
};

/** Titles repeat on thousands of pages (cards, lists): each is hyphenated once. */
const hyphenated = new Map<string, string>();

/** `text` with soft hyphens in its words of HYPHENATE_MIN_WORD_LENGTH letters or more. */
export function hyphenate(locale: Locale, text: string): string {
  return memoized(hyphenated, `${locale}|${text}`, () => hyphenators[locale](text));
}
