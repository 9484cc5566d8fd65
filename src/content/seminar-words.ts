/**
 * Which seminars hold every word of a search, in one language: what the header's search
 * field finds without JavaScript (the seminar list, filtered by the server). A word is
 * found inside a longer one ("kühl" finds "Kühlung") and regardless of case, accents,
 * umlauts written out ("kuehlung") and the hyphens and spaces a page keeps together.
 */
import type { Locale } from '../i18n/locales.ts';
import type { Content, Seminar } from './types.ts';

const UMLAUTS: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/** Lower case, umlauts written out, other accents dropped; soft hyphens gone; non-breaking hyphens and spaces plain. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => UMLAUTS[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\u00ad/g, '')
    .replace(/[\u2010\u2011]/g, '-')
    .replace(/[\u00a0\u202f]/g, ' ');
}

/** The words of a query, folded; none for a query of spaces. */
export function queryWords(query: string): string[] {
  return foldText(query).split(/\s+/).filter(Boolean);
}

function seminarText(seminar: Seminar, locale: Locale): string {
  const text = seminar.translations[locale];
  const rich = [text.objectives, text.contents, text.targetAudience, text.benefits].join(' ').replace(/<[^>]*>/g, ' ');
  return foldText([text.title, text.teaser, ...text.highlights, text.certificate, rich].join(' '));
}

/** The content with only the seminars whose texts in `locale` hold every word (their dates with them). */
export function seminarsWithWords(content: Content, locale: Locale, words: readonly string[]): Content {
  const seminars = content.seminars.filter((seminar) => {
    const text = seminarText(seminar, locale);
    return words.every((word) => text.includes(word));
  });
  const kept = new Set(seminars.map((seminar) => seminar.id));
  return { ...content, seminars, seminarDates: content.seminarDates.filter((date) => kept.has(date.seminarId)) };
}
