/**
 * What a seminar's structured data links to (src/seo/structured-data.ts, CourseLinks): its page,
 * its image, its dates' pages, its trainers' pages, the site, the venues, who teaches each date
 * and what private persons pay. Shared
 * by the seminar's page (the Course with every date ahead) and a date's page (the Course with
 * that date).
 */
import type { ConsumerPrices } from '../content/consumer-prices.ts';
import { teachingTrainerIds, trainersOf, venueOf } from '../content/content-index.ts';
import type { Seminar } from '../content/types.ts';
import type { Locale } from '../i18n/locales.ts';
import { buildPath } from '../routes/match.ts';
import type { RouteId } from '../routes/table.ts';
import type { CourseLinks } from '../seo/structured-data.ts';
import type { LoadInput } from './types.ts';

export function courseLinksOf(
  { index, siteUrl, image }: Pick<LoadInput<RouteId>, 'index' | 'siteUrl' | 'image'>,
  seminar: Seminar,
  locale: Locale,
  prices: ConsumerPrices,
): CourseLinks {
  return {
    page: siteUrl + buildPath('seminar', locale, { slug: seminar.slug }),
    image: image(seminar.image)?.url ?? null,
    prices,
    date: (id) => siteUrl + buildPath('seminarDate', locale, { slug: seminar.slug, dateId: String(id) }),
    trainer: (id) => siteUrl + buildPath('trainer', locale, { trainerId: id }),
    site: siteUrl,
    venue: (id) => venueOf(index, id),
    trainers: (date) => trainersOf(index, teachingTrainerIds(date, seminar)),
  };
}
