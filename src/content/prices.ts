/**
 * What a participant pays, per person and net, as every page states it: a date's full price
 * (course fee and exam fee) with its early-booking offer while that applies, and the price a
 * seminar is offered at (one price where its bookable dates agree, else "from" the lowest).
 * The course fee alone is never shown without the exam fee beside it.
 */
import { dateStatus, upcomingDates } from './schedule.ts';
import type { SeminarDate } from './types.ts';

/** An early-booking offer that applies: its price, and the last day (YYYY-MM-DD) it does. */
export interface ActivePromo {
  readonly price: number;
  readonly until: string;
}

/** The early-booking course fee, while its last day has not passed. */
export function activePromo(date: SeminarDate, today: string): ActivePromo | null {
  return date.promoPrice !== null && date.promoUntil !== null && date.promoUntil >= today
    ? { price: date.promoPrice, until: date.promoUntil }
    : null;
}

/** The exam and certification fee: what the full price adds to the course fee. */
export const examFee = (date: SeminarDate) => date.totalPrice - date.price;

/** A date's full price per person: `regular` (course and exam fee), the offer on it while one applies, and its two parts now. */
export interface FullPrice {
  readonly regular: number;
  readonly promo: ActivePromo | null;
  readonly courseFee: number;
  readonly examFee: number;
}

export function fullPrice(date: SeminarDate, today: string): FullPrice {
  const promo = activePromo(date, today);
  return {
    regular: date.totalPrice,
    promo: promo && { price: promo.price + examFee(date), until: promo.until },
    courseFee: promo?.price ?? date.price,
    examFee: examFee(date),
  };
}

/** What a full price costs today. */
export const priceNow = (price: Pick<FullPrice, 'regular' | 'promo'>) => price.promo?.price ?? price.regular;

/**
 * What a seminar is offered at today: the one full price its bookable dates share (with their
 * offer), or, where they differ, the lowest of them as "from". Null while no date can be booked.
 */
export type SeminarOffer =
  | { readonly kind: 'one'; readonly regular: number; readonly promo: ActivePromo | null }
  | { readonly kind: 'from'; readonly price: number };

export function seminarOffer(dates: readonly SeminarDate[], today: string): SeminarOffer | null {
  const prices = upcomingDates(dates, today)
    .filter((date) => dateStatus(date, today) === 'bookable')
    .map((date) => fullPrice(date, today));
  const [first] = prices;
  if (!first) return null;
  const key = (price: FullPrice) => `${price.regular}|${price.promo?.price}|${price.promo?.until}`;
  return prices.every((price) => key(price) === key(first))
    ? { kind: 'one', regular: first.regular, promo: first.promo }
    : { kind: 'from', price: Math.min(...prices.map(priceNow)) };
}

/** The amount a seminar's offer names ("from" its lowest, or its one price now). */
export const offerPrice = (offer: SeminarOffer) => (offer.kind === 'from' ? offer.price : priceNow(offer));
