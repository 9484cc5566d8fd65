/**
 * A quote as the database keeps it (../store/quotes-table.ts): the registration's values it was
 * asked with, judged then, and the prices that applied; issued through its link (numbered, valid
 * from that day, its document kept as its PDF states it); booked once.
 */
import type { Locale } from '../../../i18n/locales.ts';
import type { Registration } from '../../../registration-contract/schema.ts';
import type { QuoteDocument } from '../../invoices/rules/invoice-document.ts';
import type { BookedPrice } from '../../registrations/rules/booked-price.ts';

/** A quote as asked for: its values as judged then and the prices that applied. */
export interface NewQuote {
  readonly id: string;
  /** Its link's token hash. */
  readonly hash: string;
  readonly registration: Registration;
  /** The address its link went to: whoever books. */
  readonly email: string;
  readonly locale: Locale;
  readonly price: BookedPrice;
  /** The client that asked, keyed (the gate's clientKey). */
  readonly client: string;
  /** ms. */
  readonly createdAt: number;
  /** Until when its link proves the address (ms). */
  readonly linkUntil: number;
}

/** A quote as stored: issued through its link (numbered, valid from that day, its document kept), booked once. */
export interface StoredQuote extends NewQuote {
  readonly number: string | null;
  /** 'YYYY-MM-DD'. */
  readonly issuedOn: string | null;
  readonly validUntil: string | null;
  /** Its document as issued: what its page and PDF state, whatever the content or VAT rules say later. */
  readonly document: QuoteDocument | null;
  readonly registrationId: string | null;
}

/** A quote issued through its link: numbered, with its day, its last valid day ('YYYY-MM-DD') and its document. */
export type IssuedRecord = StoredQuote & {
  readonly number: string;
  readonly issuedOn: string;
  readonly validUntil: string;
  readonly document: QuoteDocument;
};

export const isIssued = (quote: StoredQuote): quote is IssuedRecord =>
  quote.number !== null && quote.issuedOn !== null && quote.validUntil !== null && quote.document !== null;
