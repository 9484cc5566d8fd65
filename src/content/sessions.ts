/**
 * The days of a seminar date with the hours each is taught (German time): every day from
 * its start to its end at the date's hours, or at the hours its dayTimes give that day.
 * Pure; the date's page, its calendar file, the mails and the structured data share it.
 */
import { minutesOf, nextDay } from './calendar.ts';
import type { SeminarDate } from './types.ts';

export interface Session {
  /** 'YYYY-MM-DD' */
  readonly day: string;
  /** 'HH:MM', German time */
  readonly start: string;
  readonly end: string;
}

export function sessionsOf(date: Pick<SeminarDate, 'start' | 'end' | 'startTime' | 'endTime' | 'dayTimes'>): Session[] {
  const other = new Map(date.dayTimes.map((times) => [times.day, times]));
  const sessions: Session[] = [];
  for (let day = date.start; day <= date.end; day = nextDay(day)) {
    const times = other.get(day);
    sessions.push({ day, start: times?.start ?? date.startTime, end: times?.end ?? date.endTime });
  }
  return sessions;
}

/** 'HH:MM' `minutes` earlier on the same day ('09:00', 15 -> '08:45'). */
export function timeBefore(time: string, minutes: number): string {
  const total = Math.max(0, minutesOf(time) - minutes);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
