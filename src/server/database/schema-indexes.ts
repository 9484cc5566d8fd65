/**
 * The indexes of the registrations' database (schema.ts describes its tables), each kept by the
 * migration that made it: the look-ups the stores make often, and the rules no write may break
 * (one confirmed place per date and address, one reference per registration, one certificate per
 * place and date).
 */
import type { Index } from './columns.ts';

const HOLDING = "status IN ('pending', 'known')";

export const INDEXES: readonly Index[] = [
  { name: 'registrations_date_email_any', table: 'registrations', on: 'date_id, lower(email)' },
  { name: 'registrations_holding_client', table: 'registrations', on: 'client, date_id', where: HOLDING },
  { name: 'registrations_holding', table: 'registrations', on: 'held_until', where: HOLDING },
  // The reference a registration is quoted by (on invoices, in mails): one each.
  { name: 'registrations_reference', table: 'registrations', on: 'reference', unique: true },
  // One confirmed place per date and address (any case), whatever the caller checked before.
  {
    name: 'participants_date_email_active',
    table: 'participants',
    on: 'date_id, lower(email)',
    unique: true,
    where: 'confirmed = 1 AND cancelled_at IS NULL',
  },
  { name: 'participants_date', table: 'participants', on: 'date_id' },
  { name: 'waitlist_date_email_confirmed', table: 'waitlist', on: 'date_id, lower(email)', unique: true, where: "status = 'confirmed'" },
  { name: 'waitlist_date_email_any', table: 'waitlist', on: 'date_id, lower(email)' },
  { name: 'waitlist_holding_client', table: 'waitlist', on: 'client, date_id', where: HOLDING },
  { name: 'tokens_entry', table: 'tokens', on: 'entry_id' },
  { name: 'address_mails_address', table: 'address_mails', on: 'address, at' },
  { name: 'changes_registration', table: 'changes', on: 'registration_id' },
  { name: 'offers_open', table: 'offers', on: 'date_id, expires_at', where: "status = 'open'" },
  { name: 'mail_outbox_due', table: 'mail_outbox', on: 'next_attempt_at', where: 'next_attempt_at IS NOT NULL' },
  { name: 'cms_outbox_due', table: 'cms_outbox', on: 'next_attempt_at' },
  { name: 'invoices_registration', table: 'invoices', on: 'registration_id' },
  { name: 'invoices_undrawn', table: 'invoices', on: 'issued_at', where: 'pdf IS NULL' },
  { name: 'enquiries_pending_client', table: 'enquiries', on: 'client, created_at', where: "status = 'pending'" },
  { name: 'enquiries_address', table: 'enquiries', on: 'lower(email)' },
  // Migration 2.
  { name: 'address_mails_entry', table: 'address_mails', on: 'entry_id, at' },
  // Migration 6.
  { name: 'mail_outbox_address', table: 'mail_outbox', on: 'lower(address)', where: 'address IS NOT NULL' },
  // Migration 7.
  { name: 'attendance_unassessed', table: 'attendance', on: 'registration_id, position', where: 'assessed = 0' },
  { name: 'exam_results_place', table: 'exam_results', on: 'registration_id, position' },
  { name: 'exam_results_unassessed', table: 'exam_results', on: 'registration_id, position', where: 'assessed = 0' },
  // One certificate of each kind per place and date, revoked or not (a retake passed after one of attendance brings the seminar's).
  { name: 'certificates_place', table: 'certificates', on: 'registration_id, position, date_id, kind', unique: true },
  { name: 'certificates_undrawn', table: 'certificates', on: 'issued_at', where: 'pdf IS NULL' },
  { name: 'certificates_holder', table: 'certificates', on: 'holder_key' },
  { name: 'certificates_status_index', table: 'certificates', on: 'status_index', unique: true },
  // The revoked certificates' places: the bits of the status lists.
  { name: 'certificates_revoked', table: 'certificates', on: 'status_index', where: 'revoked_at IS NOT NULL' },
  // Migration 10: the approved answers of a seminar, which its page shows.
  { name: 'feedback_approved', table: 'feedback', on: 'seminar_id', where: "review = 'approved'" },
  // Migration 12: the registrations that used a code, counted against its uses.
  { name: 'registrations_discount_code', table: 'registrations', on: 'discount_code', where: 'discount_code IS NOT NULL' },
  // Migration 13: the registrations booked from an address ("my bookings").
  { name: 'registrations_email', table: 'registrations', on: 'lower(email)' },
  // Migration 14.
  { name: 'quotes_email', table: 'quotes', on: 'lower(email)' },
  // A client's quotes not issued yet, counted against its caps.
  { name: 'quotes_unissued_client', table: 'quotes', on: 'client, created_at', where: 'number IS NULL' },
  // The payments an invoice received, and those waiting for staff.
  { name: 'payment_allocations_invoice', table: 'payment_allocations', on: 'invoice_id' },
  { name: 'payments_unmatched', table: 'payments', on: 'imported_at', where: "state = 'unmatched'" },
  // Migration 17: each refund once per payment, invoice and reason; those approved, for the next transfer file.
  { name: 'refunds_once', table: 'refunds', on: 'payment_id, invoice_id, reason', unique: true },
  { name: 'refunds_approved', table: 'refunds', on: 'approved_at', where: "state = 'approved'" },
];
