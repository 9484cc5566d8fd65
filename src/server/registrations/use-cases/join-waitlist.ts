/**
 * Joining a fully booked date's waiting list, apart from HTTP: validate, answer a retry
 * with its first result, and store the entry for its owner to confirm, if the date exists,
 * has not taken place and is really full (the editor's flag, or its seats all taken); an
 * address already registered or waiting for the date is stored as `known` and told so by
 * mail, answered like any other. A date with free seats is refused with `seatsAvailable`:
 * the visitor can register instead.
 */
import { waitlistSchema } from '../../../registration-contract/waitlist.ts';
import { newToken } from '../../gate/tokens.ts';
import { checkDate } from '../rules/date-check.ts';
import type { Submission } from '../rules/submission.ts';
import type { StoredWaitlistEntry } from '../store/waitlist-table.ts';
import { composedMails, type RegisterDeps, type RegisterResult } from './entry-result.ts';
import { firstChecks } from './first-checks.ts';

export async function joinWaitlist(submission: Submission, deps: RegisterDeps): Promise<RegisterResult> {
  const { waitlist } = deps.stores;
  const first = await firstChecks(submission, {
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
  if (!check.ok && check.reason !== 'fullyBooked') return { kind: 'refused', code: check.reason };
  const now = deps.now().getTime();
  // Free seats, by the editor's word or by the count: asked again inside the write's transaction.
  const seatsFree = async () =>
    check.ok && (check.date.seats === null || (await deps.stores.seats.forDate(dateId, now)) < check.date.seats);
  if (await seatsFree()) return { kind: 'refused', code: 'seatsAvailable' };

  const known = (await deps.stores.registrations.isRegistered(dateId, email)) || (await waitlist.isWaiting(dateId, email));
  const token = known ? null : newToken();
  const stored: StoredWaitlistEntry = {
    id: deps.newId(),
    dateId,
    email,
    locale: submission.locale,
    payload: entry,
    createdAt: new Date(now).toISOString(),
    idempotencyKey: submission.idempotencyKey,
    fingerprint,
    status: known ? 'known' : 'pending',
    // An entry holds no seat; pending or known alike, it counts against its client's cap until then.
    heldUntil: now + deps.confirmation.holdMs,
    confirmedAt: null,
  };
  const { mails, problem } = composedMails(stored.id, () => {
    if (!deps.mails) return [];
    return [token ? deps.mails.confirmRequest(stored, 'waitlist', 1, deps.confirmLink(token.token)) : deps.mails.known(stored, 'waitlist')];
  });
  const outcome = await waitlist.submit({
    entry: stored,
    client: deps.client,
    token: token && { hash: token.hash, expiresAt: now + deps.confirmation.linkMs },
    mail: mails[0] ?? null,
    now,
    settings: deps.confirmation,
    admit: async () => !(await seatsFree()),
  });
  if (outcome === 'refused') return { kind: 'refused', code: 'seatsAvailable' };
  if (outcome === 'idempotency-key-taken') return { kind: 'refused', code: 'idempotencyConflict' };
  if (typeof outcome === 'object') return { kind: 'refused', code: 'capped', retryAfterSeconds: outcome.capped };
  if (problem !== null) await deps.stores.mail.recordUnwritten(stored.id, token ? 'confirm' : 'known', stored.createdAt, problem);
  return { kind: 'created', id: stored.id, dateId, stored: true, waitlist: true, emails: [email] };
}
