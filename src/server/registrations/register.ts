/**
 * Registering, apart from HTTP: validate, answer a retry with its first result, check the
 * date against the current content, refuse a second registration of the same email for the
 * same date, and store unless the date's seats are taken (counted in the insert's own
 * transaction). Synchronous from the first look-up to the insert, so no two requests can
 * interleave between the checks and the write.
 */
import type { Content } from '../../content/types.ts';
import type { MailComposer } from '../mail/compose.ts';
import type { OutgoingMail } from '../mail/message.ts';
import { errorField, log } from '../log.ts';
import type { RejectionCode } from '../../registration/messages.ts';
import { registrationSchema } from '../../registration/schema.ts';
import { checkDate } from './date-check.ts';
import { fingerprintOf } from './fingerprint.ts';
import type { RegistrationStore } from './store.ts';
import { type Submission, submittedDateId, submittedEmail } from './submission.ts';

export type RegisterResult =
  /** waitlist: the entry went onto the date's waiting list (no seat taken); email: where its confirmation goes. */
  | { kind: 'created'; id: string; dateId: number; stored: boolean; waitlist: boolean; email: string }
  | { kind: 'invalid'; issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> }
  | { kind: 'refused'; code: RejectionCode };

export interface RegisterDeps {
  readonly store: RegistrationStore;
  readonly getContent: () => Content;
  /** 'YYYY-MM-DD', Europe/Berlin */
  readonly today: () => string;
  readonly now: () => Date;
  readonly newId: () => string;
  /** The mails a new entry sends (queued with it); none when absent. */
  readonly mails?: MailComposer;
}

/**
 * An entry's mails, or none if composing them fails: a registration is never lost to a
 * mail it could not write (the error is logged, and the entry is in the export).
 */
export function composedMails(id: string, compose: () => OutgoingMail[]): OutgoingMail[] {
  try {
    return compose();
  } catch (error) {
    log.error('mails could not be composed; the entry is stored without them', { id, error: errorField(error) });
    return [];
  }
}

export function register(submission: Submission, deps: RegisterDeps): RegisterResult {
  // A bot that filled the hidden field is told it succeeded, and nothing is kept.
  if (submission.honeypot) return { kind: 'created', id: deps.newId(), dateId: submittedDateId(submission.input), stored: false, waitlist: false, email: submittedEmail(submission.input) };

  const parsed = registrationSchema.safeParse(submission.input);
  if (!parsed.success) return { kind: 'invalid', issues: parsed.error.issues };
  const registration = parsed.data;
  const fingerprint = fingerprintOf(registration);

  if (submission.idempotencyKey !== null) {
    const earlier = deps.store.findByIdempotencyKey(submission.idempotencyKey);
    if (earlier) return earlier.fingerprint === fingerprint ? { kind: 'created', id: earlier.id, dateId: earlier.dateId, stored: false, waitlist: false, email: earlier.email } : { kind: 'refused', code: 'idempotencyConflict' };
  }

  const { dateId } = registration;
  const check = checkDate(deps.getContent(), dateId, deps.today());
  if (!check.ok && check.reason === 'unknownDate') return { kind: 'refused', code: 'unknownDate' };
  // Someone already registered hears so, even once the date has filled up.
  if (deps.store.isRegistered(dateId, registration.participant.email)) return { kind: 'refused', code: 'duplicate' };
  if (!check.ok) return { kind: 'refused', code: check.reason };

  const id = deps.newId();
  const stored = {
    id,
    dateId,
    email: registration.participant.email,
    locale: submission.locale,
    payload: registration,
    createdAt: deps.now().toISOString(),
    idempotencyKey: submission.idempotencyKey,
    fingerprint,
  };
  const compose = deps.mails;
  const mails = compose ? composedMails(id, () => compose.registration(stored)) : [];
  const outcome = deps.store.insert(stored, check.date.seats, mails);
  if (outcome === 'fully-booked') return { kind: 'refused', code: 'fullyBooked' };
  if (outcome === 'duplicate') return { kind: 'refused', code: 'duplicate' };
  if (outcome === 'idempotency-key-taken') return { kind: 'refused', code: 'idempotencyConflict' };
  return { kind: 'created', id, dateId, stored: true, waitlist: false, email: stored.email };
}
