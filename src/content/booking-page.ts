/** The page a bookable date is registered on: a seminar date's own page, or the page of the event it is the booking of. */
import type { Locale } from '../i18n/locales.ts';
import { buildPath } from '../routes/match.ts';
import type { BookedCourse } from './types.ts';

export function bookingPagePath(locale: Locale, seminar: BookedCourse, dateId: number): string {
  return seminar.event
    ? buildPath('event', locale, { eventId: seminar.event.id })
    : buildPath('seminarDate', locale, { slug: seminar.slug, dateId: String(dateId) });
}
