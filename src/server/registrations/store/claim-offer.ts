/**
 * Claiming a seat offered from a waiting list (waitlist-offers.ts): the offer's link
 * proved the address, so the registration is stored confirmed at once, in one transaction
 * that ends the offer (its held seat is free again for this registration's count), counts
 * the date's seats, and queues the confirmations with their manage links. An offer that
 * ended (claimed, declined, expired) claims nothing.
 */

import { compiledOnce, query } from '../../database/queries.ts';
import { isUniqueViolation, Refused, refusedOr } from '../../database/sql.ts';
import type { OutgoingMail } from '../../outbox/mail-message.ts';
import type { StoredRegistration } from '../rules/stored-entry.ts';
import type { ManageLinkHashes } from './registration-writes.ts';
import type { DateSeats, Writer } from './write-steps.ts';

export interface ClaimRequest {
  /** The claim link's token hash. */
  readonly offerHash: string;
  /** The registration, confirmed (its address is the offer's). */
  readonly registration: StoredRegistration;
  readonly seats: DateSeats;
  /** When its manage links end (ms). */
  readonly linksUntil: number;
  readonly links: ManageLinkHashes;
  /** Its confirmations, composed from the registration as stored. */
  readonly mails: (registration: StoredRegistration) => readonly OutgoingMail[];
  readonly now: number;
}

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

export async function claimOffer(w: Writer, request: ClaimRequest): Promise<ClaimResult> {
  const { registration, now } = request;
  try {
    return await refusedOr<ClaimResult, ClaimResult>(() =>
      w.db.transaction(async () => {
        if ((await w.db.run(statements.end({ at: now, registrationId: registration.id, hash: request.offerHash }))).changes === 0)
          throw new Refused<ClaimResult>({
            ok: false,
            reason: (await w.db.get(statements.known({ hash: request.offerHash }))) ? 'ended' : 'unknown',
          });
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
