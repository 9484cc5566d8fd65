/**
 * The books the invoices are handed over to (src/config/accounting-settings.ts): the DATEV chart
 * (SKR03 or SKR04), the adviser's and client's numbers, the fiscal year, and the account each
 * posting goes to: the customer's debtor account (their customer number), the revenue account of
 * the VAT case of each line, and the bank. The revenue defaults are DATEV's automatic accounts,
 * which carry their VAT function themselves (DATEV takes no tax key on them): German VAT, services
 * to a business in another EU country that owes the VAT (reverse charge: UStVA and the summary
 * report, with the customer's VAT ID on the posting), revenue not taxable here, and revenue taxable
 * in another EU country. Pure.
 */
import type { Settings } from '../../../config/settings.ts';
import type { VatTreatment } from './vat.ts';
import { HOME } from './vat.ts';

export const VAT_CASES = ['german-vat', 'reverse-charge', 'not-taxable', 'foreign-vat'] as const;
export type VatCase = (typeof VAT_CASES)[number];

type Chart = Settings['CHART_OF_ACCOUNTS'];

/** Each chart's revenue accounts by VAT case, and its bank account. */
const CHARTS: Readonly<Record<Chart, Readonly<Record<VatCase | 'bank', string>>>> = {
  SKR03: { 'german-vat': '8400', 'reverse-charge': '8336', 'not-taxable': '8338', 'foreign-vat': '8339', bank: '1200' },
  SKR04: { 'german-vat': '4400', 'reverse-charge': '4336', 'not-taxable': '4338', 'foreign-vat': '4339', bank: '1800' },
};

export interface Ledger {
  readonly chart: Chart;
  readonly adviser: number;
  readonly client: number;
  /** 1 to 12. */
  readonly fiscalYearStartMonth: number;
  readonly revenue: Readonly<Record<VatCase, string>>;
  readonly bank: string;
}

export function ledgerOf(settings: Settings): Ledger {
  const chart = CHARTS[settings.CHART_OF_ACCOUNTS];
  return {
    chart: settings.CHART_OF_ACCOUNTS,
    adviser: settings.DATEV_ADVISER_NUMBER,
    client: settings.DATEV_CLIENT_NUMBER,
    fiscalYearStartMonth: settings.FISCAL_YEAR_START_MONTH,
    revenue: {
      'german-vat': settings.REVENUE_ACCOUNT_GERMAN_VAT ?? chart['german-vat'],
      'reverse-charge': settings.REVENUE_ACCOUNT_REVERSE_CHARGE ?? chart['reverse-charge'],
      'not-taxable': settings.REVENUE_ACCOUNT_NOT_TAXABLE ?? chart['not-taxable'],
      'foreign-vat': settings.REVENUE_ACCOUNT_FOREIGN_VAT ?? chart['foreign-vat'],
    },
    bank: settings.BANK_ACCOUNT ?? chart.bank,
  };
}

/** The VAT case of a line's treatment (vat.ts). */
export function vatCaseOf(vat: VatTreatment): VatCase {
  if (vat.category === 'AE') return 'reverse-charge';
  if (vat.category === 'O') return 'not-taxable';
  return vat.country === undefined || vat.country === HOME ? 'german-vat' : 'foreign-vat';
}

/** The first day ('YYYY-MM-DD') of the fiscal year `day` falls in. */
export function fiscalYearStart(day: string, startMonth: number): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return `${month >= startMonth ? year : year - 1}-${String(startMonth).padStart(2, '0')}-01`;
}
