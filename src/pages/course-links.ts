/**
 * What a seminar's structured data links to (src/seo/structured-data.ts, CourseLinks): its page,
 * its dates' pages, its trainers' pages, the site, the venues and who teaches each date. Shared
 * by the seminar's page (the Course with every date ahead) and a date's page (the Course with
 * that date).
 */
import { type ContentIndex, teachingTrainerIds, trainersOf, venueOf } from '../content/content-index.ts';
import type { Seminar } from '../content/types.ts';
import type { Locale } from '../i18n/locales.ts';
import { buildPath } from '../routes/match.ts';
import type { CourseLinks } from '../seo/structured-data.ts';

export function courseLinksOf(index: ContentIndex, seminar: Seminar, locale: Locale, siteUrl: string): CourseLinks {
  return {
    page: siteUrl + buildPath('seminar', locale, { slug: seminar.slug }),
    date: (id) => siteUrl + buildPath('seminarDate', locale, { slug: seminar.slug, dateId: String(id) }),
    trainer: (id) => siteUrl + buildPath('trainer', locale, { trainerId: id }),
    site: siteUrl,
    venue: (id) => venueOf(index, id),
    trainers: (date) => trainersOf(index, teachingTrainerIds(date, seminar)),
  };
}
