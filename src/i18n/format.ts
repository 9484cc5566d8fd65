/**
 * Dates and prices for display, through Intl in the page's locale (de-DE, en-US).
 * Content dates are calendar dates (YYYY-MM-DD) and are formatted in UTC so that the
 * build machine's time zone never shifts a day.
 */
import { LOCALE_INFO, type Locale } from './locales.ts';

function utcDate(isoDate: string): Date {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new Error(`not a calendar date: ${JSON.stringify(isoDate)}`);
  return date;
}

export function formatDate(locale: Locale, isoDate: string): string {
  return new Intl.DateTimeFormat(LOCALE_INFO[locale].tag, { dateStyle: 'long', timeZone: 'UTC' }).format(utcDate(isoDate));
}

/** '3.–5. März 2027' / 'March 3 – 5, 2027'; a single date when start equals end. */
export function formatDateRange(locale: Locale, start: string, end: string): string {
  if (start === end) return formatDate(locale, start);
  return new Intl.DateTimeFormat(LOCALE_INFO[locale].tag, { dateStyle: 'long', timeZone: 'UTC' }).formatRange(utcDate(start), utcDate(end));
}

export function formatPrice(locale: Locale, amountEur: number): string {
  return new Intl.NumberFormat(LOCALE_INFO[locale].tag, { style: 'currency', currency: 'EUR' }).format(amountEur);
}

/** '2,4 MB' / '2.4 MB' (decimal megabytes, as file managers show them). */
export function formatFileSize(locale: Locale, bytes: number): string {
  return `${new Intl.NumberFormat(LOCALE_INFO[locale].tag, { maximumFractionDigits: 1 }).format(bytes / 1_000_000)} MB`;
}
