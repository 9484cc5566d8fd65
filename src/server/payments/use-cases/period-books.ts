/**
 * A period's books for the tax adviser (`npm run invoices:export -- --format datev`): the invoices
 * and credit notes dated in it, the payments received in it (by value day; each part paid of an
 * invoice, and what came beyond it, on the debtor of its last invoice) and the refunds sent in it,
 * as DATEV's Buchungsstapel (datev-batch.ts) in Windows-1252; and one ZIP archive of the documents,
 * each PDF and XML named by its number. Documents issued before there were customer numbers have
 * no debtor account: they, and the payments and refunds of their invoices, are left out and named,
 * for the adviser to post by hand.
 */
import { zipSync } from 'fflate';
import iconv from 'iconv-lite';
import { berlinDate } from '../../../content/calendar.ts';
import { type BankPosting, datevBatch } from '../../invoices/rules/datev-batch.ts';
import type { InvoiceDocument } from '../../invoices/rules/invoice-document.ts';
import { fiscalYearStart, type Ledger } from '../../invoices/rules/ledger.ts';
import type { InvoiceRecords } from '../../invoices/store/invoice-records.ts';
import type { Payments } from '../store/payments-table.ts';
import type { Refunds } from '../store/refunds-table.ts';

export interface BooksDeps {
  readonly invoices: Pick<InvoiceRecords, 'dated' | 'get' | 'files'>;
  readonly payments: Pick<Payments, 'every'>;
  readonly refunds: Pick<Refunds, 'every'>;
  readonly ledger: Ledger;
}

export interface PeriodBooks {
  /** The Buchungsstapel, Windows-1252. */
  readonly batch: Uint8Array;
  /** The ZIP archive of the documents. */
  readonly archive: Uint8Array;
  readonly documents: number;
  readonly bankPostings: number;
  /** What was left out, its customer having no number (issued before there were any): documents' numbers, and payments' and refunds' invoices. */
  readonly withoutCustomer: readonly string[];
}

/** Whether `from` and `to` lie in one fiscal year: a Buchungsstapel may not span two. */
export const oneFiscalYear = (ledger: Ledger, from: string, to: string): boolean =>
  fiscalYearStart(from, ledger.fiscalYearStartMonth) === fiscalYearStart(to, ledger.fiscalYearStartMonth);

/** The payments received and the refunds sent from `from` to `to`, each on the debtor of its invoice. */
async function bankPostingsOf(deps: BooksDeps, from: string, to: string, leftOut: string[]): Promise<BankPosting[]> {
  const documents = new Map<string, InvoiceDocument | undefined>();
  const documentOf = async (invoiceId: string) => {
    if (!documents.has(invoiceId)) documents.set(invoiceId, (await deps.invoices.get(invoiceId))?.document);
    return documents.get(invoiceId);
  };
  const within = (day: string) => day >= from && day <= to;
  const postings: BankPosting[] = [];
  const add = async (kind: BankPosting['kind'], day: string, amount: number, invoiceId: string, text: string) => {
    const document = await documentOf(invoiceId);
    if (amount <= 0 || !document) return;
    if (document.buyer.customerNumber === undefined) {
      leftOut.push(`${kind} ${text} for ${document.number}`);
      return;
    }
    postings.push({ kind, day, amount, customerNumber: document.buyer.customerNumber, invoiceNumber: document.number, text });
  };
  for (const payment of await deps.payments.every()) {
    if (!within(payment.valueDate)) continue;
    const text = payment.payerName ?? payment.bankReference ?? '';
    for (const paid of payment.allocations) await add('payment', payment.valueDate, paid.amount, paid.invoiceId, text);
    const last = payment.allocations.at(-1);
    if (last) await add('payment', payment.valueDate, payment.owedBack, last.invoiceId, text);
  }
  for (const refund of await deps.refunds.every()) {
    const day = refund.sentAt === null ? null : berlinDate(new Date(refund.sentAt));
    if (refund.state === 'sent' && day !== null && within(day)) await add('refund', day, refund.amount, refund.invoiceId, refund.id);
  }
  return postings;
}

/** The books of `from` to `to` (within one fiscal year), made at `createdAt`. */
export async function periodBooks(deps: BooksDeps, from: string, to: string, createdAt: Date): Promise<PeriodBooks> {
  const records = await deps.invoices.dated(from, to);
  const posted = records.filter((record) => record.document.buyer.customerNumber !== undefined);
  const leftOut = records.filter((record) => record.document.buyer.customerNumber === undefined).map((record) => record.number);
  const bank = await bankPostingsOf(deps, from, to, leftOut);
  const text = datevBatch(
    { ledger: deps.ledger, from, to, createdAt, documents: posted.map((record) => record.document), bank },
    fiscalYearStart(from, deps.ledger.fiscalYearStartMonth),
  );
  const files: Record<string, Uint8Array> = {};
  for (const record of records) {
    const drawn = await deps.invoices.files(record.id);
    if (!drawn) continue;
    files[`${record.number}.pdf`] = Buffer.from(drawn.pdf, 'base64');
    files[`${record.number}.xml`] = new TextEncoder().encode(drawn.xml);
  }
  return {
    batch: iconv.encode(text, 'win1252'),
    archive: zipSync(files, { mtime: createdAt }),
    documents: posted.length,
    bankPostings: bank.length,
    withoutCustomer: leftOut,
  };
}
