/**
 * The documents a registration is billed with: when it is due an invoice (its course is
 * over, or it was cancelled as a whole), what its invoices say (invoice-lines.ts; lines
 * not subject to VAT on an invoice of their own, as EN 16931 allows no other category beside
 * them, and lines taxed abroad under the academy's VAT ID there on one of theirs), its buyer (the billing address, the invoice contact, a buyer reference),
 * and the credit note that reverses an invoice. Pure.
 */

import type { VatRules } from '../../../config/stated-settings.ts';
import { findDate } from '../../../content/content-index.ts';
import { hasTakenPlace } from '../../../content/schedule.ts';
import type { Content } from '../../../content/types.ts';
import type { Place } from '../../registrations/rules/change-records.ts';
import { invoiceRecipient } from '../../registrations/rules/people.ts';
import type { StoredRegistration } from '../../registrations/rules/stored-entry.ts';
import { withoutCustomerNumber } from './customers.ts';
import type { Buyer, InvoiceAllowance, InvoiceDocument, InvoiceLine, InvoiceVenue, QuoteDocument, Seller } from './invoice-document.ts';
import { invoiceAllowances, invoiceLines } from './invoice-lines.ts';
import type { Invoicing } from './invoicing.ts';
import { dueDateOf } from './payment.ts';
import { type InvoiceTotals, invoiceTotals } from './totals.ts';
import { HOME, invoiceGroupOf } from './vat.ts';

/** Whether a confirmed registration is due its invoice on `today`: invoiced on confirmation, or its date has ended, or no place is left. */
export function billingDue(
  registration: StoredRegistration,
  places: readonly Place[],
  content: Content,
  today: string,
  when: Invoicing['when'],
): boolean {
  if (when === 'on-confirmation') return true;
  const date = findDate(content, registration.dateId)?.date;
  return (date !== undefined && hasTakenPlace(date, today)) || places.every((place) => place.cancelledAt !== null);
}

/** What one invoice a registration should have bills: its lines, and the reductions off them. */
export interface WantedInvoice {
  readonly lines: readonly InvoiceLine[];
  readonly allowances: readonly InvoiceAllowance[];
}

/**
 * The invoices' lines and reductions, one an invoice: those under the German VAT ID first, then
 * those under the academy's VAT ID in another country, then those not subject to VAT. None when
 * nothing is owed; null when what is owed cannot be known.
 */
export function wantedInvoices(
  registration: StoredRegistration,
  places: readonly Place[],
  content: Content,
  vatRules: VatRules,
): WantedInvoice[] | null {
  const lines = invoiceLines({ registration, places, content, vatRules });
  if (lines === null) return null;
  const groups = new Map<string, InvoiceLine[]>();
  for (const line of lines.filter((item) => item.net > 0)) {
    const key = invoiceGroupOf(line.vat);
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  const order = (key: string) => (key === HOME ? 0 : key === 'O' ? 2 : 1);
  return [...groups.entries()]
    .sort(([a], [b]) => order(a) - order(b))
    .map(([, group]) => ({ lines: group, allowances: invoiceAllowances(registration, places, group) }));
}

/** What `wanted` invoices state together, in cents: the lines less the reductions, the VAT, and the two. */
export function invoicedTotals(wanted: readonly WantedInvoice[]): { readonly net: number; readonly vat: number; readonly gross: number } {
  const totals = wanted.map((invoice) => invoiceTotals(invoice.lines, invoice.allowances));
  const sum = (of: (total: InvoiceTotals) => number) => totals.reduce((all, total) => all + of(total), 0);
  return { net: sum((total) => total.net), vat: sum((total) => total.vat), gross: sum((total) => total.gross) };
}

/** What `places` of `registration` owe as its invoices would state it, in cents (net, VAT, gross); null when that cannot be known. */
export function owedWithVat(
  registration: StoredRegistration,
  places: readonly Place[],
  content: Content,
  vatRules: VatRules,
): ReturnType<typeof invoicedTotals> | null {
  const wanted = wantedInvoices(registration, places, content, vatRules);
  return wanted && invoicedTotals(wanted);
}

export function buyerOf(registration: StoredRegistration): Buyer {
  const { billing } = registration.payload;
  const contact = invoiceRecipient(registration.payload);
  return {
    name: billing.company,
    street: billing.street,
    postalCode: billing.postalCode,
    city: billing.city,
    country: billing.country,
    vatId: billing.vatId ?? null,
    contact: contact.name,
    email: contact.address,
    reference: billing.buyerReference ?? null,
    purchaseOrder: billing.purchaseOrder ?? null,
  };
}

const periodOf = (lines: readonly InvoiceLine[]) => ({
  start: lines.map((line) => line.period.start).sort()[0] ?? '',
  end:
    lines
      .map((line) => line.period.end)
      .sort()
      .at(-1) ?? '',
});

/** The one venue where a document's places are attended in person; null online or at several. */
function venueOfLines(lines: readonly InvoiceLine[]): InvoiceVenue | null {
  const venues = new Map(lines.flatMap((line) => (line.venue ? [[JSON.stringify(line.venue), line.venue]] : [])));
  return venues.size === 1 ? ([...venues.values()][0] ?? null) : null;
}

/**
 * An invoice of `wanted`'s lines and reductions, numbered `number`, issued on `issueDate`: under the
 * academy's VAT ID abroad where its lines are; issued before the course (`beforeCourse`), due at
 * the latest the day before it starts.
 */
export function invoiceOf(
  registration: StoredRegistration,
  { lines, allowances }: WantedInvoice,
  {
    seller,
    number,
    issueDate,
    beforeCourse = false,
    customerNumber,
  }: { seller: Seller; number: string; issueDate: string; beforeCourse?: boolean; customerNumber?: number },
): InvoiceDocument {
  const period = periodOf(lines);
  return {
    kind: 'invoice',
    number,
    issueDate,
    dueDate: dueDateOf(issueDate, beforeCourse ? period.start : undefined),
    period,
    locale: registration.locale,
    reference: registration.reference,
    seller: { ...seller, vatId: lines[0]?.vat.sellerVatId ?? seller.vatId },
    buyer: { ...buyerOf(registration), ...(customerNumber === undefined ? {} : { customerNumber }) },
    lines,
    ...(allowances.length > 0 ? { allowances } : {}),
    corrects: null,
    venue: venueOfLines(lines),
  };
}

/**
 * A quote for `registration` as its invoices would bill it (`wanted`): every line and reduction on
 * one document (never an e-invoice, so categories may stand side by side), numbered `number`,
 * issued on `issueDate`, holding until `validUntil`.
 */
export function quoteOf(
  registration: StoredRegistration,
  wanted: readonly WantedInvoice[],
  { seller, number, issueDate, validUntil }: { seller: Seller; number: string; issueDate: string; validUntil: string },
): QuoteDocument {
  const lines = wanted.flatMap((invoice) => invoice.lines);
  const allowances = wanted.flatMap((invoice) => invoice.allowances);
  return {
    kind: 'quote',
    number,
    issueDate,
    dueDate: validUntil,
    period: periodOf(lines),
    locale: registration.locale,
    reference: number,
    seller,
    buyer: buyerOf(registration),
    lines,
    ...(allowances.length > 0 ? { allowances } : {}),
    corrects: null,
    venue: venueOfLines(lines),
  };
}

/** The credit note that reverses `invoice`: the same lines and parties, its own number and date. */
export const creditNoteOf = (invoice: InvoiceDocument, number: string, issueDate: string): InvoiceDocument => ({
  ...invoice,
  kind: 'credit',
  number,
  issueDate,
  dueDate: issueDate,
  corrects: { number: invoice.number, issueDate: invoice.issueDate },
});

/** Whether issued invoices say what `wanted` says, to `buyer`: the same lines and reductions, grouped alike, and the same buyer (address, VAT ID, references; its customer number aside). */
export function sameDocuments(issued: readonly InvoiceDocument[], wanted: readonly WantedInvoice[], buyer: Buyer): boolean {
  const key = ({ lines, allowances = [] }: { lines: readonly InvoiceLine[]; allowances?: readonly InvoiceAllowance[] }) =>
    JSON.stringify([lines, allowances]);
  const have = issued.map(key).sort();
  const want = wanted.map(key).sort();
  const sameBuyer = issued.every(
    (document) => JSON.stringify(withoutCustomerNumber(document.buyer)) === JSON.stringify(withoutCustomerNumber(buyer)),
  );
  return sameBuyer && have.length === want.length && have.every((item, index) => item === want[index]);
}
