/**
 * A registration whose address a link proved, stored confirmed at once: a claim of a seat
 * offered from a waiting list (waitlist-offers.ts), or a booking from a quote
 * (src/server/quotes/). One transaction spends the proof first (ends the offer, whose held
 * seat is free again for this registration's count; marks the quote booked), counts the
 * date's seats, and queues the confirmations with their manage links. A proof spent already
 * (an offer claimed, declined or expired; a quote booked or past) books nothing.
 */

import { compiledOnce, query } from '../../database/queries.ts';
import { isUniqueViolation, Refused, refusedOr } from '../../database/sql.ts';
import type { OutgoingMail } from '../../outbox/mail-message.ts';
import type { StoredRegistration } from '../rules/stored-entry.ts';
import type { ManageLinkHashes } from './registration-writes.ts';
import type { DateSeats, Writer } from './write-steps.ts';

/** A registration whose address a link proved, to store confirmed. */
export interface ProvenBooking {
  /** The registration, confirmed (its address is the link's). */
  readonly registration: StoredRegistration;
  readonly seats: DateSeats;
  /** When its manage links end (ms). */
  readonly linksUntil: number;
  readonly links: ManageLinkHashes;
  /** Its confirmations, composed from the registration as stored. */
  readonly mails: (registration: StoredRegistration) => readonly OutgoingMail[];
  readonly now: number;
}

export interface ClaimRequest extends ProvenBooking {
  /** The claim link's token hash. */
  readonly offerHash: string;
}

/** Spends a booking's proof in its transaction: null once spent now, or why it cannot be ('unknown', 'ended'). */
export type SpendProof = () => Promise<null | 'unknown' | 'ended'>;

export type ClaimResult =
  | { ok: true }
  | { ok: false; reason: 'unknown' | 'ended' | 'duplicate' | 'idempotency-key-taken' }
  | { ok: false; reason: 'seats' | 'onSiteSeats'; left: number };

const statements = {
  end: compiledOnce((i: { at: number; registrationId: string; hash: string }) =>
    query
      .updateTable('offers')
      .set({ status: 'claimed', ended_at: i.at, registration_id: i.registrationId })
      .where('hash', '=', i.hash)
      .where('status', '=', 'open')
      .where('expires_at', '>', i.at),
  ),
  known: compiledOnce((i: { hash: string }) => query.selectFrom('offers').select('entry_id').where('hash', '=', i.hash)),
};

/** Ends the offer a claim link's token hash stands for, by `registrationId` at `at`. */
const endOffer =
  (w: Writer, hash: string, registrationId: string, at: number): SpendProof =>
  async () => {
    if ((await w.db.run(statements.end({ at, registrationId, hash }))).changes > 0) return null;
    return (await w.db.get(statements.known({ hash }))) ? 'ended' : 'unknown';
  };

export const claimOffer = (w: Writer, request: ClaimRequest): Promise<ClaimResult> =>
  bookProven(w, request, endOffer(w, request.offerHash, request.registration.id, request.now));

export async function bookProven(w: Writer, request: ProvenBooking, spend: SpendProof): Promise<ClaimResult> {
  const { registration, now } = request;
  try {
    return await refusedOr<ClaimResult, ClaimResult>(() =>
      w.db.transaction(async () => {
        const spent = await spend();
        if (spent !== null) throw new Refused<ClaimResult>({ ok: false, reason: spent });
        const lacking = await w.lacking(registration, request.seats, now);
        if (lacking) throw new Refused<ClaimResult>({ ok: false, ...lacking });
        const stored = await w.storeRow(registration, null, true);
        await w.gate.insertManageToken(request.links.whole, registration.id, null, now, request.linksUntil);
        for (const [position, hash] of request.links.places.entries())
          await w.gate.insertManageToken(hash, registration.id, position, now, request.linksUntil);
        await w.mail.enqueue(request.mails(stored), now);
        return { ok: true };
      }),
    );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return { ok: false, reason: (await w.keyTaken(registration, error)) ? 'idempotency-key-taken' : 'duplicate' };
  }
}
