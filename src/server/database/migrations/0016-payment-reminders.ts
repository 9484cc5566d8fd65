/**
 * Migration 16: unpaid invoices are reminded (src/server/payments/rules/dunning.ts). Each step
 * an invoice goes through (the first and the second reminder, the hand-over to staff) is a row of
 * `invoice_reminders`, written once in the transaction that queues its mail; staff mark an invoice
 * disputed (`invoices.disputed_at`), which stops its steps. The CMS's item of an invoice shows
 * all of it and what it received: a step, a payment and the mark queue it, and so does a change
 * of the mark (the invoices' trigger of changes is made anew with it).
 */
import type { Migration } from './migration.ts';

const TABLE = (types: { readonly millis: string; readonly strict: string }) => `CREATE TABLE invoice_reminders (
  invoice_id TEXT NOT NULL REFERENCES invoices (id),
  step TEXT NOT NULL,
  day TEXT NOT NULL,
  sent_at ${types.millis} NOT NULL,
  PRIMARY KEY (invoice_id, step)
)${types.strict}`;

/** The CMS outbox's triggers of an invoice's item: their name, event and the column naming the invoice. */
const TRIGGERS: ReadonlyArray<readonly [name: string, event: string, entry: string]> = [
  ['invoice_changed', 'UPDATE OF status, paid_at, pdf, disputed_at ON invoices', 'id'],
  ['invoice_reminded', 'INSERT ON invoice_reminders', 'invoice_id'],
  ['invoice_payment', 'INSERT ON payment_allocations', 'invoice_id'],
];

const SQLITE: readonly string[] = [
  'ALTER TABLE invoices ADD COLUMN disputed_at TEXT',
  TABLE({ millis: 'INTEGER', strict: ' STRICT' }),
  'DROP TRIGGER cms_outbox_invoice_changed',
  ...TRIGGERS.map(
    ([name, event, entry]) =>
      `CREATE TRIGGER cms_outbox_${name} AFTER ${event} FOR EACH ROW WHEN EXISTS (SELECT 1 FROM meta WHERE key = 'cms_outbox' AND value = 'on') BEGIN INSERT INTO cms_outbox (entry_id, version, attempts, next_attempt_at) VALUES (NEW.${entry}, 1, 0, 0)
     ON CONFLICT (entry_id) DO UPDATE SET version = cms_outbox.version + 1, attempts = 0, next_attempt_at = 0, last_error = NULL; END`,
  ),
];

const POSTGRES: readonly string[] = [
  'ALTER TABLE invoices ADD COLUMN disputed_at TEXT',
  TABLE({ millis: 'BIGINT', strict: '' }),
  'DROP TRIGGER cms_outbox_invoice_changed ON invoices',
  ...TRIGGERS.map(
    ([name, event, entry]) => `CREATE TRIGGER cms_outbox_${name} AFTER ${event} FOR EACH ROW EXECUTE FUNCTION cms_outbox_queue('${entry}')`,
  ),
];

export const PAYMENT_REMINDERS: Migration = {
  version: 16,
  name: 'payment reminders',
  statements: (dialect) => (dialect === 'sqlite' ? SQLITE : POSTGRES),
};
