/**
 * What cancelling a registration costs, as the terms say (src/content/terms-policy.ts): the
 * share of the total price for the Europe/Berlin days left before its date starts, for each
 * participant at the price they booked (an early-booking total while it applied on the day
 * of booking). Pure; the operator's cancel command records it with the cancellation.
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
  /** Net EUR for all the registration's participants. */
  readonly amount: number;
}

/** The fee of cancelling `registration` on `today` ('YYYY-MM-DD' in Europe/Berlin), or null when its date is not in the content. */
export function feeOfCancelling(registration: StoredRegistration, content: Content, today: string): CancellationFee | null {
  const found = findDate(content, registration.dateId);
  if (!found) return null;
  const { date } = found;
  const bookedOn = berlinDate(new Date(registration.createdAt));
  const pricePerPerson = activePromoTotal(date, bookedOn)?.price ?? date.totalPrice;
  const days = daysBefore(today, date.start);
  const people = registration.payload.participants.length;
  return { percent: cancellationFeePercent(days), amount: cancellationFee(pricePerPerson * people, days) };
}
