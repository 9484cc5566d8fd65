/**
 * schema.org JSON-LD for rich results: Organization (home), Course with one
 * CourseInstance per upcoming date (seminar pages), Event and JobPosting. Pure: content
 * and absolute URLs in, plain objects out; the document serializes them.
 */
import type { AcademyContact } from '../config/academy-contact.ts';
import { BRAND } from '../config/site.ts';
import { berlinInstant, minutesOf } from '../content/calendar.ts';
import type { ConsumerPrice, ConsumerPrices } from '../content/consumer-prices.ts';
import { fullPrice, offerPrice, priceNow, seminarOffer } from '../content/prices.ts';
import { type DateStatus, dateStatus, upcomingDates } from '../content/schedule.ts';
import { sessionsOf } from '../content/sessions.ts';
import type { AcademyEvent, Job, Seminar, SeminarDate, Trainer, Venue } from '../content/types.ts';
import { LOCALE_INFO, type Locale } from '../i18n/locales.ts';

export type JsonLd = Record<string, unknown>;

/** Where applications go (the job ads' button). */
export const JOBS_EMAIL = 'karriere@rackwise-academy.de';

const COUNTRY_OF_CITY: Readonly<Record<string, string>> = { Wien: 'AT', Zürich: 'CH' };

function provider(siteUrl: string): JsonLd {
  return { '@type': 'Organization', name: `${BRAND} academy`, url: siteUrl };
}

/** The academy's legal entity, address and phone (settings, as the footer states them). */
export function organizationJsonLd(siteUrl: string, academy: AcademyContact): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: academy.name,
    legalName: academy.legalName,
    url: siteUrl,
    logo: `${siteUrl}/logo.svg`,
    email: academy.email,
    telephone: academy.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: academy.street,
      postalCode: academy.postalCode,
      addressLocality: academy.city,
      addressCountry: 'DE',
    },
  };
}

/** Where a date is held: its venue with its address, else its city. */
function datePlace(city: string, venue: Venue | undefined): JsonLd {
  if (!venue) return place(city);
  return {
    '@type': 'Place',
    name: venue.name,
    address: {
      '@type': 'PostalAddress',
      streetAddress: venue.street,
      postalCode: venue.postalCode,
      addressLocality: venue.city,
      addressCountry: venue.country,
    },
  };
}

/** A date's first day's start and last day's end, German time with its offset: '2027-02-16T09:00:00+01:00'. */
function berlinDateTime(day: string, time: string): string {
  const instant = berlinInstant(day, time);
  const offsetMinutes = Math.round((Date.parse(`${day}T${time}:00Z`) - instant) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0');
  return `${day}T${time}:00${sign}${hours}:${String(Math.abs(offsetMinutes) % 60).padStart(2, '0')}`;
}

/** What a course's dates need besides the content's dates: their venues, trainers and pages, its image and what private persons pay. */
export interface CourseLinks {
  readonly page: string;
  /** The seminar's image, absolute; null where it has none. */
  readonly image: string | null;
  /** What a private person pays, with VAT (src/content/consumer-prices.ts). */
  readonly prices: ConsumerPrices;
  readonly date: (id: number) => string;
  readonly trainer: (id: string) => string;
  readonly site: string;
  readonly venue: (id: string | null) => Venue | undefined;
  readonly trainers: (date: SeminarDate) => readonly Trainer[];
}

function place(city: string): JsonLd {
  return {
    '@type': 'Place',
    name: city,
    address: { '@type': 'PostalAddress', addressLocality: city, addressCountry: COUNTRY_OF_CITY[city] ?? 'DE' },
  };
}

const COURSE_MODE = { webinar: 'online', 'in-person': 'onsite', hybrid: 'blended' } as const;

/**
 * A seminar as a schema.org Course with its upcoming dates as course instances, each with its
 * offer; none for a seminar with no date ahead, which has nothing to offer.
 */
export function courseJsonLd(seminar: Seminar, dates: readonly SeminarDate[], locale: Locale, urls: CourseLinks, today: string): JsonLd[] {
  const upcoming = upcomingDates(dates, today);
  if (upcoming.length === 0) return [];
  const text = seminar.translations[locale];
  const offer = seminarOffer(dates, today);
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: text.title,
      description: text.teaser,
      url: urls.page,
      inLanguage: LOCALE_INFO[seminar.language].tag,
      ...(urls.image ? { image: urls.image } : {}),
      provider: provider(urls.site),
      // The full price per person a bookable date costs now (the lowest, where they differ).
      ...(offer
        ? {
            offers: [
              { '@type': 'Offer', category: 'Paid', ...priced(offerPrice(offer), urls.prices(`s${seminar.id}`, offerPrice(offer))) },
            ],
          }
        : {}),
      // Only from the approved answers of its participants, and only from enough of them (src/content/voices.ts).
      ...(seminar.voices
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: seminar.voices.average,
              ratingCount: seminar.voices.count,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
      hasCourseInstance: upcoming.map((date) => {
        const price = fullPrice(date, today);
        // An event is scheduled unless it says otherwise, a date without an end lasts its one day, and a date is held in
        // the course's language unless it says otherwise.
        return {
          '@type': 'CourseInstance',
          ...(date.cancelled ? { eventStatus: 'https://schema.org/EventCancelled' } : {}),
          courseMode: date.location === null ? 'online' : COURSE_MODE[seminar.format],
          ...instanceTimes(date),
          ...(date.language === seminar.language ? {} : { inLanguage: LOCALE_INFO[date.language].tag }),
          ...(date.location === null ? {} : { location: datePlace(date.location, urls.venue(date.venueId)) }),
          ...instructors(urls.trainers(date), urls.trainer),
          offers: {
            '@type': 'Offer',
            category: 'Paid',
            ...priced(priceNow(price), urls.prices(`d${date.id}`, priceNow(price))),
            ...(price.promo ? { priceValidUntil: price.promo.until } : {}),
            availability: AVAILABILITY[dateStatus(date, today)],
            url: urls.date(date.id),
          },
        };
      }),
    },
  ];
}

/**
 * When a date is taught: its first day's start and its last day's end, German time, and its hours
 * in all as an ISO 8601 duration ('PT22H30M'), the workload search engines ask a course instance for.
 */
function instanceTimes(date: SeminarDate): JsonLd {
  const sessions = sessionsOf(date);
  const first = sessions[0];
  const last = sessions.at(-1);
  if (!first || !last) return { startDate: date.start };
  const minutes = sessions.reduce((sum, { start, end }) => sum + minutesOf(end) - minutesOf(start), 0);
  const workload = `PT${Math.floor(minutes / 60)}H${minutes % 60 ? `${minutes % 60}M` : ''}`;
  return { startDate: berlinDateTime(first.day, first.start), endDate: berlinDateTime(last.day, last.end), courseWorkload: workload };
}

/** Who teaches a date, as schema.org's `instructor`: none when nobody is named. */
function instructors(trainers: readonly Trainer[], url: (id: string) => string): JsonLd {
  if (trainers.length === 0) return {};
  return { instructor: trainers.map((trainer) => ({ '@type': 'Person', name: trainer.name, url: url(trainer.id) })) };
}

/**
 * A price as an offer states it: where private persons may book, what they pay (with VAT, as
 * a search result must show them), with the net price a business pays beside it, marked as
 * without VAT; else the net price.
 */
function priced(net: number, consumer: ConsumerPrice | null): JsonLd {
  if (!consumer) return { price: net, priceCurrency: 'EUR' };
  return {
    price: consumer.gross,
    priceCurrency: 'EUR',
    priceSpecification: { '@type': 'PriceSpecification', price: net, priceCurrency: 'EUR', valueAddedTaxIncluded: false },
  };
}

/** What an upcoming date's offer says of its seats. */
const AVAILABILITY: Readonly<Record<DateStatus, string>> = {
  bookable: 'https://schema.org/InStock',
  'fully-booked': 'https://schema.org/SoldOut',
  cancelled: 'https://schema.org/Discontinued',
  past: 'https://schema.org/Discontinued',
};

/** What an event's structured data needs besides the event: its page, image and venue, its state, and what private persons pay. */
export interface EventLinks {
  readonly page: string;
  readonly site: string;
  /** The event's image, absolute; null where it has none. */
  readonly image: string | null;
  readonly venue: Venue | undefined;
  /** Whether it takes registrations now, is full or over (schedule.ts). */
  readonly status: DateStatus;
  /** What a private person pays for its price, with VAT; null where none may book, or it is free. */
  readonly consumer: ConsumerPrice | null;
}

/** An event with its times (German time, where it states them), its place's address and its offer (free, or its price). */
export function eventJsonLd(event: AcademyEvent, locale: Locale, links: EventLinks): JsonLd {
  const text = event.translations[locale];
  const price = event.price ?? 0;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: text.title,
    description: text.teaser,
    ...(event.startTime !== null && event.endTime !== null
      ? { startDate: berlinDateTime(event.start, event.startTime), endDate: berlinDateTime(event.end, event.endTime) }
      : { startDate: event.start, endDate: event.end }),
    url: links.page,
    ...(links.image ? { image: [links.image] } : {}),
    inLanguage: LOCALE_INFO[event.language].tag,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode:
      event.location === null ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    location: event.location === null ? { '@type': 'VirtualLocation', url: links.page } : datePlace(event.location, links.venue),
    organizer: provider(links.site),
    offers: {
      '@type': 'Offer',
      category: price > 0 ? 'Paid' : 'Free',
      ...priced(price, price > 0 ? links.consumer : null),
      availability: AVAILABILITY[links.status],
      // Registered elsewhere: the organiser's page sells it.
      url: event.registration === 'link' && event.registrationTarget !== null ? event.registrationTarget : links.page,
    },
  };
}

const EMPLOYMENT_TYPE = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  'working-student': 'INTERN',
  freelance: 'CONTRACTOR',
} as const;

export function jobPostingJsonLd(
  job: Job,
  locale: Locale,
  descriptionHtml: string,
  urls: { page: string; site: string },
  legalName: string,
): JsonLd {
  const text = job.translations[locale];
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: text.title,
    description: descriptionHtml,
    datePosted: job.datePosted,
    employmentType: EMPLOYMENT_TYPE[job.employmentType],
    url: urls.page,
    hiringOrganization: { '@type': 'Organization', name: legalName, sameAs: urls.site, logo: `${urls.site}/logo.svg` },
    ...(job.city === null
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: job.remoteCountries.map((code) => ({ '@type': 'Country', name: code })),
        }
      : {
          jobLocation: {
            '@type': 'Place',
            address: { '@type': 'PostalAddress', addressLocality: job.city, addressCountry: COUNTRY_OF_CITY[job.city] ?? 'DE' },
          },
        }),
  };
}

/** JSON for a <script type="application/ld+json">: '<' escaped so no text can close the script. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
