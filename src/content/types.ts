/**
 * The shape of the content cache (content-cache/*.json), the embedded copy of the CMS.
 * Language-independent facts sit on the item; translatable texts sit under
 * `translations.de` / `translations.en`. Slugs and ids are the same in both languages,
 * so switching language keeps a visitor on the same item.
 */
import type { Locale } from '../i18n/locales.ts';

export type Translations<T> = Readonly<Record<Locale, T>>;

export type SeminarFormat = 'webinar' | 'in-person' | 'hybrid';

export interface Seminar {
  readonly id: number;
  readonly slug: string;
  readonly format: SeminarFormat;
  readonly language: Locale;
  readonly durationDays: number;
  /** Net price in EUR per participant. */
  readonly price: number;
  readonly isNew: boolean;
  readonly fullyBooked: boolean;
  /** Slug of the training path the seminar belongs to, if any. */
  readonly trainingPath: string | null;
  readonly translations: Translations<{ readonly title: string; readonly teaser: string }>;
}

export interface SeminarDate {
  readonly id: number;
  readonly seminarId: number;
  /** ISO dates (YYYY-MM-DD); end equals start for one-day seminars. */
  readonly start: string;
  readonly end: string;
  /** City of an in-person or hybrid date; null for online dates. */
  readonly location: string | null;
  readonly price: number;
  readonly language: Locale;
  readonly fullyBooked: boolean;
}

export interface AcademyEvent {
  readonly id: string;
  readonly start: string;
  readonly end: string;
  readonly location: string | null;
  readonly translations: Translations<{ readonly title: string; readonly teaser: string }>;
}

export interface Job {
  readonly id: number;
  /** One or more URL-safe segments joined by '/', e.g. 'rechenzentrum/trainer-en-50600'. */
  readonly slug: string;
  readonly translations: Translations<{ readonly title: string; readonly teaser: string }>;
}

export interface Download {
  readonly id: string;
  readonly seminarId: number;
  readonly translations: Translations<{ readonly title: string; readonly description: string }>;
}

export interface Content {
  readonly seminars: readonly Seminar[];
  readonly seminarDates: readonly SeminarDate[];
  readonly events: readonly AcademyEvent[];
  readonly jobs: readonly Job[];
  readonly downloads: readonly Download[];
}

/** The cache file of each collection, relative to the cache folder. */
export const CONTENT_FILES: Readonly<Record<keyof Content, string>> = {
  seminars: 'seminars.json',
  seminarDates: 'seminar-dates.json',
  events: 'events.json',
  jobs: 'jobs.json',
  downloads: 'downloads.json',
};
