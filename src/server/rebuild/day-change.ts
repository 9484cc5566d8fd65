/**
 * A new day in Germany makes the site untrue: a date has taken place, an early-booking
 * offer has ended, another date is now the next one. The server rebuilds just after every
 * midnight in Europe/Berlin (daylight saving included; its rebuild at start catches up with
 * a site built for an earlier day, start.ts); the rebuild draws only the pages whose data
 * the new day changes.
 *
 * nextBerlinMidnight is pure; scheduleDayChanges takes its clock and timers as arguments,
 * so a test can move a fake clock across a midnight, the nights of the clock change too.
 */
import { berlinDate, nextDay } from '../../content/calendar.ts';

const MINUTE_MS = 60_000;
/** Germany is an hour ahead of UTC in winter and two in summer. */
const BERLIN_OFFSETS_MINUTES = [60, 120] as const;
/** The timer fires this long after midnight, so the new day has surely begun when it does. */
export const DAY_CHANGE_MARGIN_MS = 1000;

/**
 * The instant the day in Germany after `now`'s begins: 00:00 Europe/Berlin. The clock
 * changes at 02:00 and 03:00, never at midnight, so midnight is at one of the two offsets.
 */
export function nextBerlinMidnight(now: Date): Date {
  const today = berlinDate(now);
  const tomorrow = nextDay(today);
  const utcMidnight = Date.parse(`${tomorrow}T00:00:00Z`);
  for (const offset of BERLIN_OFFSETS_MINUTES) {
    const instant = utcMidnight - offset * MINUTE_MS;
    if (berlinDate(new Date(instant)) === tomorrow && berlinDate(new Date(instant - 1)) === today) return new Date(instant);
  }
  throw new Error(`no midnight in Europe/Berlin after ${now.toISOString()}`);
}

export interface DayChangeOptions {
  /** The day the site is judged by ('YYYY-MM-DD'); fixed by the TODAY setting, else today in Germany. */
  readonly today: () => string;
  /** Runs once for each new day, with it. */
  readonly onNewDay: (day: string) => void;
  readonly now?: () => Date;
  readonly setTimer?: (run: () => void, ms: number) => unknown;
  readonly clearTimer?: (timer: unknown) => void;
}

/** Calls onNewDay after every midnight in Germany at which `today()` changes; returns the stop function. */
export function scheduleDayChanges({
  today,
  onNewDay,
  now = () => new Date(),
  setTimer = (run, ms) => setTimeout(run, ms).unref(),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: DayChangeOptions): () => void {
  let known = today();
  let timer: unknown;
  const arm = () => {
    const at = now();
    timer = setTimer(check, nextBerlinMidnight(at).getTime() - at.getTime() + DAY_CHANGE_MARGIN_MS);
  };
  const check = () => {
    try {
      const day = today();
      if (day !== known) {
        known = day;
        onNewDay(day);
      }
    } finally {
      // A failing rebuild request must not end the schedule.
      arm();
    }
  };
  arm();
  return () => clearTimer(timer);
}
