/**
 * What participants said of a seminar, as its page shows it: from the answers staff approved
 * (the registrations' database keeps them, never the content files), the average of the
 * course ratings and their count, and the newest comments that may be quoted, each with the
 * first name and company it is signed with and the language it was written in. Nothing at all
 * from fewer than MIN_ANSWERS answers. Pure; applied to the content pages are drawn from, like
 * the seats (bookings.ts).
 */
import type { Locale } from '../i18n/locales.ts';
import type { Content, Seminar, SeminarVoices } from './types.ts';

/** A seminar's page shows ratings from this many approved answers up. */
export const MIN_ANSWERS = 5;
/** The quotes a seminar's page shows at most, newest first. */
export const MAX_QUOTES = 6;

/** An answer staff approved, as the pages use it. */
export interface ApprovedAnswer {
  readonly seminarId: number;
  /** 1 to 5. */
  readonly course: number;
  readonly comment: string;
  readonly quote: boolean;
  readonly quoteName: string;
  readonly quoteCompany: string;
  readonly locale: Locale;
  /** When it was given (ms). */
  readonly answeredAt: number;
}

/** The voices of each seminar with MIN_ANSWERS approved answers or more. */
export function voicesBySeminar(answers: readonly ApprovedAnswer[]): Map<number, SeminarVoices> {
  const bySeminar = new Map<number, ApprovedAnswer[]>();
  for (const answer of answers) bySeminar.set(answer.seminarId, [...(bySeminar.get(answer.seminarId) ?? []), answer]);
  const voices = new Map<number, SeminarVoices>();
  for (const [seminarId, given] of bySeminar) {
    if (given.length < MIN_ANSWERS) continue;
    const average = Math.round((given.reduce((sum, answer) => sum + answer.course, 0) / given.length) * 10) / 10;
    const quotes = given
      .filter((answer) => answer.quote && answer.comment !== '' && answer.quoteName !== '')
      .sort((a, b) => b.answeredAt - a.answeredAt)
      .slice(0, MAX_QUOTES)
      .map(({ comment, quoteName, quoteCompany, locale, course }) => ({
        text: comment,
        name: quoteName,
        company: quoteCompany,
        locale,
        rating: course,
      }));
    voices.set(seminarId, { average, count: given.length, quotes });
  }
  return voices;
}

/** The content with each seminar's voices; the same object when no seminar has any. */
export function withVoices(content: Content, answers: readonly ApprovedAnswer[]): Content {
  const voices = voicesBySeminar(answers);
  if (voices.size === 0) return content;
  const seminars = content.seminars.map((seminar): Seminar => {
    const found = voices.get(seminar.id);
    return found ? { ...seminar, voices: found } : seminar;
  });
  return { ...content, seminars };
}
