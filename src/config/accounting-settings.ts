/**
 * The settings the books are kept and handed over with (a group of src/config/settings.ts): the
 * chart of accounts, the DATEV adviser's and client's numbers, the fiscal year, the customers'
 * numbers (each billing customer's debtor account), and the accounts the invoices, credit notes,
 * payments and refunds are posted to. An account left unset is the chart's default (SKR03's or
 * SKR04's, src/server/invoices/rules/ledger.ts).
 */
import { choice, documented as d, optionalAccount, wholeNumber } from './setting-types.ts';

export const ACCOUNTING = {
  FIRST_CUSTOMER_NUMBER: d(
    wholeNumber(10_000, 10_000, 69_999),
    'server',
    "the first customer number, each billing customer's debtor account in the books and shown on their invoices (the next customers' numbers follow it)",
  ),
  CHART_OF_ACCOUNTS: d(
    choice(['SKR03', 'SKR04'] as const, 'SKR03'),
    'commands',
    "the DATEV chart of accounts the books are kept in: the default of each account below, and the export's header",
  ),
  DATEV_ADVISER_NUMBER: d(wholeNumber(1001, 1001, 9_999_999), 'commands', "the tax adviser's DATEV number (Beraternummer)"),
  DATEV_CLIENT_NUMBER: d(wholeNumber(1, 1, 99_999), 'commands', "the academy's client number at its adviser (Mandantennummer)"),
  FISCAL_YEAR_START_MONTH: d(wholeNumber(1, 1, 12), 'commands', 'the month the fiscal year begins in (1: the calendar year)'),
  REVENUE_ACCOUNT_GERMAN_VAT: d(optionalAccount(), 'commands', 'revenue with German VAT', 'SKR03 `8400`, SKR04 `4400`'),
  REVENUE_ACCOUNT_REVERSE_CHARGE: d(
    optionalAccount(),
    'commands',
    'revenue from services to businesses in another EU country, whose VAT the customer owes (reverse charge)',
    'SKR03 `8336`, SKR04 `4336`',
  ),
  REVENUE_ACCOUNT_NOT_TAXABLE: d(
    optionalAccount(),
    'commands',
    'revenue not taxable in Germany or the EU (a customer outside the EU, a venue outside it)',
    'SKR03 `8338`, SKR04 `4338`',
  ),
  REVENUE_ACCOUNT_FOREIGN_VAT: d(
    optionalAccount(),
    'commands',
    "revenue with another EU country's VAT (a venue abroad taxed there, a private person in another EU country online)",
    'SKR03 `8339`, SKR04 `4339`',
  ),
  BANK_ACCOUNT: d(
    optionalAccount(),
    'commands',
    'the bank account (ACADEMY_IBAN) in the books: payments and refunds',
    'SKR03 `1200`, SKR04 `1800`',
  ),
};
