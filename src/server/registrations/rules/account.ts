/**
 * One account of each registration: its places at the price as booked (booked-price.ts), less
 * the reductions it was booked with (each off the course fees of the places still booked from
 * its n-th on: src/content/discounts.ts), and what changed what is owed, as its places record
 * it: a place cancelled with a fee by the terms, a fee waived because the academy called the
 * date off. What is owed is computed
 * here, once; every mail, page, export, CMS item and invoice shows this computation. Money in
 * net cents. Pure.
 */
import { type DiscountShare, discountShares } from '../../../content/discounts.ts';
import { type BookedPrice, cents, placePrice } from './booked-price.ts';
import type { Place } from './change-records.ts';
import type { StoredRegistration } from './stored-entry.ts';

/** A cancellation fee of one place, net cents. */
export interface FeeLine {
  readonly position: number;
  readonly percent: number;
  readonly amount: number;
}

/** A reduction as the account takes it: what it takes off each place booked it applies to, net cents, and in all. */
export type AllowanceLine = DiscountShare;

export interface Account {
  /** The price of a place as booked; null for a registration stored without it. */
  readonly price: BookedPrice | null;
  /** The positions of the places still booked. */
  readonly booked: readonly number[];
  /** The positions of the places cancelled (with a fee or free). */
  readonly cancelled: readonly number[];
  /** The positions of the places moved on their own to a registration of their own (owing nothing here). */
  readonly moved: readonly number[];
  /** The fees owed for cancelled places (none of nothing). */
  readonly fees: readonly FeeLine[];
  /** The fees the academy waived (it called the date off). */
  readonly waived: readonly FeeLine[];
  /** The reductions off the places still booked. */
  readonly allowances: readonly AllowanceLine[];
  /** Net cents owed: each place still booked at its price, less the reductions, and each fee not waived; null without a price. */
  readonly total: number | null;
}

/** The places of a registration nobody has changed: every participant's, booked on its date. */
export const untouchedPlaces = (registration: StoredRegistration): Place[] =>
  registration.payload.participants.map((participant, position) => ({
    position,
    dateId: registration.dateId,
    email: participant.email,
    onSite: participant.attendance === 'onSite',
    cancelledAt: null,
    fee: null,
    feeWaivedAt: null,
    movedTo: null,
  }));

function feeLine(place: Place): FeeLine | null {
  if (place.cancelledAt === null || place.fee === null) return null;
  const amount = cents(place.fee.amount);
  return amount > 0 ? { position: place.position, percent: place.fee.percent, amount } : null;
}

/** What one place adds to the account, net cents: its price less its reductions while booked, its fee once cancelled (0 when free or waived); null without a price. */
export function placeAmount(account: Account, position: number): number | null {
  if (account.price === null) return null;
  if (account.booked.includes(position)) {
    const off = account.allowances.reduce((sum, line) => sum + (line.places.find((place) => place.position === position)?.amount ?? 0), 0);
    return placePrice(account.price) - off;
  }
  return account.fees.find((fee) => fee.position === position)?.amount ?? 0;
}

export function accountOf(price: BookedPrice | null, places: readonly Place[]): Account {
  const booked = places.filter((place) => place.cancelledAt === null).map((place) => place.position);
  const cancelled = places.filter((place) => place.cancelledAt !== null && place.movedTo === null).map((place) => place.position);
  const moved = places.filter((place) => place.movedTo !== null).map((place) => place.position);
  const lines = places.flatMap((place) => {
    const line = feeLine(place);
    return line ? [{ line, waived: place.feeWaivedAt !== null }] : [];
  });
  const fees = lines.filter((entry) => !entry.waived).map((entry) => entry.line);
  const waived = lines.filter((entry) => entry.waived).map((entry) => entry.line);
  const feeTotal = fees.reduce((sum, fee) => sum + fee.amount, 0);
  const allowances = price === null ? [] : discountShares(price.discounts, price.courseFee, booked);
  const off = allowances.reduce((sum, line) => sum + line.amount, 0);
  return {
    price,
    booked,
    cancelled,
    moved,
    fees,
    waived,
    allowances,
    total: price === null ? null : booked.length * placePrice(price) - off + feeTotal,
  };
}
