/**
 * The content types, inferred from the schemas (src/content/schema.ts) so the two can
 * never disagree. Pages import these; only the validator imports zod.
 */
import type { z } from 'zod';
import type { Locale } from '../i18n/locales.ts';
import type { DiscountSchema } from './discount-schema.ts';
import type { EventSchema } from './event-schema.ts';
import type {
  COLLECTIONS,
  DownloadSchema,
  JobSchema,
  SeminarDateSchema,
  SeminarSchema,
  SitePageSchema,
  TrainerSchema,
  TrainingPathSchema,
  VenueSchema,
} from './schema.ts';

/**
 * A seminar as the content has it, and, on the content pages are drawn from, what its
 * participants said (derived from the approved feedback by src/content/voices.ts; never in the content files).
 */
export type Seminar = z.output<typeof SeminarSchema> & { readonly voices?: SeminarVoices };

/** A comment a participant let be quoted, signed with their first name and company, in the language it was written in. */
export interface Voice {
  readonly text: string;
  readonly name: string;
  readonly company: string;
  readonly locale: Locale;
  readonly rating: number;
}

/** What a seminar's participants said, from enough approved answers (voices.ts). */
export interface SeminarVoices {
  /** The course ratings' mean, to one decimal. */
  readonly average: number;
  readonly count: number;
  readonly quotes: readonly Voice[];
}
export type SeminarFormat = Seminar['format'];
/**
 * A date as the content has it, and, on the content pages are drawn from, the free seats when
 * few are left (derived from the registrations by src/content/bookings.ts; never in the content files).
 */
export type SeminarDate = z.output<typeof SeminarDateSchema> & { readonly seatsLeft?: number };
export type TrainingPath = z.output<typeof TrainingPathSchema>;
/** An event as the content has it, and, on the content pages are drawn from, its free seats when few are left (as a date's). */
export type AcademyEvent = z.output<typeof EventSchema> & { readonly seatsLeft?: number };
/**
 * What the date a registration names is a date of, as booking it needs: its seminar, or an
 * event that registers with the form (src/content/event-bookings.ts), which carries `event`.
 */
export type BookedCourse = Pick<Seminar, 'id' | 'slug' | 'format' | 'durationDays' | 'examFormat' | 'trainerIds'> & {
  readonly translations: Readonly<Record<Locale, { readonly title: string; readonly teaser: string }>>;
  readonly event?: AcademyEvent;
};
export type Job = z.output<typeof JobSchema>;
export type Download = z.output<typeof DownloadSchema>;
export type Trainer = z.output<typeof TrainerSchema>;
export type Venue = z.output<typeof VenueSchema>;
export type SitePage = z.output<typeof SitePageSchema>;
export type Discount = z.output<typeof DiscountSchema>;
export type SitePageKey = SitePage['key'];

export type Content = { readonly [K in keyof typeof COLLECTIONS]: readonly z.output<(typeof COLLECTIONS)[K]['item']>[] };
