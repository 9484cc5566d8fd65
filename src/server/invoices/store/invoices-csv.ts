/**
 * The invoices and credit notes of a period for the accountant, as CSV (csv.ts's form: UTF-8
 * with a byte order mark, CRLF, formula-neutralised cells): one row per document and VAT
 * rate, in the order they were issued, with its number, kind, date, the invoice a credit
 * note reverses, the registration's reference, the buyer (name, country, VAT ID, buyer
 * reference), the VAT category and rate, net, VAT and gross of the row (EUR with a point),
 * and the document's status. A credit note's amounts are negative: the rows of a period add
 * up to what it invoiced. Pure.
 */
import { csvFile } from '../../csv/csv-file.ts';
import { invoiceTotals } from '../rules/totals.ts';
import type { InvoiceRecord } from './invoice-records.ts';

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
] as const;

const euros = (cents: number) => (cents / 100).toFixed(2);

export function invoicesCsv(records: readonly InvoiceRecord[], delimiter = ','): string {
  const rows = records.flatMap((record) => {
    const { document } = record;
    const sign = record.kind === 'credit' ? -1 : 1;
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
      record.status,
      record.paidAt ?? '',
    ]);
  });
  return csvFile([[...INVOICE_CSV_HEADER], ...rows], delimiter);
}
