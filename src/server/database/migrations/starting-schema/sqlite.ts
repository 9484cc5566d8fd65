/** Migration 1 (../0001-starting-schema.ts) in SQLite's SQL, written out once: it never changes. */

export const STARTING_SCHEMA_SQLITE: readonly string[] = [
  `CREATE TABLE meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
) STRICT`,
  `CREATE TABLE registrations (
  id TEXT PRIMARY KEY,
  date_id INTEGER NOT NULL,
  email TEXT NOT NULL,
  locale TEXT NOT NULL,
  payload TEXT NOT NULL,
  created_at TEXT NOT NULL,
  idempotency_key TEXT UNIQUE,
  fingerprint TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'confirmed',
  confirmed_at TEXT,
  client TEXT,
  held_until INTEGER,
  forwarded_at TEXT,
  transferred_from INTEGER,
  transferred_at TEXT,
  anonymised_at TEXT,
  reference TEXT,
  course_fee INTEGER,
  exam_fee INTEGER,
  early_bird INTEGER,
  billed_at TEXT,
  billed_change INTEGER
) STRICT`,
  `CREATE TABLE participants (
  registration_id TEXT NOT NULL REFERENCES registrations (id),
  position INTEGER NOT NULL,
  date_id INTEGER NOT NULL,
  email TEXT NOT NULL,
  confirmed INTEGER NOT NULL DEFAULT 1,
  held_until INTEGER,
  on_site INTEGER NOT NULL DEFAULT 0,
  cancelled_at TEXT,
  fee_percent INTEGER,
  fee REAL,
  fee_waived_at TEXT,
  PRIMARY KEY (registration_id, position)
) STRICT`,
  `CREATE TABLE waitlist (
  id TEXT PRIMARY KEY,
  date_id INTEGER NOT NULL,
  email TEXT NOT NULL,
  locale TEXT NOT NULL,
  payload TEXT NOT NULL,
  created_at TEXT NOT NULL,
  idempotency_key TEXT UNIQUE,
  fingerprint TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'confirmed',
  confirmed_at TEXT,
  client TEXT,
  held_until INTEGER,
  forwarded_at TEXT
) STRICT`,
  `CREATE TABLE cancellations (
  registration_id TEXT PRIMARY KEY REFERENCES registrations (id),
  cancelled_at TEXT NOT NULL,
  fee_percent INTEGER,
  fee REAL
) STRICT`,
  `CREATE TABLE tokens (
  hash TEXT PRIMARY KEY,
  purpose TEXT NOT NULL,
  list TEXT NOT NULL,
  entry_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  position INTEGER
) STRICT`,
  `CREATE TABLE address_mails (
  address TEXT NOT NULL,
  at INTEGER NOT NULL,
  entry_id TEXT NOT NULL,
  client TEXT
) STRICT`,
  `CREATE TABLE changes (
  id INTEGER PRIMARY KEY,
  registration_id TEXT NOT NULL REFERENCES registrations (id),
  position INTEGER,
  kind TEXT NOT NULL,
  by TEXT NOT NULL,
  at TEXT NOT NULL,
  details TEXT NOT NULL
) STRICT`,
  `CREATE TABLE offers (
  entry_id TEXT PRIMARY KEY REFERENCES waitlist (id),
  date_id INTEGER NOT NULL,
  hash TEXT NOT NULL UNIQUE,
  offered_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'open',
  ended_at INTEGER,
  registration_id TEXT
) STRICT`,
  `CREATE TABLE mail_outbox (
  id TEXT PRIMARY KEY,
  entry_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  message TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER,
  last_error TEXT,
  sent_at TEXT,
  rejected_at TEXT,
  leased_until INTEGER
) STRICT`,
  `CREATE TABLE reminders (
  registration_id TEXT NOT NULL REFERENCES registrations (id),
  position INTEGER NOT NULL,
  date_id INTEGER NOT NULL,
  sent_at INTEGER NOT NULL,
  PRIMARY KEY (registration_id, position, date_id)
) STRICT`,
  `CREATE TABLE cms_outbox (
  entry_id TEXT PRIMARY KEY,
  version INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  last_error TEXT,
  leased_until INTEGER
) STRICT`,
  `CREATE TABLE invoices (
  id TEXT PRIMARY KEY,
  number TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL,
  registration_id TEXT NOT NULL REFERENCES registrations (id),
  corrects TEXT REFERENCES invoices (id),
  issued_at TEXT NOT NULL,
  net INTEGER NOT NULL,
  vat INTEGER NOT NULL,
  gross INTEGER NOT NULL,
  status TEXT NOT NULL,
  paid_at TEXT,
  document TEXT NOT NULL,
  xml TEXT,
  pdf TEXT,
  drawing_until INTEGER
) STRICT`,
  `CREATE TABLE invoice_counters (
  series TEXT PRIMARY KEY,
  last INTEGER NOT NULL
) STRICT`,
  `CREATE TABLE enquiries (
  id TEXT PRIMARY KEY,
  status TEXT NOT NULL,
  kind TEXT NOT NULL,
  locale TEXT NOT NULL,
  email TEXT NOT NULL,
  payload TEXT NOT NULL,
  client TEXT NOT NULL,
  created_at TEXT NOT NULL,
  confirmed_at TEXT,
  forwarded_at TEXT
) STRICT`,
  `CREATE INDEX registrations_date_email_any ON registrations (date_id, lower(email))`,
  `CREATE INDEX registrations_holding_client ON registrations (client, date_id) WHERE status IN ('pending', 'known')`,
  `CREATE INDEX registrations_holding ON registrations (held_until) WHERE status IN ('pending', 'known')`,
  `CREATE UNIQUE INDEX registrations_reference ON registrations (reference)`,
  `CREATE UNIQUE INDEX participants_date_email_active ON participants (date_id, lower(email)) WHERE confirmed = 1 AND cancelled_at IS NULL`,
  `CREATE INDEX participants_date ON participants (date_id)`,
  `CREATE UNIQUE INDEX waitlist_date_email_confirmed ON waitlist (date_id, lower(email)) WHERE status = 'confirmed'`,
  `CREATE INDEX waitlist_date_email_any ON waitlist (date_id, lower(email))`,
  `CREATE INDEX waitlist_holding_client ON waitlist (client, date_id) WHERE status IN ('pending', 'known')`,
  `CREATE INDEX tokens_entry ON tokens (entry_id)`,
  `CREATE INDEX address_mails_address ON address_mails (address, at)`,
  `CREATE INDEX changes_registration ON changes (registration_id)`,
  `CREATE INDEX offers_open ON offers (date_id, expires_at) WHERE status = 'open'`,
  `CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE next_attempt_at IS NOT NULL`,
  `CREATE INDEX cms_outbox_due ON cms_outbox (next_attempt_at)`,
  `CREATE INDEX invoices_registration ON invoices (registration_id)`,
  `CREATE INDEX invoices_undrawn ON invoices (issued_at) WHERE pdf IS NULL`,
  `CREATE INDEX enquiries_pending_client ON enquiries (client, created_at) WHERE status = 'pending'`,
  `CREATE INDEX enquiries_address ON enquiries (lower(email))`,
  `CREATE TRIGGER cms_outbox_registration_new AFTER INSERT ON registrations FOR EACH ROW WHEN (NEW.status = 'confirmed') AND EXISTS (SELECT 1 FROM meta WHERE key = 'cms_outbox' AND value = 'on') BEGIN INSERT INTO cms_outbox (entry_id, version, attempts, next_attempt_at) VALUES (NEW.id, 1, 0, 0)
     ON CONFLICT (entry_id) DO UPDATE SET version = cms_outbox.version + 1, attempts = 0, next_attempt_at = 0, last_error = NULL; END`,
  `CREATE TRIGGER cms_outbox_registration_changed AFTER UPDATE OF status, date_id, payload, confirmed_at, transferred_from ON registrations FOR EACH ROW WHEN (NEW.status = 'confirmed') AND EXISTS (SELECT 1 FROM meta WHERE key = 'cms_outbox' AND value = 'on') BEGIN INSERT INTO cms_outbox (entry_id, version, attempts, next_attempt_at) VALUES (NEW.id, 1, 0, 0)
     ON CONFLICT (entry_id) DO UPDATE SET version = cms_outbox.version + 1, attempts = 0, next_attempt_at = 0, last_error = NULL; END`,
  `CREATE TRIGGER cms_outbox_participant_new AFTER INSERT ON participants FOR EACH ROW WHEN (NEW.confirmed = 1) AND EXISTS (SELECT 1 FROM meta WHERE key = 'cms_outbox' AND value = 'on') BEGIN INSERT INTO cms_outbox (entry_id, version, attempts, next_attempt_at) VALUES (NEW.registration_id, 1, 0, 0)
     ON CONFLICT (entry_id) DO UPDATE SET version = cms_outbox.version + 1, attempts = 0, next_attempt_at = 0, last_error = NULL; END`,
  `CREATE TRIGGER cms_outbox_participant_changed AFTER UPDATE ON participants FOR EACH ROW WHEN (NEW.confirmed = 1) AND EXISTS (SELECT 1 FROM meta WHERE key = 'cms_outbox' AND value = 'on') BEGIN INSERT INTO cms_outbox (entry_id, version, attempts, next_attempt_at) VALUES (NEW.registration_id, 1, 0, 0)
     ON CONFLICT (entry_id) DO UPDATE SET version = cms_outbox.version + 1, attempts = 0, next_attempt_at = 0, last_error = NULL; END`,
  `CREATE TRIGGER cms_outbox_waitlist_new AFTER INSERT ON waitlist FOR EACH ROW WHEN (NEW.status = 'confirmed') AND EXISTS (SELECT 1 FROM meta WHERE key = 'cms_outbox' AND value = 'on') BEGIN INSERT INTO cms_outbox (entry_id, version, attempts, next_attempt_at) VALUES (NEW.id, 1, 0, 0)
     ON CONFLICT (entry_id) DO UPDATE SET version = cms_outbox.version + 1, attempts = 0, next_attempt_at = 0, last_error = NULL; END`,
  `CREATE TRIGGER cms_outbox_waitlist_changed AFTER UPDATE OF status, payload, confirmed_at ON waitlist FOR EACH ROW WHEN (NEW.status = 'confirmed') AND EXISTS (SELECT 1 FROM meta WHERE key = 'cms_outbox' AND value = 'on') BEGIN INSERT INTO cms_outbox (entry_id, version, attempts, next_attempt_at) VALUES (NEW.id, 1, 0, 0)
     ON CONFLICT (entry_id) DO UPDATE SET version = cms_outbox.version + 1, attempts = 0, next_attempt_at = 0, last_error = NULL; END`,
  `CREATE TRIGGER cms_outbox_offer_new AFTER INSERT ON offers FOR EACH ROW WHEN EXISTS (SELECT 1 FROM meta WHERE key = 'cms_outbox' AND value = 'on') BEGIN INSERT INTO cms_outbox (entry_id, version, attempts, next_attempt_at) VALUES (NEW.entry_id, 1, 0, 0)
     ON CONFLICT (entry_id) DO UPDATE SET version = cms_outbox.version + 1, attempts = 0, next_attempt_at = 0, last_error = NULL; END`,
  `CREATE TRIGGER cms_outbox_offer_changed AFTER UPDATE ON offers FOR EACH ROW WHEN EXISTS (SELECT 1 FROM meta WHERE key = 'cms_outbox' AND value = 'on') BEGIN INSERT INTO cms_outbox (entry_id, version, attempts, next_attempt_at) VALUES (NEW.entry_id, 1, 0, 0)
     ON CONFLICT (entry_id) DO UPDATE SET version = cms_outbox.version + 1, attempts = 0, next_attempt_at = 0, last_error = NULL; END`,
  `CREATE TRIGGER cms_outbox_cancellation_new AFTER INSERT ON cancellations FOR EACH ROW WHEN EXISTS (SELECT 1 FROM meta WHERE key = 'cms_outbox' AND value = 'on') BEGIN INSERT INTO cms_outbox (entry_id, version, attempts, next_attempt_at) VALUES (NEW.registration_id, 1, 0, 0)
     ON CONFLICT (entry_id) DO UPDATE SET version = cms_outbox.version + 1, attempts = 0, next_attempt_at = 0, last_error = NULL; END`,
  `CREATE TRIGGER cms_outbox_change_new AFTER INSERT ON changes FOR EACH ROW WHEN EXISTS (SELECT 1 FROM meta WHERE key = 'cms_outbox' AND value = 'on') BEGIN INSERT INTO cms_outbox (entry_id, version, attempts, next_attempt_at) VALUES (NEW.registration_id, 1, 0, 0)
     ON CONFLICT (entry_id) DO UPDATE SET version = cms_outbox.version + 1, attempts = 0, next_attempt_at = 0, last_error = NULL; END`,
  `CREATE TRIGGER cms_outbox_mail_delivered AFTER UPDATE OF sent_at, rejected_at ON mail_outbox FOR EACH ROW WHEN (NEW.kind NOT IN ('confirm', 'known')) AND EXISTS (SELECT 1 FROM meta WHERE key = 'cms_outbox' AND value = 'on') BEGIN INSERT INTO cms_outbox (entry_id, version, attempts, next_attempt_at) VALUES (NEW.entry_id, 1, 0, 0)
     ON CONFLICT (entry_id) DO UPDATE SET version = cms_outbox.version + 1, attempts = 0, next_attempt_at = 0, last_error = NULL; END`,
  `CREATE TRIGGER cms_outbox_invoice_new AFTER INSERT ON invoices FOR EACH ROW WHEN EXISTS (SELECT 1 FROM meta WHERE key = 'cms_outbox' AND value = 'on') BEGIN INSERT INTO cms_outbox (entry_id, version, attempts, next_attempt_at) VALUES (NEW.id, 1, 0, 0)
     ON CONFLICT (entry_id) DO UPDATE SET version = cms_outbox.version + 1, attempts = 0, next_attempt_at = 0, last_error = NULL; END`,
  `CREATE TRIGGER cms_outbox_invoice_changed AFTER UPDATE OF status, paid_at, pdf ON invoices FOR EACH ROW WHEN EXISTS (SELECT 1 FROM meta WHERE key = 'cms_outbox' AND value = 'on') BEGIN INSERT INTO cms_outbox (entry_id, version, attempts, next_attempt_at) VALUES (NEW.id, 1, 0, 0)
     ON CONFLICT (entry_id) DO UPDATE SET version = cms_outbox.version + 1, attempts = 0, next_attempt_at = 0, last_error = NULL; END`,
  `CREATE TRIGGER cms_outbox_enquiry_confirmed AFTER UPDATE OF status ON enquiries FOR EACH ROW WHEN (NEW.status = 'confirmed') AND EXISTS (SELECT 1 FROM meta WHERE key = 'cms_outbox' AND value = 'on') BEGIN INSERT INTO cms_outbox (entry_id, version, attempts, next_attempt_at) VALUES (NEW.id, 1, 0, 0)
     ON CONFLICT (entry_id) DO UPDATE SET version = cms_outbox.version + 1, attempts = 0, next_attempt_at = 0, last_error = NULL; END`,
];
