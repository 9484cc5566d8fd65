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

import type { Sql, Statement } from '../../database/sql.ts';
import type { OutgoingMail } from '../../outbox/mail-message.ts';
import type { MailOutbox } from '../../outbox/mail-outbox.ts';
import type { CancellationFee } from '../rules/cancellation-fee.ts';
import type { Place } from '../rules/change-records.ts';
import { REGISTRATION_COLUMNS, type RegistrationRow, registrationFromRow, type StoredRegistration } from '../rules/entry-rows.ts';
import { type CancelResult, cancellationRecords } from './cancellation-records.ts';
import { type ClaimRequest, type ClaimResult, claimOffer } from './claim-offer.ts';
import { type EntryState, entryStates } from './entry-state.ts';
import type { Gate, TokenRow } from './gate.ts';
import type { ChangeWrites } from './participant-changes.ts';
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

export type { StoredRegistration } from '../rules/entry-rows.ts';
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
  /**
   * Records that staff cancelled a registration, in any state (it stays, and frees its
   * seats), with what each place cost by the terms when known.
   */
  cancel(id: string, at: string, feePerPlace?: CancellationFee | null): Promise<CancelResult>;
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

/** A token's row joined to its registration's (whose columns are null when there is none). */
type LinkRow = { [Column in keyof TokenRow as `token${Capitalize<Column>}`]: TokenRow[Column] } & (RegistrationRow | { readonly id: null });

function readers(db: Sql) {
  const columns = REGISTRATION_COLUMNS.join(', ');
  return {
    byKey: db.prepare(`SELECT ${columns} FROM registrations WHERE idempotency_key = $1`),
    byDateEmail: db.prepare(
      'SELECT 1 AS found FROM participants WHERE date_id = $1 AND lower(email) = lower($2) AND confirmed = 1 AND cancelled_at IS NULL',
    ),
    byId: db.prepare(`SELECT ${columns} FROM registrations WHERE id = $1`),
    byLink: db.prepare(
      `SELECT t.purpose AS "tokenPurpose", t.position AS "tokenPosition", t.list AS "tokenList", t.entry_id AS "tokenEntryId", t.expires_at AS "tokenExpiresAt", t.used_at AS "tokenUsedAt", ${REGISTRATION_COLUMNS.map((column) => `r.${column}`).join(', ')}
         FROM tokens t LEFT JOIN registrations r ON t.list = 'registration' AND r.id = t.entry_id WHERE t.hash = $1`,
    ),
    confirmed: db.prepare(`SELECT ${columns} FROM registrations WHERE status = 'confirmed' ORDER BY created_at, rowid`),
    everything: db.prepare(`SELECT ${columns} FROM registrations ORDER BY created_at, rowid`),
    countConfirmed: db.prepare("SELECT count(*) AS n FROM registrations WHERE status = 'confirmed'"),
  };
}

/** The registrations' store on its parts (registration-stores.ts makes them). */
export function registrationStore({ db, gate, mail, seats, booking }: RegistrationParts): RegistrationStore {
  const read = readers(db);
  const entries = async (statement: Statement) => (await statement.all<RegistrationRow>()).map(registrationFromRow);
  const get = async (id: string) => {
    const row = await read.byId.get<RegistrationRow>(id);
    return row && registrationFromRow(row);
  };
  const { writer, ...writes } = registrationWrites({ db, gate, mail, seats, get });
  return {
    ...writes,
    findByIdempotencyKey: async (idempotencyKey) => {
      const row = await read.byKey.get<RegistrationRow>(idempotencyKey);
      return row && registrationFromRow(row);
    },
    link: async (hash) => {
      const row = await read.byLink.get<LinkRow>(hash);
      if (!row) return undefined;
      const token: TokenRow = {
        purpose: row.tokenPurpose,
        position: row.tokenPosition,
        list: row.tokenList,
        entryId: row.tokenEntryId,
        expiresAt: row.tokenExpiresAt,
        usedAt: row.tokenUsedAt,
      };
      return { token, registration: row.id === null ? undefined : registrationFromRow(row as RegistrationRow) };
    },
    isRegistered: async (dateId, email) => (await read.byDateEmail.get(dateId, email)) !== undefined,
    ...cancellationRecords(db),
    get,
    all: () => entries(read.confirmed),
    entryState: entryStates(db, booking),
    everyEntry: () => entries(read.everything),
    count: async () => (await read.countConfirmed.get<{ n: number }>())?.n ?? 0,
    claim: (request) => claimOffer(writer, request),
  };
}
