/**
 * Validates raw content (from the cache or a CMS pull) against the schemas and checks
 * what no single item can: unique ids and slugs, and references between collections.
 * Every problem is named by collection, item id, field and reason, e.g.
 *   seminars #7 translations.de.title: Invalid input: expected string, received undefined
 */
import type { z } from 'zod';
import { COLLECTION_NAMES, COLLECTIONS, type CollectionName, HIDDEN_PAGES, LOCALE_CODES, SITE_PAGE_KEYS } from './schema.ts';
import { missingRetentionNumbers, missingTermsNumbers } from './terms-policy.ts';
import type { Content, SeminarDate } from './types.ts';

export interface ContentProblem {
  readonly collection: CollectionName;
  readonly id: string;
  readonly field: string;
  readonly reason: string;
}

export class ContentError extends Error {
  readonly problems: readonly ContentProblem[];
  constructor(problems: readonly ContentProblem[]) {
    const shown = problems.slice(0, 20).map(formatProblem);
    const more = problems.length > 20 ? [`… and ${problems.length - 20} more`] : [];
    super(`invalid content (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n  ${[...shown, ...more].join('\n  ')}`);
    this.name = 'ContentError';
    this.problems = problems;
  }
}

export function formatProblem(problem: ContentProblem): string {
  return `${problem.collection} #${problem.id} ${problem.field}: ${problem.reason}`;
}

function itemId(item: unknown, index: number): string {
  if (item && typeof item === 'object') {
    const record = item as Record<string, unknown>;
    const key = record.id ?? record.key;
    if (typeof key === 'string' || typeof key === 'number') return String(key);
  }
  return `[${index}]`;
}

function parseCollection(collection: CollectionName, raw: unknown, problems: ContentProblem[]): unknown[] {
  if (!Array.isArray(raw)) {
    problems.push({ collection, id: '-', field: '(collection)', reason: 'must be a list of items' });
    return [];
  }
  const schema: z.ZodType = COLLECTIONS[collection].item;
  return raw.flatMap((item, index) => {
    const result = schema.safeParse(item);
    if (result.success) return [result.data];
    for (const issue of result.error.issues) {
      problems.push({ collection, id: itemId(item, index), field: issue.path.join('.') || '(item)', reason: issue.message });
    }
    return [];
  });
}

/** Problems of items whose `field` repeats a value an earlier item has. */
function checkUnique<T>(
  collection: CollectionName,
  items: readonly T[],
  field: keyof T & string,
  idOf: (item: T) => string,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    const value = String(item[field]);
    if (seen.has(value)) problems.push({ collection, id: idOf(item), field, reason: `duplicate value ${JSON.stringify(value)}` });
    seen.add(value);
  }
  return problems;
}

/** Ids and slugs that must be unique, and the one download each hidden page has. */
function uniquenessProblems(content: Content): ContentProblem[] {
  const byId = (item: { readonly id: number | string }) => String(item.id);
  const seminarDateIds = new Set(content.seminarDates.map((date) => date.id));
  return [
    ...checkUnique('seminars', content.seminars, 'id', byId),
    ...checkUnique('seminars', content.seminars, 'slug', byId),
    ...checkUnique('seminarDates', content.seminarDates, 'id', byId),
    ...checkUnique('trainingPaths', content.trainingPaths, 'slug', byId),
    ...checkUnique('events', content.events, 'id', byId),
    // An event's registrations carry its dateId as a seminar date's carry its id: one number, one date.
    ...checkUnique(
      'events',
      content.events.filter((event) => event.dateId !== null),
      'dateId',
      byId,
    ),
    ...content.events
      .filter((event) => event.dateId !== null && seminarDateIds.has(event.dateId))
      .map((event) => ({ collection: 'events' as const, id: event.id, field: 'dateId', reason: `date #${event.dateId} is a seminar's` })),
    ...checkUnique('jobs', content.jobs, 'slug', byId),
    ...checkUnique('downloads', content.downloads, 'id', byId),
    ...checkUnique('sitePages', content.sitePages, 'key', (page) => page.key),
    ...checkUnique('trainers', content.trainers, 'id', byId),
    ...checkUnique('venues', content.venues, 'id', byId),
    ...checkUnique('discounts', content.discounts, 'id', byId),
    ...checkUnique(
      'discounts',
      content.discounts.filter((discount) => discount.code !== null),
      'code',
      byId,
    ),
    ...checkUnique(
      'downloads',
      content.downloads.filter((download) => download.hiddenPage !== null),
      'hiddenPage',
      byId,
    ),
  ];
}

/** References to other items that must exist, and the items the site cannot do without. */
function referenceProblems(content: Content): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const seminarIds = new Set(content.seminars.map((seminar) => seminar.id));
  const pathSlugs = new Set(content.trainingPaths.map((path) => path.slug));
  for (const seminar of content.seminars) {
    const id = String(seminar.id);
    if (seminar.trainingPath !== null && !pathSlugs.has(seminar.trainingPath)) {
      problems.push({
        collection: 'seminars',
        id,
        field: 'trainingPath',
        reason: `no training path ${JSON.stringify(seminar.trainingPath)}`,
      });
    }
    if ((seminar.trainingPath === null) !== (seminar.trainingPathPosition === null)) {
      problems.push({
        collection: 'seminars',
        id,
        field: 'trainingPathPosition',
        reason: 'trainingPath and trainingPathPosition go together',
      });
    }
  }
  for (const date of content.seminarDates.filter((item) => !seminarIds.has(item.seminarId)))
    problems.push({ collection: 'seminarDates', id: String(date.id), field: 'seminarId', reason: `no seminar #${date.seminarId}` });
  for (const event of content.events) {
    for (const seminarId of event.seminarIds.filter((seminarId) => !seminarIds.has(seminarId))) {
      problems.push({ collection: 'events', id: event.id, field: 'seminarIds', reason: `no seminar #${seminarId}` });
    }
  }
  const dateIds = new Set(content.seminarDates.map((date) => date.id));
  for (const discount of content.discounts) {
    for (const seminarId of discount.seminarIds.filter((item) => !seminarIds.has(item)))
      problems.push({ collection: 'discounts', id: discount.id, field: 'seminarIds', reason: `no seminar #${seminarId}` });
    for (const dateId of discount.dateIds.filter((item) => !dateIds.has(item)))
      problems.push({ collection: 'discounts', id: discount.id, field: 'dateIds', reason: `no date #${dateId}` });
  }
  for (const download of content.downloads) {
    if (!seminarIds.has(download.seminarId)) {
      problems.push({ collection: 'downloads', id: download.id, field: 'seminarId', reason: `no seminar #${download.seminarId}` });
    }
  }
  for (const hidden of HIDDEN_PAGES) {
    if (!content.downloads.some((download) => download.hiddenPage === hidden)) {
      problems.push({
        collection: 'downloads',
        id: '-',
        field: 'hiddenPage',
        reason: `no download is assigned to the hidden page ${hidden}`,
      });
    }
  }
  for (const key of SITE_PAGE_KEYS) {
    if (!content.sitePages.some((page) => page.key === key))
      problems.push({ collection: 'sitePages', id: key, field: '(item)', reason: 'missing' });
  }
  // The terms name every number of the cancellation and transfer rules by its placeholder, so the page says what the rules do;
  // the privacy policy names every retention period so, so it says what the server does.
  const numbered = [
    ['terms', missingTermsNumbers, 'the numbers of the cancellation and transfer rules'],
    ['privacy', missingRetentionNumbers, 'how long personal data is kept, from the settings'],
  ] as const;
  for (const [key, missingIn, what] of numbered) {
    const page = content.sitePages.find((item) => item.key === key);
    for (const locale of LOCALE_CODES) {
      const missing = page ? missingIn(page.translations[locale].body) : [];
      if (missing.length > 0)
        problems.push({
          collection: 'sitePages',
          id: key,
          field: `translations.${locale}.body`,
          reason: `must name ${missing.map((name) => `{{${name}}}`).join(', ')} (${what})`,
        });
    }
  }
  return problems;
}

/** What a date offers suits its seminar's format: seats on site only a hybrid date, access details only one joined online. */
function formatProblems(content: Content): ContentProblem[] {
  const formats = new Map(content.seminars.map((seminar) => [seminar.id, seminar.format]));
  return content.seminarDates.flatMap((date): ContentProblem[] => {
    const format = formats.get(date.seminarId);
    const id = String(date.id);
    return [
      ...(date.onSiteSeats !== null && format !== undefined && format !== 'hybrid'
        ? [{ collection: 'seminarDates' as const, id, field: 'onSiteSeats', reason: 'only a hybrid seminar has seats on site' }]
        : []),
      ...(date.access.length > 0 && format === 'in-person'
        ? [{ collection: 'seminarDates' as const, id, field: 'access', reason: 'only a webinar or hybrid date is joined online' }]
        : []),
    ];
  });
}

/** Who teaches and where: trainers and venues named must exist, and a date's venue is in the date's city. */
function trainerAndVenueProblems(content: Content): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const trainerIds = new Set(content.trainers.map((trainer) => trainer.id));
  const venues = new Map(content.venues.map((venue) => [venue.id, venue]));
  const unknownTrainers = (collection: 'seminars' | 'seminarDates', id: number, ids: readonly string[]) => {
    for (const trainerId of ids.filter((trainerId) => !trainerIds.has(trainerId)))
      problems.push({ collection, id: String(id), field: 'trainerIds', reason: `no trainer ${JSON.stringify(trainerId)}` });
  };
  for (const seminar of content.seminars) unknownTrainers('seminars', seminar.id, seminar.trainerIds);
  const placed = (
    collection: 'seminarDates' | 'events',
    id: number | string,
    { venueId, location }: Pick<SeminarDate, 'venueId' | 'location'>,
  ) => {
    if (venueId === null) return;
    const venue = venues.get(venueId);
    const reason = !venue
      ? `no venue ${JSON.stringify(venueId)}`
      : venue.city !== location
        ? `the venue is in ${venue.city}, the ${collection === 'events' ? 'event' : 'date'} in ${location ?? 'no city (online)'}`
        : null;
    if (reason) problems.push({ collection, id: String(id), field: 'venueId', reason });
  };
  for (const date of content.seminarDates) {
    unknownTrainers('seminarDates', date.id, date.trainerIds);
    placed('seminarDates', date.id, date);
  }
  for (const event of content.events) placed('events', event.id, event);
  return problems;
}

/**
 * A seminar flagged fully booked closes every date of it: the dates say so wherever they
 * are drawn or booked (cards, pages, structured data, the server's check), so the flag and
 * its dates never disagree. The same content object when no seminar is flagged.
 */
function closeFullyBookedSeminars(content: Content): Content {
  const closed = new Set(content.seminars.filter((seminar) => seminar.fullyBooked).map((seminar) => seminar.id));
  if (closed.size === 0) return content;
  const seminarDates = content.seminarDates.map((date) =>
    closed.has(date.seminarId) && !date.fullyBooked ? { ...date, fullyBooked: true } : date,
  );
  return { ...content, seminarDates };
}

/** Valid, sanitized content, or a ContentError naming every problem. */
export function validateContent(raw: Readonly<Record<string, unknown>>): Content {
  const problems: ContentProblem[] = [];
  const parsed = Object.fromEntries(
    COLLECTION_NAMES.map((name) => [name, parseCollection(name, raw[name], problems)]),
  ) as unknown as Content;
  if (problems.length === 0)
    problems.push(
      ...uniquenessProblems(parsed),
      ...referenceProblems(parsed),
      ...formatProblems(parsed),
      ...trainerAndVenueProblems(parsed),
    );
  if (problems.length > 0) throw new ContentError(problems);
  return closeFullyBookedSeminars(parsed);
}
