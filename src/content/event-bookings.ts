/**
 * An event that registers with the form (registration `form`) is booked as a seminar date is:
 * findDate (content-index.ts) finds it by its dateId as a date of a course made of the event,
 * so that registering, confirming, the manage link, the waiting list, reminders and the
 * invoice after it are the dates' own. Pure; one pair per event object.
 */
import { memoized } from '../i18n/memo.ts';
import { daysFrom } from './calendar.ts';
import type { AcademyEvent, BookedCourse, SeminarDate, SeminarFormat } from './types.ts';

export interface EventBooking {
  readonly seminar: BookedCourse;
  readonly date: SeminarDate;
}

/** How an event is held: online where it names no city, else in person (what its VAT and its booking follow). */
export const eventFormat = (event: Pick<AcademyEvent, 'location'>): SeminarFormat => (event.location === null ? 'webinar' : 'in-person');

/** Its days, first and last included. */
const daysOf = (event: AcademyEvent) => daysFrom(event.start, event.end) + 1;

function build(event: AcademyEvent, dateId: number): EventBooking {
  const price = event.price ?? 0;
  const date: SeminarDate = {
    id: dateId,
    seminarId: 0,
    start: event.start,
    end: event.end,
    location: event.location,
    venueId: event.venueId,
    startTime: event.startTime ?? '09:00',
    endTime: event.endTime ?? '17:00',
    dayTimes: [],
    platform: null,
    access: [],
    trainerIds: [],
    price,
    totalPrice: price,
    language: event.language,
    fullyBooked: event.fullyBooked,
    cancelled: false,
    guaranteed: false,
    seats: event.seats,
    onSiteSeats: null,
    promoPrice: null,
    promoUntil: null,
    ...(event.seatsLeft === undefined ? {} : { seatsLeft: event.seatsLeft }),
  };
  const titled = (locale: 'de' | 'en') => ({ title: event.translations[locale].title, teaser: event.translations[locale].teaser });
  const seminar: BookedCourse = {
    // No seminar's: an event's booking has no other dates to move to, no materials and no certificate.
    id: 0,
    slug: event.id,
    format: eventFormat(event),
    durationDays: daysOf(event),
    examFormat: null,
    trainerIds: [],
    translations: { de: titled('de'), en: titled('en') },
    event,
  };
  return { seminar, date };
}

const bookings = new WeakMap<AcademyEvent, EventBooking>();

/** The date and course an event registers as; none for an event without the form. */
export function eventBooking(event: AcademyEvent): EventBooking | undefined {
  const { dateId } = event;
  return dateId === null ? undefined : memoized(bookings, event, () => build(event, dateId));
}
