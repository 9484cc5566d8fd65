/**
 * Migration 15: payments (src/server/payments/). Each incoming payment a bank statement books,
 * once (`entry_key`: the account and the bank's reference of the entry): its amount in cents,
 * its days, who paid from which account, what they wrote; whether it went to invoices
 * (`matched`), waits for staff (`unmatched`, with why and the invoices it likely pays) or staff
 * assigned it (`assigned`); and what of it is owed back. What it paid of each invoice is a row of
 * `payment_allocations`: an invoice has been paid what its rows add up to.
 */
import type { Migration } from './migration.ts';

const PAYMENTS = (millis: string, strict: string) => `CREATE TABLE payments (
  id TEXT PRIMARY KEY,
  entry_key TEXT NOT NULL UNIQUE,
  statement TEXT NOT NULL,
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  booking_date TEXT NOT NULL,
  value_date TEXT NOT NULL,
  payer_name TEXT,
  payer_iban TEXT,
  remittance TEXT NOT NULL,
  bank_reference TEXT,
  end_to_end_id TEXT,
  state TEXT NOT NULL,
  reason TEXT,
  suggestions TEXT NOT NULL,
  owed_back INTEGER NOT NULL,
  imported_at ${millis} NOT NULL
)${strict}`;

const ALLOCATIONS = (strict: string) => `CREATE TABLE payment_allocations (
  payment_id TEXT NOT NULL REFERENCES payments (id),
  invoice_id TEXT NOT NULL REFERENCES invoices (id),
  amount INTEGER NOT NULL,
  PRIMARY KEY (payment_id, invoice_id)
)${strict}`;

export const PAYMENTS_TABLES: Migration = {
  version: 15,
  name: 'payments',
  statements: (dialect) => [
    dialect === 'sqlite' ? PAYMENTS('INTEGER', ' STRICT') : PAYMENTS('BIGINT', ''),
    ALLOCATIONS(dialect === 'sqlite' ? ' STRICT' : ''),
    'CREATE INDEX payment_allocations_invoice ON payment_allocations (invoice_id)',
    "CREATE INDEX payments_unmatched ON payments (imported_at) WHERE state = 'unmatched'",
  ],
};
