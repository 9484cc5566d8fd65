/**
 * The calendar file of one seminar date in one language: offered beside the date's page
 * (companion-files.ts) and attached to the confirmation mail, the same event in both.
 */
import type { Seminar, SeminarDate } from '../content/types.ts';
import type { Locale } from '../i18n/locales.ts';
import { wherePlace } from '../i18n/where-place.ts';
import { buildPath } from '../routes/match.ts';
import { calendarFile } from './ics.ts';

/** `stamp`: when the file is made, 'YYYY-MM-DDTHH:MM:SSZ' or an ISO timestamp. */
export function dateCalendarFile(seminar: Seminar, date: SeminarDate, locale: Locale, siteUrl: string, stamp: string): string {
  const url = siteUrl + buildPath('seminarDate', locale, { slug: seminar.slug, dateId: String(date.id) });
  return calendarFile({
    uid: `seminar-date-${date.id}@rackwise-academy.de`,
    start: date.start,
    end: date.end,
    summary: seminar.translations[locale].title,
    description: `${seminar.translations[locale].teaser}\n${url}`,
    location: wherePlace(locale, date.location),
    url,
    stamp,
  });
}
