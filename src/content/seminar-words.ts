/**
 * Which seminars hold every word of a search, in one language, best matches first (a word in
 * the title counts most, then in what the seminar is about, then anywhere): what the header's
 * search field finds without JavaScript (the seminar list, filtered by the server). A word is
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

/** Sanitized rich text as plain words: its tags become spaces. */
export const plainText = (html: string) => html.replace(/<[^>]*>/g, ' ');

/** The words of a query, folded; none for a query of spaces. */
export function queryWords(query: string): string[] {
  return foldText(query).split(/\s+/).filter(Boolean);
}

/** A seminar's texts in `locale`, folded: its title, what it is about (teaser and highlights), and the rest. */
function seminarTexts(seminar: Seminar, locale: Locale): { title: string; about: string; body: string } {
  const text = seminar.translations[locale];
  const rich = plainText([text.objectives, text.contents, text.targetAudience, text.benefits].join(' '));
  return {
    title: foldText(text.title),
    about: foldText([text.teaser, ...text.highlights].join(' ')),
    body: foldText(`${text.certificate} ${rich}`),
  };
}

/** How well a seminar matches: each word counts 3 in its title, 2 in what it is about, 1 in the rest; 0 when a word is missing. */
export function seminarScore(seminar: Seminar, locale: Locale, words: readonly string[]): number {
  const { title, about, body } = seminarTexts(seminar, locale);
  let score = 0;
  for (const word of words) {
    const weight = title.includes(word) ? 3 : about.includes(word) ? 2 : body.includes(word) ? 1 : 0;
    if (weight === 0) return 0;
    score += weight;
  }
  return score;
}

/** The content with only the seminars whose texts in `locale` hold every word (their dates with them), best matches first. */
export function seminarsWithWords(content: Content, locale: Locale, words: readonly string[]): Content {
  const scored = content.seminars
    .map((seminar) => ({ seminar, score: seminarScore(seminar, locale, words) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.seminar.translations[locale].title.localeCompare(b.seminar.translations[locale].title, locale));
  const seminars = scored.map(({ seminar }) => seminar);
  const kept = new Set(seminars.map((seminar) => seminar.id));
  return { ...content, seminars, seminarDates: content.seminarDates.filter((date) => kept.has(date.seminarId)) };
}
