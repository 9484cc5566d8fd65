/**
 * What the server issues invoices with, from the settings (src/config/invoice-settings.ts):
 * the seller as every invoice names it, the VAT rules (Germany's rate, the countries abroad), and the prefixes of the two
 * number series; and the numbers themselves: one series per prefix and year, five digits.
 */

import type { Settings } from '../../../config/settings.ts';
import { type VatRules, vatRulesOf } from '../../../config/stated-settings.ts';
import type { InvoiceKind } from '../../database/column-values.ts';
import type { Seller } from './invoice-document.ts';

export interface Invoicing {
  readonly seller: Seller;
  readonly vatRules: VatRules;
  /** How long a server may take to draw a document it claimed before another may. */
  readonly drawingLeaseMs: number;
  /** When a registration is invoiced: after its course, or at once when it is confirmed (then due before the course). */
  readonly when: Settings['INVOICE_WHEN'];
  readonly prefixes: Readonly<Record<InvoiceKind, string>>;
  /** The first customer number (FIRST_CUSTOMER_NUMBER): each billing customer's debtor account. */
  readonly firstCustomerNumber: number;
  /** Quotes' numbers' prefix and the days they hold (src/server/quotes/). */
  readonly quotes: { readonly prefix: string; readonly validDays: number };
}

export function invoicingOf(settings: Settings): Invoicing {
  return {
    seller: {
      name: settings.ACADEMY_LEGAL_NAME,
      street: settings.ACADEMY_STREET,
      postalCode: settings.ACADEMY_POSTAL_CODE,
      city: settings.ACADEMY_CITY,
      country: 'DE',
      vatId: settings.ACADEMY_VAT_ID,
      taxNumber: settings.ACADEMY_TAX_NUMBER,
      register: settings.ACADEMY_REGISTER,
      directors: settings.ACADEMY_DIRECTORS,
      email: settings.ACADEMY_BILLING_EMAIL,
      phone: settings.ACADEMY_PHONE,
      iban: settings.ACADEMY_IBAN,
      bic: settings.ACADEMY_BIC,
      bank: settings.ACADEMY_BANK,
    },
    vatRules: vatRulesOf(settings),
    drawingLeaseMs: settings.INVOICE_DRAWING_LEASE_SECONDS * 1000,
    when: settings.INVOICE_WHEN,
    prefixes: { invoice: settings.INVOICE_PREFIX, credit: settings.CREDIT_NOTE_PREFIX },
    firstCustomerNumber: settings.FIRST_CUSTOMER_NUMBER,
    quotes: { prefix: settings.QUOTE_PREFIX, validDays: settings.QUOTE_VALID_DAYS },
  };
}

/** A series: a prefix and the year of issue ('RE-2027'). */
export const seriesOf = (prefix: string, issueDate: string) => `${prefix}-${issueDate.slice(0, 4)}`;

/** The `n`th number of a series: 'RE-2027-00042'. */
export const numberIn = (series: string, n: number) => `${series}-${String(n).padStart(5, '0')}`;
