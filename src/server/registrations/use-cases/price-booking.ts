/**
 * What a registration would cost, before it is sent (PRICE_PATH): its values judged as a
 * registration would be (the schema, the date, the code typed), then priced as its invoices
 * would be (src/server/invoices/rules/documents.ts: each place at its full price by where it is
 * supplied, the reductions as allowances, the VAT by the billing address). Nothing is stored;
 * the code's uses are read as a registration would read them.
 */

import type { VatRules } from '../../../config/stated-settings.ts';
import { findDate } from '../../../content/content-index.ts';
import { registrationSchemaFor } from '../../../registration-contract/attendance.ts';
import type { BookingPrice } from '../../../registration-contract/booking-price.ts';
import { invoicedTotals, wantedInvoices } from '../../invoices/rules/documents.ts';
import { untouchedPlaces } from '../rules/account.ts';
import { placePrice } from '../rules/booked-price.ts';
import { bookingPerson } from '../rules/people.ts';
import type { StoredRegistration } from '../rules/stored-entry.ts';
import { type Submission, submittedDateId } from '../rules/submission.ts';
import type { RegisterDeps, RegisterResult } from './entry-result.ts';
import { judgedBooking } from './judged-booking.ts';

export type PriceAnswer =
  | { readonly kind: 'priced'; readonly price: BookingPrice }
  | Extract<RegisterResult, { kind: 'invalid' | 'refused' }>;

const euros = (cents: number) => cents / 100;

export async function priceBooking(submission: Submission, deps: RegisterDeps, vatRules: VatRules): Promise<PriceAnswer> {
  const content = deps.getContent();
  const submitted = findDate(content, submittedDateId(submission.input));
  const parsed = registrationSchemaFor(submitted?.seminar.format === 'hybrid').safeParse(submission.input);
  if (!parsed.success) return { kind: 'invalid', issues: parsed.error.issues };
  const judged = await judgedBooking(deps, parsed.data);
  if ('kind' in judged) return judged;
  const { registration, price, now } = judged;
  const priced: StoredRegistration = {
    id: 'price',
    reference: '',
    price,
    dateId: registration.dateId,
    email: bookingPerson(registration).email,
    locale: submission.locale,
    payload: registration,
    createdAt: new Date(now).toISOString(),
    idempotencyKey: null,
    fingerprint: '',
    status: 'pending',
    heldUntil: null,
    confirmedAt: null,
  };
  const invoices = wantedInvoices(priced, untouchedPlaces(priced), content, vatRules);
  if (invoices === null) return { kind: 'refused', code: 'unknownDate' };
  const totals = invoicedTotals(invoices);
  const labels = new Map<string, number>();
  for (const allowance of invoices.flatMap((invoice) => invoice.allowances))
    labels.set(allowance.reason, (labels.get(allowance.reason) ?? 0) + allowance.amount);
  return {
    kind: 'priced',
    price: {
      people: registration.participants.length,
      unit: euros(placePrice(price)),
      allowances: [...labels].map(([label, amount]) => ({ label, amount: euros(amount) })),
      net: euros(totals.net),
      vat: euros(totals.vat),
      gross: euros(totals.gross),
    },
  };
}
