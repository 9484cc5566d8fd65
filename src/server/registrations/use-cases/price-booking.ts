/**
 * What a registration would cost, before it is sent (PRICE_PATH): its values judged as a
 * registration would be (the schema, the date, the code typed), then priced as its invoices
 * would be (src/server/invoices/rules/prospective.ts: each place at its full price by where it is
 * supplied, the reductions as allowances, the VAT by the billing address). Nothing is stored;
 * the code's uses are read as a registration would read them.
 */

import type { VatRules } from '../../../config/stated-settings.ts';
import type { BookingPrice } from '../../../registration-contract/booking-price.ts';
import { bookingPriceOf, prospectiveInvoices } from '../../invoices/rules/prospective.ts';
import type { Submission } from '../rules/submission.ts';
import type { RegisterDeps, RegisterResult } from './entry-result.ts';
import { judgedSubmission } from './judged-booking.ts';

export type PriceAnswer =
  | { readonly kind: 'priced'; readonly price: BookingPrice }
  | Extract<RegisterResult, { kind: 'invalid' | 'refused' }>;

export async function priceBooking(submission: Submission, deps: RegisterDeps, vatRules: VatRules): Promise<PriceAnswer> {
  const judged = await judgedSubmission(submission, deps);
  if ('kind' in judged) return judged;
  const { registration, price, now } = judged;
  const invoices = prospectiveInvoices({ registration, price, locale: submission.locale, at: now }, deps.getContent(), vatRules);
  if (invoices === null) return { kind: 'refused', code: 'unknownDate' };
  return { kind: 'priced', price: bookingPriceOf(invoices, price, registration.participants.length) };
}
