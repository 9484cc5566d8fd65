/**
 * The writes of registrations, each one transaction that counts the date's seats (seats.ts)
 * before it writes (under the date's lock: Sql.lockDate), so concurrent requests, even from
 * several servers on one database, never overbook:
 * - submit: a submission from the site. `pending`: its first participants hold seats until
 *   `heldUntil`, as many as its client may still hold of the date (HOLD_SEATS_PER_CLIENT) and
 *   the date's share of holds leaves (HOLD_SHARE_PERCENT); the others hold none and take
 *   their seats when confirmed while they are free (reserved on confirmation), with its
 *   link's token hash and the "please confirm" mail; a pending one
 *   of the same address for the date from the same client is superseded (a visitor who
 *   submits twice has one registration; someone else who knows the address cannot replace
 *   the visitor's). `known`: the address is registered already; only the mail that says so
 *   is queued. Both pass the same caps (per client across dates, per client and mailbox and
 *   day) and the same seat count, so their answers cannot tell them apart.
 * - confirm: the owner opened the link; the seats still held (or, once the hold is over,
 *   free again) become theirs, the confirmations and the CMS outbox row are queued.
 * - insert: a registration confirmed already.
 */

import { isUniqueViolation, Refused, refusedOr } from '../../database/sql.ts';
import { addressVerdict, type ConfirmationSettings, clientVerdict } from '../../gate/confirmation-settings.ts';
import { type LinkState, linkState, type TokenRow } from '../../gate/gate.ts';
import type { OutgoingMail } from '../../outbox/mail-message.ts';
import type { StoredRegistration } from '../rules/stored-entry.ts';
import { registrationFromRow } from './entry-rows.ts';
import { joinedParticipants } from './participant-rows.ts';
import { type DateSeats, peopleOf, type WriteParts, type Writer, writer } from './write-steps.ts';

/**
 * 'seats': the date's free seats (`left`) are fewer than the registration's participants;
 * 'onSiteSeats': its free seats on site are fewer than the participants who come on site.
 */
export type InsertResult =
  | { ok: true }
  | { ok: false; reason: 'duplicate' | 'idempotency-key-taken' }
  | { ok: false; reason: 'seats' | 'onSiteSeats'; left: number };

export interface PendingSubmission {
  /** The entry: status 'pending' (with heldUntil) or 'known'. */
  readonly registration: StoredRegistration;
  /** The client address it came from, keyed (Gate.clientKey). */
  readonly client: string;
  /** The date's seats and seats on site. */
  readonly seats: DateSeats;
  /** A pending entry's link: its token's hash and when it expires (ms). */
  readonly token: { readonly hash: string; readonly expiresAt: number } | null;
  /**
   * The one mail the submission sends to its address ("please confirm", or "already
   * registered"), composed for the entry as stored (which says whether it holds seats); null
   * if it could not be written.
   */
  readonly mail: (stored: StoredRegistration, held: number) => OutgoingMail | null;
  readonly now: number;
  readonly settings: ConfirmationSettings;
}

export type SubmitResult =
  | { ok: true }
  | { ok: false; reason: 'seats' | 'onSiteSeats'; left: number }
  | { ok: false; reason: 'capped'; retryAfterSeconds: number }
  | { ok: false; reason: 'idempotency-key-taken' };

/**
 * What the content says of a registration's date when it is confirmed: its seats and when
 * the date ends (ms: its manage links last until then), or that it takes none any more.
 */
export type ConfirmCheck = (
  registration: StoredRegistration,
) => (DateSeats & { readonly linksUntil: number }) | { closed: 'past' | 'unknownDate' };

/** A link's token as stored, with the registration it belongs to (none for a waiting-list entry's, or one deleted). */
export interface SeenLink {
  readonly token: TokenRow;
  readonly registration: StoredRegistration | undefined;
}

/** The manage links a confirmation makes (their tokens' hashes): the whole registration's, and one per place. */
export interface ManageLinkHashes {
  readonly whole: string;
  readonly places: readonly string[];
}

export type ConfirmResult =
  | { kind: 'confirmed'; registration: StoredRegistration }
  | { kind: 'unknown' }
  | { kind: Exclude<LinkState, 'valid'>; registration: StoredRegistration }
  | { kind: 'noSeats' | 'noOnSiteSeats'; registration: StoredRegistration; left: number }
  | { kind: 'duplicate'; registration: StoredRegistration; email: string }
  | { kind: 'closed'; registration: StoredRegistration; reason: 'past' | 'unknownDate' };

async function submit(w: Writer, submission: PendingSubmission): Promise<SubmitResult> {
  const { registration, client, now, settings } = submission;
  const { dateId, email } = registration;
  try {
    return await refusedOr<SubmitResult, SubmitResult>(() =>
      w.db.transaction(async () => {
        // Sent together (on PostgreSQL one round trip), in this order: the counts see the superseded entries gone.
        const [superseded, clientUse, addressUse, reference] = await Promise.all([
          w.db.all(w.sql.supersede({ dateId, email, client })),
          w.gate.clientUsage('registration', client, now, settings.holdMs),
          w.gate.addressUsage(email, client, now),
          w.freeReference(registration.reference),
        ]);
        await Promise.all(superseded.map(({ id }) => w.db.run(w.sql.releaseSeats({ id }))));
        const wait = clientVerdict(clientUse, peopleOf(registration), settings, now) || addressVerdict(addressUse, settings, now);
        if (wait > 0) throw new Refused<SubmitResult>({ ok: false, reason: 'capped', retryAfterSeconds: wait });
        // Counted together, under the date's lock.
        const [lacking, held] = await Promise.all([
          w.lacking(registration, submission.seats, now),
          w.seatsToHold(registration, client, submission.seats, now, settings),
        ]);
        if (lacking) throw new Refused<SubmitResult>({ ok: false, ...lacking });
        const stored = { ...(held > 0 ? registration : { ...registration, heldUntil: null }), reference };
        const mail = submission.mail(stored, held);
        // The writes go out together.
        await Promise.all([
          w.writeRow(stored, client, false, held),
          submission.token && w.gate.insertToken(submission.token.hash, 'registration', registration.id, now, submission.token.expiresAt),
          w.gate.recordMail(email, now, registration.id, client),
          mail && w.mail.enqueue([mail], now),
        ]);
        return { ok: true };
      }),
    );
  } catch (error) {
    if (await w.keyTaken(registration, error)) return { ok: false, reason: 'idempotency-key-taken' };
    throw error;
  }
}

/** A confirmed registration's mails; `duplicates`: the positions registered for the date elsewhere already, which get a note of their own instead. */
export type ConfirmationMails = (registration: StoredRegistration, duplicates: readonly number[]) => OutgoingMail[];

async function confirm(
  w: Writer,
  hash: string,
  now: number,
  check: ConfirmCheck,
  mails: ConfirmationMails,
  links: ManageLinkHashes | null,
  seen: SeenLink | undefined,
): Promise<ConfirmResult> {
  const token = seen ? seen.token : await w.gate.token(hash);
  const registration =
    token?.list === 'registration' && token.purpose === 'confirm' ? (seen ? seen.registration : await w.get(token.entryId)) : undefined;
  if (!token || !registration) return { kind: 'unknown' };
  const state = linkState(token, registration.status, now);
  if (state !== 'valid') return { kind: state, registration };
  const verdict = check(registration);
  if ('closed' in verdict) return { kind: 'closed', registration, reason: verdict.closed };
  const queued = mails(registration, []);
  return refusedOr<ConfirmResult, ConfirmResult>(() =>
    w.db.transaction(async () => {
      // Read and redeemed together (a refusal below undoes the redeeming with the rest).
      const [rows, redeemed, elsewhere] = await Promise.all([
        w.db.all(w.sql.confirming({ id: registration.id })),
        w.gate.redeemToken(hash, now),
        w.db.all(w.sql.registeredElsewhere({ id: registration.id })),
      ]);
      const [found] = rows;
      const current = found && registrationFromRow(found, joinedParticipants(rows));
      if (current?.status !== 'pending' || !redeemed) throw new Refused<ConfirmResult>({ kind: 'used', registration });
      // Cancelled by an operator while pending: the link confirms nothing any more.
      if (found?.cancelledByStaff === 1) throw new Refused<ConfirmResult>({ kind: 'unknown' });
      const confirmedAt = new Date(now).toISOString();
      const duplicates = await dropDuplicates(w, current, elsewhere, confirmedAt);
      const lacking = await lackingSeats(w, current, verdict, now, duplicates);
      if (lacking)
        throw new Refused<ConfirmResult>({
          kind: lacking.reason === 'seats' ? 'noSeats' : 'noOnSiteSeats',
          registration,
          left: lacking.left,
        });
      // The one who registered is registered already: the address is theirs (they confirmed), so they are told.
      const first = current.payload.participants[0];
      if (first && elsewhere.some(({ position }) => position === 0))
        throw new Refused<ConfirmResult>({ kind: 'duplicate', registration, email: first.email });
      // The writes go out together.
      await Promise.all([
        w.db.run(w.sql.confirmParticipants({ id: current.id })),
        w.db.run(w.sql.confirmRow({ at: confirmedAt, id: current.id })),
        ...(links
          ? [
              w.gate.insertManageToken(links.whole, current.id, null, now, verdict.linksUntil),
              ...links.places.flatMap((place, position) =>
                duplicates.includes(position) ? [] : [w.gate.insertManageToken(place, current.id, position, now, verdict.linksUntil)],
              ),
            ]
          : []),
        w.mail.enqueue(duplicates.length > 0 ? mails(current, duplicates) : queued, now, new Map([[current.id, current.email]])),
      ]);
      return { kind: 'confirmed', registration: { ...current, status: 'confirmed', heldUntil: null, confirmedAt } };
    }),
  );
}

/**
 * A further participant confirmed for the date in another registration already: their place
 * here is dropped (cancelled, without a fee) before the seats are counted, and the
 * registration is confirmed as any other, so that the one who registered cannot learn from
 * the answer who is registered; the person is told by mail instead (entry-mails.ts). Returns
 * the positions dropped. The first participant's own address is theirs: it is refused instead.
 */
async function dropDuplicates(
  w: Writer,
  current: StoredRegistration,
  elsewhere: readonly { position: number }[],
  at: string,
): Promise<number[]> {
  const positions = elsewhere.map(({ position }) => position).filter((position) => position > 0);
  await Promise.all(positions.map((position) => w.db.run(w.sql.dropPlace({ at, id: current.id, position }))));
  return positions;
}

/** What a confirmation must still find free: its places but those it holds, and those dropped (which take none). */
async function lackingSeats(w: Writer, current: StoredRegistration, verdict: DateSeats, now: number, dropped: readonly number[]) {
  const held = (current.heldUntil ?? 0) > now ? await w.seats.heldBy(current.id, now) : { seats: 0, onSite: 0 };
  const people = current.payload.participants;
  const covered = {
    seats: held.seats + dropped.length,
    onSite: held.onSite + dropped.filter((position) => people[position]?.attendance === 'onSite').length,
  };
  return covered.seats >= peopleOf(current) ? null : w.lacking(current, verdict, now, covered);
}

async function insert(
  w: Writer,
  registration: StoredRegistration,
  limits: number | null | DateSeats,
  mails: readonly OutgoingMail[],
): Promise<InsertResult> {
  const seats: DateSeats = typeof limits === 'object' && limits !== null ? limits : { seats: limits, onSiteSeats: null };
  const at = Date.parse(registration.createdAt);
  const confirmed: StoredRegistration = {
    ...registration,
    status: 'confirmed',
    heldUntil: null,
    confirmedAt: registration.confirmedAt ?? registration.createdAt,
  };
  try {
    return await refusedOr<InsertResult, InsertResult>(() =>
      w.db.transaction(async () => {
        const lacking = await w.lacking(registration, seats, at);
        if (lacking) throw new Refused<InsertResult>({ ok: false, ...lacking });
        await w.storeRow(confirmed, null, true);
        await w.mail.enqueue(mails, at);
        return { ok: true };
      }),
    );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return { ok: false, reason: (await w.keyTaken(registration, error)) ? 'idempotency-key-taken' : 'duplicate' };
  }
}

export function registrationWrites(parts: WriteParts) {
  const w = writer(parts);
  return {
    /** The writer the other writes of registrations share (claim-offer.ts). */
    writer: w,
    submit: (submission: PendingSubmission) => submit(w, submission),
    confirm: (
      hash: string,
      now: number,
      check: ConfirmCheck,
      mails: ConfirmationMails,
      links: ManageLinkHashes | null = null,
      seen?: SeenLink,
    ) => confirm(w, hash, now, check, mails, links, seen),
    insert: (registration: StoredRegistration, total: number | null = null, mails: readonly OutgoingMail[] = []) =>
      insert(w, registration, total, mails),
  };
}
