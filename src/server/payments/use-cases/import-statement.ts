/**
 * A bank statement imported (`npm run payments:import`): its incoming payments not recorded
 * before are matched to the invoices, one after the other, each seeing what the ones before it
 * paid, and recorded in one transaction: those certain settle their invoices (in part, or with
 * the rest owed back), the others wait for staff with the invoices they likely pay. A payment
 * in another currency than the invoices' goes to staff. An invoice paid in full sends its
 * contact a receipt (PAYMENT_RECEIPTS), queued in the same transaction. Importing the same file
 * again records nothing and sends nothing.
 */
import { randomUUID } from 'node:crypto';
import { formatCents } from '../../../i18n/format.ts';
import type { InvoiceRecords } from '../../invoices/store/invoice-records.ts';
import type { MailSettings } from '../../mail/envelope.ts';
import type { OutgoingMail } from '../../outbox/mail-message.ts';
import { readStatement, type Statement } from '../rules/camt.ts';
import { invoiceIndex, type Match, matchPayment, type PayableInvoice } from '../rules/matching.ts';
import { receiptMail } from '../rules/receipt-mail.ts';
import type { NewPayment } from '../store/payment-bookings.ts';
import type { Payments } from '../store/payments-table.ts';

export interface ImportDeps {
  readonly payments: Payments;
  readonly invoices: Pick<InvoiceRecords, 'get'>;
  /** What the receipts are written with; null sends none (PAYMENT_RECEIPTS off). */
  readonly receipts: MailSettings | null;
}

/** What an import did, for the line the command prints. */
export interface ImportSummary {
  readonly statement: Pick<Statement, 'version' | 'messageId'>;
  /** Incoming payments in the file, and of them those recorded before. */
  readonly payments: number;
  readonly known: number;
  /** Invoices paid in full by it, and paid in part. */
  readonly settled: number;
  readonly partly: number;
  /** Payments waiting for staff. */
  readonly forStaff: number;
  /** Cents owed back. */
  readonly owedBack: number;
}

const CURRENCY = 'EUR';

/** What an import did, in one line (the command's, and the note on an upload's CMS item). */
export const describeImport = ({ statement, ...summary }: ImportSummary): string =>
  `${statement.version} ${statement.messageId}: ${summary.payments} incoming payments, ${summary.known} recorded before; ` +
  `${summary.settled} invoices paid, ${summary.partly} paid in part, ${summary.forStaff} payments for staff to assign, ` +
  `${formatCents('en', summary.owedBack)} owed back`;

type Owing = { -readonly [Key in keyof PayableInvoice]: PayableInvoice[Key] };

/** Imports the statement `xml` (a StatementError says why a file is none) on `now` (ms). */
export async function importStatement(
  deps: ImportDeps,
  xml: string,
  now: number,
  newId: () => string = randomUUID,
): Promise<ImportSummary> {
  const { payments } = deps;
  const statement = readStatement(xml);
  const known = await payments.recordedOf(statement.payments.map((payment) => payment.key));
  const fresh = statement.payments.filter((payment) => !known.has(payment.key));
  const invoices: Owing[] = (await payments.payable()).map((invoice) => ({ ...invoice }));
  const byId = new Map(invoices.map((invoice) => [invoice.id, invoice]));
  const index = invoiceIndex(invoices);
  /** The invoices paid in full, with the value day of the payment that completed each. */
  const settled = new Map<string, string>();
  const partly = new Set<string>();
  const recorded: NewPayment[] = fresh.map((payment) => {
    const match: Match =
      payment.currency === CURRENCY
        ? matchPayment(payment.amount, payment.remittance, index)
        : { kind: 'unmatched', reason: 'unknown', suggestions: [] };
    const common = { id: newId(), payment, statement: statement.messageId };
    if (match.kind === 'unmatched')
      return { ...common, state: 'unmatched', reason: match.reason, suggestions: match.suggestions, allocations: [], owedBack: 0 };
    for (const { invoiceId, amount } of match.allocations) {
      const invoice = byId.get(invoiceId);
      if (!invoice) continue;
      invoice.outstanding -= amount;
      if (invoice.outstanding > 0) partly.add(invoiceId);
      else {
        partly.delete(invoiceId);
        settled.set(invoiceId, payment.valueDate);
      }
    }
    return { ...common, state: 'matched', reason: null, suggestions: [], allocations: match.allocations, owedBack: match.owedBack };
  });
  await payments.recordAll(recorded, now, await receipts(deps, settled));
  return {
    statement: { version: statement.version, messageId: statement.messageId },
    payments: statement.payments.length,
    known: statement.payments.length - fresh.length,
    settled: settled.size,
    partly: partly.size,
    forStaff: recorded.filter((payment) => payment.state === 'unmatched').length,
    owedBack: recorded.reduce((sum, payment) => sum + payment.owedBack, 0),
  };
}

/** The receipts of the invoices `settled` (id to the day it was paid in full), each for its amount, by invoice. */
export async function receipts({ invoices, receipts: settings }: ImportDeps, settled: ReadonlyMap<string, string>) {
  const mails = new Map<string, OutgoingMail>();
  if (!settings) return mails;
  for (const id of settled.keys()) {
    const record = await invoices.get(id);
    if (record) mails.set(id, receiptMail(settings, record.registrationId, record.document, record.gross, settled.get(id) ?? ''));
  }
  return mails;
}
