/**
 * What a seminar date is called, in the words of its page (seminar-date.tsx) and of its record
 * in the site search (src/generate/date-search-records.ts).
 */
import type { DateSpan } from '../components/DateRow.tsx';
import { formatDateRange } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';
import { interpolate, MESSAGES } from '../i18n/messages.ts';

/** 'Seminar am 6.–7. April 2027': the date page's heading and title, in the one date format of the language. */
export function dateTitle(locale: Locale, seminarTitle: string, date: DateSpan): string {
  return interpolate(MESSAGES[locale].seminarDate.title, {
    seminar: seminarTitle,
    date: formatDateRange(locale, date.start, date.end),
  });
}
