/**
 * What a registration would cost, before it is sent (PRICE_PATH): its values judged as a
 * registration would be (the schema, the date, the code typed), then priced as its invoices
 * would be (src/server/invoices/rules/documents.ts: each place at its full price by where it is
 * supplied, the reductions as allowances, the VAT by the billing address). Nothing is stored;
 * the code's uses are read as a registration would read them.
 */

import type { VatRules } from '../../../config/stated-settings.ts';
import { berlinDate } from '../../../content/calendar.ts';
import { findDate } from '../../../content/content-index.ts';
import { registrationSchemaFor } from '../../../registration-contract/attendance.ts';
import type { BookingPrice } from '../../../registration-contract/booking-price.ts';
import { invoicedTotals, wantedInvoices } from '../../invoices/rules/documents.ts';
import { untouchedPlaces } from '../rules/account.ts';
import { bookedPrice, placePrice } from '../rules/booked-price.ts';
import { checkDate, forDate } from '../rules/date-check.ts';
import { bookingPerson } from '../rules/people.ts';
import type { StoredRegistration } from '../rules/stored-entry.ts';
import { type Submission, submittedDateId } from '../rules/submission.ts';
import { bookingDiscounts } from './booking-discounts.ts';
import { privateRefused, type RegisterDeps, type RegisterResult } from './entry-result.ts';

export type PriceAnswer =
  | { readonly kind: 'priced'; readonly price: BookingPrice }
  | Extract<RegisterResult, { kind: 'invalid' | 'refused' }>;

const euros = (cents: number) => cents / 100;

export async function priceBooking(submission: Submission, deps: RegisterDeps, vatRules: VatRules): Promise<PriceAnswer> {
  const content = deps.getContent();
  const submitted = findDate(content, submittedDateId(submission.input));
  const parsed = registrationSchemaFor(submitted?.seminar.format === 'hybrid').safeParse(submission.input);
  if (!parsed.success) return { kind: 'invalid', issues: parsed.error.issues };
  const check = checkDate(content, parsed.data.dateId, deps.today());
  if (!check.ok) return { kind: 'refused', code: check.reason };
  const registration = forDate(parsed.data, check.seminar.format === 'hybrid');
  if ('kind' in registration) return registration;
  const refusedPrivate = privateRefused(deps, registration);
  if (refusedPrivate) return refusedPrivate;
  const now = deps.now().getTime();
  const bookedOn = berlinDate(new Date(now));
  const discounts = await bookingDiscounts(deps, registration, check.date, bookedOn, now);
  if ('kind' in discounts) return discounts;
  const price = bookedPrice(check.date, bookedOn, discounts);
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
