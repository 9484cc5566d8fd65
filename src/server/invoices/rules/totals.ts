/**
 * The totals of an invoice as EN 16931 computes them (BR-CO-10 to BR-CO-17): the lines' net
 * sum, the reductions off it, one VAT breakdown per category and rate (its taxable amount its
 * lines less its reductions, its tax that times the rate, rounded to the cent once per
 * breakdown), the tax total, the gross and the amount due. In cents. Pure.
 */
import type { InvoiceAllowance, InvoiceLine } from './invoice-document.ts';
import type { VatCategory } from './vat.ts';

export interface VatBreakdown {
  readonly category: VatCategory;
  readonly rate: number;
  readonly taxable: number;
  readonly tax: number;
}

export interface InvoiceTotals {
  /** BT-106: the sum of the lines. */
  readonly lines: number;
  /** BT-107: the sum of the reductions. */
  readonly allowances: number;
  /** BT-109: the lines less the reductions (no charges on the document). */
  readonly net: number;
  /** BT-110. */
  readonly vat: number;
  /** BT-112 = BT-115: nothing is paid in advance. */
  readonly gross: number;
  readonly breakdown: readonly VatBreakdown[];
}

/** Half a cent and more rounds away from zero. */
const roundCents = (value: number) => Math.sign(value) * Math.round(Math.abs(value));

export function invoiceTotals(lines: readonly InvoiceLine[], allowances: readonly InvoiceAllowance[] = []): InvoiceTotals {
  const groups = new Map<string, { category: VatCategory; rate: number; taxable: number }>();
  const add = (vat: InvoiceLine['vat'], amount: number) => {
    const key = `${vat.category}|${vat.rate}`;
    const group = groups.get(key) ?? { category: vat.category, rate: vat.rate, taxable: 0 };
    group.taxable += amount;
    groups.set(key, group);
  };
  for (const line of lines) add(line.vat, line.net);
  for (const allowance of allowances) add(allowance.vat, -allowance.amount);
  const breakdown = [...groups.values()]
    .sort((a, b) => a.category.localeCompare(b.category) || b.rate - a.rate)
    .map((group) => ({ ...group, tax: roundCents((group.taxable * group.rate) / 100) }));
  const lineSum = lines.reduce((sum, line) => sum + line.net, 0);
  const off = allowances.reduce((sum, allowance) => sum + allowance.amount, 0);
  const net = lineSum - off;
  const vat = breakdown.reduce((sum, group) => sum + group.tax, 0);
  return { lines: lineSum, allowances: off, net, vat, gross: net + vat, breakdown };
}
