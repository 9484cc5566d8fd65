/**
 * Migration 9: how participants join a webinar. Each place's access mail of each day it joins
 * online is recorded in `access_mails` in the transaction that queues it, so it goes out once
 * whatever restarts or servers; the academy's alert that a day has no access details yet, once
 * per date and day, in `access_alerts`.
 */
import type { Migration } from './migration.ts';

const TABLES = (types: { readonly millis: string; readonly strict: string }) => [
  `CREATE TABLE access_mails (
  registration_id TEXT NOT NULL REFERENCES registrations (id),
  position INTEGER NOT NULL,
  date_id INTEGER NOT NULL,
  day TEXT NOT NULL,
  sent_at ${types.millis} NOT NULL,
  PRIMARY KEY (registration_id, position, date_id, day)
)${types.strict}`,
  `CREATE TABLE access_alerts (
  date_id INTEGER NOT NULL,
  day TEXT NOT NULL,
  sent_at ${types.millis} NOT NULL,
  PRIMARY KEY (date_id, day)
)${types.strict}`,
];

export const ACCESS_MAILS: Migration = {
  version: 9,
  name: 'access mails',
  statements: (dialect) => TABLES(dialect === 'sqlite' ? { millis: 'INTEGER', strict: ' STRICT' } : { millis: 'BIGINT', strict: '' }),
};
