/**
 * How the participants of a hybrid date attend (on site or online): the rule that asks each
 * of them, shared by the form and the server, and the registration schema of a date's kind
 * built on it. Pure.
 */
import { withoutBusinessReferences } from './booking-parties.ts';
import { type ErrorCode, objectsIn, registrationSchema } from './schema.ts';

/**
 * A hybrid date asks every participant how they attend: one issue per participant without
 * a choice (path participants.{index}.attendance). Other dates ask nothing. The form
 * (registrationSchemaFor) and the server (after finding the date) judge with this one rule.
 */
export function attendanceIssues(
  participants: ReadonlyArray<{ attendance?: unknown }>,
  hybrid: boolean,
): Array<{ path: PropertyKey[]; message: ErrorCode }> {
  if (!hybrid) return [];
  return participants.flatMap((participant, index) =>
    participant.attendance === 'onSite' || participant.attendance === 'online'
      ? []
      : [{ path: ['participants', index, 'attendance'], message: 'choice' as const }],
  );
}

/** How many of the participants come on site (of a hybrid date; none of any other). */
export function onSiteCount(participants: ReadonlyArray<{ attendance?: unknown }>): number {
  return participants.filter((participant) => participant.attendance === 'onSite').length;
}

/**
 * A hybrid date's schema: each participant's attendance is required, judged even while other
 * fields have errors, so the visitor sees every problem in the first round.
 */
const HYBRID_REGISTRATION = registrationSchema
  .superRefine(
    (registration, context) => {
      for (const issue of attendanceIssues(registration.participants, true)) context.addIssue({ code: 'custom', ...issue });
    },
    { when: (payload) => objectsIn((payload.value as { participants?: unknown } | null)?.participants) },
  )
  .transform(withoutBusinessReferences);
const REGISTRATION = registrationSchema.transform(withoutBusinessReferences);

/**
 * The schema of a registration for a date of the kind. Each is made once: zod compiles a
 * schema at its first parse, so a schema made per request is compiled per request.
 */
export function registrationSchemaFor(hybrid: boolean) {
  return hybrid ? HYBRID_REGISTRATION : REGISTRATION;
}
