/** Pure look-ups over the content: the one place pages find items by their URL parameters. */
import type { Content, Seminar, SeminarDate } from './types.ts';

export function findSeminar(content: Content, slug: string): Seminar | undefined {
  return content.seminars.find((seminar) => seminar.slug === slug);
}

export function findSeminarDate(content: Content, slug: string, dateId: string): { seminar: Seminar; date: SeminarDate } | undefined {
  const seminar = findSeminar(content, slug);
  const date = seminar && content.seminarDates.find((d) => String(d.id) === dateId && d.seminarId === seminar.id);
  return seminar && date ? { seminar, date } : undefined;
}

/** A date by its id, with its seminar (a date whose seminar is gone counts as missing). */
export function findDate(content: Content, dateId: number): { seminar: Seminar; date: SeminarDate } | undefined {
  const date = content.seminarDates.find((item) => item.id === dateId);
  const seminar = date && content.seminars.find((item) => item.id === date.seminarId);
  return date && seminar ? { seminar, date } : undefined;
}
