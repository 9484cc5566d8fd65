/**
 * The filterable seminar list of the seminars page: radio buttons and a select that
 * filter the cards through CSS (src/pages/finder.ts makes the rules from the facets).
 */
import { formatMonth } from '../i18n/format.ts';
import { LOCALES } from '../i18n/locales.ts';
import { PriceNote } from './Price.tsx';
import { usePage } from './page-context.tsx';
import { SeminarCard, type SeminarCardItem } from './SeminarCard.tsx';

export interface Facets {
  readonly format: string;
  readonly language: string;
  /** Months (YYYY-MM) with a date that can still be booked. */
  readonly months: readonly string[];
}

/** A seminar in the finder: its card, and what the filters see of it. */
export interface FinderEntry {
  readonly card: SeminarCardItem;
  readonly facets: Facets;
}

function RadioGroup({
  name,
  legend,
  options,
  allLabel,
}: {
  name: string;
  legend: string;
  options: ReadonlyArray<readonly [string, string]>;
  allLabel: string;
}) {
  return (
    <fieldset className="finder-group">
      <legend className="font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {[['', allLabel] as const, ...options].map(([value, label]) => (
          <label key={value} className="chip">
            <input type="radio" name={name} value={value} defaultChecked={value === ''} className="chip-input" />
            <span>{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** `entries` in the order shown (by title); `months` the month choices. */
export function SeminarFinder({ entries, months }: { entries: readonly FinderEntry[]; months: readonly string[] }) {
  const { locale, messages } = usePage();
  return (
    <div data-slot="seminar-finder" className="finder">
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for some of the browsers the site supports; the role says the same */}
      <div role="search" className="finder-form card" aria-label={messages.finder.title}>
        <RadioGroup
          name="format"
          legend={messages.finder.format}
          allLabel={messages.finder.all}
          options={Object.entries(messages.seminar.formats)}
        />
        <RadioGroup
          name="language"
          legend={messages.finder.language}
          allLabel={messages.finder.all}
          options={LOCALES.map((language) => [language, messages.seminar.languages[language]] as const)}
        />
        <label className="finder-group">
          <span className="block font-semibold">{messages.finder.month}</span>
          <select name="month" className="select mt-2" defaultValue="">
            <option value="">{messages.finder.allMonths}</option>
            {months.map((month) => (
              <option key={month} value={month}>
                {formatMonth(locale, month)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ul className="finder-results grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
        {entries.map(({ card, facets }, index) => (
          <li key={card.id} data-format={facets.format} data-language={facets.language} data-months={facets.months.join(' ')}>
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
