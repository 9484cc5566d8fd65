/**
 * Rules about seminar dates, judged against a "today" (the build date): what is upcoming,
 * past or fully booked, and how dates group by month (their prices: prices.ts). Pure, so pages
 * and tests share one definition.
 */
import type { SeminarDate, SeminarFormat } from './types.ts';

export type DateStatus = 'past' | 'cancelled' | 'fully-booked' | 'bookable';

/**
 * Whether a date has taken place: its last day is over. From then on its page stays (mails and
 * manage links point to it) but says so, offers no form, and is left out of every list, the
 * finder, the search, the sitemap and structured data; until then (on its days too) it is upcoming.
 */
export const hasTakenPlace = (date: Pick<SeminarDate, 'end'>, today: string) => date.end < today;

/**
 * A date (or an event) is past once it has taken place; cancelled or fully booked only matter
 * before that (cancelled wins; an event is never called off).
 */
export function dateStatus(date: Pick<SeminarDate, 'end' | 'fullyBooked'> & { readonly cancelled?: boolean }, today: string): DateStatus {
  if (hasTakenPlace(date, today)) return 'past';
  if (date.cancelled) return 'cancelled';
  return date.fullyBooked ? 'fully-booked' : 'bookable';
}

/** What lists order and group dates by. */
interface Dated {
  readonly id: number;
  readonly start: string;
}

/** Dates in the order every list shows them: by start, then id. */
export const byStart = (a: Dated, b: Dated) => a.start.localeCompare(b.start) || a.id - b.id;

/** Dates that have not taken place, earliest first. */
export function upcomingDates(dates: readonly SeminarDate[], today: string): SeminarDate[] {
  return dates.filter((date) => !hasTakenPlace(date, today)).sort(byStart);
}

/** The next date a visitor can still book, if any. */
export function nextBookableDate(dates: readonly SeminarDate[], today: string): SeminarDate | undefined {
  return upcomingDates(dates, today).find((date) => dateStatus(date, today) === 'bookable');
}

/** 'YYYY-MM' of a date's start. */
export const monthOf = (date: { start: string }) => date.start.slice(0, 7);

/** Dates grouped by the month they start in, earliest first. */
export function groupByMonth<T extends Dated>(items: readonly T[]): Array<{ month: string; dates: T[] }> {
  const groups = new Map<string, T[]>();
  for (const item of [...items].sort(byStart)) {
    const month = monthOf(item);
    const group = groups.get(month);
    if (group) group.push(item);
    else groups.set(month, [item]);
  }
  return [...groups].map(([month, dates]) => ({ month, dates }));
}

/** Who gets drinks, coffee and lunch: everyone at an in-person seminar, those on site at a hybrid one, nobody at a webinar. */
export function includesCatering(format: SeminarFormat): 'all' | 'onSite' | 'none' {
  return format === 'webinar' ? 'none' : format === 'hybrid' ? 'onSite' : 'all';
}
