/**
 * Calendar days as the academy counts them: 'YYYY-MM-DD' strings, and today in Germany
 * (Europe/Berlin, whatever the machine's time zone). Pure; the build, the server and the
 * calendar files share them.
 */

/** Made once: a formatter costs far more to make than to use (every registration's mails ask for the day). */
const BERLIN_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's calendar date in Germany, 'YYYY-MM-DD' (the academy's dates are German dates). */
export function berlinDate(now: Date): string {
  const parts = BERLIN_DAY.formatToParts(now);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** 'YYYY-MM-DD' plus one day. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' plus `days` (negative: before). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** How many days `to` ('YYYY-MM-DD') is after `from` (negative: before). */
export const daysFrom = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

const HOUR_MS = 60 * 60 * 1000;

/** When a day ('YYYY-MM-DD') begins in Germany, in ms since the epoch (midnight, +01:00 or +02:00). */
export function berlinDayStart(day: string): number {
  // Midnight in Berlin is 22:00 or 23:00 UTC the day before, in summer and in winter time.
  const summer = Date.parse(`${day}T00:00:00Z`) - 2 * HOUR_MS;
  return berlinDate(new Date(summer)) === day ? summer : summer + HOUR_MS;
}

const BERLIN_CLOCK = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const MINUTE_MS = 60_000;
/** The minutes since midnight of a time of day ('HH:MM'). */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The instant a German clock shows `time` ('HH:MM') on `day`, in ms since the epoch (the clock changes of the day included). */
export function berlinInstant(day: string, time: string): number {
  const candidate = berlinDayStart(day) + minutesOf(time) * MINUTE_MS;
  // On the two days the clock changes, midnight's offset is not the day's: correct by what the clock shows.
  const drift = minutesOf(BERLIN_CLOCK.format(candidate)) - minutesOf(time);
  return candidate - drift * MINUTE_MS;
}
