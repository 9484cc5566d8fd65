/**
 * A quote as its PDF and its page state it: its document (the places and reductions as the
 * invoices would bill them, documents.ts `quoteOf`), drawn when it is issued and kept; its prices
 * as the review states them, read from that document; and its state on a day. Pure.
 */
import type { VatRules } from '../../../config/stated-settings.ts';
import { addDays } from '../../../content/calendar.ts';
import type { Content } from '../../../content/types.ts';
import { billingAddressLines } from '../../../registration-contract/billing-address.ts';
import type { BookingPrice } from '../../../registration-contract/booking-price.ts';
import type { QuoteView } from '../../../registration-contract/quote.ts';
import { quoteOf } from '../../invoices/rules/documents.ts';
import type { QuoteDocument, Seller } from '../../invoices/rules/invoice-document.ts';
import { prospectiveInvoices, prospectiveRegistration } from '../../invoices/rules/prospective.ts';
import { invoiceTotals } from '../../invoices/rules/totals.ts';
import { placePrice } from '../../registrations/rules/booked-price.ts';
import { fullName } from '../../registrations/rules/people.ts';
import type { StoredQuote } from './quote-record.ts';

/** The last day a quote issued on `issuedOn` holds: that day and `days` after it. */
export const validUntilOf = (issuedOn: string, days: number): string => addDays(issuedOn, days);

/** What a quote's document is numbered and dated with. */
export interface QuoteDating {
  readonly number: string;
  readonly issuedOn: string;
  readonly validUntil: string;
}

/** The quote's document by the content and VAT rules now (what its issue keeps); null when its date is gone from the content. */
export function quoteDocumentOf(
  quote: StoredQuote,
  content: Content,
  vatRules: VatRules,
  seller: Seller,
  dating: QuoteDating,
): QuoteDocument | null {
  const prospect = { registration: quote.registration, price: quote.price, locale: quote.locale, at: quote.createdAt };
  const invoices = prospectiveInvoices(prospect, content, vatRules);
  if (invoices === null) return null;
  const { number, issuedOn, validUntil } = dating;
  return quoteOf(prospectiveRegistration(prospect), invoices, { seller, number, issueDate: issuedOn, validUntil });
}

const euros = (cents: number) => cents / 100;

/** What a quote's document states, as the review states a price: a place's full price, each reduction by its label, the totals (EUR). */
export function documentPrice(quote: StoredQuote, document: QuoteDocument): BookingPrice {
  const labels = new Map<string, number>();
  for (const allowance of document.allowances ?? []) labels.set(allowance.reason, (labels.get(allowance.reason) ?? 0) + allowance.amount);
  const totals = invoiceTotals(document.lines, document.allowances);
  return {
    people: quote.registration.participants.length,
    unit: euros(placePrice(quote.price)),
    allowances: [...labels].map(([label, amount]) => ({ label, amount: euros(amount) })),
    net: euros(totals.net),
    vat: euros(totals.vat),
    gross: euros(totals.gross),
  };
}

/** Booked (as its registration), not issued yet, past its last day on `today`, its date closed to bookings, or open. */
export function quoteState(quote: StoredQuote, today: string, bookable: boolean): QuoteView['state'] {
  if (quote.registrationId !== null) return 'booked';
  if (quote.validUntil !== null && quote.validUntil < today) return 'expired';
  if (!bookable) return 'closed';
  return quote.number === null ? 'new' : 'open';
}

/** What the quote's page shows of it and of `document`, through its link's `token`; `reference`: the registration it became. */
export function quoteView(
  quote: StoredQuote,
  document: QuoteDocument,
  view: Pick<QuoteView, 'token' | 'state' | 'reference' | 'refusal'>,
): QuoteView {
  return {
    ...view,
    number: quote.number,
    issuedOn: quote.issuedOn,
    validUntil: quote.validUntil,
    people: quote.registration.participants.map(fullName),
    billing: billingAddressLines(quote.locale, quote.registration.billing),
    price: documentPrice(quote, document),
    consumer: quote.registration.consumer,
  };
}
