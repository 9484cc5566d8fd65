/**
 * A booking before it is stored (a price asked for, a quote) as its invoices would bill it: the
 * registration with its price as booked, its invoices' lines and reductions by where each place
 * is supplied and the VAT by the billing address (documents.ts), and what the review, a quote's
 * page and its PDF state of them. Pure.
 */
import type { VatRules } from '../../../config/stated-settings.ts';
import type { Content } from '../../../content/types.ts';
import type { Locale } from '../../../i18n/locales.ts';
import type { BookingPrice } from '../../../registration-contract/booking-price.ts';
import type { Registration } from '../../../registration-contract/schema.ts';
import { untouchedPlaces } from '../../registrations/rules/account.ts';
import { type BookedPrice, placePrice } from '../../registrations/rules/booked-price.ts';
import { bookingPerson } from '../../registrations/rules/people.ts';
import type { StoredRegistration } from '../../registrations/rules/stored-entry.ts';
import { invoicedTotals, type WantedInvoice, wantedInvoices } from './documents.ts';

/** A booking not yet stored: its values as judged, its price as booked, its language and when it was priced (ms). */
export interface Prospect {
  readonly registration: Registration;
  readonly price: BookedPrice;
  readonly locale: Locale;
  readonly at: number;
}

/** The booking as a stored registration would be (no id or reference yet): what the invoices' rules read. */
export function prospectiveRegistration({ registration, price, locale, at }: Prospect): StoredRegistration {
  return {
    id: 'prospect',
    reference: '',
    price,
    dateId: registration.dateId,
    email: bookingPerson(registration).email,
    locale,
    payload: registration,
    createdAt: new Date(at).toISOString(),
    idempotencyKey: null,
    fingerprint: '',
    status: 'pending',
    heldUntil: null,
    confirmedAt: null,
  };
}

/** The invoices the booking would get, every place still booked; null when its date is not in `content`. */
export const prospectiveInvoices = (prospect: Prospect, content: Content, vatRules: VatRules): WantedInvoice[] | null => {
  const registration = prospectiveRegistration(prospect);
  return wantedInvoices(registration, untouchedPlaces(registration), content, vatRules);
};

const euros = (cents: number) => cents / 100;

/** What `invoices` of a booking of `people` at `price` state: a place's full price, each reduction by its label, and the totals (EUR). */
export function bookingPriceOf(invoices: readonly WantedInvoice[], price: BookedPrice, people: number): BookingPrice {
  const totals = invoicedTotals(invoices);
  const labels = new Map<string, number>();
  for (const allowance of invoices.flatMap((invoice) => invoice.allowances))
    labels.set(allowance.reason, (labels.get(allowance.reason) ?? 0) + allowance.amount);
  return {
    people,
    unit: euros(placePrice(price)),
    allowances: [...labels].map(([label, amount]) => ({ label, amount: euros(amount) })),
    net: euros(totals.net),
    vat: euros(totals.vat),
    gross: euros(totals.gross),
  };
}
