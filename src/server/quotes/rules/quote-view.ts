/**
 * A numbered quote as its PDF and its page state it: its document (the places and reductions as
 * the invoices would bill them, documents.ts `quoteOf`), its prices as the review states them, and
 * its state on a day. Pure.
 */
import type { VatRules } from '../../../config/stated-settings.ts';
import { addDays } from '../../../content/calendar.ts';
import type { Content } from '../../../content/types.ts';
import { billingAddressLines } from '../../../registration-contract/billing-address.ts';
import type { BookingPrice } from '../../../registration-contract/booking-price.ts';
import type { QuoteView } from '../../../registration-contract/quote.ts';
import { quoteOf } from '../../invoices/rules/documents.ts';
import type { QuoteDocument, Seller } from '../../invoices/rules/invoice-document.ts';
import { bookingPriceOf, prospectiveInvoices, prospectiveRegistration } from '../../invoices/rules/prospective.ts';
import { fullName } from '../../registrations/rules/people.ts';
import type { NumberedQuote, StoredQuote } from './quote-record.ts';

/** The last day a quote opened on `issuedOn` holds: that day and `days` after it. */
export const validUntilOf = (issuedOn: string, days: number): string => addDays(issuedOn, days);

/** A numbered quote with its document and its prices. */
export interface IssuedQuote {
  readonly quote: NumberedQuote;
  readonly document: QuoteDocument;
  readonly price: BookingPrice;
}

/** The quote's document and prices, by the content and VAT rules now; null when its date is gone from the content. */
export function issuedQuote(quote: NumberedQuote, content: Content, vatRules: VatRules, seller: Seller): IssuedQuote | null {
  const prospect = { registration: quote.registration, price: quote.price, locale: quote.locale, at: quote.createdAt };
  const invoices = prospectiveInvoices(prospect, content, vatRules);
  if (invoices === null) return null;
  const document = quoteOf(prospectiveRegistration(prospect), invoices, {
    seller,
    number: quote.number,
    issueDate: quote.issuedOn,
    validUntil: quote.validUntil,
  });
  return { quote, document, price: bookingPriceOf(invoices, quote.price, quote.registration.participants.length) };
}

/** Booked (from its registration), past its last day on `today`, its date closed to bookings, or open. */
export function quoteState(quote: StoredQuote, today: string, bookable: boolean): QuoteView['state'] {
  if (quote.registrationId !== null) return 'booked';
  if (quote.validUntil !== null && quote.validUntil < today) return 'expired';
  return bookable ? 'open' : 'closed';
}

/** What the quote's page shows, through its link's `token`; `reference`: the registration it became. */
export function quoteView(issued: IssuedQuote, token: string, state: QuoteView['state'], reference: string | null): QuoteView {
  const { quote, price } = issued;
  return {
    token,
    number: quote.number,
    issuedOn: quote.issuedOn,
    validUntil: quote.validUntil,
    state,
    reference,
    people: quote.registration.participants.map(fullName),
    billing: billingAddressLines(quote.locale, quote.registration.billing),
    price,
    consumer: quote.registration.consumer,
    refusal: null,
  };
}
