/**
 * What registrations and waiting-list entries share on disk: the columns of their tables,
 * an entry's conversion from its row and to one (rules/stored-entry.ts says what an entry
 * is). Each table keeps what of its
 * payload (a Registration, a WaitlistEntry) has no column as JSON: not its date (`date_id`),
 * nor a registration's participants (their rows of `participants`). An entry's state
 * (src/server/database/schema.ts) is its `status`, with the time it was confirmed and, while
 * pending, until when it holds.
 */

import type { Insertable, Selectable } from 'kysely';
import { z } from 'zod';
import { DISCOUNT_KINDS } from '../../../content/discount-schema.ts';
import type { BookedDiscount } from '../../../content/discounts.ts';
import { COUNTRY_CODES } from '../../../registration-contract/countries.ts';
import type { Registration } from '../../../registration-contract/schema.ts';
import type { WaitlistEntry } from '../../../registration-contract/waitlist.ts';
import { compiledOnce, query } from '../../database/queries.ts';
import type { Sql } from '../../database/sql.ts';
import { storedJson } from '../../database/stored-json.ts';
import type { Database } from '../../database/tables.ts';
import type { BookedPrice } from '../rules/booked-price.ts';
import type { StoredEntry, StoredRegistration, StoredWaitlistEntry } from '../rules/stored-entry.ts';

const lockRegistrationRow = compiledOnce((i: { id: string }) =>
  query.selectFrom('registrations').select('id').where('id', '=', i.id).forUpdate(),
);

/**
 * Holds a registration to the end of the transaction, writing nothing (so no trigger takes it
 * for a change): another change of it (a participant's, staff's, an erasure, its billing) waits,
 * then reads what this one left. PostgreSQL locks its row; SQLite's write transactions begin
 * IMMEDIATE (sqlite-sql.ts) and so hold the whole database already.
 */
export async function holdRegistration(db: Sql, id: string): Promise<void> {
  if (db.engine === 'postgres') await db.get(lockRegistrationRow({ id }));
}

/** The columns an entry is read from, in either table. */
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
] as const satisfies readonly (keyof Database['registrations'] & keyof Database['waitlist'])[];

/** An entry's row as read. */
export type EntryRow = Pick<Selectable<Database['waitlist']>, (typeof ENTRY_COLUMNS)[number]>;

/**
 * What of a registration's payload the row keeps as JSON: its shape, which the compiler holds to
 * the contract's (the form's schema checked the values when it was made; reading checks what
 * they are, not again what they may be, which costs a phone number's parse a read).
 */
const STORED_REGISTRATION: z.ZodType<Omit<Registration, 'dateId' | 'participants'>, unknown> = z.object({
  // Stored before private persons could book: a company booked.
  consumer: z.boolean().default(false),
  // Stored before there was a booker: the first participant booked.
  booker: z
    .discriminatedUnion('forOthers', [
      z.object({ forOthers: z.literal(false) }),
      z.object({ forOthers: z.literal(true), name: z.string(), email: z.string(), phone: z.string(), company: z.string() }),
    ])
    .default({ forOthers: false }),
  billing: z.object({
    company: z.string(),
    street: z.string(),
    postalCode: z.string(),
    city: z.string(),
    country: z.enum(COUNTRY_CODES),
    vatId: z.string().optional(),
    purchaseOrder: z.string().optional(),
    buyerReference: z.string().optional(),
  }),
  invoiceContact: z.discriminatedUnion('sameAsParticipant', [
    z.object({ sameAsParticipant: z.literal(true) }),
    z.object({ sameAsParticipant: z.literal(false), name: z.string(), email: z.string(), phone: z.string() }),
  ]),
  remarks: z.string().optional(),
  discountCode: z.string().optional(),
  consent: z.boolean(),
});
/** What of a waiting-list entry's payload the row keeps as JSON: the person without their address. */
const STORED_WAITLIST: z.ZodType<{ waitlist: Omit<WaitlistEntry['waitlist'], 'email'> }> = z.object({
  waitlist: z.object({ name: z.string(), phone: z.string(), company: z.string(), consent: z.boolean() }),
});

/** An entry from its row, with its payload as made. */
function entryOf<Payload>(row: EntryRow, payload: Payload): StoredEntry<Payload> {
  return {
    id: row.id,
    dateId: row.date_id,
    email: row.email,
    locale: row.locale,
    payload,
    createdAt: row.created_at,
    idempotencyKey: row.idempotency_key,
    fingerprint: row.fingerprint,
    status: row.status,
    heldUntil: row.held_until,
    confirmedAt: row.confirmed_at,
  };
}

/** What of a payload has no column of its own, as JSON: all but its date and a registration's participants. */
export function storedPayload<Payload extends { dateId: number; participants?: unknown }>(payload: Payload): string {
  const { dateId: _date, participants: _participants, ...rest } = payload;
  return JSON.stringify(rest);
}

/** A waiting-list entry's payload as JSON: its person without their address (the row's `email`). */
export function storedWaitlistPayload(payload: WaitlistEntry): string {
  const { email: _email, ...person } = payload.waitlist;
  return storedPayload({ ...payload, waitlist: person });
}

/** A waiting-list entry from its row: its payload with its date and the person's address. */
export function waitlistFromRow(row: EntryRow): StoredWaitlistEntry {
  const { waitlist } = storedJson(STORED_WAITLIST, row.payload, `waitlist.payload of ${row.id}`);
  return entryOf(row, { dateId: row.date_id, waitlist: { ...waitlist, email: row.email } });
}

/** An entry's row for an insert; `client`: the keyed client address, if any; `payload`: what of its payload has no column, as JSON. */
export function entryValues(
  entry: StoredEntry<{ dateId: number; participants?: unknown }>,
  client: string | null = null,
  payload = storedPayload(entry.payload),
) {
  return {
    id: entry.id,
    date_id: entry.dateId,
    email: entry.email,
    locale: entry.locale,
    payload,
    created_at: entry.createdAt,
    idempotency_key: entry.idempotencyKey,
    fingerprint: entry.fingerprint,
    status: entry.status,
    held_until: entry.heldUntil,
    confirmed_at: entry.confirmedAt,
    client,
  } satisfies Insertable<Database['waitlist']>;
}

/** The columns a registration is read from: an entry's, its reference and its price as booked. */
export const REGISTRATION_COLUMNS = [...ENTRY_COLUMNS, 'reference', 'course_fee', 'exam_fee', 'early_bird', 'discounts'] as const;

/** The reductions as a registration's row keeps them (src/content/discounts.ts, BookedDiscount). */
const BOOKED_DISCOUNTS: z.ZodType<readonly BookedDiscount[], unknown> = z.array(
  z.object({
    id: z.string(),
    code: z.string().nullable(),
    kind: z.enum(DISCOUNT_KINDS),
    value: z.number(),
    fromPlace: z.number(),
    label: z.object({ de: z.string(), en: z.string() }),
  }),
);

/** A price as booked (../rules/booked-price.ts) as JSON keeps it: a quote's (src/server/quotes/). */
export const BOOKED_PRICE: z.ZodType<BookedPrice, unknown> = z.object({
  courseFee: z.number(),
  examFee: z.number(),
  earlyBird: z.boolean(),
  discounts: BOOKED_DISCOUNTS,
});

/** The company a registration used its code for, as the code's uses are counted: its billing name in small letters. */
export const discountCompany = (company: string) => company.trim().toLowerCase();

/** A registration's row as read. */
export type RegistrationRow = Pick<Selectable<Database['registrations']>, (typeof REGISTRATION_COLUMNS)[number]>;

/** A registration from its row and its participants' rows (in their order). */
export function registrationFromRow(row: RegistrationRow, participants: Registration['participants']): StoredRegistration {
  const price =
    row.course_fee === null || row.exam_fee === null
      ? null
      : {
          courseFee: Number(row.course_fee),
          examFee: Number(row.exam_fee),
          earlyBird: row.early_bird === 1,
          discounts: row.discounts === null ? [] : storedJson(BOOKED_DISCOUNTS, row.discounts, `registrations.discounts of ${row.id}`),
        };
  const payload = storedJson(STORED_REGISTRATION, row.payload, `registrations.payload of ${row.id}`);
  const entry = entryOf(row, { ...payload, dateId: row.date_id, participants });
  // Every registration is written with its reference (registrationValues); the column allows none.
  return { ...entry, reference: row.reference ?? '', price };
}

/** A registration's row for an insert. */
export function registrationValues(registration: StoredRegistration, client: string | null = null): Insertable<Database['registrations']> {
  const { price } = registration;
  const code = price?.discounts.find((discount) => discount.code !== null)?.code;
  return {
    ...entryValues(registration, client),
    reference: registration.reference,
    course_fee: price?.courseFee ?? null,
    exam_fee: price?.examFee ?? null,
    early_bird: price === null ? null : Number(price.earlyBird),
    discounts: price && price.discounts.length > 0 ? JSON.stringify(price.discounts) : null,
    discount_code: code ?? null,
    discount_company: code ? discountCompany(registration.payload.billing.company) : null,
  };
}
