/**
 * Migration 19: each billing customer's stable number (src/server/invoices/rules/customers.ts):
 * a company by its VAT ID, else by its name and address, and a private person by theirs. The
 * number is taken from a series of its own when the customer's first invoice is issued, and is its
 * debtor account in the books (the DATEV export).
 */
import type { Migration } from './migration.ts';

export const CUSTOMERS: Migration = {
  version: 19,
  name: 'customers',
  statements: (dialect) => [
    `CREATE TABLE customers (
  customer_key TEXT PRIMARY KEY,
  number INTEGER NOT NULL UNIQUE,
  name TEXT NOT NULL,
  created_at TEXT NOT NULL
)${dialect === 'sqlite' ? ' STRICT' : ''}`,
  ],
};
