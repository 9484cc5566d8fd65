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
