/**
 * The seminar finder without JavaScript: radio buttons and selects filter the list through
 * CSS `:has()` (format, language, month, topic, level, city) and order it (next date, price,
 * title); a CSS counter shows how many seminars match. The combinations of format, language
 * and month that match nothing are computed here, at build time, and get a rule that shows
 * the "nothing matches" note. The filters are a GET form on the list's own address, so a
 * choice can be sent, shared and opened again: the server draws the list with it chosen
 * (src/server/edge/seminar-search-route.ts). Without `:has()` support every seminar stays visible.
 */

import type { Facets, FinderEntry } from '../components/SeminarFinder.tsx';
import { monthOf, upcomingDates } from '../content/schedule.ts';
import { SEMINAR_FORMATS } from '../content/schema.ts';
import { SEMINAR_LEVELS, SEMINAR_TOPICS } from '../content/seminar-kinds.ts';
import type { Seminar, SeminarDate } from '../content/types.ts';
import { LOCALES } from '../i18n/locales.ts';
import type { FinderSelection } from '../routes/finder-params.ts';

/** The city a date is held in as the finder names it; 'online' for an online date. */
export const ONLINE = 'online';

export function facetsOf(seminar: Seminar, dates: readonly SeminarDate[], today: string): Facets {
  const bookable = upcomingDates(dates, today).filter((date) => !date.fullyBooked && !date.cancelled);
  const cities = bookable.map((date) => date.location ?? ONLINE);
  return {
    format: seminar.format,
    language: seminar.language,
    months: [...new Set(bookable.map(monthOf))],
    topic: seminar.topic,
    level: seminar.level,
    cities: [...new Set(cities)],
  };
}

/** The month choices: every month in which some seminar can still be booked, in order. */
export function finderMonths(entries: readonly FinderEntry[]): string[] {
  return [...new Set(entries.flatMap((entry) => entry.facets.months))].sort();
}

/** Cities as the city choices list them: once each, by name, then online. */
export function orderedCities(all: Iterable<string>, locale: string): string[] {
  const cities = new Set(all);
  const named = [...cities].filter((city) => city !== ONLINE).sort((a, b) => a.localeCompare(b, locale));
  return cities.has(ONLINE) ? [...named, ONLINE] : named;
}

/** The city choices: every city with a date of a seminar that can still be booked. */
export const finderCities = (entries: readonly FinderEntry[], locale: string): string[] =>
  orderedCities(
    entries.flatMap((entry) => entry.facets.cities),
    locale,
  );

/** Whether a seminar shows for a selection ('' in a field means "all"). */
export function matches(facets: Facets, selection: Omit<FinderSelection, 'sort'>): boolean {
  return (
    (selection.format === '' || facets.format === selection.format) &&
    (selection.language === '' || facets.language === selection.language) &&
    (selection.month === '' || facets.months.includes(selection.month)) &&
    (selection.topic === '' || facets.topic === selection.topic) &&
    (selection.level === '' || facets.level === selection.level) &&
    (selection.city === '' || facets.cities.includes(selection.city))
  );
}

const checked = (name: string, value: string) => `:has([name="${name}"][value="${value}"]:checked)`;
const chosen = (name: string, value: string) => `:has([name="${name}"] option[value="${value}"]:checked)`;

/**
 * The rules that hide what a choice leaves out: a card or a date's row (one value each) and a
 * month's section of the dates page (every value its rows have, so a month none of whose rows
 * has the chosen value goes with them).
 */
function hideRules(months: readonly string[], cities: readonly string[]): string[] {
  return [
    ...SEMINAR_FORMATS.map((format) => `.finder${checked('format', format)} [data-format]:not([data-format~="${format}"])`),
    ...LOCALES.map((language) => `.finder${checked('language', language)} [data-language]:not([data-language~="${language}"])`),
    ...months.map((month) => `.finder${chosen('month', month)} [data-months]:not([data-months~="${month}"])`),
    ...SEMINAR_TOPICS.map((topic) => `.finder${chosen('topic', topic)} [data-topic]:not([data-topic~="${topic}"])`),
    ...SEMINAR_LEVELS.map((level) => `.finder${checked('level', level)} [data-level]:not([data-level~="${level}"])`),
    ...cities.map((city) => `.finder${chosen('city', city)} [data-cities]:not([data-cities~="${cityToken(city)}"])`),
  ];
}

/** A city as one token of a space-separated attribute ('Frankfurt am Main' -> 'Frankfurt_am_Main'). */
export const cityToken = (city: string) => city.replaceAll(' ', '_');

/** The order of each seminar when sorted by its next date, and by its price (by title is the list's own order). */
function sortRules(entries: readonly FinderEntry[]): string[] {
  const place = (key: (entry: FinderEntry) => string | number) =>
    [...entries].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)).map((entry) => entry.card.id);
  const byNext = place((entry) => entry.card.nextDate?.start ?? '9999');
  const byPrice = place((entry) => entry.sortPrice ?? Number.MAX_SAFE_INTEGER);
  return [
    ...byNext.map((id, position) => `.finder${checked('sort', 'next')} [data-id="${id}"]{order:${position}}`),
    ...byPrice.map((id, position) => `.finder${checked('sort', 'price')} [data-id="${id}"]{order:${position}}`),
  ];
}

/** The dates page's rules: its rows and months hidden as the same choices leave them out (it sorts by date). */
export const dateListCss = (months: readonly string[], cities: readonly string[]) =>
  `${hideRules(months, cities).join(',\n')}{display:none}`;

export function finderCss(entries: readonly FinderEntry[], months: readonly string[], cities: readonly string[]): string {
  const all = entries.map((entry) => entry.facets);
  const hide = `${hideRules(months, cities).join(',\n')}{display:none}`;
  // The note shows for the format, language and month chosen together that match nothing, while topic, level and city are open.
  const open = `${chosen('topic', '')}${checked('level', '')}${chosen('city', '')}`;
  const empty: string[] = [];
  for (const format of ['', ...SEMINAR_FORMATS]) {
    for (const language of ['', ...LOCALES]) {
      for (const month of ['', ...months]) {
        const selection = { format, language, month, topic: '', level: '', city: '' };
        if (all.some((facets) => matches(facets, selection))) continue;
        empty.push(`.finder${checked('format', format)}${checked('language', language)}${chosen('month', month)}${open} .finder-empty`);
      }
    }
  }
  const note = empty.length ? `\n${empty.join(',\n')}{display:block}` : '';
  return `${hide}${note}\n${sortRules(entries).join('\n')}`;
}
