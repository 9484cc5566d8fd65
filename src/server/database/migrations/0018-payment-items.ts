/**
 * Migration 18: each incoming payment not matched for certain is an item of the CMS of its own,
 * where staff assign it to invoices (src/server/payments/use-cases/assign-payment.ts): such a
 * payment recorded, and its assignment, queue it; those matched show on their invoices' items.
 */
import type { Migration } from './migration.ts';

/** The CMS outbox's triggers of a payment's item: their name and event; the payment is queued. */
const TRIGGERS: ReadonlyArray<readonly [name: string, event: string]> = [
  ['payment_new', 'INSERT ON payments'],
  ['payment_changed', 'UPDATE OF state ON payments'],
];

const SQLITE: readonly string[] = TRIGGERS.map(
  ([name, event]) =>
    `CREATE TRIGGER cms_outbox_${name} AFTER ${event} FOR EACH ROW WHEN (NEW.state <> 'matched') AND EXISTS (SELECT 1 FROM meta WHERE key = 'cms_outbox' AND value = 'on') BEGIN INSERT INTO cms_outbox (entry_id, version, attempts, next_attempt_at) VALUES (NEW.id, 1, 0, 0)
     ON CONFLICT (entry_id) DO UPDATE SET version = cms_outbox.version + 1, attempts = 0, next_attempt_at = 0, last_error = NULL; END`,
);

const POSTGRES: readonly string[] = TRIGGERS.map(
  ([name, event]) =>
    `CREATE TRIGGER cms_outbox_${name} AFTER ${event} FOR EACH ROW WHEN (NEW.state <> 'matched') EXECUTE FUNCTION cms_outbox_queue('id')`,
);

export const PAYMENT_ITEMS: Migration = {
  version: 18,
  name: 'payment items',
  statements: (dialect) => (dialect === 'sqlite' ? SQLITE : POSTGRES),
};
