/**
 * The invoices and credit notes of a period for the accountant, as CSV (csv.ts's form: UTF-8
 * with a byte order mark, CRLF, formula-neutralised cells): one row per document and VAT
 * rate, in the order they were issued, with its number, kind, date, the invoice a credit
 * note reverses, the registration's reference, the buyer (name, country, VAT ID, buyer
 * reference), the VAT category and rate, net, VAT and gross of the row (EUR with a point),
 * and the document's state on a day (payment-status.ts: open, partly paid, overdue, paid,
 * credited; a credit note's issued) with what its payments add up to and what is still owed of it
 * (the document's, on each of its rows). A credit note's amounts are negative: the rows of a period
 * add up to what it invoiced. Pure.
 */
import { csvFile } from '../../csv/csv-file.ts';
import { outstandingOf, paymentStatus } from '../rules/payment-status.ts';
import { invoiceTotals } from '../rules/totals.ts';
import { type InvoiceRecord, payableOf } from './invoice-records.ts';

export const INVOICE_CSV_HEADER = [
  'number',
  'kind',
  'issue_date',
  'corrects',
  'reference',
  'buyer',
  'buyer_country',
  'buyer_vat_id',
  'buyer_reference',
  'vat_category',
  'vat_rate',
  'net_eur',
  'vat_eur',
  'gross_eur',
  'status',
  'paid_at',
  'received_eur',
  'outstanding_eur',
] as const;

/** What the states are judged by: each invoice's payments (cents, by its id) and the day. */
export interface PaymentsOn {
  readonly received: ReadonlyMap<string, number>;
  readonly today: string;
}

const euros = (cents: number) => (cents / 100).toFixed(2);

export function invoicesCsv(records: readonly InvoiceRecord[], payments: PaymentsOn, delimiter = ','): string {
  const rows = records.flatMap((record) => {
    const { document } = record;
    const sign = record.kind === 'credit' ? -1 : 1;
    const received = payments.received.get(record.id) ?? 0;
    const payable = payableOf(record);
    return invoiceTotals(document.lines, document.allowances).breakdown.map((group) => [
      document.number,
      record.kind,
      document.issueDate,
      document.corrects?.number ?? '',
      document.reference,
      document.buyer.name,
      document.buyer.country,
      document.buyer.vatId ?? '',
      document.buyer.reference ?? '',
      group.category,
      String(group.rate),
      euros(sign * group.taxable),
      euros(sign * group.tax),
      euros(sign * (group.taxable + group.tax)),
      paymentStatus(payable, received, payments.today),
      record.paidAt ?? '',
      euros(received),
      euros(outstandingOf(payable, received)),
    ]);
  });
  return csvFile([[...INVOICE_CSV_HEADER], ...rows], delimiter);
}
