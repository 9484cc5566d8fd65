/**
 * What cancelling places of a registration costs, as the terms say
 * (src/content/terms-policy.ts): the share of the total price for the Europe/Berlin days
 * left before its date starts, for each place at the price it was booked at (an
 * early-booking total while it applied on the day of booking, on the date first booked:
 * moving to another date changes no price). Pure.
 */
import { berlinDate } from '../../content/calendar.ts';
import { findDate } from '../../content/content-index.ts';
import { activePromoTotal } from '../../content/schedule.ts';
import { cancellationFee, cancellationFeePercent, daysBefore } from '../../content/terms-policy.ts';
import type { Content } from '../../content/types.ts';
import type { StoredRegistration } from './entry-rows.ts';

export interface CancellationFee {
  /** Share of the total price, in per cent. */
  readonly percent: number;
  /** Net EUR for the places cancelled. */
  readonly amount: number;
}

/** What a registration's places cost, per person, as booked; null when its date is not in the content. */
export function pricePerPlace(registration: StoredRegistration, content: Content, bookedDateId = registration.dateId): number | null {
  const found = findDate(content, bookedDateId) ?? findDate(content, registration.dateId);
  if (!found) return null;
  const bookedOn = berlinDate(new Date(registration.createdAt));
  return activePromoTotal(found.date, bookedOn)?.price ?? found.date.totalPrice;
}

/**
 * The fee of cancelling `places` of `registration` (all of them unless told) on `today`
 * ('YYYY-MM-DD' in Europe/Berlin), or null when its date is not in the content.
 * `bookedDateId`: the date it was booked for, when it has moved since.
 */
export function feeOfCancelling(
  registration: StoredRegistration,
  content: Content,
  today: string,
  places = registration.payload.participants.length,
  bookedDateId = registration.dateId,
): CancellationFee | null {
  const found = findDate(content, registration.dateId);
  const price = pricePerPlace(registration, content, bookedDateId);
  if (!found || price === null) return null;
  const days = daysBefore(today, found.date.start);
  return { percent: cancellationFeePercent(days), amount: Math.round(cancellationFee(price, days) * places * 100) / 100 };
}
