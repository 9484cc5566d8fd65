/**
 * The price of a place as booked: what the date cost per person on the day of booking (the
 * course fee at the early-booking price while that applied, and the exam fee), in net
 * cents. It is stored with the registration and stays what it was: later changes of the
 * date's prices, a move to another date, a substitute change nothing of it. Pure.
 */
import { activePromo, examFee } from '../../../content/prices.ts';
import type { SeminarDate } from '../../../content/types.ts';

export interface BookedPrice {
  /** The course fee per place, net cents. */
  readonly courseFee: number;
  /** The certification exam fee per place, net cents. */
  readonly examFee: number;
  /** Whether the course fee is the early-booking one. */
  readonly earlyBird: boolean;
}

/** Euros (the content's money) in whole cents. */
export const cents = (euros: number): number => Math.round(euros * 100);

/** What a place on `date` costs when booked on `bookedOn` ('YYYY-MM-DD', Europe/Berlin). */
export function bookedPrice(date: SeminarDate, bookedOn: string): BookedPrice {
  const promo = activePromo(date, bookedOn);
  return { courseFee: cents(promo?.price ?? date.price), examFee: cents(examFee(date)), earlyBird: promo !== null };
}

/** A place's whole price as booked, net cents. */
export const placePrice = (price: BookedPrice): number => price.courseFee + price.examFee;
