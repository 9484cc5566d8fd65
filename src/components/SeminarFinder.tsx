/**
 * The filterable seminar list of the seminars page: radio buttons and a select that
 * filter the cards through CSS (src/pages/finder.ts makes the rules from the facets).
 */
import { formatMonth, placeName } from '../i18n/format.ts';
import { LOCALES } from '../i18n/locales.ts';
import { type FinderSelection, NO_SELECTION } from '../routes/finder-params.ts';
import { buildPath } from '../routes/match.ts';
import { PriceNote } from './Price.tsx';
import { usePage } from './page-context.tsx';
import { SeminarCard, type SeminarCardItem } from './SeminarCard.tsx';

export interface Facets {
  readonly format: string;
  readonly language: string;
  /** Months (YYYY-MM) with a date that can still be booked. */
  readonly months: readonly string[];
  readonly topic: string;
  readonly level: string;
  /** The cities of its dates that can still be booked, 'online' for those online. */
  readonly cities: readonly string[];
}

/** A seminar in the finder: its card, what the filters see of it, and its price now for sorting (null while none can be booked). */
export interface FinderEntry {
  readonly card: SeminarCardItem;
  readonly facets: Facets;
  readonly sortPrice: number | null;
}

function RadioGroup({
  name,
  legend,
  options,
  allLabel,
  chosen,
}: {
  name: string;
  legend: string;
  options: ReadonlyArray<readonly [string, string]>;
  allLabel: string;
  chosen: string;
}) {
  return (
    <fieldset className="finder-group">
      <legend className="font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {[['', allLabel] as const, ...options].map(([value, label]) => (
          <label key={value} className="chip">
            <input type="radio" name={name} value={value} defaultChecked={value === chosen} className="chip-input" />
            <span>{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Select({
  name,
  label,
  options,
  chosen,
}: {
  name: string;
  label: string;
  options: ReadonlyArray<readonly [string, string]>;
  chosen: string;
}) {
  return (
    <label className="finder-group">
      <span className="block font-semibold">{label}</span>
      <select name={name} className="select mt-2" defaultValue={chosen}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

interface FinderProps {
  /** In the order shown without sorting (by title, or a search's best match first). */
  readonly entries: readonly FinderEntry[];
  readonly months: readonly string[];
  readonly cities: readonly string[];
}

/**
 * The filters: a GET form on the list's own address (the seminars', or the dates' without
 * sorting), so a choice can be sent and shared (chosen as `selection` says).
 */
export function FinderForm({
  months,
  cities,
  selection,
  list = 'seminars',
}: Omit<FinderProps, 'entries'> & { selection: FinderSelection; list?: 'seminars' | 'seminarDates' }) {
  const { locale, messages } = usePage();
  const words = messages.finder;
  return (
    <form method="get" action={buildPath(list, locale, {})} className="finder-form card" aria-label={words.title}>
      <RadioGroup
        name="format"
        legend={words.format}
        allLabel={words.all}
        options={Object.entries(messages.seminar.formats)}
        chosen={selection.format}
      />
      <RadioGroup
        name="language"
        legend={words.language}
        allLabel={words.all}
        options={LOCALES.map((language) => [language, messages.seminar.languages[language]] as const)}
        chosen={selection.language}
      />
      <RadioGroup name="level" legend={words.level} allLabel={words.all} options={Object.entries(words.levels)} chosen={selection.level} />
      <Select
        name="topic"
        label={words.topic}
        options={[['', words.allTopics], ...Object.entries(words.topics)]}
        chosen={selection.topic}
      />
      <Select
        name="city"
        label={words.city}
        options={[
          ['', words.allCities],
          ...cities.map((city) => [city, city === 'online' ? messages.seminar.online : placeName(locale, city)] as const),
        ]}
        chosen={selection.city}
      />
      <Select
        name="month"
        label={words.month}
        options={[['', words.allMonths], ...months.map((month) => [month, formatMonth(locale, month)] as const)]}
        chosen={selection.month}
      />
      {list === 'seminars' && (
        <RadioGroup
          name="sort"
          legend={words.sort}
          allLabel={words.sorts.title}
          options={[
            ['next', words.sorts.next],
            ['price', words.sorts.price],
          ]}
          chosen={selection.sort}
        />
      )}
      <p className="finder-submit">
        <button type="submit" className="btn btn-secondary">
          {words.show}
        </button>
      </p>
    </form>
  );
}

export function SeminarFinder({ entries, months, cities }: FinderProps) {
  const { messages, finder } = usePage();
  return (
    <div data-slot="seminar-finder" className="finder">
      <FinderForm months={months} cities={cities} selection={finder ?? NO_SELECTION} />
      <ul className="finder-results grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
        {entries.map(({ card, facets }, index) => (
          <li
            key={card.id}
            data-id={card.id}
            data-format={facets.format}
            data-language={facets.language}
            data-months={facets.months.join(' ')}
            data-topic={facets.topic}
            data-level={facets.level}
            data-cities={facets.cities.map((city) => city.replaceAll(' ', '_')).join(' ')}
          >
            {/* The first card is in view on a phone, below the filters: its image is the page's largest paint. */}
            <SeminarCard seminar={card} priority={index === 0} />
          </li>
        ))}
      </ul>
      <p className="finder-count" role="status">
        {`${messages.finder.results} `}
        <span className="finder-count-value" />
      </p>
      <p className="finder-empty">{messages.finder.none}</p>
      <PriceNote className="muted mt-4 text-sm" />
    </div>
  );
}
