/** All seminars with the seminar finder, and all seminar dates grouped by month. */

import { DateEnquiryLink } from '../components/DateEnquiryLink.tsx';
import type { DateItem } from '../components/DateRow.tsx';
import { DateRow, dataAttributes } from '../components/DateRow.tsx';
import { ListSection } from '../components/ListSection.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { PriceNote } from '../components/Price.tsx';
import { usePage } from '../components/page-context.tsx';
import type { FinderEntry } from '../components/SeminarFinder.tsx';
import { FinderForm, SeminarFinder } from '../components/SeminarFinder.tsx';
import { consumerPrices } from '../content/consumer-prices.ts';
import { datesOf } from '../content/content-index.ts';
import { offerPrice } from '../content/prices.ts';
import { groupByMonth, monthOf, upcomingDates } from '../content/schedule.ts';
import { formatMonth } from '../i18n/format.ts';
import { MESSAGES } from '../i18n/messages.ts';
import { SEARCH_TEXTS } from '../i18n/search-texts.ts';
import { NO_SELECTION } from '../routes/finder-params.ts';
import { buildPath } from '../routes/match.ts';
import { cityToken, dateListCss, facetsOf, finderCities, finderCss, finderMonths, ONLINE, orderedCities } from './finder.ts';
import { dateItem, seminarCard } from './listings.ts';
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
  load: ({ route, index, today, stated }) => {
    const prices = consumerPrices(index.content, stated.invoicing, today);
    const text = MESSAGES[route.locale].pages.seminars;
    const entries = index.content.seminars
      .map((seminar) => {
        const card = seminarCard(index, seminar, route.locale, today, prices);
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

/** A date's row, and what the finder sees of it (its `data-*` attributes). */
interface DateEntry {
  readonly item: DateItem;
  readonly filters: Readonly<Record<string, string>>;
}

interface SeminarDatesProps {
  readonly title: string;
  readonly lead: string;
  /** The dates a visitor can book, by month. */
  readonly groups: ReadonlyArray<{ readonly month: string; readonly dates: readonly DateEntry[] }>;
  /** Those fully booked or called off, after them. */
  readonly closed: readonly DateEntry[];
  /** The finder's choices. */
  readonly months: readonly string[];
  readonly cities: readonly string[];
}

/** Every value a month's rows have, per attribute: the month's section goes when none has the value chosen. */
function unionOf(dates: readonly DateEntry[]): Record<string, string> {
  const names = [...new Set(dates.flatMap((date) => Object.keys(date.filters)))];
  return Object.fromEntries(
    names.map((name) => [name, [...new Set(dates.flatMap((date) => (date.filters[name] ?? '').split(' ')))].join(' ')]),
  );
}

function SeminarDatesBody({ props }: { props: SeminarDatesProps }) {
  const { locale, messages, finder } = usePage();
  return (
    <>
      <PageHeader title={props.title} lead={props.lead} />
      <div className="finder">
        <FinderForm months={props.months} cities={props.cities} selection={finder ?? NO_SELECTION} list="seminarDates" />
        {props.groups.length > 0 && <PriceNote className="muted mt-6 mb-6 text-sm" />}
        {props.groups.length === 0 && (
          <>
            <p className="mt-6">{messages.dates.upcomingNone}</p>
            <DateEnquiryLink />
          </>
        )}
        {props.groups.map(({ month, dates }) => (
          <section key={month} aria-labelledby={`month-${month}`} className="mb-10" {...dataAttributes(unionOf(dates))}>
            <h2 id={`month-${month}`} className="text-2xl font-semibold">
              {formatMonth(locale, month)}
            </h2>
            <ul className="date-list mt-3">
              {dates.map((date) => (
                <DateRow key={date.item.id} date={date.item} filters={date.filters} />
              ))}
            </ul>
          </section>
        ))}
        <ListSection id="closed-dates" title={messages.dates.closed} className="mb-10" listClassName="date-list">
          {props.closed.map((date) => (
            <DateRow key={date.item.id} date={date.item} filters={date.filters} />
          ))}
        </ListSection>
      </div>
    </>
  );
}

export const seminarDatesScreen: Screen<'seminarDates', SeminarDatesProps> = {
  load: ({ route, index, today, stated }) => {
    const prices = consumerPrices(index.content, stated.invoicing, today);
    const text = MESSAGES[route.locale].pages.seminarDates;
    const entries = upcomingDates(index.content.seminarDates, today).flatMap((date) => {
      const seminar = index.seminarById.get(date.seminarId);
      if (!seminar) return [];
      const item = dateItem(seminar, date, today, seminar.translations[route.locale].title, prices);
      const filters = {
        format: seminar.format,
        language: date.language,
        months: monthOf(date),
        topic: seminar.topic,
        level: seminar.level,
        cities: cityToken(date.location ?? ONLINE),
      };
      return [{ item, filters, city: date.location ?? ONLINE }];
    });
    // The dates a visitor can book first, by month; those fully booked or called off after them.
    const open = entries.filter(({ item }) => !item.fullyBooked && !item.cancelled);
    const closed = entries.filter(({ item }) => item.fullyBooked || item.cancelled);
    const months = [...new Set(open.map(({ filters }) => filters.months))].sort();
    const byName = orderedCities(
      open.map(({ city }) => city),
      route.locale,
    );
    const groups = groupByMonth(open.map((entry) => ({ ...entry, id: entry.item.id, start: entry.item.start }))).map(
      ({ month, dates }) => ({
        month,
        dates: dates.map(({ item, filters }) => ({ item, filters })),
      }),
    );
    return {
      head: { title: text.title, description: text.description, styles: dateListCss(months, byName) },
      props: {
        title: text.title,
        lead: text.description,
        groups,
        closed: closed.map(({ item, filters }) => ({ item, filters })),
        months,
        cities: byName,
      },
    };
  },
  Body: SeminarDatesBody,
};
