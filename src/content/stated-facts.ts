/**
 * The numbers pages state about participants and trainers, from the content itself, so that no
 * page says what the bookings do not: editors write them as placeholders (filled in with
 * fillNumbers, terms-policy.ts). A seminar's text may say `{{max-participants}}`: the most seats
 * any of its dates has, known only when every one of its dates has a limit. The site's pages may
 * say `{{max-participants-onsite}}` (the most seats in the room of an in-person or hybrid date),
 * `{{max-participants-online}}` (of a webinar), each known only when every such date has a limit,
 * and `{{trainer-count}}` (the trainers with a profile). A line whose placeholder the content
 * cannot fill is left out (holdsPlaceholder). Pure.
 */
import { type ContentIndex, datesOf } from './content-index.ts';
import type { SeminarDate } from './types.ts';

/** The most of `seats` (every one a limit), or null when there are none or one has no limit. */
function mostOf(seats: ReadonlyArray<number | null>): number | null {
  if (seats.length === 0 || seats.some((count) => count === null)) return null;
  return Math.max(...(seats as number[]));
}

/** Seats in the room: a hybrid date's on-site share when it has one. */
const roomSeats = (date: SeminarDate) => date.onSiteSeats ?? date.seats;

/** A seminar's placeholders: `max-participants` when every one of its dates has a limit. */
export function seminarFacts(index: ContentIndex, seminarId: number): Readonly<Record<string, number>> {
  const most = mostOf(datesOf(index, seminarId).map((date) => date.seats));
  return most === null ? {} : { 'max-participants': most };
}

/**
 * The site's placeholders: the most seats in a room (when every in-person and hybrid date has a
 * limit), in a webinar (when every webinar has one), and the trainers with a profile.
 */
export function siteFacts(index: ContentIndex): Readonly<Record<string, number>> {
  const { content } = index;
  const online = (date: SeminarDate) => index.seminarById.get(date.seminarId)?.format === 'webinar';
  const onsite = mostOf(content.seminarDates.filter((date) => !online(date)).map(roomSeats));
  const webinar = mostOf(content.seminarDates.filter(online).map((date) => date.seats));
  return {
    ...(onsite === null ? {} : { 'max-participants-onsite': onsite }),
    ...(webinar === null ? {} : { 'max-participants-online': webinar }),
    'trainer-count': content.trainers.length,
  };
}

/** Whether a text still holds a placeholder (one whose number the content does not know): such a line is left out. */
export const holdsPlaceholder = (text: string): boolean => /\{\{[a-z-]+\}\}/.test(text);
