/**
 * The settings the books are kept with (a group of src/config/settings.ts): the customers'
 * numbers, each billing customer's debtor account.
 */
import { documented as d, wholeNumber } from './setting-types.ts';

export const ACCOUNTING = {
  FIRST_CUSTOMER_NUMBER: d(
    wholeNumber(10_000, 10_000, 69_999),
    'server',
    "the first customer number, each billing customer's debtor account in the books and shown on their invoices (the next customers' numbers follow it)",
  ),
};
