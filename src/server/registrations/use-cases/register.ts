/**
 * Registering, apart from HTTP: validate, answer a retry with its first result, check the
 * date against the current content, price its places as booked that day (with the group discount it earns and
 * the code it typed: judged-booking.ts), and store the submission for its owner to confirm:
 * pending, holding its seats, with the "please confirm" mail to the first participant's
 * address; or, when that address is registered for the date already, `known`, with a mail
 * that says so. Both are answered alike (the answer must not tell who is registered), and
 * both pass the same caps and seat count in the store's transaction
 * (registration-writes.ts). A registration that claims a waiting-list offer (its link
 * proved the address) is stored confirmed at once (offer-seats.ts). The API runs it in one
 * transaction from the first look-up to the write (RegistrationStores.committed).
 */
import { findDate } from '../../../content/content-index.ts';
import { onSiteCount, registrationSchemaFor } from '../../../registration-contract/attendance.ts';
import { newReference } from '../../../registration-contract/reference.ts';
import type { Registration } from '../../../registration-contract/schema.ts';
import { newToken } from '../../gate/tokens.ts';
import type { BookedPrice } from '../rules/booked-price.ts';
import { bookingPerson } from '../rules/people.ts';
import { type Submission, submittedDateId } from '../rules/submission.ts';
import type { StoredRegistration, SubmitResult } from '../store/registrations-table.ts';
import { composedMails, type RegisterDeps, type RegisterResult } from './entry-result.ts';
import { firstChecks } from './first-checks.ts';
import { judgedBooking } from './judged-booking.ts';
import { claimSeat } from './offer-seats.ts';

/** Why the store refused a submission. */
function refusalOf(outcome: Exclude<SubmitResult, { ok: true }>, registration: Registration): Extract<RegisterResult, { kind: 'refused' }> {
  if (outcome.reason === 'idempotency-key-taken') return { kind: 'refused', code: 'idempotencyConflict' };
  if (outcome.reason === 'capped') return { kind: 'refused', code: 'capped', retryAfterSeconds: outcome.retryAfterSeconds };
  const people = registration.participants.length;
  if (outcome.reason === 'onSiteSeats') {
    return {
      kind: 'refused',
      code: 'notEnoughOnSiteSeats',
      params: { left: outcome.left, requested: onSiteCount(registration.participants) },
    };
  }
  // A group that does not fit is refused as a whole, saying how many seats are left.
  return outcome.left === 0
    ? { kind: 'refused', code: 'fullyBooked' }
    : { kind: 'refused', code: 'notEnoughSeats', params: { left: outcome.left, requested: people } };
}

/** What a new registration is stored with besides its fields. */
interface NewEntry {
  readonly registration: Registration;
  readonly fingerprint: string;
  readonly price: BookedPrice;
  readonly now: number;
}

/**
 * A new registration as stored: `confirmed` (it claims a waiting-list offer), or `pending`
 * or `known`, holding its seats a while (a known one like a pending one: neither the answer
 * nor the pages may tell them apart).
 */
function newEntry(
  submission: Submission,
  { registration, fingerprint, price, now }: NewEntry,
  status: 'confirmed' | 'pending' | 'known',
  deps: RegisterDeps,
): StoredRegistration {
  const createdAt = new Date(now).toISOString();
  const confirmed = status === 'confirmed';
  return {
    id: deps.newId(),
    reference: newReference(),
    price,
    dateId: registration.dateId,
    // The booking person's address stands for the registration (the booker's, else the first participant's): it confirms
    // it, and gets the mails about it.
    email: bookingPerson(registration).email,
    locale: submission.locale,
    payload: registration,
    createdAt,
    idempotencyKey: submission.idempotencyKey,
    fingerprint,
    status,
    heldUntil: confirmed ? null : now + deps.confirmation.holdMs,
    confirmedAt: confirmed ? createdAt : null,
  };
}

export async function register(submission: Submission, deps: RegisterDeps): Promise<RegisterResult> {
  // A hybrid date's attendance is judged with the other fields, in the first round.
  const submitted = findDate(deps.getContent(), submittedDateId(submission.input));
  const first = await firstChecks(submission, {
    schema: registrationSchemaFor(submitted?.seminar.format === 'hybrid'),
    findByKey: (key) => deps.stores.registrations.findByIdempotencyKey(key),
    emailsOf: (registration: Registration) => [bookingPerson(registration).email],
    waitlist: false,
    newId: deps.newId,
  });
  if ('done' in first) return first.done;
  const { fingerprint } = first;

  const { dateId } = first.entry;
  const judged = await judgedBooking(deps, first.entry);
  if ('kind' in judged) return judged;
  const { registration, date, price, now } = judged;
  const email = bookingPerson(registration).email;
  const seats = { seats: date.seats, onSiteSeats: date.onSiteSeats };
  const entry = { registration, fingerprint, price, now };
  if (submission.claim) return claimSeat(deps, submission.claim, newEntry(submission, entry, 'confirmed', deps), seats);
  const known = await deps.stores.registrations.isRegistered(dateId, email);
  const token = known ? null : newToken();
  const stored = newEntry(submission, entry, known ? 'known' : 'pending', deps);
  const people = registration.participants.length;
  let problem: string | null = null;
  // Composed for the entry as the store keeps it: how many of its seats it holds is decided there.
  const mail = (entry: StoredRegistration, held: number) => {
    const composed = composedMails(entry.id, () => {
      if (!deps.mails) return [];
      return [
        token
          ? deps.mails.confirmRequest(entry, 'registration', people, deps.confirmLink(token.token), held)
          : deps.mails.known(entry, 'registration'),
      ];
    });
    problem = composed.problem;
    return composed.mails[0] ?? null;
  };
  const outcome = await deps.stores.registrations.submit({
    registration: stored,
    client: deps.client,
    seats,
    token: token && { hash: token.hash, expiresAt: now + deps.confirmation.linkMs },
    mail,
    now,
    settings: deps.confirmation,
  });
  if (!outcome.ok) return refusalOf(outcome, registration);
  if (problem !== null) await deps.stores.mail.recordUnwritten(stored.id, token ? 'confirm' : 'known', stored.createdAt, problem);
  return { kind: 'created', id: stored.id, dateId, stored: true, waitlist: false, emails: [email] };
}
