/**
 * Registering, apart from HTTP: validate, answer a retry with its first result, check the
 * date against the current content, refuse a second registration of the same email for the
 * same date, and store unless the date's seats are taken (counted in the insert's own
 * transaction). Synchronous from the first look-up to the insert, so no two requests can
 * interleave between the checks and the write.
 */
import { firstParticipant, type Registration, registrationSchema } from '../../registration/schema.ts';
import { checkDate } from './date-check.ts';
import { composedMails, type RegisterDeps, type RegisterResult } from './entry-result.ts';
import { firstChecks } from './first-checks.ts';
import type { InsertResult } from './store.ts';
import type { Submission } from './submission.ts';

const emailsOf = (registration: Registration) => registration.participants.map(({ email }) => email);

/** Why the store refused a registration its checks let through (another request was faster). */
function refusalOf(
  outcome: Exclude<InsertResult, { ok: true }>,
  registration: Registration,
  isRegistered: (email: string) => boolean,
): Extract<RegisterResult, { kind: 'refused' }> {
  if (outcome.reason === 'idempotency-key-taken') return { kind: 'refused', code: 'idempotencyConflict' };
  if (outcome.reason === 'duplicate') {
    const clash = registration.participants.find(({ email }) => isRegistered(email)) ?? firstParticipant(registration);
    return { kind: 'refused', code: 'duplicate', params: { email: clash.email } };
  }
  // A group that does not fit is refused as a whole, saying how many seats are left.
  const left = 'left' in outcome ? outcome.left : 0;
  return left === 0
    ? { kind: 'refused', code: 'fullyBooked' }
    : { kind: 'refused', code: 'notEnoughSeats', params: { left, requested: registration.participants.length } };
}

export function register(submission: Submission, deps: RegisterDeps): RegisterResult {
  const first = firstChecks(submission, {
    schema: registrationSchema,
    findByKey: (key) => deps.store.findByIdempotencyKey(key),
    emailsOf,
    waitlist: false,
    newId: deps.newId,
  });
  if ('done' in first) return first.done;
  const { entry: registration, fingerprint } = first;

  const { dateId } = registration;
  const check = checkDate(deps.getContent(), dateId, deps.today());
  if (!check.ok && check.reason === 'unknownDate') return { kind: 'refused', code: 'unknownDate' };
  // Someone already registered hears so, even once the date has filled up.
  const registered = registration.participants.find(({ email }) => deps.store.isRegistered(dateId, email));
  if (registered) return { kind: 'refused', code: 'duplicate', params: { email: registered.email } };
  if (!check.ok) return { kind: 'refused', code: check.reason };

  const id = deps.newId();
  const stored = {
    id,
    dateId,
    // The first participant's address stands for the registration (the thank-you, the CMS item).
    email: firstParticipant(registration).email,
    locale: submission.locale,
    payload: registration,
    createdAt: deps.now().toISOString(),
    idempotencyKey: submission.idempotencyKey,
    fingerprint,
  };
  const compose = deps.mails;
  const { mails, problem } = compose ? composedMails(id, () => compose.registration(stored)) : { mails: [], problem: null };
  const outcome = deps.store.insert(stored, check.date.seats, mails);
  if (!outcome.ok) return refusalOf(outcome, registration, (email) => deps.store.isRegistered(dateId, email));
  if (problem !== null) deps.store.mail.recordUnwritten(id, stored.createdAt, problem);
  return { kind: 'created', id, dateId, stored: true, waitlist: false, emails: emailsOf(registration) };
}
