/**
 * The content indexed once per content (by id, slug and key; seminar -> its dates in
 * order; training path -> its seminars in order; trainer -> the dates they teach), so that a page finds what it shows
 * without scanning every item: the cost of a page stays the same however large the
 * site grows. Built on first use and kept for as long as the content object lives.
 */
import { memoized } from '../i18n/memo.ts';
import { eventBooking } from './event-bookings.ts';
import { byStart } from './schedule.ts';
import type {
  AcademyEvent,
  BookedCourse,
  Content,
  Download,
  Job,
  Seminar,
  SeminarDate,
  SitePage,
  SitePageKey,
  Trainer,
  TrainingPath,
  Venue,
} from './types.ts';

export interface ContentIndex {
  readonly content: Content;
  readonly seminarById: ReadonlyMap<number, Seminar>;
  readonly seminarBySlug: ReadonlyMap<string, Seminar>;
  readonly dateById: ReadonlyMap<number, SeminarDate>;
  /** A seminar's dates, earliest first. */
  readonly datesBySeminar: ReadonlyMap<number, readonly SeminarDate[]>;
  readonly trainingPathBySlug: ReadonlyMap<string, TrainingPath>;
  /** The seminars of a training path, in the order of their steps. */
  readonly seminarsByTrainingPath: ReadonlyMap<string, readonly Seminar[]>;
  readonly eventById: ReadonlyMap<string, AcademyEvent>;
  /** The events that register with the form, by the date id their registrations carry. */
  readonly eventByDateId: ReadonlyMap<number, AcademyEvent>;
  /** Every date registrations can name: the seminars' dates, then those of the events that register with the form. */
  readonly bookableDates: readonly SeminarDate[];
  /** The events a seminar relates to (the event names the seminar), in content order. */
  readonly eventsBySeminar: ReadonlyMap<number, readonly AcademyEvent[]>;
  readonly jobBySlug: ReadonlyMap<string, Job>;
  readonly downloadById: ReadonlyMap<string, Download>;
  readonly downloadByHiddenPage: ReadonlyMap<string, Download>;
  /** A seminar's public downloads (those with an /x/{id} page; the hidden pages stay unlinked). */
  readonly publicDownloadsBySeminar: ReadonlyMap<number, readonly Download[]>;
  readonly sitePageByKey: ReadonlyMap<SitePageKey, SitePage>;
  readonly trainerById: ReadonlyMap<string, Trainer>;
  /** The dates a trainer teaches (teachingTrainerIds), earliest first. */
  readonly datesByTrainer: ReadonlyMap<string, readonly SeminarDate[]>;
  readonly venueById: ReadonlyMap<string, Venue>;
}

/** Who teaches a date: the trainers it names, else its seminar's. */
export const teachingTrainerIds = (date: SeminarDate, seminar: Pick<Seminar, 'trainerIds'> | undefined): readonly string[] =>
  date.trainerIds.length > 0 ? date.trainerIds : (seminar?.trainerIds ?? []);

/** The trainers of `ids`, in that order (an id of no trainer left out). */
export const trainersOf = (index: ContentIndex, ids: readonly string[]): Trainer[] => ids.flatMap((id) => index.trainerById.get(id) ?? []);

/** Where a date takes place: its venue, none online (or for an id of no venue). */
export const venueOf = (index: ContentIndex, venueId: string | null): Venue | undefined =>
  venueId === null ? undefined : index.venueById.get(venueId);

function groupBy<K, T>(items: readonly T[], key: (item: T) => K | null): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const value = key(item);
    if (value === null) continue;
    const group = groups.get(value);
    if (group) group.push(item);
    else groups.set(value, [item]);
  }
  return groups;
}

/** Each item under every key it names (an item naming a key twice is listed once). */
function groupByEach<K, T>(items: readonly T[], keys: (item: T) => readonly K[]): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    for (const key of new Set(keys(item))) {
      const group = groups.get(key);
      if (group) group.push(item);
      else groups.set(key, [item]);
    }
  }
  return groups;
}

function build(content: Content): ContentIndex {
  const datesBySeminar = groupBy(content.seminarDates, (date) => date.seminarId);
  for (const dates of datesBySeminar.values()) dates.sort(byStart);
  const seminarsByTrainingPath = groupBy(content.seminars, (seminar) => seminar.trainingPath);
  for (const seminars of seminarsByTrainingPath.values())
    seminars.sort((a, b) => (a.trainingPathPosition ?? 0) - (b.trainingPathPosition ?? 0));
  const seminarById = new Map(content.seminars.map((seminar) => [seminar.id, seminar]));
  const datesByTrainer = groupByEach(content.seminarDates, (date) => teachingTrainerIds(date, seminarById.get(date.seminarId)));
  for (const dates of datesByTrainer.values()) dates.sort(byStart);
  return {
    content,
    seminarById,
    seminarBySlug: new Map(content.seminars.map((seminar) => [seminar.slug, seminar])),
    dateById: new Map(content.seminarDates.map((date) => [date.id, date])),
    datesBySeminar,
    trainingPathBySlug: new Map(content.trainingPaths.map((path) => [path.slug, path])),
    seminarsByTrainingPath,
    eventById: new Map(content.events.map((event) => [event.id, event])),
    eventByDateId: new Map(content.events.flatMap((event) => (event.dateId === null ? [] : [[event.dateId, event] as const]))),
    bookableDates: [...content.seminarDates, ...content.events.flatMap((event) => eventBooking(event)?.date ?? [])],
    eventsBySeminar: groupByEach(content.events, (event) => event.seminarIds),
    jobBySlug: new Map(content.jobs.map((job) => [job.slug, job])),
    downloadById: new Map(content.downloads.map((download) => [download.id, download])),
    downloadByHiddenPage: new Map(
      content.downloads.flatMap((download) => (download.hiddenPage === null ? [] : [[download.hiddenPage, download] as const])),
    ),
    publicDownloadsBySeminar: groupBy(content.downloads, (download) => (download.hiddenPage === null ? download.seminarId : null)),
    sitePageByKey: new Map(content.sitePages.map((page) => [page.key, page])),
    trainerById: new Map(content.trainers.map((trainer) => [trainer.id, trainer])),
    datesByTrainer,
    venueById: new Map(content.venues.map((venue) => [venue.id, venue])),
  };
}

const indexes = new WeakMap<Content, ContentIndex>();

/** The index of a content, built once. */
export function indexContent(content: Content): ContentIndex {
  return memoized(indexes, content, () => build(content));
}

/** A seminar's dates, earliest first (none for an unknown seminar). */
export function datesOf(index: ContentIndex, seminarId: number): readonly SeminarDate[] {
  return index.datesBySeminar.get(seminarId) ?? [];
}

/** A seminar's date by its id, with its seminar (a date whose seminar is gone counts as missing). */
export function findSeminarDate(content: Content, dateId: number): { seminar: Seminar; date: SeminarDate } | undefined {
  const index = indexContent(content);
  const date = index.dateById.get(dateId);
  const seminar = date && index.seminarById.get(date.seminarId);
  return date && seminar ? { seminar, date } : undefined;
}

/** A date registrations can name, by its id: a seminar's with its seminar, or an event's that registers with the form (event-bookings.ts). */
export function findDate(content: Content, dateId: number): { seminar: BookedCourse; date: SeminarDate } | undefined {
  const found = findSeminarDate(content, dateId);
  if (found) return found;
  const event = indexContent(content).eventByDateId.get(dateId);
  return event && eventBooking(event);
}

/** The dates one can book instead of `dateId`, itself included: its seminar's dates, or an event's own (none for an unknown id). */
export function bookableAlongside(content: Content, dateId: number): readonly SeminarDate[] {
  const found = findDate(content, dateId);
  if (!found) return [];
  return found.seminar.event ? [found.date] : datesOf(indexContent(content), found.seminar.id);
}
