/**
 * Where an item of the CMS is a page of the site, in a language: what an editor's preview
 * of the item draws. Null for an item that has no page (or is not in the content).
 */
import type { Content } from '../../content/types.ts';
import type { Locale } from '../../i18n/locales.ts';
import { buildPath } from '../../routes/match.ts';
import type { RouteId } from '../../routes/table.ts';

export function previewPath(content: Content, collection: string, id: string, locale: Locale): string | null {
  switch (collection) {
    case 'seminars': {
      const seminar = content.seminars.find((item) => String(item.id) === id);
      return seminar ? buildPath('seminar', locale, { slug: seminar.slug }) : null;
    }
    case 'seminar_dates': {
      const date = content.seminarDates.find((item) => String(item.id) === id);
      const seminar = date && content.seminars.find((item) => item.id === date.seminarId);
      return date && seminar ? buildPath('seminarDate', locale, { slug: seminar.slug, dateId: String(date.id) }) : null;
    }
    case 'events':
      return content.events.some((item) => item.id === id) ? buildPath('event', locale, { eventId: id }) : null;
    case 'jobs': {
      const job = content.jobs.find((item) => String(item.id) === id);
      return job ? buildPath('job', locale, { jobSlug: job.slug }) : null;
    }
    case 'site_pages':
      return content.sitePages.some((item) => item.key === id) ? buildPath(id as RouteId, locale, {} as never) : null;
    default:
      return null;
  }
}
