/**
 * Offering freed seats to the waiting lists, and claiming or declining an offer, apart
 * from HTTP. The sweep (waitlist-offers.ts) runs whenever seats may have come free: after a
 * change through a manage link, when holds and offers end, after a new site (the CMS may
 * have added seats) and at start. A claim registers at once: the offer's link proved the
 * address, so the registration must use it as its first participant's.
 */
import { findDate } from '../../../content/content-index.ts';
import type { Content } from '../../../content/types.ts';
import { claimLink } from '../../../registration-contract/contract.ts';
import { firstParticipant, type Registration } from '../../../registration-contract/schema.ts';
import { hashToken, newToken, TOKEN_PATTERN } from '../../gate/tokens.ts';
import { errorField, type Logger } from '../../log/log.ts';
import type { MailComposer } from '../../mail/composer.ts';
import { linksUntil, manageTokens } from '../rules/manage-tokens.ts';
import type { RegistrationStores } from '../store/registration-stores.ts';
import type { StoredRegistration } from '../store/registrations-table.ts';
import type { Offer, OfferableDate } from '../store/waitlist-offers.ts';
import type { RegisterResult } from './entry-result.ts';

/** A seat count that changed: a date and how many seats more (positive) or fewer (negative) are taken. */
export interface SeatChange {
  readonly dateId: number;
  readonly change: number;
}

export interface OfferDeps {
  readonly stores: RegistrationStores;
  readonly getContent: () => Content;
  /** 'YYYY-MM-DD', Europe/Berlin */
  readonly today: () => string;
  readonly now: () => Date;
  readonly siteUrl: string;
  readonly offerMs: number;
  readonly mails?: MailComposer;
}

/** A date's seats, unless it takes no offers: gone, begun, cancelled, or closed by an editor's "fully booked". */
function offerable(content: Content, today: string): OfferableDate {
  return (dateId) => {
    const found = findDate(content, dateId);
    if (!found || found.date.fullyBooked || found.date.cancelled || found.date.start <= today) return null;
    return { seats: found.date.seats };
  };
}

/** What a sweep or an admission needs: the time, which dates take offers, how long they last, their links and mails. */
const offering = (deps: OfferDeps) => ({
  now: deps.now().getTime(),
  offerable: offerable(deps.getContent(), deps.today()),
  offerMs: deps.offerMs,
  newToken,
  mail: (entry: Parameters<NonNullable<OfferDeps['mails']>['offer']>[0], token: string, expiresAt: number) =>
    deps.mails ? [deps.mails.offer(entry, claimLink(deps.siteUrl, token), expiresAt)] : [],
});

/** Offers every freed seat to the next entries in line; the offers made. */
export function offerFreedSeats(deps: OfferDeps): Promise<Offer[]> {
  return deps.stores.offers.sweep(offering(deps));
}

/** Offers a seat to one waiting-list entry now, out of turn (staff admit it): the offer, or why none. */
export const admitFromWaitlist = (deps: OfferDeps, entryId: string) => deps.stores.offers.admit(entryId, offering(deps));

/**
 * offerFreedSeats for the places that run it after something else has happened (a change
 * made, a timer, a new site): a failure (the database busy, say) is logged and offers
 * nothing, and the next occasion tries again; what happened before stands.
 */
export async function offerFreedSeatsOrLog(deps: OfferDeps, log: Logger, context: Record<string, unknown> = {}): Promise<Offer[]> {
  try {
    return await offerFreedSeats(deps);
  } catch (error) {
    log.error('offering freed seats failed', { ...context, error: errorField(error) });
    return [];
  }
}

/** The offer of a claim link, open at `now`, or why it claims nothing. */
export async function openOffer(stores: Pick<RegistrationStores, 'offers'>, token: string, now: number) {
  if (!TOKEN_PATTERN.test(token)) return { problem: 'unknown' as const };
  const found = await stores.offers.byHash(hashToken(token), now);
  if (!found) return { problem: 'unknown' as const };
  return found.offer.status === 'open' ? found : { problem: 'ended' as const, ...found };
}

/**
 * Stores a registration that claims an offer, confirmed at once, with its confirmations
 * (and their manage links); or says why not.
 */
export async function claimSeat(
  deps: Pick<OfferDeps, 'stores' | 'getContent' | 'now' | 'mails'> & { readonly manageLink: (token: string) => string },
  token: string,
  registration: StoredRegistration,
  seats: { seats: number | null; onSiteSeats: number | null },
): Promise<Extract<RegisterResult, { kind: 'created' | 'refused' }>> {
  const now = deps.now().getTime();
  const offer = await openOffer(deps.stores, token, now);
  if ('problem' in offer) return { kind: 'refused', code: offer.problem === 'unknown' ? 'unknownLink' : 'offerEnded' };
  const payload: Registration = registration.payload;
  const email = firstParticipant(payload).email;
  if (offer.offer.dateId !== registration.dateId) return { kind: 'refused', code: 'unknownLink' };
  if (email.toLowerCase() !== offer.entry.email.toLowerCase())
    return { kind: 'refused', code: 'offerEmail', params: { email: offer.entry.email } };
  const date = findDate(deps.getContent(), registration.dateId)?.date;
  if (!date) return { kind: 'refused', code: 'unknownDate' };
  const { links, hashes } = manageTokens(payload.participants.length, deps.manageLink);
  const confirmed: StoredRegistration = { ...registration, status: 'confirmed', heldUntil: null, confirmedAt: registration.createdAt };
  const result = await deps.stores.registrations.claim({
    offerHash: hashToken(token),
    registration: confirmed,
    seats,
    linksUntil: linksUntil(date),
    links: hashes,
    mails: (stored) => deps.mails?.registration(stored, links) ?? [],
    now,
  });
  if (result.ok)
    return {
      kind: 'created',
      id: registration.id,
      dateId: registration.dateId,
      stored: true,
      waitlist: false,
      emails: [email],
      confirmed: true,
    };
  const requested = payload.participants.length;
  switch (result.reason) {
    case 'unknown':
      return { kind: 'refused', code: 'unknownLink' };
    case 'ended':
      return { kind: 'refused', code: 'offerEnded' };
    case 'duplicate':
      return { kind: 'refused', code: 'duplicate', params: { email } };
    case 'idempotency-key-taken':
      return { kind: 'refused', code: 'idempotencyConflict' };
    case 'onSiteSeats':
      return { kind: 'refused', code: 'notEnoughOnSiteSeats', params: { left: result.left, requested } };
    case 'seats':
      return { kind: 'refused', code: 'notEnoughSeats', params: { left: result.left, requested } };
  }
}

/** The seat changes of a change and of the offers that followed it (each offer holds a seat), one per date. */
export function withOffers(changes: readonly SeatChange[], offers: readonly Offer[]): SeatChange[] {
  const byDate = new Map<number, number>();
  for (const { dateId, change } of changes) byDate.set(dateId, (byDate.get(dateId) ?? 0) + change);
  for (const { dateId } of offers) byDate.set(dateId, (byDate.get(dateId) ?? 0) + 1);
  return [...byDate].map(([dateId, change]) => ({ dateId, change }));
}
