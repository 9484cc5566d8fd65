/**
 * Every page the content implies, in both languages: the pre-render list, and (for
 * indexable routes) the sitemap. Static routes yield one page each; dynamic routes one
 * page per content item.
 */

import type { Content } from '../content/types.ts';
import { LOCALES } from '../i18n/locales.ts';
import type { ResolvedRoute } from '../routes/match.ts';
import { ROUTE_IDS, type RouteId } from '../routes/table.ts';

type ParamSets = Readonly<Record<RouteId, readonly Record<string, string>[]>>;

function paramSets(content: Content): ParamSets {
  const slugById = new Map(content.seminars.map((seminar) => [seminar.id, seminar.slug]));
  const single = [{}];
  return {
    home: single,
    seminars: single,
    seminarDates: single,
    seminar: content.seminars.map((seminar) => ({ slug: seminar.slug })),
    seminarDate: content.seminarDates.flatMap((date) => {
      const slug = slugById.get(date.seminarId);
      return slug === undefined ? [] : [{ slug, dateId: String(date.id) }];
    }),
    trainingPath: single,
    corporateSolutions: single,
    standard: single,
    event: content.events.map((event) => ({ eventId: event.id })),
    career: single,
    job: content.jobs.map((job) => ({ jobSlug: job.slug })),
    aboutUs: single,
    contact: single,
    trainers: single,
    trainer: content.trainers.map((trainer) => ({ trainerId: trainer.id })),
    terms: single,
    privacy: single,
    certificateCheck: single,
    myBookings: single,
    imprint: single,
    legalNotice: single,
    download: content.downloads.filter((download) => download.hiddenPage === null).map((download) => ({ id: download.id })),
    hiddenDownloadA: single,
    hiddenDownloadB: single,
    hiddenDownloadC: single,
  };
}

export function listPages(content: Content): ResolvedRoute[] {
  const sets = paramSets(content);
  return ROUTE_IDS.flatMap((id) => LOCALES.flatMap((locale) => sets[id].map((params) => ({ id, locale, params }) as ResolvedRoute)));
}
