/**
 * Joining a fully booked date's waiting list, apart from HTTP: validate, answer a retry
 * with its first result, and store the entry, if the date exists, has not taken place, is
 * really full (the editor's flag, or its seats all taken) and the address is neither
 * registered nor waiting for it already. A date with free seats is refused with
 * `seatsAvailable`: the visitor can register instead. Synchronous, like register().
 */
import { waitlistSchema } from '../../registration/waitlist.ts';
import { checkDate } from './date-check.ts';
import { composedMails, type RegisterDeps, type RegisterResult } from './entry-result.ts';
import { firstChecks } from './first-checks.ts';
import type { Submission } from './submission.ts';

export function joinWaitlist(submission: Submission, deps: RegisterDeps): RegisterResult {
  const { waitlist } = deps.store;
  const first = firstChecks(submission, {
    schema: waitlistSchema,
    findByKey: (key) => waitlist.findByIdempotencyKey(key),
    emailsOf: (earlier) => [earlier.waitlist.email],
    waitlist: true,
    newId: deps.newId,
  });
  if ('done' in first) return first.done;
  const { entry, fingerprint } = first;

  const { dateId } = entry;
  const { email } = entry.waitlist;
  const check = checkDate(deps.getContent(), dateId, deps.today());
  if (!check.ok && check.reason === 'unknownDate') return { kind: 'refused', code: 'unknownDate' };
  if (deps.store.isRegistered(dateId, email)) return { kind: 'refused', code: 'duplicate', params: { email } };
  if (waitlist.isWaiting(dateId, email)) return { kind: 'refused', code: 'alreadyWaiting' };
  if (!check.ok && check.reason === 'past') return { kind: 'refused', code: 'past' };
  // Free seats, by the editor's word or by the count: asked again inside the insert's transaction.
  const seatsFree = () => check.ok && (check.date.seats === null || deps.store.countForDate(dateId) < check.date.seats);
  if (seatsFree()) return { kind: 'refused', code: 'seatsAvailable' };

  const id = deps.newId();
  const stored = {
    id,
    dateId,
    email,
    locale: submission.locale,
    payload: entry,
    createdAt: deps.now().toISOString(),
    idempotencyKey: submission.idempotencyKey,
    fingerprint,
  };
  const compose = deps.mails;
  const { mails, problem } = compose ? composedMails(id, () => compose.waitlist(stored)) : { mails: [], problem: null };
  const outcome = waitlist.insert(stored, mails, () => !seatsFree() && !deps.store.isRegistered(dateId, email));
  if (outcome === 'inserted' && problem !== null) deps.store.mail.recordUnwritten(id, stored.createdAt, problem);
  if (outcome === 'duplicate') return { kind: 'refused', code: 'alreadyWaiting' };
  if (outcome === 'refused')
    return deps.store.isRegistered(dateId, email)
      ? { kind: 'refused', code: 'duplicate', params: { email } }
      : { kind: 'refused', code: 'seatsAvailable' };
  if (outcome === 'idempotency-key-taken') return { kind: 'refused', code: 'idempotencyConflict' };
  return { kind: 'created', id, dateId, stored: true, waitlist: true, emails: [email] };
}
