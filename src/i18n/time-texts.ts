/**
 * The hours of a seminar date in words: '09:00–17:00 Uhr' / '9:00 AM – 5:00 PM' when every
 * day has the same, else each day with its own ('16. Februar 2027: 09:00–17:00 Uhr; …').
 */
import { formatDate } from './format.ts';
import type { Locale } from './locales.ts';
import { LOCALE_INFO } from './locales.ts';
import { memoized } from './memo.ts';
import { interpolate, MESSAGES } from './messages.ts';

interface Hours {
  readonly day: string;
  readonly start: string;
  readonly end: string;
}

const clocks = new Map<Locale, Intl.DateTimeFormat>();

/** 'HH:MM' as the language writes a time of day: '09:00' / '9:00 AM'. */
export function formatTime(locale: Locale, time: string): string {
  const clock = memoized(clocks, locale, () => new Intl.DateTimeFormat(LOCALE_INFO[locale].tag, { timeStyle: 'short', timeZone: 'UTC' }));
  return clock.format(new Date(`1970-01-01T${time}:00Z`));
}

export function hoursText(locale: Locale, sessions: readonly Hours[]): string {
  const words = MESSAGES[locale].venue;
  const range = (hours: Hours) => ({ start: formatTime(locale, hours.start), end: formatTime(locale, hours.end) });
  const [first] = sessions;
  if (!first) return '';
  if (sessions.every((hours) => hours.start === first.start && hours.end === first.end)) return interpolate(words.timeRange, range(first));
  return sessions.map((hours) => interpolate(words.dayTimes, { day: formatDate(locale, hours.day), ...range(hours) })).join('; ');
}

const zones = new Map<Locale, Intl.DateTimeFormat>();

/**
 * The hours as hoursText says them, for a page read anywhere: in English with the German time
 * zone the first day is in ('9:00 AM – 4:30 PM CET', CEST in summer); German readers know it.
 */
export function zonedHoursText(locale: Locale, sessions: readonly Hours[]): string {
  const text = hoursText(locale, sessions);
  const [first] = sessions;
  if (locale === 'de' || !first) return text;
  const zone = memoized(zones, locale, () => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', timeZoneName: 'short' }));
  const name = zone.formatToParts(new Date(`${first.day}T12:00:00Z`)).find((part) => part.type === 'timeZoneName')?.value;
  // Without the short name (a runtime without its zone data) the offset says it: 'GMT+1'.
  return name ? `${text} ${name}` : text;
}
