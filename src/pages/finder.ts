/**
 * The seminar finder without JavaScript: radio buttons and a select filter the list
 * through CSS `:has()`; a CSS counter shows how many seminars match; the combinations
 * that match nothing are computed here, at build time, and get a rule that shows the
 * "nothing matches" note. Without `:has()` support every seminar simply stays visible.
 */

import type { Facets, FinderEntry } from '../components/SeminarFinder.tsx';
import { monthOf, upcomingDates } from '../content/schedule.ts';
import { SEMINAR_FORMATS } from '../content/schema.ts';
import type { Seminar, SeminarDate } from '../content/types.ts';
import { LOCALES } from '../i18n/locales.ts';

export function facetsOf(seminar: Seminar, dates: readonly SeminarDate[], today: string): Facets {
  const months = upcomingDates(dates, today)
    .filter((date) => !date.fullyBooked && !date.cancelled)
    .map(monthOf);
  return { format: seminar.format, language: seminar.language, months: [...new Set(months)] };
}

/** The month choices: every month in which some seminar can still be booked, in order. */
export function finderMonths(entries: readonly FinderEntry[]): string[] {
  return [...new Set(entries.flatMap((entry) => entry.facets.months))].sort();
}

/** A chosen filter value; '' means "all". */
export interface Selection {
  readonly format: string;
  readonly language: string;
  readonly month: string;
}

export function matches(facets: Facets, selection: Selection): boolean {
  return (
    (selection.format === '' || facets.format === selection.format) &&
    (selection.language === '' || facets.language === selection.language) &&
    (selection.month === '' || facets.months.includes(selection.month))
  );
}

const checked = (name: string, value: string) => `:has([name="${name}"][value="${value}"]:checked)`;
const monthChosen = (month: string) => `:has(option[value="${month}"]:checked)`;

export function finderCss(all: readonly Facets[], months: readonly string[]): string {
  const rules: string[] = [];
  for (const format of SEMINAR_FORMATS) rules.push(`.finder${checked('format', format)} [data-format]:not([data-format="${format}"])`);
  for (const language of LOCALES) rules.push(`.finder${checked('language', language)} [data-language]:not([data-language="${language}"])`);
  for (const month of months) rules.push(`.finder${monthChosen(month)} [data-months]:not([data-months~="${month}"])`);
  const hide = `${rules.join(',\n')}{display:none}`;

  const empty: string[] = [];
  for (const format of ['', ...SEMINAR_FORMATS]) {
    for (const language of ['', ...LOCALES]) {
      for (const month of ['', ...months]) {
        if (all.some((facets) => matches(facets, { format, language, month }))) continue;
        empty.push(`.finder${checked('format', format)}${checked('language', language)}${monthChosen(month)} .finder-empty`);
      }
    }
  }
  return empty.length ? `${hide}\n${empty.join(',\n')}{display:block}` : hide;
}
