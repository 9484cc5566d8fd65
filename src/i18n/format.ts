/**
 * Dates and prices for display, through Intl in the page's locale (de-DE, en-US).
 * Content dates are calendar dates (YYYY-MM-DD) and are formatted in UTC so that the
 * build machine's time zone never shifts a day.
 */
import { LOCALE_INFO, type Locale } from './locales.ts';
import { boundedCache, memoized } from './memo.ts';

/** Intl formatters are costly to construct and pages format hundreds of values: one per locale and options. */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules>();

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d:${locale}:${JSON.stringify(options)}`;
  return memoized(
    formatters,
    key,
    () => new Intl.DateTimeFormat(LOCALE_INFO[locale].tag, { ...options, timeZone: 'UTC' }),
  ) as Intl.DateTimeFormat;
}

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n:${locale}:${JSON.stringify(options)}`;
  return memoized(formatters, key, () => new Intl.NumberFormat(LOCALE_INFO[locale].tag, options)) as Intl.NumberFormat;
}

/**
 * Formatting itself (ICU) is slow next to drawing a page, while a site shows the same few
 * hundred dates and prices on thousands of pages: formatted values are remembered, by
 * kind, locale and input ("range|de|2027-03-03|2027-03-05"). Only values of the content
 * are remembered (never what a visitor sent, such as addresses), and never more than
 * MAX_REMEMBERED_VALUES of them, so a long-running server holds no growing list.
 */
export const MAX_REMEMBERED_VALUES = 20_000;
const formattedValues = boundedCache<string, string>(MAX_REMEMBERED_VALUES);

const remembered = (key: string, format: () => string): string => memoized(formattedValues, key, format);

/** @public How many formatted values are remembered now (for the test that they stay bounded). */
export const rememberedValueCount = (): number => formattedValues.size;

function utcDate(isoDate: string): Date {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new Error(`not a calendar date: ${JSON.stringify(isoDate)}`);
  return date;
}

export function formatDate(locale: Locale, isoDate: string): string {
  return remembered(`date|${locale}|${isoDate}`, () => dateFormat(locale, { dateStyle: 'long' }).format(utcDate(isoDate)));
}

/** '3.–5. März 2027' / 'March 3 – 5, 2027'; a single date when start equals end. */
export function formatDateRange(locale: Locale, start: string, end: string): string {
  if (start === end) return formatDate(locale, start);
  return remembered(`range|${locale}|${start}|${end}`, () =>
    dateFormat(locale, { dateStyle: 'long' }).formatRange(utcDate(start), utcDate(end)),
  );
}

export function formatPrice(locale: Locale, amountEur: number): string {
  return remembered(`price|${locale}|${amountEur}`, () => numberFormat(locale, { style: 'currency', currency: 'EUR' }).format(amountEur));
}

/** A rating to one decimal: '4,6' / '4.6'. */
export function formatRating(locale: Locale, value: number): string {
  return remembered(`rating|${locale}|${value}`, () =>
    numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value),
  );
}

/** 'Januar 2027' / 'January 2027' for a YYYY-MM month key. */
export function formatMonth(locale: Locale, month: string): string {
  return remembered(`month|${locale}|${month}`, () =>
    dateFormat(locale, { month: 'long', year: 'numeric' }).format(utcDate(`${month}-01`)),
  );
}

/** Picks the plural form of a message ({ one, other }) for n, by the locale's rules. */
export function plural(locale: Locale, forms: { readonly one: string; readonly other: string }, n: number): string {
  const rules = memoized(formatters, `p:${locale}`, () => new Intl.PluralRules(LOCALE_INFO[locale].tag)) as Intl.PluralRules;
  const form = rules.select(n) === 'one' ? forms.one : forms.other;
  return form.replace('{n}', numberFormat(locale, {}).format(n));
}

/**
 * plural(), remembered: for pages, which show the same few counts (a seminar's days) on
 * thousands of pages, and an Intl.PluralRules costs more to make than a page's other
 * formatting. The form island keeps plural() itself, which keeps its bundle as it is.
 */
export function cachedPlural(locale: Locale, forms: { readonly one: string; readonly other: string }, n: number): string {
  return remembered(`plural|${locale}|${forms.one}|${forms.other}|${n}`, () => plural(locale, forms, n));
}

/** A course's length: "Ein halber Tag" / "Half a day" for 0.5, else its whole days ("3 Tage"). */
export function durationText(
  locale: Locale,
  texts: { readonly days: { readonly one: string; readonly other: string }; readonly halfDay: string },
  days: number,
): string {
  return days === 0.5 ? texts.halfDay : cachedPlural(locale, texts.days, days);
}

/** Cities whose English name differs from the German one the CMS holds. */
const ENGLISH_PLACE_NAMES: Readonly<Record<string, string>> = {
  München: 'Munich',
  Köln: 'Cologne',
  Wien: 'Vienna',
  Zürich: 'Zurich',
  Nürnberg: 'Nuremberg',
  Genf: 'Geneva',
};

export function placeName(locale: Locale, city: string): string {
  return locale === 'en' ? (ENGLISH_PLACE_NAMES[city] ?? city) : city;
}

/** A country's name in the page's language, e.g. 'AT' -> 'Österreich' / 'Austria'. */
export function countryName(locale: Locale, code: string): string {
  return remembered(
    `country|${locale}|${code}`,
    () => new Intl.DisplayNames([LOCALE_INFO[locale].tag], { type: 'region' }).of(code) ?? code,
  );
}

/**
 * 'Deutschland, Österreich und Schweiz' / 'Germany, Austria, and Switzerland'. Not
 * remembered: lists hold what visitors sent (the addresses a thank-you names).
 */
export function formatList(locale: Locale, items: readonly string[]): string {
  return listFormat(locale).format(items);
}

const listFormats = new Map<Locale, Intl.ListFormat>();
const listFormat = (locale: Locale) =>
  memoized(listFormats, locale, () => new Intl.ListFormat(LOCALE_INFO[locale].tag, { style: 'long', type: 'conjunction' }));

const BERLIN_TIMES = new Map<Locale, Intl.DateTimeFormat>();

/** A moment as a German clock shows it: '28. November 2026 um 11:00' / 'November 28, 2026 at 11:00 AM'. */
export function formatBerlinTime(locale: Locale, ms: number): string {
  const format = memoized(
    BERLIN_TIMES,
    locale,
    () => new Intl.DateTimeFormat(LOCALE_INFO[locale].tag, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Berlin' }),
  );
  return format.format(new Date(ms));
}

/** An amount in cents, as formatPrice shows euros ('2.180,00 €' / '€2,180.00'). */
export const formatCents = (locale: Locale, cents: number): string => formatPrice(locale, cents / 100);

/** `text` in the quotation marks of `locale`: „…“ in German, “…” in English. */
export const quoted = (locale: Locale, text: string): string => (locale === 'de' ? `„${text}“` : `“${text}”`);
