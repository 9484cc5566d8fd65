/**
 * What registrations and waiting-list entries share on disk: the columns of their tables,
 * the stored form of an entry and its conversion from a row. Each table keeps its own
 * payload type (a Registration, a WaitlistEntry) as JSON.
 */
import type { Locale } from '../../i18n/locales.ts';

export interface StoredEntry<Payload> {
  readonly id: string;
  readonly dateId: number;
  readonly email: string;
  readonly locale: Locale;
  readonly payload: Payload;
  /** ISO 8601, UTC. */
  readonly createdAt: string;
  readonly idempotencyKey: string | null;
  /** Hash of the normalized entry: tells a retry from a different entry under the same key. */
  readonly fingerprint: string;
}

/** The columns of an entry table, in the order insert statements take them. */
export const ENTRY_COLUMNS = ['id', 'date_id', 'email', 'locale', 'payload', 'created_at', 'idempotency_key', 'fingerprint'] as const;

/** The placeholders of an insert of all ENTRY_COLUMNS. */
export const ENTRY_PLACEHOLDERS = ENTRY_COLUMNS.map(() => '?').join(', ');

/** An entry table's columns as SQL (after `CREATE TABLE name (`). */
export const ENTRY_COLUMNS_SQL = `
    id TEXT PRIMARY KEY,
    date_id INTEGER NOT NULL,
    email TEXT NOT NULL,
    locale TEXT NOT NULL,
    payload TEXT NOT NULL,
    created_at TEXT NOT NULL,
    idempotency_key TEXT UNIQUE,
    fingerprint TEXT NOT NULL`;

export interface EntryRow {
  id: string;
  date_id: number;
  email: string;
  locale: string;
  payload: string;
  created_at: string;
  idempotency_key: string | null;
  fingerprint: string;
}

export function fromRow<Payload>(row: EntryRow): StoredEntry<Payload> {
  return {
    id: row.id,
    dateId: row.date_id,
    email: row.email,
    locale: row.locale as Locale,
    payload: JSON.parse(row.payload) as Payload,
    createdAt: row.created_at,
    idempotencyKey: row.idempotency_key,
    fingerprint: row.fingerprint,
  };
}

/** The values of an entry for an insert statement, in ENTRY_COLUMNS order. */
export function entryValues(entry: StoredEntry<unknown>): [string, number, string, string, string, string, string | null, string] {
  return [
    entry.id,
    entry.dateId,
    entry.email,
    entry.locale,
    JSON.stringify(entry.payload),
    entry.createdAt,
    entry.idempotencyKey,
    entry.fingerprint,
  ];
}

export const isUniqueViolation = (error: unknown) => error instanceof Error && /UNIQUE constraint failed/.test(error.message);
