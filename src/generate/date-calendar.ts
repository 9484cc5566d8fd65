/**
 * The calendar file of one seminar date in one language: offered beside the date's page
 * (companion-files.ts) and attached to the confirmation and reminder mails, the same events
 * in all: each day at its hours, at the venue's address (or online, with the platform).
 */
import { berlinInstant } from '../content/calendar.ts';
import { sessionsOf } from '../content/sessions.ts';
import type { Seminar, SeminarDate, Venue } from '../content/types.ts';
import { venueLine } from '../content/venues.ts';
import type { Locale } from '../i18n/locales.ts';
import { interpolate, MESSAGES } from '../i18n/messages.ts';
import { wherePlace } from '../i18n/where-place.ts';
import { buildPath } from '../routes/match.ts';
import { calendarFile } from './ics.ts';

/** Where a date takes place, in one line: the venue's address, or online (on its platform). */
export function placeLine(date: SeminarDate, venue: Venue | undefined, locale: Locale): string {
  if (venue) return venueLine(venue, locale);
  if (date.location === null && date.platform !== null) return interpolate(MESSAGES[locale].venue.online, { platform: date.platform });
  return wherePlace(locale, date.location);
}

/** `stamp`: when the file is made, 'YYYY-MM-DDTHH:MM:SSZ' or an ISO timestamp. */
export function dateCalendarFile(
  seminar: Seminar,
  date: SeminarDate,
  venue: Venue | undefined,
  locale: Locale,
  siteUrl: string,
  stamp: string,
): string {
  const url = siteUrl + buildPath('seminarDate', locale, { slug: seminar.slug, dateId: String(date.id) });
  return calendarFile({
    uid: `seminar-date-${date.id}@rackwise-academy.de`,
    sessions: sessionsOf(date).map((session) => ({
      start: berlinInstant(session.day, session.start),
      end: berlinInstant(session.day, session.end),
    })),
    summary: seminar.translations[locale].title,
    description: `${seminar.translations[locale].teaser}\n${url}`,
    location: placeLine(date, venue, locale),
    url,
    stamp,
  });
}
