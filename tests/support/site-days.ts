/**
 * The days the site tier checks the built site on besides the suite's own (test-clock.ts), each
 * read from the shipped content so that they keep their meaning when the content changes: a
 * day on which a date of several days is running, the day after the first date ends, and
 * the day after every date has ended. The site for each is built by site-days-setup.ts into
 * its own folder under `.build/site-days/`.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { addDays } from '../../src/content/calendar.ts';
import { TEST_DAY } from './test-clock.ts';

interface DateSpan {
  readonly start: string;
  readonly end: string;
}

export interface SiteDay {
  readonly name: string;
  readonly day: string;
}

const ROOT = resolve(import.meta.dirname, '../..');

/** The days, from the dates of a content (those after the suite's day). */
export function siteDaysOf(dates: readonly DateSpan[], from: string = TEST_DAY): SiteDay[] {
  const ahead = dates.filter((date) => date.start > from);
  const byEnd = [...ahead].sort((a, b) => a.end.localeCompare(b.end));
  const running = [...ahead].filter((date) => date.end > date.start).sort((a, b) => a.start.localeCompare(b.start))[0];
  const first = byEnd[0];
  const last = byEnd.at(-1);
  if (!running || !first || !last) throw new Error('the content has no dates ahead of the suite’s day to check the site on');
  return [
    { name: 'a date running', day: addDays(running.start, 1) },
    { name: 'the day after a date', day: addDays(first.end, 1) },
    { name: 'every date past', day: addDays(last.end, 1) },
  ];
}

/** The shipped content's days. */
export const SITE_DAYS: readonly SiteDay[] = siteDaysOf(
  JSON.parse(readFileSync(join(ROOT, 'content-cache/seminar-dates.json'), 'utf8')) as DateSpan[],
);

/** Where the site of a day is built. */
export const siteDayDir = (day: string) => join(ROOT, '.build/site-days', day, 'dist');
