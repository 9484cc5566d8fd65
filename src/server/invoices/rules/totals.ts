/**
 * The totals of an invoice as EN 16931 computes them (BR-CO-10 to BR-CO-17): the lines' net
 * sum, one VAT breakdown per category and rate (its tax the taxable amount times the rate,
 * rounded to the cent once per breakdown), the tax total, the gross and the amount due. In
 * cents. Pure.
 */
import type { InvoiceLine } from './invoice-document.ts';
import type { VatCategory } from './vat.ts';

export interface VatBreakdown {
  readonly category: VatCategory;
  readonly rate: number;
  readonly taxable: number;
  readonly tax: number;
}

export interface InvoiceTotals {
  /** BT-106 = BT-109: the sum of the lines (no allowances or charges on the document). */
  readonly net: number;
  /** BT-110. */
  readonly vat: number;
  /** BT-112 = BT-115: nothing is paid in advance. */
  readonly gross: number;
  readonly breakdown: readonly VatBreakdown[];
}

/** Half a cent and more rounds away from zero. */
const roundCents = (value: number) => Math.sign(value) * Math.round(Math.abs(value));

export function invoiceTotals(lines: readonly InvoiceLine[]): InvoiceTotals {
  const groups = new Map<string, { category: VatCategory; rate: number; taxable: number }>();
  for (const line of lines) {
    const key = `${line.vat.category}|${line.vat.rate}`;
    const group = groups.get(key) ?? { category: line.vat.category, rate: line.vat.rate, taxable: 0 };
    group.taxable += line.net;
    groups.set(key, group);
  }
  const breakdown = [...groups.values()]
    .sort((a, b) => a.category.localeCompare(b.category) || b.rate - a.rate)
    .map((group) => ({ ...group, tax: roundCents((group.taxable * group.rate) / 100) }));
  const net = lines.reduce((sum, line) => sum + line.net, 0);
  const vat = breakdown.reduce((sum, group) => sum + group.tax, 0);
  return { net, vat, gross: net + vat, breakdown };
}
