/**
 * The money and what a course leaves behind, in the registrations' database (parts of schema.ts's
 * description): the invoices, their number series and the customers; and, from migrations 7 and
 * 8 on, a place's attendance per day and its exam results (with the registration), the certificates' register, kept apart from it, what participants said of
 * the course (migration 10), and the payments that come in for its invoices (migration 15: each
 * incoming payment of a bank statement once, by the bank's key of its entry, with where it
 * went, why staff are asked and which invoices it likely pays, what of it is owed back, and what
 * it paid of each invoice), the reminders of the invoices not paid (migration 16) and what is owed
 * back (migration 17).
 */
import { CERTIFICATE_KINDS } from '../../certificate-contract/certificate-check.ts';
import { LOCALES } from '../../i18n/locales.ts';
import {
  ATTENDANCE_SOURCES,
  DUNNING_STEPS,
  FEEDBACK_REVIEWS,
  INVOICE_KINDS,
  INVOICE_STATUSES,
  PAYMENT_STATES,
  REFUND_REASONS,
  REFUND_STATES,
  RESULT_SOURCES,
  UNMATCHED_REASONS,
} from './column-values.ts';
import { integer, millis, oneOf, type Table, text } from './columns.ts';

/** The invoices: each invoice and credit note as issued, the counters of their number series, and each billing customer's number (migration 19). */
export const INVOICE_TABLES = [
  {
    // Each invoice and credit note as issued: its document as JSON, its PDF (base64) and XML once drawn.
    name: 'invoices',
    columns: [
      text('id', 'PRIMARY KEY'),
      text('number', 'NOT NULL UNIQUE'),
      oneOf('kind', INVOICE_KINDS, 'NOT NULL'),
      text('registration_id', 'NOT NULL REFERENCES registrations (id)'),
      text('corrects', 'REFERENCES invoices (id)'),
      text('issued_at', 'NOT NULL'),
      integer('net', 'NOT NULL'),
      integer('vat', 'NOT NULL'),
      integer('gross', 'NOT NULL'),
      oneOf('status', INVOICE_STATUSES, 'NOT NULL'),
      text('paid_at'),
      text('document', 'NOT NULL'),
      text('xml'),
      text('pdf'),
      millis('drawing_until'),
      // Migration 16: when staff marked it disputed (its reminders stop); null otherwise.
      text('disputed_at'),
    ],
  },
  // A counter per number series, locked by the transaction that takes a number: numbers without gaps.
  { name: 'invoice_counters', columns: [text('series', 'PRIMARY KEY'), integer('last', 'NOT NULL')] },
  // Migration 19: each billing customer's number (its debtor account), by the key it is known by.
  {
    name: 'customers',
    columns: [
      text('customer_key', 'PRIMARY KEY'),
      integer('number', 'NOT NULL UNIQUE'),
      text('name', 'NOT NULL'),
      text('created_at', 'NOT NULL'),
    ],
  },
] as const satisfies readonly Table[];

export const COURSE_RECORD_TABLES = [
  // Migration 7: a place's attendance per day and its exam results (with the registration), and the certificates' register (kept apart).
  {
    name: 'attendance',
    primaryKey: ['registration_id', 'position', 'day'],
    columns: [
      text('registration_id', 'NOT NULL REFERENCES registrations (id)'),
      integer('position', 'NOT NULL'),
      text('day', 'NOT NULL'),
      integer('present', 'NOT NULL'),
      oneOf('source', ATTENDANCE_SOURCES, 'NOT NULL'),
      text('recorded_at', 'NOT NULL'),
      // 1 once the certificates' pass has judged the place with it (certificates/store/evidence.ts).
      integer('assessed', 'NOT NULL DEFAULT 0'),
    ],
  },
  {
    name: 'exam_results',
    numbered: 'id',
    columns: [
      text('registration_id', 'NOT NULL REFERENCES registrations (id)'),
      integer('position', 'NOT NULL'),
      integer('passed', 'NOT NULL'),
      integer('score'),
      text('taken_on', 'NOT NULL'),
      oneOf('source', RESULT_SOURCES, 'NOT NULL'),
      text('recorded_at', 'NOT NULL'),
      integer('assessed', 'NOT NULL DEFAULT 0'),
    ],
  },
  {
    // Each certificate as issued: the register's facts (holder, what, when) outlive the registration's other data.
    name: 'certificates',
    columns: [
      text('id', 'PRIMARY KEY'),
      text('number', 'NOT NULL UNIQUE'),
      text('check_code', 'NOT NULL'),
      oneOf('kind', CERTIFICATE_KINDS, 'NOT NULL'),
      text('registration_id', 'NOT NULL'),
      integer('position', 'NOT NULL'),
      integer('date_id', 'NOT NULL'),
      oneOf('locale', LOCALES, 'NOT NULL'),
      text('holder', 'NOT NULL'),
      // A keyed hash of the holder's address: their export and erasure find it after the registration is anonymised.
      text('holder_key', 'NOT NULL'),
      text('document', 'NOT NULL'),
      text('issued_at', 'NOT NULL'),
      text('revoked_at'),
      text('revocation_reason'),
      text('pdf'),
      millis('drawing_until'),
      // Migration 8: its place in the status list, and its Open Badges credential, signed.
      integer('status_index'),
      text('credential'),
    ],
  },
  // Migration 10: each place's request for feedback, sent once after the course, and its answer.
  {
    name: 'feedback_requests',
    primaryKey: ['registration_id', 'position', 'date_id'],
    columns: [
      text('registration_id', 'NOT NULL REFERENCES registrations (id)'),
      integer('position', 'NOT NULL'),
      integer('date_id', 'NOT NULL'),
      millis('sent_at', 'NOT NULL'),
    ],
  },
  {
    name: 'feedback',
    primaryKey: ['registration_id', 'position'],
    columns: [
      text('registration_id', 'NOT NULL REFERENCES registrations (id)'),
      integer('position', 'NOT NULL'),
      integer('date_id', 'NOT NULL'),
      integer('seminar_id', 'NOT NULL'),
      oneOf('locale', LOCALES, 'NOT NULL'),
      // 1 to 5; the trainers' as JSON: [{ "trainerId": "sabine-wendt", "rating": 5 }].
      integer('course', 'NOT NULL'),
      text('trainers', 'NOT NULL'),
      text('comment', 'NOT NULL'),
      // 1: it may be quoted, with this first name and company (kept only then).
      integer('quote', 'NOT NULL'),
      text('quote_name', 'NOT NULL'),
      text('quote_company', 'NOT NULL'),
      millis('answered_at', 'NOT NULL'),
      oneOf('review', FEEDBACK_REVIEWS, 'NOT NULL'),
      millis('reviewed_at'),
    ],
  },
  // Migration 15: the incoming payments of bank statements, once each, and what each paid of which invoice.
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
  // Migration 16: each step an unpaid invoice went through (a reminder, the hand-over to staff), once, on its day in Germany.
  {
    name: 'invoice_reminders',
    primaryKey: ['invoice_id', 'step'],
    columns: [
      text('invoice_id', 'NOT NULL REFERENCES invoices (id)'),
      oneOf('step', DUNNING_STEPS, 'NOT NULL'),
      text('day', 'NOT NULL'),
      millis('sent_at', 'NOT NULL'),
    ],
  },
  // Migration 17: what is owed back of a payment, once per invoice and reason; approved by staff, then sent in a transfer file.
  {
    name: 'refunds',
    columns: [
      text('id', 'PRIMARY KEY'),
      text('payment_id', 'NOT NULL REFERENCES payments (id)'),
      text('invoice_id', 'NOT NULL REFERENCES invoices (id)'),
      oneOf('reason', REFUND_REASONS, 'NOT NULL'),
      integer('amount', 'NOT NULL'),
      oneOf('state', REFUND_STATES, 'NOT NULL'),
      millis('owed_at', 'NOT NULL'),
      millis('approved_at'),
      millis('sent_at'),
      // The message id of the transfer file it went in.
      text('transfer'),
    ],
  },
] as const satisfies readonly Table[];
