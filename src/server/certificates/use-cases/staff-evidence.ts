/**
 * What a staff member's edit of a participant's item in the CMS asks of the course's evidence
 * (src/content/directus/site-records.ts): the days attended (`attended_days`, days of the
 * place's date as YYYY-MM-DD; a day added is present, a day taken away absent) and the exam
 * results (`exam_results`, each passed or not, a score in per cent and the day; a result added
 * is recorded, a retake being one more). A recorded result is never taken away: an edit that
 * drops one is refused, as is a day that is not one of the date's or a result that cannot be
 * read, naming it. What comes of it is a note for the registration's item. Pure but for the store.
 */
import { z } from 'zod';
import { findDate } from '../../../content/content-index.ts';
import { sessionsOf } from '../../../content/sessions.ts';
import { noteStamp } from '../../registrations/rules/note-stamp.ts';
import type { PlaceKey } from '../store/date-places.ts';
import type { CheckInDeps } from './check-in.ts';

/** The participant item's fields this carries out. */
export const EVIDENCE_FIELDS = ['attended_days', 'exam_results'] as const;

export type EvidenceEditOutcome = { readonly kind: 'unchanged' } | { readonly kind: 'done' | 'refused'; readonly note: string };

const DAY = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const RESULT = z.object({
  passed: z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]),
  score: z.union([z.null(), z.undefined(), z.coerce.number().int().min(0).max(100)]).transform((score) => score ?? null),
  date: DAY.refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day)),
});

type Result = z.infer<typeof RESULT>;
const sameResult = (a: Result, b: Result) => a.passed === b.passed && a.score === b.score && a.date === b.date;

/** Whether `edit` names one of the evidence's fields. */
export const editsEvidence = (edit: Readonly<Record<string, unknown>>): boolean => EVIDENCE_FIELDS.some((field) => field in edit);

export async function applyEvidenceEdit(
  deps: CheckInDeps,
  key: PlaceKey,
  edit: Readonly<Record<string, unknown>>,
): Promise<EvidenceEditOutcome> {
  const stamp = noteStamp(deps.now());
  const refused = (why: string) => ({ kind: 'refused' as const, note: `${stamp}: refused, nothing was changed: ${why}` });
  const person = `person ${key.position + 1}`;
  const days = edit.attended_days === undefined ? null : z.array(DAY).nullable().safeParse(edit.attended_days);
  const results = edit.exam_results === undefined ? null : z.array(RESULT).nullable().safeParse(edit.exam_results);
  if (days && !days.success) return refused(`the days ${person} attended are not all days (YYYY-MM-DD).`);
  if (results && !results.success)
    return refused(`an exam result of ${person} needs "passed", a score from 0 to 100 or none, and a day (YYYY-MM-DD).`);
  const at = deps.now().toISOString();
  return deps.committed(async () => {
    const place = await deps.evidence.place(key);
    const found = place && findDate(deps.getContent(), place.dateId);
    if (!place || !found) return refused(`${person} has no confirmed place.`);
    const dateDays = new Set(sessionsOf(found.date).map(({ day }) => day));
    const asked = new Set(days?.data ?? []);
    const strange = [...asked].filter((day) => !dateDays.has(day));
    if (strange.length > 0) return refused(`${strange.join(', ')} ${strange.length === 1 ? 'is not a day' : 'are not days'} of the date.`);
    const evidence = await deps.evidence.evidenceOf(key);
    const stored = evidence.results.map(({ passed, score, on }) => ({ passed, score, date: on }));
    const wanted = results?.data ?? stored;
    // A multiset's difference: each stored result must still be there, once each; the rest are new.
    const left = [...wanted];
    for (const result of stored) {
      const index = left.findIndex((candidate) => sameResult(candidate, result));
      if (index === -1)
        return refused(`a recorded exam result of ${person} cannot be taken away; record a new one instead (a retake, or a correction).`);
      left.splice(index, 1);
    }
    const changedDays = days ? [...dateDays].filter((day) => asked.has(day) !== evidence.present.has(day)) : [];
    for (const day of changedDays) await deps.evidence.mark({ ...key, day, present: asked.has(day), source: 'cms', at });
    for (const result of left)
      await deps.evidence.addResult({ ...key, passed: result.passed, score: result.score, takenOn: result.date, source: 'staff', at });
    if (changedDays.length === 0 && left.length === 0) return { kind: 'unchanged' as const };
    const said = [
      ...(changedDays.length ? [`attendance of ${person} recorded for ${changedDays.join(', ')}`] : []),
      ...(left.length ? [`${left.length} exam result${left.length === 1 ? '' : 's'} of ${person} recorded`] : []),
    ];
    return { kind: 'done' as const, note: `${stamp}: ${said.join('; ')}. A certificate due follows after the course.` };
  });
}
