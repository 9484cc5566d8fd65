/**
 * Migration 17: what is owed back (src/server/payments/). A refund is owed for the part of a
 * payment beyond what its invoices asked (`overpaid`) and for what a paid invoice had received
 * when a credit note reversed it (`credited`), each once per payment, invoice and reason; staff
 * approve it in the CMS, and `npm run payments:refunds` puts the approved ones in a SEPA credit
 * transfer file (`transfer`, its message id) and marks them sent. A refund is an item of the CMS
 * of its own: its writes queue it.
 */
import type { Migration } from './migration.ts';

const TABLE = (types: { readonly millis: string; readonly strict: string }) => `CREATE TABLE refunds (
  id TEXT PRIMARY KEY,
  payment_id TEXT NOT NULL REFERENCES payments (id),
  invoice_id TEXT NOT NULL REFERENCES invoices (id),
  reason TEXT NOT NULL,
  amount INTEGER NOT NULL,
  state TEXT NOT NULL,
  owed_at ${types.millis} NOT NULL,
  approved_at ${types.millis},
  sent_at ${types.millis},
  transfer TEXT
)${types.strict}`;

const INDEXES = [
  'CREATE UNIQUE INDEX refunds_once ON refunds (payment_id, invoice_id, reason)',
  "CREATE INDEX refunds_approved ON refunds (approved_at) WHERE state = 'approved'",
];

/** The CMS outbox's triggers of a refund's item: their name and event; the refund is queued. */
const TRIGGERS: ReadonlyArray<readonly [name: string, event: string]> = [
  ['refund_new', 'INSERT ON refunds'],
  ['refund_changed', 'UPDATE OF state ON refunds'],
];

const SQLITE: readonly string[] = [
  TABLE({ millis: 'INTEGER', strict: ' STRICT' }),
  ...INDEXES,
  ...TRIGGERS.map(
    ([name, event]) =>
      `CREATE TRIGGER cms_outbox_${name} AFTER ${event} FOR EACH ROW WHEN EXISTS (SELECT 1 FROM meta WHERE key = 'cms_outbox' AND value = 'on') BEGIN INSERT INTO cms_outbox (entry_id, version, attempts, next_attempt_at) VALUES (NEW.id, 1, 0, 0)
     ON CONFLICT (entry_id) DO UPDATE SET version = cms_outbox.version + 1, attempts = 0, next_attempt_at = 0, last_error = NULL; END`,
  ),
];

const POSTGRES: readonly string[] = [
  TABLE({ millis: 'BIGINT', strict: '' }),
  ...INDEXES,
  ...TRIGGERS.map(
    ([name, event]) => `CREATE TRIGGER cms_outbox_${name} AFTER ${event} FOR EACH ROW EXECUTE FUNCTION cms_outbox_queue('id')`,
  ),
];

export const REFUNDS: Migration = {
  version: 17,
  name: 'refunds',
  statements: (dialect) => (dialect === 'sqlite' ? SQLITE : POSTGRES),
};
