/**
 * Whether a seminar date can be booked, judged on the current content and today's date
 * (Europe/Berlin): it must exist, belong to an existing seminar, not be over, cancelled or
 * fully booked. Pure; the API asks it on every request, so an editor's change counts at once.
 * And a registration as the date's kind takes it (a hybrid date's says how each attends).
 */
import { findDate } from '../../../content/content-index.ts';
import { dateStatus } from '../../../content/schedule.ts';
import type { BookedCourse, Content, SeminarDate } from '../../../content/types.ts';
import { attendanceIssues } from '../../../registration-contract/attendance.ts';
import type { ErrorCode, Registration } from '../../../registration-contract/schema.ts';

export type DateCheck =
  | { ok: true; seminar: BookedCourse; date: SeminarDate }
  | { ok: false; reason: 'unknownDate' | 'past' | 'dateCancelled' | 'fullyBooked' };

export function checkDate(content: Content, dateId: number, today: string): DateCheck {
  const found = findDate(content, dateId);
  if (!found) return { ok: false, reason: 'unknownDate' };
  const status = dateStatus(found.date, today);
  if (status === 'past') return { ok: false, reason: 'past' };
  if (status === 'cancelled') return { ok: false, reason: 'dateCancelled' };
  if (status === 'fully-booked') return { ok: false, reason: 'fullyBooked' };
  return { ok: true, ...found };
}

/** A registration as its date takes it: a hybrid date's must say how each participant attends; any other's say nothing of it. */
export function forDate(
  registration: Registration,
  hybrid: boolean,
): Registration | { readonly kind: 'invalid'; readonly issues: ReadonlyArray<{ path: PropertyKey[]; message: ErrorCode }> } {
  const issues = attendanceIssues(registration.participants, hybrid);
  if (issues.length > 0) return { kind: 'invalid', issues };
  if (hybrid) return registration;
  return { ...registration, participants: registration.participants.map((participant) => ({ ...participant, attendance: undefined })) };
}
