/**
 * An event as the content has it (schema.ts lists it with the other collections): when and
 * where, at what hours and fee, and how a visitor takes part.
 */
import { z } from 'zod';
import {
  id,
  imageReference,
  isHttpsUrl,
  isoDate,
  LOCALE_CODES,
  money,
  richText,
  slug,
  text,
  timeOfDay,
  translations,
} from './field-kinds.ts';

/**
 * How a visitor takes part in an event: `open` needs no registration; `email` registers by
 * a mail to the address in registrationTarget; `link` registers where the https URL in
 * registrationTarget leads (an event organised elsewhere); `form` registers on its page with
 * the form of a seminar date, and is confirmed, managed and invoiced like one (its dateId).
 */
export const EVENT_REGISTRATION_KINDS = ['open', 'email', 'link', 'form'] as const;

export const EventSchema = z
  .object({
    id: slug,
    start: isoDate,
    end: isoDate,
    location: text(80).nullable(),
    /** Where it takes place (venues.json; in its city); null online or where the venue is not said. */
    venueId: slug.nullable().default(null),
    /** When each day starts and ends, local time; null where the page gives the days only. */
    startTime: timeOfDay.nullable().default(null),
    endTime: timeOfDay.nullable().default(null),
    /** The event's image (see imageReference); its alt text is translations.*.imageAlt. */
    image: imageReference.nullable(),
    // The defaults read an event from a CMS set up before these fields, which sends none.
    registration: z.enum(EVENT_REGISTRATION_KINDS).default('open'),
    registrationTarget: z.string().trim().max(2000).nullable().default(null),
    /**
     * With registration `form`: the id its registrations, invoices and links carry, as a
     * seminar date's id does (unique among the dates' and the events' ids); null otherwise.
     */
    dateId: id.nullable().default(null),
    /** What taking part costs a person, net; null (or 0) for free. */
    price: money.nullable().default(null),
    /** How many people it takes (registration `form` refuses beyond it); null for no limit. */
    seats: z.number().int().positive().max(10_000).nullable().default(null),
    /** The editor's word that no more registrations are taken; wins over seats. */
    fullyBooked: z.boolean().default(false),
    /** The language it is held in. */
    language: z.enum(LOCALE_CODES).default('de'),
    /** The seminars the event is about: their pages list it. */
    seminarIds: z.array(z.coerce.number().pipe(id)).max(20).default([]),
    translations: translations(z.object({ title: text(120), teaser: text(320), description: richText, imageAlt: text(200) })),
  })
  .refine((event) => event.end >= event.start, {
    path: ['end'],
    message: 'must not be before start',
    // Only once both are dates (an invalid start is named by itself).
    when: (payload) => payload.issues.length === 0,
  })
  .refine((event) => (event.startTime === null) === (event.endTime === null), {
    path: ['endTime'],
    message: 'startTime and endTime go together',
  })
  .refine((event) => event.startTime === null || event.endTime === null || event.endTime > event.startTime, {
    path: ['endTime'],
    message: 'must be after startTime',
  })
  .refine((event) => event.registration !== 'form' || event.startTime !== null, {
    path: ['startTime'],
    message: 'registration "form" needs the times (its confirmations and reminders state them)',
  })
  .refine((event) => (event.registration === 'form') === (event.dateId !== null), {
    path: ['dateId'],
    message: 'a date id goes with registration "form", and only with it',
  })
  .refine((event) => (event.registration === 'open' || event.registration === 'form') === (event.registrationTarget === null), {
    path: ['registrationTarget'],
    message: 'an e-mail address or link goes with registration "email" or "link", none with "open" or "form"',
  })
  .refine(
    (event) => event.registration !== 'email' || event.registrationTarget === null || z.email().safeParse(event.registrationTarget).success,
    {
      path: ['registrationTarget'],
      message: 'must be an e-mail address',
    },
  )
  .refine((event) => event.registration !== 'link' || event.registrationTarget === null || isHttpsUrl(event.registrationTarget), {
    path: ['registrationTarget'],
    message: 'must be an https URL',
  });
