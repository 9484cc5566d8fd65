/**
 * Migration 10: what participants say. Each place's request for feedback, sent once after the
 * course, is recorded in `feedback_requests` in the transaction that queues it; each place's
 * answer (one, changeable until staff review it) in `feedback`: the course's rating, the
 * trainers' ratings, a comment, and whether it may be quoted, with the first name and company
 * it is quoted with (kept only with that consent). An answer queues the registration's item
 * for the CMS, where staff review it.
 */
import type { Migration } from './migration.ts';

const TABLES = (types: { readonly millis: string; readonly strict: string }) => [
  `CREATE TABLE feedback_requests (
  registration_id TEXT NOT NULL REFERENCES registrations (id),
  position INTEGER NOT NULL,
  date_id INTEGER NOT NULL,
  sent_at ${types.millis} NOT NULL,
  PRIMARY KEY (registration_id, position, date_id)
)${types.strict}`,
  `CREATE TABLE feedback (
  registration_id TEXT NOT NULL REFERENCES registrations (id),
  position INTEGER NOT NULL,
  date_id INTEGER NOT NULL,
  seminar_id INTEGER NOT NULL,
  locale TEXT NOT NULL,
  course INTEGER NOT NULL,
  trainers TEXT NOT NULL,
  comment TEXT NOT NULL,
  quote INTEGER NOT NULL,
  quote_name TEXT NOT NULL,
  quote_company TEXT NOT NULL,
  answered_at ${types.millis} NOT NULL,
  review TEXT NOT NULL,
  reviewed_at ${types.millis},
  PRIMARY KEY (registration_id, position)
)${types.strict}`,
  "CREATE INDEX feedback_approved ON feedback (seminar_id) WHERE review = 'approved'",
];

/** The CMS outbox's triggers of the answers: their name and event; the registration is queued. */
const TRIGGERS: ReadonlyArray<readonly [name: string, event: string]> = [
  ['feedback_new', 'INSERT ON feedback'],
  ['feedback_changed', 'UPDATE ON feedback'],
];

const SQLITE: readonly string[] = [
  ...TABLES({ millis: 'INTEGER', strict: ' STRICT' }),
  ...TRIGGERS.map(
    ([name, event]) =>
      `CREATE TRIGGER cms_outbox_${name} AFTER ${event} FOR EACH ROW WHEN EXISTS (SELECT 1 FROM meta WHERE key = 'cms_outbox' AND value = 'on') BEGIN INSERT INTO cms_outbox (entry_id, version, attempts, next_attempt_at) VALUES (NEW.registration_id, 1, 0, 0)
     ON CONFLICT (entry_id) DO UPDATE SET version = cms_outbox.version + 1, attempts = 0, next_attempt_at = 0, last_error = NULL; END`,
  ),
];

const POSTGRES: readonly string[] = [
  ...TABLES({ millis: 'BIGINT', strict: '' }),
  ...TRIGGERS.map(
    ([name, event]) => `CREATE TRIGGER cms_outbox_${name} AFTER ${event} FOR EACH ROW EXECUTE FUNCTION cms_outbox_queue('registration_id')`,
  ),
];

export const FEEDBACK: Migration = {
  version: 10,
  name: 'feedback',
  statements: (dialect) => (dialect === 'sqlite' ? SQLITE : POSTGRES),
};
