/**
 * The CMS outbox's triggers as migration 1 makes them, in both engines (earlier-schema.ts for
 * SQLite, postgres-history.ts for PostgreSQL): each table an entry's state is in, the write to
 * it that changes what the CMS shows, the condition, and the column naming the entry. Part of a
 * landed migration: never changed (a change is a new migration).
 */
export const CMS_OUTBOX_TRIGGERS: ReadonlyArray<readonly [name: string, event: string, when: string, idColumn: string]> = [
  ['registration_new', 'INSERT ON registrations', "NEW.status = 'confirmed'", 'id'],
  // Not on forwarded_at: marking a delivery would queue the entry again.
  [
    'registration_changed',
    'UPDATE OF status, date_id, payload, confirmed_at, transferred_from ON registrations',
    "NEW.status = 'confirmed'",
    'id',
  ],
  ['participant_new', 'INSERT ON participants', 'NEW.confirmed = 1', 'registration_id'],
  ['participant_changed', 'UPDATE ON participants', 'NEW.confirmed = 1', 'registration_id'],
  ['waitlist_new', 'INSERT ON waitlist', "NEW.status = 'confirmed'", 'id'],
  ['waitlist_changed', 'UPDATE OF status, payload, confirmed_at ON waitlist', "NEW.status = 'confirmed'", 'id'],
  ['offer_new', 'INSERT ON offers', 'true', 'entry_id'],
  ['offer_changed', 'UPDATE ON offers', 'true', 'entry_id'],
  ['cancellation_new', 'INSERT ON cancellations', 'true', 'registration_id'],
  ['change_new', 'INSERT ON changes', 'true', 'registration_id'],
  // A mail's delivery (sent, or refused for good), not every claim and retry of it, nor the mails to an address not confirmed.
  ['mail_delivered', 'UPDATE OF sent_at, rejected_at ON mail_outbox', "NEW.kind NOT IN ('confirm', 'known')", 'entry_id'],
];
