/**
 * An invoice or credit note as a document: what the PDF shows and the e-invoice says (the
 * EN 16931 semantic model, as far as a seminar invoice needs it), fixed once issued; and a quote
 * (an Angebot: the same lines, reductions and totals before anything is booked, valid until its
 * `dueDate`, never an e-invoice). Money in net cents per line; the totals are derived by VAT
 * category and rate (totals.ts).
 */

import type { Locale } from '../../../i18n/locales.ts';
import type { CountryCode } from '../../../registration-contract/countries.ts';
import type { InvoiceKind } from '../../database/column-values.ts';
import type { VatTreatment } from './vat.ts';

export interface Seller {
  readonly name: string;
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  readonly country: CountryCode;
  readonly vatId: string;
  readonly taxNumber: string;
  /** Register court and number, and the managing directors: what a German business letter names. */
  readonly register: string;
  readonly directors: string;
  readonly email: string;
  readonly phone: string;
  readonly iban: string;
  readonly bic: string;
  readonly bank: string;
}

export interface Buyer {
  readonly name: string;
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  readonly country: CountryCode;
  readonly vatId: string | null;
  /** The person the invoice goes to, and their address. */
  readonly contact: string;
  readonly email: string;
  /** A public buyer's Leitweg-ID or another buyer reference (BT-10): its invoices are XRechnung. */
  readonly reference: string | null;
  /** The buyer's purchase order (BT-13). */
  readonly purchaseOrder: string | null;
  /** The academy's number of the customer (BT-46), its debtor account in the books; absent in documents issued before there were any, and in quotes. */
  readonly customerNumber?: number;
}

export interface Period {
  /** 'YYYY-MM-DD'. */
  readonly start: string;
  readonly end: string;
}

/** Where a place is attended in person: the delivery's party and address (BG-13, BG-15). */
export interface InvoiceVenue {
  readonly name: string;
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  readonly country: CountryCode;
}

export interface InvoiceLine {
  /** The course (BT-153). */
  readonly name: string;
  /** Who and what exactly: the participant, a cancellation fee (BT-154). */
  readonly description: string;
  /** Net cents. */
  readonly net: number;
  readonly vat: VatTreatment;
  /** When the service was (or would have been) supplied. */
  readonly period: Period;
  /** Where, attended in person; absent online. */
  readonly venue?: InvoiceVenue;
  /** The place it bills, a booked place's line (what the reductions are taken off); absent in lines issued before. */
  readonly position?: number;
}

/** A reduction off the document's lines of one VAT category and rate (BG-20, a document level allowance, reason code 95). */
export interface InvoiceAllowance {
  /** What it is (BT-97): its name and, for a code, the code. */
  readonly reason: string;
  /** Net cents. */
  readonly amount: number;
  readonly vat: VatTreatment;
}

export interface InvoiceDocument {
  readonly kind: InvoiceKind;
  readonly number: string;
  /** 'YYYY-MM-DD'. */
  readonly issueDate: string;
  /** When payment is due; a quote's: the last day it holds. */
  readonly dueDate: string;
  /** The service's dates (BG-14): the course's. */
  readonly period: Period;
  readonly locale: Locale;
  /** The registration's reference: the payment reference too. */
  readonly reference: string;
  readonly seller: Seller;
  readonly buyer: Buyer;
  readonly lines: readonly InvoiceLine[];
  /** The reductions off its lines (absent in documents issued before there were any). */
  readonly allowances?: readonly InvoiceAllowance[];
  /** The invoice a credit note reverses. */
  readonly corrects: { readonly number: string; readonly issueDate: string } | null;
  /** Where its places are attended in person, when that is one venue (absent in documents issued before it was kept). */
  readonly venue?: InvoiceVenue | null;
}

/** A quote: an invoice's lines, reductions and totals before anything is booked, valid until its `dueDate`. */
export type QuoteDocument = Omit<InvoiceDocument, 'kind' | 'corrects'> & { readonly kind: 'quote'; readonly corrects: null };

/** A document as its PDF draws it: an invoice, a credit note, or a quote. */
export type PrintedDocument = InvoiceDocument | QuoteDocument;
