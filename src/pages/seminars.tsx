/** All seminars with the seminar finder, and all seminar dates grouped by month. */

import type { DateItem } from '../components/DateRow.tsx';
import { DateRow } from '../components/DateRow.tsx';
import { ListSection } from '../components/ListSection.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { PriceNote } from '../components/Price.tsx';
import { usePage } from '../components/page-context.tsx';
import type { FinderEntry } from '../components/SeminarFinder.tsx';
import { SeminarFinder } from '../components/SeminarFinder.tsx';
import { datesOf } from '../content/content-index.ts';
import { offerPrice } from '../content/prices.ts';
import { groupByMonth, upcomingDates } from '../content/schedule.ts';
import { formatMonth } from '../i18n/format.ts';
import { MESSAGES } from '../i18n/messages.ts';
import { SEARCH_TEXTS } from '../i18n/search-texts.ts';
import { buildPath } from '../routes/match.ts';
import { facetsOf, finderCities, finderCss, finderMonths } from './finder.ts';
import { datesWithTitles, seminarCard } from './listings.ts';
import type { Screen } from './types.ts';

interface SeminarsProps {
  readonly title: string;
  readonly lead: string;
  /** By title, in the page's language. */
  readonly entries: readonly FinderEntry[];
  readonly months: readonly string[];
  readonly cities: readonly string[];
}

export const seminarsScreen: Screen<'seminars', SeminarsProps> = {
  load: ({ route, index, today }) => {
    const text = MESSAGES[route.locale].pages.seminars;
    const entries = index.content.seminars
      .map((seminar) => {
        const card = seminarCard(index, seminar, route.locale, today);
        return { card, facets: facetsOf(seminar, datesOf(index, seminar.id), today), sortPrice: card.offer && offerPrice(card.offer) };
      })
      .sort((a, b) => a.card.title.localeCompare(b.card.title, route.locale));
    const months = finderMonths(entries);
    const cities = finderCities(entries, route.locale);
    return {
      head: {
        title: text.title,
        description: text.description,
        styles: finderCss(entries, months, cities),
      },
      props: { title: text.title, lead: text.description, entries, months, cities },
    };
  },
  Body: SeminarsBody,
};

/** The seminar list; searched from the header without JavaScript, it says for what and offers the whole list again. */
function SeminarsBody({ props }: { props: SeminarsProps }) {
  const { locale, messages, search } = usePage();
  if (!search) {
    return (
      <>
        <PageHeader title={props.title} lead={props.lead} />
        <SeminarFinder entries={props.entries} months={props.months} cities={props.cities} />
      </>
    );
  }
  const text = messages.search;
  const lead = search.found === 0 ? text.none.replace('{query}', search.query) : undefined;
  // The seminars found, best match first (the list without words is by title).
  const rank = (id: number) => search.ranking.indexOf(id);
  const entries = search.found > 0 ? [...props.entries].sort((a, b) => rank(a.card.id) - rank(b.card.id)) : props.entries;
  return (
    <>
      <PageHeader title={text.results.replace('{query}', search.query)} lead={lead} />
      {search.found > 0 && (
        <p className="-mt-4 mb-6">
          <a href={buildPath('seminars', locale, {})}>{text.all}</a>
        </p>
      )}
      {search.pages.length > 0 && (
        <section aria-labelledby="found-pages-heading" id="found-pages" className="mb-10 max-w-3xl">
          <h2 id="found-pages-heading" className="text-2xl font-semibold">
            {text.pages}
          </h2>
          <ul className="mt-3 flex flex-col gap-2">
            {search.pages.map((page) => (
              <li key={page.href}>
                <a href={page.href}>{page.title}</a>
                <span className="muted text-sm">{` · ${SEARCH_TEXTS[locale].kinds[page.kind]}`}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <SeminarFinder entries={entries} months={props.months} cities={props.cities} />
    </>
  );
}

interface SeminarDatesProps {
  readonly title: string;
  readonly lead: string;
  /** The dates a visitor can book, by month. */
  readonly groups: ReadonlyArray<{ readonly month: string; readonly dates: readonly DateItem[] }>;
  /** Those fully booked or called off, after them. */
  readonly closed: readonly DateItem[];
}

function SeminarDatesBody({ props }: { props: SeminarDatesProps }) {
  const { locale, messages } = usePage();
  return (
    <>
      <PageHeader title={props.title} lead={props.lead} />
      {props.groups.length > 0 && <PriceNote className="muted -mt-4 mb-6 text-sm" />}
      {props.groups.length === 0 && <p>{messages.dates.upcomingNone}</p>}
      {props.groups.map(({ month, dates }) => (
        <section key={month} aria-labelledby={`month-${month}`} className="mb-10">
          <h2 id={`month-${month}`} className="text-2xl font-semibold">
            {formatMonth(locale, month)}
          </h2>
          <ul className="date-list mt-3">
            {dates.map((date) => (
              <DateRow key={date.id} date={date} />
            ))}
          </ul>
        </section>
      ))}
      <ListSection id="closed-dates" title={messages.dates.closed} className="mb-10" listClassName="date-list">
        {props.closed.map((date) => (
          <DateRow key={date.id} date={date} />
        ))}
      </ListSection>
    </>
  );
}

export const seminarDatesScreen: Screen<'seminarDates', SeminarDatesProps> = {
  load: ({ route, index, today }) => {
    const text = MESSAGES[route.locale].pages.seminarDates;
    const dates = datesWithTitles(index, upcomingDates(index.content.seminarDates, today), route.locale, today);
    // The dates a visitor can book first, by month; those fully booked or called off after them.
    const open = dates.filter((date) => !date.fullyBooked && !date.cancelled);
    const closed = dates.filter((date) => date.fullyBooked || date.cancelled);
    return {
      head: { title: text.title, description: text.description },
      props: { title: text.title, lead: text.description, groups: groupByMonth(open), closed },
    };
  },
  Body: SeminarDatesBody,
};
