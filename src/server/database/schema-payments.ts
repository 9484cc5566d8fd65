/**
 * The payments' tables of the schema (schema.ts), from migration 15: each incoming payment a
 * bank statement books, once by the bank's key of its entry, with where it went (to invoices,
 * to staff, assigned by staff), why staff are asked and which invoices it likely pays, and what of
 * it is owed back; and what it paid of each invoice.
 */
import { PAYMENT_STATES, UNMATCHED_REASONS } from './column-values.ts';
import { integer, millis, oneOf, type Table, text } from './columns.ts';

export const PAYMENT_TABLES = [
  {
    name: 'payments',
    columns: [
      text('id', 'PRIMARY KEY'),
      text('entry_key', 'NOT NULL UNIQUE'),
      text('statement', 'NOT NULL'),
      integer('amount', 'NOT NULL'),
      text('currency', 'NOT NULL'),
      text('booking_date', 'NOT NULL'),
      text('value_date', 'NOT NULL'),
      text('payer_name'),
      text('payer_iban'),
      text('remittance', 'NOT NULL'),
      text('bank_reference'),
      text('end_to_end_id'),
      oneOf('state', PAYMENT_STATES, 'NOT NULL'),
      oneOf('reason', UNMATCHED_REASONS),
      // The invoices staff are shown as the likely ones, as a JSON list of their ids.
      text('suggestions', 'NOT NULL'),
      integer('owed_back', 'NOT NULL'),
      millis('imported_at', 'NOT NULL'),
    ],
  },
  {
    name: 'payment_allocations',
    primaryKey: ['payment_id', 'invoice_id'],
    columns: [
      text('payment_id', 'NOT NULL REFERENCES payments (id)'),
      text('invoice_id', 'NOT NULL REFERENCES invoices (id)'),
      integer('amount', 'NOT NULL'),
    ],
  },
] as const satisfies readonly Table[];
