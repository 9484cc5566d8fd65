/**
 * The registrations in their database (SQLite by default, PostgreSQL for several servers:
 * src/server/database/): a registration is on disk once a write returns,
 * before the visitor hears of it. A submission from the site is stored pending, holding
 * its seats for a while, with the hash of its confirmation link and the "please confirm"
 * mail, in one transaction that also counts the date's seats and the caps (seats.ts,
 * registration-writes.ts); confirming it queues its confirmations in one transaction
 * again, and every change of a confirmed entry queues it for the CMS (outbox/cms-outbox.ts).
 * The waiting lists, offers, gate and mail outbox are stores of their own on the same
 * database (registration-stores.ts).
 *
 * One confirmed registration per date and email address (case-insensitive), one entry per
 * Idempotency-Key: unique indexes, so the rules hold whatever the caller checked before.
 */

import { ENTRY_LISTS, type EntryList } from '../../database/column-values.ts';
import { compiledOnce, query, sameAddress } from '../../database/queries.ts';
import type { Sql } from '../../database/sql.ts';
import type { Gate } from '../../gate/gate.ts';
import type { OutgoingMail } from '../../outbox/mail-message.ts';
import type { MailOutbox } from '../../outbox/mail-outbox.ts';
import type { CancellationFee } from '../rules/cancellation-fee.ts';
import type { Place } from '../rules/change-records.ts';
import type { StoredRegistration } from '../rules/stored-entry.ts';
import { type CancelResult, cancellationRecords } from './cancellation-records.ts';
import { bookProven, type ClaimRequest, type ClaimResult, claimOffer, type ProvenBooking, type SpendProof } from './claim-offer.ts';
import { type CodeUses, codeUses } from './code-uses.ts';
import { REGISTRATION_COLUMNS, type RegistrationRow, registrationFromRow } from './entry-rows.ts';
import { type EntryState, entryStates } from './entry-state.ts';
import type { ChangeWrites } from './participant-changes.ts';
import { JOINED_PERSON, joinedParticipants, registrationOf, registrationsOf } from './participant-rows.ts';
import {
  type ConfirmationMails,
  type ConfirmCheck,
  type ConfirmResult,
  type InsertResult,
  type ManageLinkHashes,
  type PendingSubmission,
  registrationWrites,
  type SeenLink,
  type SubmitResult,
} from './registration-writes.ts';
import type { SeatCounts } from './seats.ts';

export type { StoredRegistration } from '../rules/stored-entry.ts';
export type { CancelResult } from './cancellation-records.ts';
export type { ConfirmCheck, ConfirmResult, InsertResult, PendingSubmission, SeenLink, SubmitResult } from './registration-writes.ts';

export interface RegistrationStore {
  /**
   * Stores a registration its owner has confirmed already (one taken by the academy's
   * staff, say), unless its date has `seats` (null: no limit) and too few are free: counted
   * and written in one transaction, with its mails.
   */
  insert(registration: StoredRegistration, seats?: number | null, mails?: readonly OutgoingMail[]): Promise<InsertResult>;
  /** Stores a submission from the site: pending, holding its seats, or `known` (see registration-writes.ts). */
  submit(submission: PendingSubmission): Promise<SubmitResult>;
  /** Confirms the pending registration a link's token (its hash) belongs to, in one transaction with its mails and its manage links. */
  confirm(
    hash: string,
    now: number,
    check: ConfirmCheck,
    mails: ConfirmationMails,
    links?: ManageLinkHashes | null,
    seen?: SeenLink,
  ): Promise<ConfirmResult>;
  /** Stores a registration that claims a seat offered from a waiting list: confirmed at once (claim-offer.ts). */
  claim(request: ClaimRequest): Promise<ClaimResult>;
  /** Stores a registration whose address another link proved, confirmed at once, once `spend` spent that proof (claim-offer.ts). */
  bookProven(request: ProvenBooking, spend: SpendProof): Promise<ClaimResult>;
  /**
   * Records that staff cancelled a registration, in any state (it stays, and frees its
   * seats), with what each place cost by the terms when known.
   */
  cancel(id: string, at: string, feePerPlace?: CancellationFee | null): Promise<CancelResult>;
  /** The confirmed registrations booked from `email` (any case), oldest first: what "my bookings" lists. */
  bookedBy(email: string): Promise<StoredRegistration[]>;
  /** How often a discount code counts as used (code-uses.ts), in all and for `company` (a billing name as typed). */
  codeUses(code: string, company: string, now: number): Promise<CodeUses>;
  /** When each cancelled registration was cancelled, by id. */
  cancellations(): Promise<Map<string, string>>;
  /** Every registration's places (cancelled or not, with their fees), by registration id. */
  places(): Promise<Map<string, Place[]>>;
  findByIdempotencyKey(key: string): Promise<StoredRegistration | undefined>;
  /** A link's token and, when it belongs to a registration that is stored, that registration: one read. */
  link(hash: string): Promise<SeenLink | undefined>;
  /** Whether a confirmed participant with this address (any case) is registered for the date. */
  isRegistered(dateId: number, email: string): Promise<boolean>;
  get(id: string): Promise<StoredRegistration | undefined>;
  /** Every confirmed registration, oldest first. */
  all(): Promise<StoredRegistration[]>;
  /** A confirmed registration or waiting-list entry as the CMS shows it; null for any other. */
  entryState(id: string): Promise<EntryState | null>;
  /** Every registration in any state, oldest first. */
  everyEntry(): Promise<StoredRegistration[]>;
  /** How many registrations are confirmed. */
  count(): Promise<number>;
}

/** What the registrations' store is made of: the stores of the same database it writes through. */
export interface RegistrationParts {
  readonly db: Sql;
  readonly gate: Gate;
  readonly mail: MailOutbox;
  readonly seats: SeatCounts;
  /** A registration's places and move (participant-changes.ts), for `entryState`. */
  readonly booking: ChangeWrites['booking'];
}

const readers = {
  byKey: compiledOnce((i: { key: string }) =>
    query.selectFrom('registrations').select(REGISTRATION_COLUMNS).where('idempotency_key', '=', i.key),
  ),
  byDateEmail: compiledOnce((i: { dateId: number; email: string }) =>
    query
      .selectFrom('participants')
      .select('position')
      .where('date_id', '=', i.dateId)
      .where((eb) => sameAddress(eb, 'email', i.email))
      .where('confirmed', '=', 1)
      .where('cancelled_at', 'is', null),
  ),
  byId: compiledOnce((i: { id: string }) => query.selectFrom('registrations').select(REGISTRATION_COLUMNS).where('id', '=', i.id)),
  // The token, its registration and the registration's participants in one read: a row a participant.
  byLink: compiledOnce((i: { hash: string }) =>
    query
      .selectFrom('tokens as t')
      .leftJoin('registrations as r', (join) => join.on('t.list', '=', 'registration').onRef('r.id', '=', 't.entry_id'))
      .leftJoin('participants as p', 'p.registration_id', 'r.id')
      .select([
        't.purpose',
        't.position',
        't.list',
        't.entry_id as entryId',
        't.expires_at as expiresAt',
        't.used_at as usedAt',
        ...REGISTRATION_COLUMNS.map((column) => `r.${column}` as const),
        ...JOINED_PERSON,
      ])
      .where('t.hash', '=', i.hash)
      // An enquiry's link is not an entry's.
      .where('t.list', 'in', ENTRY_LISTS)
      .$narrowType<{ list: EntryList }>()
      .orderBy('p.position'),
  ),
  confirmed: compiledOnce(() =>
    query.selectFrom('registrations').select(REGISTRATION_COLUMNS).where('status', '=', 'confirmed').orderBy('created_at').orderBy('rowid'),
  ),
  bookedBy: compiledOnce((i: { email: string }) =>
    query
      .selectFrom('registrations')
      .select(REGISTRATION_COLUMNS)
      .where('status', '=', 'confirmed')
      .where((eb) => sameAddress(eb, 'email', i.email))
      .orderBy('created_at')
      .orderBy('rowid'),
  ),
  everything: compiledOnce(() => query.selectFrom('registrations').select(REGISTRATION_COLUMNS).orderBy('created_at').orderBy('rowid')),
  countConfirmed: compiledOnce(() =>
    query
      .selectFrom('registrations')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .where('status', '=', 'confirmed'),
  ),
};

/** A registration left-joined to another row (null in all its columns where there is none): its row, if there is one. */
function joinedRegistration(
  row: { readonly [Column in keyof RegistrationRow]: RegistrationRow[Column] | null },
): RegistrationRow | undefined {
  const { id, date_id, email, locale, payload, created_at, fingerprint, status } = row;
  // A joined registration's columns that are never null are all there when its id is.
  if (id === null || date_id === null || email === null || locale === null || payload === null) return undefined;
  if (created_at === null || fingerprint === null || status === null) return undefined;
  return { ...row, id, date_id, email, locale, payload, created_at, fingerprint, status };
}

/** The registrations' store on its parts (registration-stores.ts makes them). */
export function registrationStore({ db, gate, mail, seats, booking }: RegistrationParts): RegistrationStore {
  const read = readers;
  const get = async (id: string) => registrationOf(db, await db.get(read.byId({ id })));
  const { writer, ...writes } = registrationWrites({ db, gate, mail, seats, get });
  return {
    ...writes,
    findByIdempotencyKey: async (key) => registrationOf(db, await db.get(read.byKey({ key }))),
    link: async (hash) => {
      const rows = await db.all(read.byLink({ hash }));
      const [row] = rows;
      if (!row) return undefined;
      const { purpose, position, list, entryId, expiresAt, usedAt } = row;
      const token = { purpose, position, list, entryId, expiresAt, usedAt };
      const registration = joinedRegistration(row);
      return { token, registration: registration && registrationFromRow(registration, joinedParticipants(rows)) };
    },
    codeUses: (code, company, now) => codeUses(db, code, company, now),
    isRegistered: async (dateId, email) => (await db.get(read.byDateEmail({ dateId, email }))) !== undefined,
    ...cancellationRecords(db),
    get,
    all: async () => registrationsOf(db, await db.all(read.confirmed({}))),
    bookedBy: async (email) => registrationsOf(db, await db.all(read.bookedBy({ email }))),
    entryState: entryStates(db, booking),
    everyEntry: async () => registrationsOf(db, await db.all(read.everything({}))),
    count: async () => (await db.get(read.countConfirmed({})))?.n ?? 0,
    claim: (request) => claimOffer(writer, request),
    bookProven: (request, spend) => bookProven(writer, request, spend),
  };
}
