/**
 * How participants join a webinar or hybrid date on one of its days (the date's `access`):
 * the entry for that day, else the one for every day; and when the access mail of a day is
 * due: from the set hour of the day before (German time) until the day has ended. Pure; the
 * server's access mails, the manage page and the calendar file sent with them share it.
 */
import { addDays, berlinDate, berlinInstant } from './calendar.ts';
import { sessionsOf } from './sessions.ts';
import type { SeminarDate } from './types.ts';

export type DateAccess = SeminarDate['access'][number];

/** The access details of `day`; null when the date has none for it. */
export function accessOn(date: Pick<SeminarDate, 'access'>, day: string): DateAccess | null {
  return date.access.find((entry) => entry.day === day) ?? date.access.find((entry) => entry.day === null) ?? null;
}

/** A day of a date whose access mail is due, and the instant (ms) from which it is. */
export interface AccessDay {
  readonly dateId: number;
  readonly day: string;
  readonly from: number;
}

/** When the access mail of `day` goes: `hour` o'clock German time on the day before. */
export const accessMailFrom = (day: string, hour: number): number => berlinInstant(addDays(day, -1), `${String(hour).padStart(2, '0')}:00`);

/**
 * The days, of the dates joined online (`online`: the ids of the webinar and hybrid seminars)
 * and not called off, whose access mails are due at `now`: from `hour` on the day before until
 * the day's session has ended.
 */
export function accessDaysDue(dates: readonly SeminarDate[], online: ReadonlySet<number>, now: number, hour: number): AccessDay[] {
  // Only a date under way today or starting tomorrow can have a day due: the others are passed over by their days alone.
  const today = berlinDate(new Date(now));
  const tomorrow = addDays(today, 1);
  return dates.flatMap((date) =>
    !online.has(date.seminarId) || date.cancelled || date.end < today || date.start > tomorrow
      ? []
      : sessionsOf(date).flatMap((session) => {
          const from = accessMailFrom(session.day, hour);
          return from <= now && now < berlinInstant(session.day, session.end) ? [{ dateId: date.id, day: session.day, from }] : [];
        }),
  );
}
