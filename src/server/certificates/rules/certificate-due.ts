/**
 * What a participant's place is due after the course (docs: design "After the course"): the
 * seminar's certificate when they attended every day of their date and passed its exam (a retake
 * is a new result, and one pass is enough); a certificate of attendance when they attended every
 * day of a course without an exam, or took the exam without passing; nothing for a place that
 * missed a day, and nothing yet while a result is awaited. Pure.
 */

import type { CertificateKind } from '../../../certificate-contract/certificate-check.ts';

export interface CourseDays {
  /** The date's days, as 'YYYY-MM-DD'. */
  readonly days: readonly string[];
  /** Whether the seminar ends with an exam (its content says so). */
  readonly hasExam: boolean;
}

export interface ExamResult {
  readonly passed: boolean;
  /** 'YYYY-MM-DD'. */
  readonly on: string;
}

export type Due =
  | { readonly kind: CertificateKind }
  | { readonly kind: 'none'; readonly why: 'missedADay' }
  | { readonly kind: 'notYet'; readonly why: 'resultAwaited' };

/** What the place that attended `attended` (days as 'YYYY-MM-DD') with `results` is due on `course`. */
export function certificateDue(course: CourseDays, attended: ReadonlySet<string>, results: readonly ExamResult[]): Due {
  if (course.days.length === 0 || !course.days.every((day) => attended.has(day))) return { kind: 'none', why: 'missedADay' };
  if (!course.hasExam) return { kind: 'attendance' };
  if (results.some((result) => result.passed)) return { kind: 'seminar' };
  return results.length > 0 ? { kind: 'attendance' } : { kind: 'notYet', why: 'resultAwaited' };
}
