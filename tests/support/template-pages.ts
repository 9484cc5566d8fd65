/**
 * One page of every template of the shipped content: the first page of each route id in
 * each language, a fully booked date (its waiting list instead of the form), an event that
 * registers with the form, and both 404 pages. The browser tier checks these where a
 * check costs too much for every page (axe in both colour modes, every phone width).
 */

import { dateStatus } from '../../src/content/schedule.ts';
import type { Content } from '../../src/content/types.ts';
import { listPages } from '../../src/generate/page-list.ts';
import { LOCALES, type Locale } from '../../src/i18n/locales.ts';
import { buildPath, pathOf } from '../../src/routes/match.ts';
import { ROUTE_IDS } from '../../src/routes/table.ts';
import { TEST_DAY } from './test-clock.ts';

export interface TemplatePage {
  readonly name: string;
  readonly path: string;
  readonly locale: Locale;
}

/** The page of a date that is fully booked on the suite's day. */
export function fullyBookedPath(content: Content, locale: Locale): string {
  const date = content.seminarDates.find((candidate) => dateStatus(candidate, TEST_DAY) === 'fully-booked');
  const seminar = date && content.seminars.find((candidate) => candidate.id === date.seminarId);
  if (!date || !seminar) throw new Error('the content has no fully booked date, so the waiting list goes unchecked');
  return buildPath('seminarDate', locale, { slug: seminar.slug, dateId: String(date.id) });
}

function formEventPath(content: Content, locale: Locale): string {
  const event = content.events.find((candidate) => candidate.registration === 'form' && candidate.end >= TEST_DAY);
  if (!event) throw new Error('the content has no event that registers with the form, so its page goes unchecked');
  return buildPath('event', locale, { eventId: event.id });
}

export function templatePages(content: Content): TemplatePage[] {
  const pages = listPages(content);
  return [
    ...ROUTE_IDS.flatMap((id) =>
      LOCALES.map((locale) => {
        const page = pages.find((p) => p.id === id && p.locale === locale);
        if (!page) throw new Error(`the content has no ${id} page in ${locale}, so its template goes unchecked`);
        return { name: `${id} (${locale})`, path: pathOf(page), locale };
      }),
    ),
    ...LOCALES.map((locale) => ({ name: `seminarDate, fully booked (${locale})`, path: fullyBookedPath(content, locale), locale })),
    ...LOCALES.map((locale) => ({ name: `event with the form (${locale})`, path: formEventPath(content, locale), locale })),
    { name: 'not found (de)', path: '/gibt-es-nicht', locale: 'de' },
    { name: 'not found (en)', path: '/en/no-such-page', locale: 'en' },
  ];
}
