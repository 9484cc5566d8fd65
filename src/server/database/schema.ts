/**
 * The registrations' database, described once for both engines (schema-sql.ts writes it in
 * each one's SQL): the registrations and their participants, the waiting lists, the
 * cancellations, the outboxes to the mail server and the CMS, the links in mails (only their
 * hashes), the changes participants made, the seats offered to waiting lists, the reminders,
 * the mails sent to each address (for the daily cap), the invoices, the enquiries, the rate
 * windows every server counts in, a place's attendance and exam results, the certificates' register,
 * and a key of the database's own; the CMS outbox's triggers are
 * in outbox-triggers.ts. It is the schema as all migrations (migrations/runner.ts) leave it, which a
 * test checks: a change here is a migration of its own at the end of the history, with the
 * new columns last.
 *
 * Each fact is kept once: a participant's details in their row of `participants`, an entry's
 * date in `date_id`; an entry's JSON `payload` holds only what has no column (a registration's
 * billing address, invoice contact, remarks and consent; a waiting-list entry's person but
 * their address; an enquiry's all but its kind, language and address); a queued mail's message
 * all but its kind, entry and address, an invoice's document all but its number and kind.
 *
 * An entry moves through states, each with its time: `pending` (waiting for its owner to
 * confirm; a registration's participants hold their seats until `held_until`), `confirmed`,
 * `superseded` (the same address submitted again for the date, from the same client, before
 * confirming) and `known` (the address was registered already: it was told so by mail, and
 * nothing else happened; it holds seats and counts against its client's caps like a pending
 * one, so that neither the answers nor the pages tell the two apart).
 *
 * Columns, their kinds and the helpers that name them: columns.ts; the tables' indexes: schema-indexes.ts;
 * the invoices, their numbers' counters and the customers, and what a course leaves behind (attendance, exam results, the certificates' register, the payments of its
 * invoices): schema-course-records.ts.
 */

import { ENQUIRY_KINDS } from '../../enquiry-contract/schema.ts';
import { LOCALES } from '../../i18n/locales.ts';
import { ATTENDANCE_MODES } from '../../registration-contract/schema.ts';
import {
  CHANGE_KINDS,
  CHANGERS,
  ENQUIRY_STATUSES,
  ENTRY_STATUSES,
  isMailKind,
  OFFER_STATUSES,
  STORED_SALUTATIONS,
  TOKEN_LISTS,
  TOKEN_PURPOSES,
} from './column-values.ts';
import { integer, millis, oneOf, real, type Table, text } from './columns.ts';
import { COURSE_RECORD_TABLES, INVOICE_TABLES } from './schema-course-records.ts';

/** What registrations and waiting-list entries both keep. */
const ENTRY = [
  text('id', 'PRIMARY KEY'),
  integer('date_id', 'NOT NULL'),
  text('email', 'NOT NULL'),
  oneOf('locale', LOCALES, 'NOT NULL'),
  text('payload', 'NOT NULL'),
  text('created_at', 'NOT NULL'),
  text('idempotency_key', 'UNIQUE'),
  text('fingerprint', 'NOT NULL'),
  oneOf('status', ENTRY_STATUSES, "NOT NULL DEFAULT 'confirmed'"),
  text('confirmed_at'),
  text('client'),
  millis('held_until'),
  text('forwarded_at'),
] as const;

export const TABLES = [
  { name: 'meta', columns: [text('key', 'PRIMARY KEY'), text('value', 'NOT NULL')] },
  {
    name: 'registrations',
    rowNumbers: true,
    columns: [
      ...ENTRY,
      integer('transferred_from'),
      text('transferred_at'),
      text('anonymised_at'),
      text('reference'),
      integer('course_fee'),
      integer('exam_fee'),
      integer('early_bird'),
      text('billed_at'),
      integer('billed_change'),
      // Migration 12: the reductions as booked (JSON), and the code used, for whose company.
      text('discounts'),
      text('discount_code'),
      text('discount_company'),
    ],
  },
  {
    name: 'participants',
    primaryKey: ['registration_id', 'position'],
    columns: [
      text('registration_id', 'NOT NULL REFERENCES registrations (id)'),
      integer('position', 'NOT NULL'),
      integer('date_id', 'NOT NULL'),
      text('email', 'NOT NULL'),
      integer('confirmed', 'NOT NULL DEFAULT 1'),
      millis('held_until'),
      text('cancelled_at'),
      integer('fee_percent'),
      real('fee'),
      text('fee_waived_at'),
      // Migration 4: the person, as the form gave them ('' where a row had none), and how they attend a hybrid date.
      oneOf('salutation', STORED_SALUTATIONS, "NOT NULL DEFAULT ''"),
      text('academic_title'),
      text('first_name', "NOT NULL DEFAULT ''"),
      text('last_name', "NOT NULL DEFAULT ''"),
      text('phone', "NOT NULL DEFAULT ''"),
      text('company', "NOT NULL DEFAULT ''"),
      text('job_title', "NOT NULL DEFAULT ''"),
      oneOf('attendance', ATTENDANCE_MODES),
      // Migration 11: the reference of the registration the place was moved to on its own (it then takes no seat here).
      text('moved_to'),
    ],
  },
  { name: 'waitlist', rowNumbers: true, columns: ENTRY },
  {
    name: 'cancellations',
    columns: [
      text('registration_id', 'PRIMARY KEY REFERENCES registrations (id)'),
      text('cancelled_at', 'NOT NULL'),
      integer('fee_percent'),
      real('fee'),
    ],
  },
  {
    name: 'tokens',
    columns: [
      text('hash', 'PRIMARY KEY'),
      oneOf('purpose', TOKEN_PURPOSES, 'NOT NULL'),
      oneOf('list', TOKEN_LISTS, 'NOT NULL'),
      text('entry_id', 'NOT NULL'),
      millis('created_at', 'NOT NULL'),
      millis('expires_at', 'NOT NULL'),
      millis('used_at'),
      integer('position'),
    ],
  },
  {
    name: 'address_mails',
    columns: [text('address', 'NOT NULL'), millis('at', 'NOT NULL'), text('entry_id', 'NOT NULL'), text('client')],
  },
  {
    name: 'changes',
    numbered: 'id',
    columns: [
      text('registration_id', 'NOT NULL REFERENCES registrations (id)'),
      integer('position'),
      oneOf('kind', CHANGE_KINDS, 'NOT NULL'),
      oneOf('by', CHANGERS, 'NOT NULL'),
      text('at', 'NOT NULL'),
      text('details', 'NOT NULL'),
    ],
  },
  {
    name: 'offers',
    rowNumbers: true,
    columns: [
      text('entry_id', 'PRIMARY KEY REFERENCES waitlist (id)'),
      integer('date_id', 'NOT NULL'),
      text('hash', 'NOT NULL UNIQUE'),
      millis('offered_at', 'NOT NULL'),
      millis('expires_at', 'NOT NULL'),
      oneOf('status', OFFER_STATUSES, "NOT NULL DEFAULT 'open'"),
      millis('ended_at'),
      text('registration_id'),
    ],
  },
  {
    name: 'mail_outbox',
    rowNumbers: true,
    columns: [
      text('id', 'PRIMARY KEY'),
      text('entry_id', 'NOT NULL'),
      oneOf('kind', isMailKind, 'NOT NULL'),
      text('message', 'NOT NULL'),
      integer('attempts', 'NOT NULL DEFAULT 0'),
      millis('next_attempt_at'),
      text('last_error'),
      text('sent_at'),
      text('rejected_at'),
      millis('leased_until'),
      // Migration 6: the address a mail waiting to be sent goes to (none once it is sent).
      text('address'),
    ],
  },
  {
    name: 'reminders',
    primaryKey: ['registration_id', 'position', 'date_id'],
    columns: [
      text('registration_id', 'NOT NULL REFERENCES registrations (id)'),
      integer('position', 'NOT NULL'),
      integer('date_id', 'NOT NULL'),
      millis('sent_at', 'NOT NULL'),
    ],
  },
  // Migration 9: each place's access mail of each day, and the academy's alert of a day without access details.
  {
    name: 'access_mails',
    primaryKey: ['registration_id', 'position', 'date_id', 'day'],
    columns: [
      text('registration_id', 'NOT NULL REFERENCES registrations (id)'),
      integer('position', 'NOT NULL'),
      integer('date_id', 'NOT NULL'),
      text('day', 'NOT NULL'),
      millis('sent_at', 'NOT NULL'),
    ],
  },
  {
    name: 'access_alerts',
    primaryKey: ['date_id', 'day'],
    columns: [integer('date_id', 'NOT NULL'), text('day', 'NOT NULL'), millis('sent_at', 'NOT NULL')],
  },
  {
    name: 'cms_outbox',
    rowNumbers: true,
    columns: [
      text('entry_id', 'PRIMARY KEY'),
      integer('version', 'NOT NULL'),
      integer('attempts', 'NOT NULL DEFAULT 0'),
      millis('next_attempt_at', 'NOT NULL'),
      text('last_error'),
      millis('leased_until'),
    ],
  },
  ...INVOICE_TABLES,
  {
    name: 'enquiries',
    columns: [
      text('id', 'PRIMARY KEY'),
      oneOf('status', ENQUIRY_STATUSES, 'NOT NULL'),
      oneOf('kind', ENQUIRY_KINDS, 'NOT NULL'),
      oneOf('locale', LOCALES, 'NOT NULL'),
      text('email', 'NOT NULL'),
      text('payload', 'NOT NULL'),
      text('client', 'NOT NULL'),
      text('created_at', 'NOT NULL'),
      text('confirmed_at'),
      text('forwarded_at'),
    ],
  },
  // Migration 3.
  {
    name: 'rate_windows',
    primaryKey: ['scope', 'client'],
    columns: [text('scope', 'NOT NULL'), text('client', 'NOT NULL'), millis('started', 'NOT NULL'), integer('hits', 'NOT NULL')],
  },
  ...COURSE_RECORD_TABLES,
  // Migration 14: quotes, with the values and prices they were asked with, numbered once their link is opened.
  {
    name: 'quotes',
    columns: [
      text('id', 'PRIMARY KEY'),
      text('hash', 'NOT NULL UNIQUE'),
      integer('date_id', 'NOT NULL'),
      text('email', 'NOT NULL'),
      oneOf('locale', LOCALES, 'NOT NULL'),
      text('payload', 'NOT NULL'),
      text('price', 'NOT NULL'),
      text('client', 'NOT NULL'),
      millis('created_at', 'NOT NULL'),
      millis('link_until', 'NOT NULL'),
      text('number', 'UNIQUE'),
      text('issued_on'),
      text('valid_until'),
      // The document as issued (all but its number and kind), which its page and PDF state whatever changes after.
      text('document'),
      text('registration_id'),
      millis('booked_at'),
    ],
  },
] as const satisfies readonly Table[];
