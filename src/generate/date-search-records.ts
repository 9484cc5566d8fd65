/**
 * The site search's records of seminar dates. A date's page repeats its seminar's text (which
 * the seminar's own page brings to the index) around a registration form, so the search
 * learns a date from its facts instead of its HTML: its title, when and where, format and
 * language, under the address of the date's page, in both languages. At 100 times the shipped
 * content that is 10,000 of 13,000 pages the index need not read (about half its time and memory).
 */
import { hasTakenPlace } from '../content/schedule.ts';
import type { Content } from '../content/types.ts';
import { formatDateRange } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';
import { MESSAGES } from '../i18n/messages.ts';
import { wherePlace } from '../i18n/where-place.ts';
import { dateTitle } from '../pages/date-texts.ts';
import { pathOf, type ResolvedRoute } from '../routes/match.ts';
import { listPages } from './page-list.ts';

/** A page the search knows from a record (Pagefind's custom record), in the meta the results show (src/browser/search/search-results.ts). */
export interface SearchRecord {
  /** The page's language, which picks the index the record goes into. */
  readonly locale: Locale;
  readonly url: string;
  readonly content: string;
  readonly meta: { readonly kind: 'date'; readonly title: string; readonly date: string; readonly place: string };
}

const isDatePage = (route: ResolvedRoute): route is ResolvedRoute<'seminarDate'> => route.id === 'seminarDate';

/** A record for each page of a date that has not taken place, in its language (the page list's dates). */
export function dateSearchRecords(content: Content, today: string): SearchRecord[] {
  const seminars = new Map(content.seminars.map((seminar) => [seminar.slug, seminar]));
  const dates = new Map(content.seminarDates.map((date) => [String(date.id), date]));
  return listPages(content)
    .filter(isDatePage)
    .flatMap((route) => {
      const { locale, params } = route;
      const seminar = seminars.get(params.slug);
      const date = dates.get(params.dateId);
      if (!seminar || !date || hasTakenPlace(date, today)) return [];
      const messages = MESSAGES[locale].seminar;
      const title = dateTitle(locale, seminar.translations[locale].title, date);
      const when = formatDateRange(locale, date.start, date.end);
      const where = wherePlace(locale, date.location);
      // The title says when already.
      const facts = [title, where, messages.formats[seminar.format], messages.languages[date.language]];
      return [{ locale, url: pathOf(route), content: `${facts.join('. ')}.`, meta: { kind: 'date', title, date: when, place: where } }];
    });
}
