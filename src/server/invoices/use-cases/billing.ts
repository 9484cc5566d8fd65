/**
 * Billing, as the server runs it (at start, every new day, after changes and confirmations):
 * each registration due a look (confirmed, when invoices go out on confirmation; else its
 * course is over, or it was cancelled as a whole; and it was never billed or changed since) is billed in one transaction that holds its row: the invoices it should
 * have (documents.ts) are compared with those it has; where they differ, each one it has is
 * reversed by a credit note and the new ones are issued, each with the next number of its
 * series (the counter's row held by the same transaction, so numbers are consecutive across
 * servers and none is lost). An issued document is then drawn (its PDF and e-invoice) and
 * mailed once, in a transaction of its own: a server that stops before leaves it to be drawn
 * by the next run, with its number already taken.
 */

import { randomUUID } from 'node:crypto';
import { indexContent } from '../../../content/content-index.ts';
import { hasTakenPlace } from '../../../content/schedule.ts';
import type { Content } from '../../../content/types.ts';
import { type Drawn, drawClaimed } from '../../drawing/claimed.ts';
import { DRAW_HERE, type Drawer } from '../../drawing/drawer.ts';
import type { MailSettings } from '../../mail/envelope.ts';
import type { Refunds } from '../../payments/store/refunds-table.ts';
import type { StoredRegistration } from '../../registrations/rules/stored-entry.ts';
import type { RegistrationStores } from '../../registrations/store/registration-stores.ts';
import { customerKey } from '../rules/customers.ts';
import { billingDue, buyerOf, creditNoteOf, invoiceOf, sameDocuments, type WantedInvoice, wantedInvoices } from '../rules/documents.ts';
import type { InvoiceDocument } from '../rules/invoice-document.ts';
import { invoiceMails } from '../rules/invoice-mail.ts';
import { type Invoicing, numberIn, seriesOf } from '../rules/invoicing.ts';
import { invoiceTotals } from '../rules/totals.ts';
import type { InvoiceRecord, InvoiceRecords } from '../store/invoice-records.ts';

export interface BillingDeps {
  readonly stores: Pick<RegistrationStores, 'registrations' | 'changes' | 'mail' | 'committed'>;
  readonly invoices: InvoiceRecords;
  /** What a paid invoice received is owed back once a credit note reverses it. */
  readonly refunds: Pick<Refunds, 'oweCredited'>;
  readonly getContent: () => Content;
  /** 'YYYY-MM-DD' in Germany. */
  readonly today: () => string;
  readonly now: () => Date;
  readonly invoicing: Invoicing;
  /** Where the mails come from; null: the documents are issued and drawn, and nobody is mailed. */
  readonly mailSettings: MailSettings | null;
  readonly newId?: () => string;
  /** What draws the documents: a worker thread in the server; default this thread. */
  readonly drawer?: Drawer;
}

export interface BillResult {
  readonly issued: readonly InvoiceRecord[];
  /** Due, but without its price kept or with a date gone from the content: not billed. */
  readonly unpriced: boolean;
}

/** A document as its record: its totals, issued now, open (an invoice) or issued (a credit note). */
function recordOf(document: InvoiceDocument, registrationId: string, issuedAt: string, newId: () => string, corrects: string | null) {
  const totals = invoiceTotals(document.lines, document.allowances);
  return {
    id: newId(),
    number: document.number,
    kind: document.kind,
    registrationId,
    corrects,
    issuedAt,
    net: totals.net,
    vat: totals.vat,
    gross: totals.gross,
    status: document.kind === 'invoice' ? ('open' as const) : ('issued' as const),
    paidAt: null,
    disputedAt: null,
    document,
  };
}

/** Inside the billing transaction: reverses `current`, issues `wanted`. */
async function reissue(
  deps: BillingDeps,
  registration: StoredRegistration,
  current: readonly InvoiceRecord[],
  wanted: readonly WantedInvoice[],
): Promise<InvoiceRecord[]> {
  const { invoicing } = deps;
  const issueDate = deps.today();
  const issuedAt = deps.now().toISOString();
  const newId = deps.newId ?? randomUUID;
  const take = async (prefix: string) => {
    const series = seriesOf(prefix, issueDate);
    return numberIn(series, await deps.invoices.nextNumber(series));
  };
  const issued: InvoiceRecord[] = [];
  for (const invoice of current) {
    const credit = creditNoteOf(invoice.document, await take(invoicing.prefixes.credit), issueDate);
    issued.push(recordOf(credit, registration.id, issuedAt, newId, invoice.id));
    await deps.invoices.setStatus(invoice.id, 'credited', invoice.paidAt);
    await deps.refunds.oweCredited(invoice.id, deps.now().getTime());
  }
  const buyer = buyerOf(registration);
  const customerNumber =
    wanted.length > 0
      ? await deps.invoices.customerNumber(customerKey(buyer), buyer.name, invoicing.firstCustomerNumber, issuedAt)
      : undefined;
  for (const invoice of wanted) {
    const document = invoiceOf(registration, invoice, {
      seller: invoicing.seller,
      number: await take(invoicing.prefixes.invoice),
      issueDate,
      beforeCourse: invoicing.when === 'on-confirmation',
      customerNumber,
    });
    issued.push(recordOf(document, registration.id, issuedAt, newId, null));
  }
  for (const record of issued) await deps.invoices.insert(record);
  return issued;
}

/** Bills one registration now: nothing, or the credit notes and invoices that make its invoices say what it owes. */
export async function billRegistration(deps: BillingDeps, id: string): Promise<BillResult> {
  const { stores } = deps;
  const content = deps.getContent();
  return stores.committed(async () => {
    await deps.invoices.lockRegistration(id);
    const registration = await stores.registrations.get(id);
    const booking = await stores.changes.booking(id);
    const none = { issued: [], unpriced: false };
    if (
      registration?.status !== 'confirmed' ||
      !booking ||
      !billingDue(registration, booking.places, content, deps.today(), deps.invoicing.when)
    )
      return none;
    await deps.invoices.markBilled(id, deps.now().toISOString());
    const wanted = wantedInvoices(registration, booking.places, content, deps.invoicing.vatRules);
    if (wanted === null) return { issued: [], unpriced: true };
    const current = (await deps.invoices.ofRegistration(id)).filter((record) => record.kind === 'invoice' && record.status !== 'credited');
    if (
      sameDocuments(
        current.map((record) => record.document),
        wanted,
        buyerOf(registration),
      )
    )
      return none;
    return { issued: await reissue(deps, registration, current, wanted), unpriced: false };
  });
}

/** Draws the documents not drawn yet, each stored and mailed once; one that fails does not stop the others. */
export function drawIssued(deps: BillingDeps, batch = 20): Promise<Drawn> {
  const drawer = deps.drawer ?? DRAW_HERE;
  return drawClaimed(drawer, {
    claim: () => deps.stores.committed(() => deps.invoices.claimDrawing(deps.now().getTime(), deps.invoicing.drawingLeaseMs, batch)),
    drawOne: (record) => drawOne(deps, drawer, record),
    numberOf: (record) => record.number,
  });
}

/** Draws one document and, unless another server stored it first, stores it with its mails: whether it did. */
async function drawOne(deps: BillingDeps, drawer: Drawer, record: InvoiceRecord): Promise<boolean> {
  const { stores, mailSettings } = deps;
  const { document } = record;
  const files = await drawer.invoice(document);
  const { pdf } = files;
  return stores.committed(async () => {
    if (!(await deps.invoices.storeDrawing(record.id, { pdf, xml: files.xml }))) return false;
    if (!mailSettings) return true;
    const mails = invoiceMails(mailSettings, {
      registrationId: record.registrationId,
      document,
      totals: invoiceTotals(document.lines, document.allowances),
      pdf,
      xml: files.xml,
      xrechnung: files.xrechnung,
    });
    await stores.mail.enqueue(mails, deps.now().getTime());
    return true;
  });
}

export interface BillingRun extends Drawn {
  readonly issued: readonly InvoiceRecord[];
  readonly unpriced: readonly string[];
}

/** Bills every registration due a look, then draws and mails what was issued. */
export async function runBilling(deps: BillingDeps): Promise<BillingRun> {
  const today = deps.today();
  const ended = indexContent(deps.getContent())
    .bookableDates.filter((date) => hasTakenPlace(date, today))
    .map((date) => date.id);
  const issued: InvoiceRecord[] = [];
  const unpriced: string[] = [];
  for (const id of await deps.invoices.dueForBilling(deps.invoicing.when === 'on-confirmation' ? 'all' : ended)) {
    // One registration a turn of the event loop: the requests waiting meanwhile go first.
    await new Promise((next) => setImmediate(next));
    const result = await billRegistration(deps, id);
    issued.push(...result.issued);
    if (result.unpriced) unpriced.push(id);
  }
  return { issued, unpriced, ...(await drawIssued(deps)) };
}

/**
 * Reverses an open or paid invoice by a credit note, as staff ask in the CMS: issued in one
 * transaction with the next number of its series, the invoice `credited`. The registration
 * counts as billed now: nothing is invoiced again unless it changes. Null when the invoice is
 * not one that can be reversed.
 */
export async function creditInvoice(deps: BillingDeps, id: string): Promise<InvoiceRecord | null> {
  const { stores } = deps;
  const invoice = await deps.invoices.get(id);
  if (!invoice) return null;
  return stores.committed(async () => {
    await deps.invoices.lockRegistration(invoice.registrationId);
    const current = await deps.invoices.get(id);
    const registration = await stores.registrations.get(invoice.registrationId);
    if (current?.kind !== 'invoice' || current.status === 'credited' || !registration) return null;
    const [credit] = await reissue(deps, registration, [current], []);
    await deps.invoices.markBilled(registration.id, deps.now().toISOString());
    return credit ?? null;
  });
}
