/**
 * A quote as the database keeps it (../store/quotes-table.ts): the registration's values it was
 * asked with, judged then, and the prices that applied; numbered and valid from its link's first
 * opening; booked once.
 */
import type { Locale } from '../../../i18n/locales.ts';
import type { Registration } from '../../../registration-contract/schema.ts';
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
  /** ms. */
  readonly createdAt: number;
  /** Until when its link proves the address (ms). */
  readonly linkUntil: number;
}

/** A quote as stored: numbered and valid from its link's first opening, booked once. */
export interface StoredQuote extends NewQuote {
  readonly number: string | null;
  /** 'YYYY-MM-DD'. */
  readonly issuedOn: string | null;
  readonly validUntil: string | null;
  readonly registrationId: string | null;
}

/** A quote whose link was opened: numbered, with its day and its last valid day ('YYYY-MM-DD'). */
export type NumberedQuote = StoredQuote & { readonly number: string; readonly issuedOn: string; readonly validUntil: string };

export const isNumbered = (quote: StoredQuote): quote is NumberedQuote =>
  quote.number !== null && quote.issuedOn !== null && quote.validUntil !== null;
