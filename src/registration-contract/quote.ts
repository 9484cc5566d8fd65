/**
 * Quotes: from a date's registration form (its review step, or a button of its own without
 * JavaScript) a company asks for a priced quote of what it filled in, posting the form's values
 * to QUOTE_PATH. The server mails a link to whoever books; the link shows the quote on the date's
 * page with a button that issues it (a post to QUOTE_ISSUE_PATH: the link's mail proved the
 * address), which numbers it (valid for QUOTE_VALID_DAYS from that day) and mails its PDF. Issued,
 * the page shows the places, the prices that apply, the total net, VAT and gross, its PDF
 * (QUOTE_PDF_PATH) and a button that books it at those prices while it is valid and seats last
 * (a post to QUOTE_BOOK_PATH). Every post carries the link's token. Pure data, shared by the
 * server and the pages.
 */
import type { BookingPrice } from './booking-price.ts';
import { REGISTRATIONS_PATH, TOKEN_FIELD } from './contract.ts';

/** Where the form's values are posted for a quote (answered with QuoteRequested or their errors), and where its link opens it (GET with the token). */
export const QUOTE_PATH = `${REGISTRATIONS_PATH}/quote`;
/** The quote's PDF (GET with the token). */
export const QUOTE_PDF_PATH = `${QUOTE_PATH}/pdf`;
/** Issues the quote (POST with the token). */
export const QUOTE_ISSUE_PATH = `${QUOTE_PATH}/issue`;
/** Books the quote (POST with the token). */
export const QUOTE_BOOK_PATH = `${QUOTE_PATH}/book`;
/** The id of the quote's box on the date's page: its link and forms open there. */
export const QUOTE_ANCHOR = 'quote';

/** The quote link's address. */
export const quoteLink = (siteUrl: string, token: string) => `${siteUrl}${QUOTE_PATH}?${TOKEN_FIELD}=${token}#${QUOTE_ANCHOR}`;
/** The quote's PDF, through its link's token. */
export const quotePdfPath = (token: string) => `${QUOTE_PDF_PATH}?${TOKEN_FIELD}=${encodeURIComponent(token)}`;

/** The answer to a request: the link is on its way to `email`, working `hours` long. */
export type QuoteRequested = { readonly kind: 'sent'; readonly email: string; readonly hours: number };

/**
 * A quote as its page shows it: `new` (not issued yet: its button issues it), `open` (issued,
 * valid and bookable now), `expired` (past its last day), `closed` (its date takes no bookings
 * now: begun, cancelled, gone), or `booked` (as `reference`).
 */
export type QuoteView = {
  readonly token: string;
  /** Null until it is issued. */
  readonly number: string | null;
  /** 'YYYY-MM-DD'; null until it is issued. */
  readonly issuedOn: string | null;
  readonly validUntil: string | null;
  readonly state: 'new' | 'open' | 'expired' | 'closed' | 'booked';
  readonly reference: string | null;
  /** The places' people, and who the invoice would go to (its address lines). */
  readonly people: readonly string[];
  readonly billing: readonly string[];
  /** As the invoices would say it; a private person's is stated with VAT. */
  readonly price: BookingPrice;
  readonly consumer: boolean;
  /** Why booking it was refused just now (no seats left, say), localized; null otherwise. */
  readonly refusal: string | null;
};
