/**
 * The calendar file of one seminar date (or an event's booking) in one language: offered beside the date's page
 * (companion-files.ts) and attached to the confirmation and reminder mails, the same events
 * in all: each day at its hours, at the venue's address (or online, with the platform).
 */
import { bookingPagePath } from '../content/booking-page.ts';
import { berlinInstant } from '../content/calendar.ts';
import { accessOn, type DateAccess } from '../content/date-access.ts';
import { sessionsOf } from '../content/sessions.ts';
import type { BookedCourse, SeminarDate, Venue } from '../content/types.ts';
import { venueLine } from '../content/venues.ts';
import type { Locale } from '../i18n/locales.ts';
import { interpolate, MESSAGES } from '../i18n/messages.ts';
import { wherePlace } from '../i18n/where-place.ts';
import { calendarFile } from './ics.ts';

/** The revision of a date's events once they carry the access details. */
const ACCESS_SEQUENCE = 1;

/** Where a date takes place, in one line: the venue's address, or online (on its platform). */
export function placeLine(date: SeminarDate, venue: Venue | undefined, locale: Locale): string {
  if (venue) return venueLine(venue, locale);
  if (date.location === null && date.platform !== null) return interpolate(MESSAGES[locale].venue.online, { platform: date.platform });
  return wherePlace(locale, date.location);
}

/** How a day is joined online, for its event: the link as its place, the link and dial-in details in its description. */
function joinedOnline(access: DateAccess, locale: Locale, description: string) {
  const words = MESSAGES[locale].venue;
  const dialIn = access.dialIn ? `\n${interpolate(words.dialIn, { details: access.dialIn })}` : '';
  return { location: access.url, description: `${interpolate(words.join, { url: access.url })}${dialIn}\n\n${description}` };
}

/**
 * `stamp`: when the file is made, 'YYYY-MM-DDTHH:MM:SSZ' or an ISO timestamp. `online`: for a
 * participant who joins online once the access details are sent: each day that has them gets
 * them, and the events a higher revision, so that the calendar updates the ones it has.
 */
export function dateCalendarFile(
  seminar: BookedCourse,
  date: SeminarDate,
  venue: Venue | undefined,
  locale: Locale,
  siteUrl: string,
  stamp: string,
  online = false,
): string {
  const url = siteUrl + bookingPagePath(locale, seminar, date.id);
  const description = `${seminar.translations[locale].teaser}\n${url}`;
  return calendarFile({
    uid: `seminar-date-${date.id}@rackwise-academy.de`,
    sessions: sessionsOf(date).map((session) => {
      const access = online ? accessOn(date, session.day) : null;
      return {
        start: berlinInstant(session.day, session.start),
        end: berlinInstant(session.day, session.end),
        ...(access ? joinedOnline(access, locale, description) : {}),
      };
    }),
    summary: seminar.translations[locale].title,
    description,
    location: placeLine(date, venue, locale),
    url,
    stamp,
    ...(online ? { sequence: ACCESS_SEQUENCE } : {}),
  });
}
