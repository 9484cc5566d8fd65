/**
 * What registrations and waiting-list entries share on disk: the columns of their tables,
 * the stored form of an entry and its conversion from a row. Each table keeps its own
 * payload type (a Registration, a WaitlistEntry) as JSON. An entry's state (src/server/database/schema.ts)
 * is its `status`, with the time it was confirmed and, while pending, until when it holds.
 */
import type { Locale } from '../../../i18n/locales.ts';
import type { Registration } from '../../../registration-contract/schema.ts';
import { type Param, placeholders } from '../../database/sql.ts';
import type { BookedPrice } from './booked-price.ts';

/** Where an entry stands (src/server/database/schema.ts says what each means). */
export type EntryStatus = 'pending' | 'confirmed' | 'superseded' | 'known';

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
  readonly status: EntryStatus;
  /** While pending: until when (ms since the epoch) its seats are held; else null. */
  readonly heldUntil: number | null;
  /** ISO 8601, UTC; null until confirmed. */
  readonly confirmedAt: string | null;
}

/** A registration as stored: its payload names the participants, billing address and invoice contact. */
export interface StoredRegistration extends StoredEntry<Registration> {
  /** What a person quotes (reference.ts); the id stays internal. */
  readonly reference: string;
  /** The price of each of its places as booked; null for one stored without it. */
  readonly price: BookedPrice | null;
}

/** The columns an entry is read from. */
export const ENTRY_COLUMNS = [
  'id',
  'date_id',
  'email',
  'locale',
  'payload',
  'created_at',
  'idempotency_key',
  'fingerprint',
  'status',
  'held_until',
  'confirmed_at',
] as const;

/** The columns an insert writes, in the order entryValues() gives them. */
export const INSERT_COLUMNS = [...ENTRY_COLUMNS, 'client'] as const;

/** The placeholders of an insert of all INSERT_COLUMNS. */
export const INSERT_PLACEHOLDERS = placeholders(INSERT_COLUMNS.length);

export interface EntryRow {
  id: string;
  date_id: number;
  email: string;
  locale: string;
  payload: string;
  created_at: string;
  idempotency_key: string | null;
  fingerprint: string;
  status: string;
  held_until: number | null;
  confirmed_at: string | null;
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
    status: row.status as EntryStatus,
    heldUntil: row.held_until,
    confirmedAt: row.confirmed_at,
  };
}

/** The values of an entry for an insert statement, in INSERT_COLUMNS order; `client`: the keyed client address, if any. */
export function entryValues(entry: StoredEntry<unknown>, client: string | null = null): Param[] {
  return [
    entry.id,
    entry.dateId,
    entry.email,
    entry.locale,
    JSON.stringify(entry.payload),
    entry.createdAt,
    entry.idempotencyKey,
    entry.fingerprint,
    entry.status,
    entry.heldUntil,
    entry.confirmedAt,
    client,
  ];
}

/** The columns a registration is read from: an entry's, its reference and its price as booked. */
export const REGISTRATION_COLUMNS = [...ENTRY_COLUMNS, 'reference', 'course_fee', 'exam_fee', 'early_bird'] as const;

/** The columns a registration's insert writes, in the order registrationValues() gives them. */
export const REGISTRATION_INSERT_COLUMNS = [...INSERT_COLUMNS, 'reference', 'course_fee', 'exam_fee', 'early_bird'] as const;

export interface RegistrationRow extends EntryRow {
  reference: string;
  course_fee: number | null;
  exam_fee: number | null;
  early_bird: number | null;
}

export function registrationFromRow(row: RegistrationRow): StoredRegistration {
  const price =
    row.course_fee === null || row.exam_fee === null
      ? null
      : { courseFee: Number(row.course_fee), examFee: Number(row.exam_fee), earlyBird: row.early_bird === 1 };
  return { ...fromRow<Registration>(row), reference: row.reference, price };
}

/** The values of a registration for an insert of REGISTRATION_INSERT_COLUMNS. */
export function registrationValues(registration: StoredRegistration, client: string | null = null): Param[] {
  const { price } = registration;
  return [
    ...entryValues(registration, client),
    registration.reference,
    price?.courseFee ?? null,
    price?.examFee ?? null,
    price === null ? null : Number(price.earlyBird),
  ];
}
