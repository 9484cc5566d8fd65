/**
 * When a date's participants are asked for feedback and may give it: the request goes at the
 * first pass after the course's last day, and answers are taken from the end of its last
 * session until FEEDBACK_DAYS days after that day (German time); whom they rate: the date's
 * trainers. Pure.
 */
import { addDays, berlinDayStart, berlinInstant } from '../../../content/calendar.ts';
import { findDate, indexContent, teachingTrainerIds, trainersOf } from '../../../content/content-index.ts';
import { sessionsOf } from '../../../content/sessions.ts';
import type { Content, SeminarDate } from '../../../content/types.ts';

/** The last day (YYYY-MM-DD) a date's participants may give or change their feedback. */
export const feedbackUntil = (date: Pick<SeminarDate, 'end'>, days: number): string => addDays(date.end, days);

/** When the link a request for feedback carries ends (ms): once the last day answers are taken is over in Germany. */
export const feedbackLinkUntil = (date: Pick<SeminarDate, 'end'>, days: number): number =>
  berlinDayStart(addDays(feedbackUntil(date, days), 1));

/** Whether a date's participants may give or change their feedback at `now` (ms): never of a date called off. */
export function feedbackOpen(date: SeminarDate, days: number, now: number): boolean {
  if (date.cancelled) return false;
  const last = sessionsOf(date).at(-1);
  const from = last ? berlinInstant(last.day, last.end) : berlinDayStart(addDays(date.end, 1));
  return from <= now && now < berlinDayStart(addDays(feedbackUntil(date, days), 1));
}

/** The dates whose participants are asked for feedback on `today`: over, not called off, and still taking answers. */
export const feedbackDueDates = (content: Content, today: string, days: number): number[] =>
  content.seminarDates.filter((date) => !date.cancelled && date.end < today && today <= feedbackUntil(date, days)).map(({ id }) => id);

/** The trainers a date's participants rate: who teaches it. */
export function ratedTrainers(content: Content, dateId: number): { id: string; name: string }[] {
  const found = findDate(content, dateId);
  if (!found) return [];
  return trainersOf(indexContent(content), teachingTrainerIds(found.date, found.seminar)).map(({ id, name }) => ({ id, name }));
}
