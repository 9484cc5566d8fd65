/**
 * The content model (zod): what the content cache holds and the CMS must deliver.
 * Language-independent facts sit on the item; texts sit under translations.de / .en.
 * Rich-text fields are sanitized while parsing, so whatever passes validation is safe to
 * render. Texts keep the names of standards on one line ("EN 50600" with a non-breaking
 * space, src/i18n/typography.ts). Money is net EUR per participant (prices exclude VAT).
 */
import { z } from 'zod';
import { HIDDEN_DOWNLOAD_SLUGS } from '../routes/hidden-downloads.ts';
import { DiscountSchema } from './discount-schema.ts';
import { EventSchema } from './event-schema.ts';
import { examDescribedWhole, examFields } from './exam-schema.ts';
import {
  id,
  imageReference,
  isHttpsUrl,
  isoDate,
  LOCALE_CODES,
  money,
  nestedSlug,
  richText,
  slug,
  text,
  timeOfDay,
  translations,
} from './field-kinds.ts';
import { SEMINAR_LEVELS, SEMINAR_TOPICS } from './seminar-kinds.ts';

export { LOCALE_CODES } from './field-kinds.ts';

export const SEMINAR_FORMATS = ['webinar', 'in-person', 'hybrid'] as const;

/** Ids of trainers (trainers.json); none where the item says nothing of them. */
const trainerIds = z.array(slug).max(8).default([]);

export const VENUE_COUNTRIES = ['DE', 'AT', 'CH'] as const;

/** A person who teaches: shown on the seminars and dates they teach and on a page of their own. */
export const TrainerSchema = z.object({
  id: slug,
  name: text(80),
  /** A portrait (see imageReference); null draws one from the initials. */
  image: imageReference.nullable(),
  /** The standards they teach, as written ("EN 50600-2-2"). */
  standards: z.array(text(40)).max(12),
  translations: translations(z.object({ role: text(120), experience: text(600), topics: z.array(text(80)).min(1).max(10) })),
});

/** Where in-person and hybrid dates take place. */
export const VenueSchema = z.object({
  id: slug,
  name: text(120),
  street: text(120),
  postalCode: z.string().regex(/^\d{4,5}$/, 'must be a postcode of 4 or 5 digits'),
  city: text(80),
  country: z.enum(VENUE_COUNTRIES),
  /** A link to the place on a map; null for one to OpenStreetMap's search for the address. */
  mapUrl: z.string().trim().max(2000).refine(isHttpsUrl, 'must be an https URL').nullable(),
  translations: translations(z.object({ directions: text(600), accessibility: text(400) })),
});

export const SeminarSchema = z
  .object({
    id,
    slug,
    format: z.enum(SEMINAR_FORMATS),
    topic: z.enum(SEMINAR_TOPICS),
    level: z.enum(SEMINAR_LEVELS),
    /** The language the seminar is taught in. */
    language: z.enum(LOCALE_CODES),
    /** Whole days, or 0.5 for a half-day course (a morning or an afternoon). */
    durationDays: z
      .number()
      .min(0.5)
      .max(10)
      .refine((days) => Number.isInteger(days) || days === 0.5, 'must be whole days or 0.5 (half a day)'),
    price: money,
    isNew: z.boolean(),
    fullyBooked: z.boolean(),
    /** Slug of the training path the seminar belongs to, and its step in that path. */
    trainingPath: slug.nullable(),
    trainingPathPosition: z.number().int().positive().nullable(),
    /** The seminar's image (see imageReference); null until one is assigned. Its alt text is translations.*.imageAlt. */
    image: imageReference.nullable(),
    /** Who teaches it (its dates may name others). */
    trainerIds,
    ...examFields,
    translations: translations(
      z.object({
        title: text(120),
        teaser: text(320),
        objectives: richText,
        contents: richText,
        targetAudience: richText,
        benefits: richText,
        highlights: z.array(text(160)).min(1).max(8),
        certificate: text(400),
        /** The name its certificate bears ("Klimatisierung EN 50600-2-3"), which `certificate` quotes. */
        certificateName: text(120),
        imageAlt: text(200),
      }),
    ),
  })
  .superRefine(examDescribedWhole);

export const SeminarDateSchema = z
  .object({
    id,
    seminarId: id,
    start: isoDate,
    /** Equal to start for one-day seminars. */
    end: isoDate,
    /** City of an in-person or hybrid date; null for online-only dates. */
    location: text(80).nullable(),
    /** Where an in-person or hybrid date takes place (venues.json; in its city); null online. */
    venueId: slug.nullable().default(null),
    /** When each day starts and ends, local time; dayTimes: the days that differ. */
    startTime: timeOfDay.default('09:00'),
    endTime: timeOfDay.default('17:00'),
    dayTimes: z
      .array(z.object({ day: isoDate, start: timeOfDay, end: timeOfDay }))
      .max(10)
      .default([]),
    /** Of a webinar or hybrid date: where participants join online ("Microsoft Teams"); null when it is not said. */
    platform: text(60).nullable().default(null),
    /**
     * Of a webinar or hybrid date: how participants join online, the link and the dial-in
     * details, for every day (day null) and for the days that differ. For participants only:
     * the server mails it the day before and shows it behind their manage link; no page,
     * payload or file of the site ever holds it.
     */
    access: z
      .array(
        z.object({
          day: isoDate.nullable(),
          url: z.string().trim().max(2000).refine(isHttpsUrl, 'must be an https URL'),
          dialIn: z.string().trim().max(500).nullable().default(null),
        }),
      )
      .max(11)
      .default([]),
    /** Who teaches this date; empty for the seminar's trainers. */
    trainerIds,
    price: money,
    /** Course fee plus the certification exam fee, net. */
    totalPrice: money,
    language: z.enum(LOCALE_CODES),
    /** The editor's word that no more registrations are taken; wins over seats. */
    fullyBooked: z.boolean(),
    /**
     * The academy called the date off (too few registrations, say): its pages say so and take
     * no registrations or waiting-list entries, and the server tells everyone registered or
     * waiting. Absent (a CMS from before it) means not cancelled.
     */
    cancelled: z.boolean().default(false),
    /** Staff's word that the date runs whatever the registrations: its pages and lists say so. Absent (a CMS from before it) means not said. */
    guaranteed: z.boolean().default(false),
    /** How many people the date takes (the server refuses registrations beyond it); null for no limit (also when a CMS from before seats sends none). */
    seats: z.number().int().positive().max(10_000).nullable().default(null),
    /** Of a hybrid date: how many may come on site (the others join online); null for no limit of their own. */
    onSiteSeats: z.number().int().positive().max(10_000).nullable().default(null),
    /** An early-booking price, valid until and including promoUntil. */
    promoPrice: money.nullable(),
    promoUntil: isoDate.nullable(),
  })
  .refine((date) => date.end >= date.start, { path: ['end'], message: 'must not be before start' })
  .refine((date) => date.endTime > date.startTime, { path: ['endTime'], message: 'must be after startTime' })
  .refine((date) => date.dayTimes.every((day) => day.day >= date.start && day.day <= date.end && day.end > day.start), {
    path: ['dayTimes'],
    message: 'each day must lie within the date and end after it starts',
  })
  .refine(
    (date) =>
      date.access.every(({ day }) => day === null || (day >= date.start && day <= date.end)) &&
      new Set(date.access.map(({ day }) => day)).size === date.access.length,
    { path: ['access'], message: 'one entry for every day (day empty) and one for each day that differs, each within the date' },
  )
  .refine((date) => date.totalPrice >= date.price, { path: ['totalPrice'], message: 'must not be below price' })
  .refine((date) => (date.promoPrice === null) === (date.promoUntil === null), {
    path: ['promoUntil'],
    message: 'promoPrice and promoUntil go together',
  })
  .refine((date) => date.promoPrice === null || date.promoPrice < date.price, { path: ['promoPrice'], message: 'must be below price' })
  .refine((date) => date.promoUntil === null || date.promoUntil < date.start, {
    path: ['promoUntil'],
    message: 'must end before the date starts',
  });

export const TrainingPathSchema = z.object({
  id,
  slug,
  translations: translations(z.object({ title: text(120), teaser: text(320), description: richText })),
});

export const EMPLOYMENT_TYPES = ['full-time', 'part-time', 'working-student', 'freelance'] as const;

export const REMOTE_COUNTRIES = ['DE', 'AT', 'CH'] as const;

export const JobSchema = z
  .object({
    id,
    /** One or more slugs joined by '/': jobs may sit at any depth under /karriere. */
    slug: nestedSlug,
    /** Where the work is done; null for a remote position. */
    city: text(80).nullable(),
    /** For remote positions: the countries applicants may work from (ISO 3166-1 alpha-2). */
    remoteCountries: z.array(z.enum(REMOTE_COUNTRIES)).max(REMOTE_COUNTRIES.length),
    employmentType: z.enum(EMPLOYMENT_TYPES),
    datePosted: isoDate,
    translations: translations(z.object({ title: text(120), teaser: text(320), description: richText })),
  })
  .refine((job) => job.city !== null || job.remoteCountries.length > 0, {
    path: ['remoteCountries'],
    message: 'a remote position needs the countries it is open to',
  });

export const HIDDEN_PAGES = Object.keys(HIDDEN_DOWNLOAD_SLUGS) as [
  keyof typeof HIDDEN_DOWNLOAD_SLUGS,
  ...(keyof typeof HIDDEN_DOWNLOAD_SLUGS)[],
];

const DownloadFileSchema = z.object({
  label: text(160),
  /** Path of the PDF below /downloads/files/. */
  file: z.string().regex(/^[a-z0-9][a-z0-9._-]*\.pdf$/, 'must be a PDF file name'),
});

export const DownloadSchema = z.object({
  id: slug,
  seminarId: id,
  /** Which hidden page shows this download; null for a public /x/{id} page. */
  hiddenPage: z.enum(HIDDEN_PAGES).nullable(),
  translations: translations(z.object({ title: text(160), description: text(400), files: z.array(DownloadFileSchema).min(1).max(20) })),
});

export const SITE_PAGE_KEYS = ['corporateSolutions', 'standard', 'aboutUs', 'terms', 'privacy', 'imprint', 'legalNotice'] as const;

/** Editorial pages whose whole text comes from the CMS. */
export const SitePageSchema = z.object({
  key: z.enum(SITE_PAGE_KEYS),
  translations: translations(z.object({ title: text(120), lead: text(400), body: richText })),
});

/** Every collection: its cache file and the schema of one item. */
export const COLLECTIONS = {
  seminars: { file: 'seminars.json', item: SeminarSchema },
  seminarDates: { file: 'seminar-dates.json', item: SeminarDateSchema },
  trainingPaths: { file: 'training-paths.json', item: TrainingPathSchema },
  events: { file: 'events.json', item: EventSchema },
  jobs: { file: 'jobs.json', item: JobSchema },
  downloads: { file: 'downloads.json', item: DownloadSchema },
  sitePages: { file: 'site-pages.json', item: SitePageSchema },
  trainers: { file: 'trainers.json', item: TrainerSchema },
  venues: { file: 'venues.json', item: VenueSchema },
  discounts: { file: 'discounts.json', item: DiscountSchema },
} as const;

export type CollectionName = keyof typeof COLLECTIONS;
export const COLLECTION_NAMES = Object.keys(COLLECTIONS) as CollectionName[];
