/**
 * A seminar's exam as content describes it: its fields, spread into the seminar's schema
 * (schema.ts), and the rule that an exam is described whole or not at all, with a retake price
 * exactly where retakes are offered. A course without exam leaves every field empty.
 */
import { z } from 'zod';
import { money } from './field-kinds.ts';
import { EXAM_FORMATS } from './seminar-kinds.ts';

export const examFields = {
  /** How its exam at the end of the course is taken; null for a course without exam (its certificate is one of attendance). */
  examFormat: z.enum(EXAM_FORMATS).nullable().default(null),
  /** The exam's questions (a case study besides, where its format says so). */
  examQuestions: z.number().int().min(1).max(200).nullable().default(null),
  examMinutes: z.number().int().min(10).max(480).nullable().default(null),
  /** The share of the points that passes, in per cent. */
  examPassPercent: z.number().int().min(50).max(100).nullable().default(null),
  /** How many times a participant who failed may take it again. */
  examRetakes: z.number().int().min(0).max(5).nullable().default(null),
  /** What one retake costs, net. */
  examRetakePrice: money.nullable().default(null),
};

/** The exam's fields that its format requires. */
const EXAM_FIELDS = ['examQuestions', 'examMinutes', 'examPassPercent', 'examRetakes'] as const;

type ExamOf = { readonly [field in keyof typeof examFields]: z.output<(typeof examFields)[field]> };

export function examDescribedWhole(seminar: ExamOf, context: z.RefinementCtx): void {
  const given = seminar.examFormat !== null;
  for (const field of EXAM_FIELDS)
    if ((seminar[field] !== null) !== given)
      context.addIssue({ code: 'custom', path: [field], message: given ? 'required with an exam' : 'only with an exam' });
  if ((seminar.examRetakePrice !== null) !== (given && (seminar.examRetakes ?? 0) > 0))
    context.addIssue({ code: 'custom', path: ['examRetakePrice'], message: 'required where retakes are offered, and only there' });
}
