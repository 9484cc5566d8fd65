/**
 * The CMS outbox's triggers, part of the schema (schema.ts; schema-sql.ts writes them in each
 * engine's SQL): every write that changes what the CMS shows of an entry queues the entry in
 * the same transaction (src/server/outbox/cms-outbox.ts), while forwarding is on, so no write
 * anywhere (this server, another process, a command) can forget it.
 */

/** A write after which the CMS is to be sent an entry again (cms-outbox.ts): its table's event, the condition, the column naming the entry. */
export interface OutboxTrigger {
  readonly name: string;
  readonly event: string;
  readonly when?: string;
  readonly entry: string;
}

/**
 * The writes that change what the CMS shows of an entry (its tables, the condition), each
 * queuing the entry in the same transaction (cms-outbox.ts), while forwarding is on.
 */
export const OUTBOX_TRIGGERS: readonly OutboxTrigger[] = [
  { name: 'registration_new', event: 'INSERT ON registrations', when: "NEW.status = 'confirmed'", entry: 'id' },
  // Not on forwarded_at: marking a delivery would queue the entry again.
  {
    name: 'registration_changed',
    event: 'UPDATE OF status, date_id, payload, confirmed_at, transferred_from ON registrations',
    when: "NEW.status = 'confirmed'",
    entry: 'id',
  },
  { name: 'participant_new', event: 'INSERT ON participants', when: 'NEW.confirmed = 1', entry: 'registration_id' },
  { name: 'participant_changed', event: 'UPDATE ON participants', when: 'NEW.confirmed = 1', entry: 'registration_id' },
  { name: 'waitlist_new', event: 'INSERT ON waitlist', when: "NEW.status = 'confirmed'", entry: 'id' },
  { name: 'waitlist_changed', event: 'UPDATE OF status, payload, confirmed_at ON waitlist', when: "NEW.status = 'confirmed'", entry: 'id' },
  { name: 'offer_new', event: 'INSERT ON offers', entry: 'entry_id' },
  { name: 'offer_changed', event: 'UPDATE ON offers', entry: 'entry_id' },
  { name: 'cancellation_new', event: 'INSERT ON cancellations', entry: 'registration_id' },
  { name: 'change_new', event: 'INSERT ON changes', entry: 'registration_id' },
  // A mail's delivery (sent, or refused for good), not every claim and retry of it, nor the mails to an address not confirmed.
  {
    name: 'mail_delivered',
    event: 'UPDATE OF sent_at, rejected_at ON mail_outbox',
    when: "NEW.kind NOT IN ('confirm', 'known')",
    entry: 'entry_id',
  },
  // An invoice when it is issued, drawn, paid, credited or marked disputed (migration 16).
  { name: 'invoice_new', event: 'INSERT ON invoices', entry: 'id' },
  { name: 'invoice_changed', event: 'UPDATE OF status, paid_at, pdf, disputed_at ON invoices', entry: 'id' },
  // An enquiry once its sender confirmed the address.
  { name: 'enquiry_confirmed', event: 'UPDATE OF status ON enquiries', when: "NEW.status = 'confirmed'", entry: 'id' },
  // Migration 7: a place's attendance and results show on its registration's item; a certificate is an item of its own.
  { name: 'attendance_new', event: 'INSERT ON attendance', entry: 'registration_id' },
  { name: 'attendance_changed', event: 'UPDATE OF present ON attendance', entry: 'registration_id' },
  { name: 'exam_result_new', event: 'INSERT ON exam_results', entry: 'registration_id' },
  { name: 'certificate_new', event: 'INSERT ON certificates', entry: 'id' },
  { name: 'certificate_changed', event: 'UPDATE OF holder, revoked_at, pdf ON certificates', entry: 'id' },
  // Migration 10: a place's feedback, when answered, changed or reviewed.
  { name: 'feedback_new', event: 'INSERT ON feedback', entry: 'registration_id' },
  { name: 'feedback_changed', event: 'UPDATE ON feedback', entry: 'registration_id' },
  // Migration 16: an invoice's item shows what it received and its reminders.
  { name: 'invoice_reminded', event: 'INSERT ON invoice_reminders', entry: 'invoice_id' },
  { name: 'invoice_payment', event: 'INSERT ON payment_allocations', entry: 'invoice_id' },
  // Migration 17: a refund is an item of its own, when owed and when approved or sent.
  { name: 'refund_new', event: 'INSERT ON refunds', entry: 'id' },
  { name: 'refund_changed', event: 'UPDATE OF state ON refunds', entry: 'id' },
  // Migration 18: a payment not matched for certain is an item of its own, when recorded and when staff assign it.
  { name: 'payment_new', event: 'INSERT ON payments', when: "NEW.state <> 'matched'", entry: 'id' },
  { name: 'payment_changed', event: 'UPDATE OF state ON payments', when: "NEW.state <> 'matched'", entry: 'id' },
];

/** Whether forwarding to the CMS is on: the triggers queue nothing otherwise (a look-up by primary key). */
export const FORWARDING_ON = "EXISTS (SELECT 1 FROM meta WHERE key = 'cms_outbox' AND value = 'on')";

/** Queues entry `id` (an SQL expression: a parameter, or a trigger's column) for the CMS: due at once, a new version. */
export const queueForCms = (id: string) =>
  `INSERT INTO cms_outbox (entry_id, version, attempts, next_attempt_at) VALUES (${id}, 1, 0, 0)
     ON CONFLICT (entry_id) DO UPDATE SET version = cms_outbox.version + 1, attempts = 0, next_attempt_at = 0, last_error = NULL`;
