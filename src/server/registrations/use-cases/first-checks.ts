/**
 * What registering and joining a waiting list check first, before the date is judged: a
 * bot that filled the hidden field is told it succeeded and nothing is kept; an entry the
 * schema refuses gets its errors; a retry under an Idempotency-Key gets the first answer
 * again (a different entry under the same key is refused). Otherwise, the valid entry and
 * its fingerprint, to be judged and stored.
 */
import type { z } from 'zod';
import { fingerprintOf } from '../rules/fingerprint.ts';
import type { StoredEntry } from '../rules/stored-entry.ts';
import { type Submission, submittedDateId, submittedEmail } from '../rules/submission.ts';
import type { RegisterResult } from './entry-result.ts';

export interface FirstChecks<Schema extends z.ZodType> {
  readonly schema: Schema;
  /** The entry stored earlier under a key, in the same list. */
  readonly findByKey: (key: string) => Promise<StoredEntry<z.output<Schema>> | undefined>;
  /** Where an entry's confirmations go. */
  readonly emailsOf: (entry: z.output<Schema>) => readonly string[];
  readonly waitlist: boolean;
  readonly newId: () => string;
}

export async function firstChecks<Schema extends z.ZodType>(
  submission: Submission,
  checks: FirstChecks<Schema>,
): Promise<{ done: RegisterResult } | { entry: z.output<Schema>; fingerprint: string }> {
  const { waitlist } = checks;
  if (submission.honeypot)
    return {
      done: {
        kind: 'created',
        id: checks.newId(),
        dateId: submittedDateId(submission.input),
        stored: false,
        waitlist,
        emails: [submittedEmail(submission.input)],
      },
    };

  const parsed = checks.schema.safeParse(submission.input);
  if (!parsed.success) return { done: { kind: 'invalid', issues: parsed.error.issues } };
  const entry = parsed.data as z.output<Schema>;
  const fingerprint = fingerprintOf(entry);

  const earlier = submission.idempotencyKey === null ? undefined : await checks.findByKey(submission.idempotencyKey);
  if (earlier) {
    const done: RegisterResult =
      earlier.fingerprint === fingerprint
        ? {
            kind: 'created',
            id: earlier.id,
            dateId: earlier.dateId,
            stored: false,
            waitlist,
            emails: checks.emailsOf(earlier.payload),
            // A claim of a waiting-list offer was confirmed at once: its retry says so again.
            confirmed: submission.claim !== null && earlier.status === 'confirmed',
          }
        : { kind: 'refused', code: 'idempotencyConflict' };
    return { done };
  }
  return { entry, fingerprint };
}
