/**
 * The price of a place as booked: what the date cost per person on the day of booking (the
 * course fee at the early-booking price while that applied, and the exam fee), in net
 * cents, and the reductions the booking got (src/content/discounts.ts: a group discount, a
 * code's), each its own allowance off the course fees. It is stored with the registration and
 * stays what it was: later changes of the date's prices or the CMS's discounts, a move to
 * another date, a substitute change nothing of it. Pure.
 */
import type { BookedDiscount } from '../../../content/discounts.ts';
import { activePromo, examFee } from '../../../content/prices.ts';
import type { SeminarDate } from '../../../content/types.ts';

export interface BookedPrice {
  /** The course fee per place, net cents. */
  readonly courseFee: number;
  /** The certification exam fee per place, net cents. */
  readonly examFee: number;
  /** Whether the course fee is the early-booking one. */
  readonly earlyBird: boolean;
  /** The reductions off the course fees, in the order they are taken (the group discount before a code's). */
  readonly discounts: readonly BookedDiscount[];
}

/** Euros (the content's money) in whole cents. */
export const cents = (euros: number): number => Math.round(euros * 100);

/** What a place on `date` costs when booked on `bookedOn` ('YYYY-MM-DD', Europe/Berlin), with the reductions it gets. */
export function bookedPrice(date: SeminarDate, bookedOn: string, discounts: readonly BookedDiscount[] = []): BookedPrice {
  const promo = activePromo(date, bookedOn);
  return { courseFee: cents(promo?.price ?? date.price), examFee: cents(examFee(date)), earlyBird: promo !== null, discounts };
}

/** A place's whole price as booked before its reductions, net cents. */
export const placePrice = (price: BookedPrice): number => price.courseFee + price.examFee;
