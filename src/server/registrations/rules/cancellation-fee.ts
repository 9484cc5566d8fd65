/**
 * What cancelling places of a registration costs, as the terms say
 * (src/content/terms-policy.ts): the share of a place's price as booked (booked-price.ts:
 * kept through a move or a substitute) for the Europe/Berlin days left before its date
 * starts. Pure.
 */
import { findDate } from '../../../content/content-index.ts';
import { cancellationFeePercent, daysBefore } from '../../../content/terms-policy.ts';
import type { Content } from '../../../content/types.ts';
import { placePrice } from './booked-price.ts';
import type { StoredRegistration } from './stored-entry.ts';

export interface CancellationFee {
  /** Share of the total price, in per cent. */
  readonly percent: number;
  /** Net EUR for the places cancelled. */
  readonly amount: number;
}

/**
 * The fee of cancelling `places` of `registration` (all of them unless told) on `today`
 * ('YYYY-MM-DD' in Europe/Berlin), or null when its date is not in the content or its price
 * was not kept with it.
 */
export function feeOfCancelling(
  registration: StoredRegistration,
  content: Content,
  today: string,
  places = registration.payload.participants.length,
): CancellationFee | null {
  const found = findDate(content, registration.dateId);
  if (!found || registration.price === null) return null;
  const percent = cancellationFeePercent(daysBefore(today, found.date.start));
  const perPlace = Math.round((placePrice(registration.price) * percent) / 100);
  return { percent, amount: (perPlace * places) / 100 };
}
