/**
 * The registrations in their database (SQLite by default, PostgreSQL for several servers:
 * src/server/database/): a registration is on disk once a write returns,
 * before the visitor hears of it. A submission from the site is stored pending, holding
 * its seats for a while, with the hash of its confirmation link and the "please confirm"
 * mail, in one transaction that also counts the date's seats and the caps (seats.ts,
 * registration-writes.ts); confirming it queues its confirmations in one transaction
 * again, and every change of a confirmed entry queues it for the CMS (outbox/cms-outbox.ts). The
 * waiting lists (waitlist-table.ts) and the mail outbox live in the same database; the stores of
 * the other concerns share it (src/server/stores.ts).
 *
 * One confirmed registration per date and email address (case-insensitive), one entry per
 * Idempotency-Key: unique indexes, so the rules hold whatever the caller checked before.
 */

import { DEFAULT_SETTINGS } from '../../../config/settings.ts';
import type { OpenedDatabase } from '../../database/opened-database.ts';
import type { Sql, Statement } from '../../database/sql.ts';
import type { OutgoingMail } from '../../outbox/mail-message.ts';
import { type MailOutbox, openMailOutbox } from '../../outbox/mail-outbox.ts';
import type { CancellationFee } from '../rules/cancellation-fee.ts';
import type { Place } from '../rules/change-records.ts';
import { REGISTRATION_COLUMNS, type RegistrationRow, registrationFromRow, type StoredRegistration } from '../rules/entry-rows.ts';
import { calledOffLookups } from './called-off-lookups.ts';
import { type CancelResult, cancellationRecords } from './cancellation-records.ts';
import { type ClaimRequest, type ClaimResult, claimOffer } from './claim-offer.ts';
import { type EntryState, entryStates } from './entry-state.ts';
import { type Gate, openGate, type TokenRow } from './gate.ts';
import { cappedMailOutbox } from './mail-caps.ts';
import { type ChangeWrites, participantChanges } from './participant-changes.ts';
import {
  type ConfirmCheck,
  type ConfirmResult,
  type InsertResult,
  type ManageLinkHashes,
  type PendingSubmission,
  registrationWrites,
  type SeenLink,
  type SubmitResult,
} from './registration-writes.ts';
import { openReminders, type Reminders } from './reminders.ts';
import { type HoldEnd, seatCounts } from './seats.ts';
import { openWaitlistOffers, type WaitlistOffers } from './waitlist-offers.ts';
import { openWaitlistTable, type WaitlistTable } from './waitlist-table.ts';

export type { StoredRegistration } from '../rules/entry-rows.ts';
export type { CancelResult } from './cancellation-records.ts';
export type { ConfirmCheck, ConfirmResult, InsertResult, PendingSubmission, SeenLink, SubmitResult } from './registration-writes.ts';

export interface RegistrationStore {
  /** Which engine holds the registrations: SQLite (the embedded default) or PostgreSQL. */
  readonly engine: Sql['engine'];
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
    mails: (registration: StoredRegistration) => OutgoingMail[],
    links?: ManageLinkHashes | null,
    seen?: SeenLink,
  ): Promise<ConfirmResult>;
  /** How many seats a date's registrations take at `now`: one per participant, confirmed or held (cancelled ones take none). */
  countForDate(dateId: number, now?: number): Promise<number>;
  /** How many seats each date's registrations take at `now` (dates without any are absent); of the dates named only, when named. */
  seatsTaken(now?: number, dateIds?: readonly number[]): Promise<Map<number, number>>;
  /** When the first hold after `now` ends (ms), or null when none does. */
  nextHoldEnd(now: number): Promise<number | null>;
  /** The holds that ended after `from` and by `to` without being confirmed, by date. */
  holdsEnded(from: number, to: number): Promise<HoldEnd[]>;
  /** Stores a registration that claims a seat offered from a waiting list: confirmed at once (claim-offer.ts). */
  claim(request: ClaimRequest): Promise<ClaimResult>;
  /** The seats offered to waiting lists (waitlist-offers.ts). */
  readonly offers: WaitlistOffers;
  /** The reminders before courses, each sent once (reminders.ts). */
  readonly reminders: Reminders;
  /** Who is still to be told of a date the academy called off (called-off-dates.ts). */
  readonly calledOff: ReturnType<typeof calledOffLookups>;
  /**
   * Records that staff cancelled a registration, in any state (it stays, and frees its
   * seats), with what each place cost by the terms when known.
   */
  cancel(id: string, at: string, feePerPlace?: CancellationFee | null): Promise<CancelResult>;
  /** When each cancelled registration was cancelled, by id. */
  cancellations(): Promise<Map<string, string>>;
  /** Every registration's places (cancelled or not, with their fees), by registration id. */
  places(): Promise<Map<string, Place[]>>;
  /** Cancelling places, moving to another date, sending a substitute (participant-changes.ts). */
  readonly changes: ChangeWrites;
  /**
   * Runs `work` (the store's writes of one request) in one transaction, and resolves once it
   * is on disk (on SQLite with the other requests that arrive meanwhile: sqlite-sql.ts).
   */
  committed<T>(work: () => Promise<T>): Promise<T>;
  /** Calls `onChange` when another process changes the registrations (the pages follow its seats); stops with the returned function. */
  watchOthers(onChange: () => void): () => void;
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
  /** What waits in the mail and CMS outboxes (readiness.ts); a query of the database, so it fails when the database does not answer. */
  queueCounts(): Promise<{ readonly mail: QueueCounts; readonly cms: QueueCounts }>;
  /** Since when (ms) writes fail for want of disk; null while they succeed (write-health.ts). */
  readonly writesFailingSince: OpenedDatabase['writesFailingSince'];
  /** While writes fail, tries one that changes nothing: whether writes work again. */
  readonly checkWrites: OpenedDatabase['checkWrites'];
  /** The waiting lists of fully booked dates, in the same database. */
  readonly waitlist: WaitlistTable;
  /** The mails the registrations and waiting-list entries send, in the same database. */
  readonly mail: MailOutbox;
  /** Tokens, caps and the mails per address, in the same database. */
  readonly gate: Gate;
  close(): Promise<void>;
}

/** What waits in an outbox, and how much of it failed at least once. */
export interface QueueCounts {
  readonly waiting: number;
  readonly failing: number;
}

/** Mails per day to an address nobody has proven (MAILS_PER_ADDRESS, mail-caps.ts), unless a store is told otherwise. */
export const DEFAULT_MAILS_PER_ADDRESS = DEFAULT_SETTINGS.MAILS_PER_ADDRESS;

/** The registrations' store on an opened database (the stores of other concerns share it: src/server/stores.ts). */
export function registrationStoreOn(opened: OpenedDatabase, mailsPerAddress = DEFAULT_MAILS_PER_ADDRESS): RegistrationStore {
  return assemble(opened, mailsPerAddress);
}

/** A token's row joined to its registration's (whose columns are null when there is none). */
type LinkRow = { [Column in keyof TokenRow as `token${Capitalize<Column>}`]: TokenRow[Column] } & (RegistrationRow | { readonly id: null });

function readers(db: Sql) {
  const columns = REGISTRATION_COLUMNS.join(', ');
  const waiting = (table: string) =>
    db.prepare(
      `SELECT count(*) AS waiting, coalesce(sum(CASE WHEN attempts > 0 THEN 1 ELSE 0 END), 0) AS failing FROM ${table} WHERE next_attempt_at IS NOT NULL`,
    );
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
    queues: { mail: waiting('mail_outbox'), cms: waiting('cms_outbox') },
  };
}

function assemble(opened: OpenedDatabase, mailsPerAddress: number): RegistrationStore {
  const { db, key } = opened;
  const gate = openGate(db, key);
  const mail = cappedMailOutbox(openMailOutbox(db), db, gate, mailsPerAddress);
  const seats = seatCounts(db);
  const read = readers(db);
  const entries = async (statement: Statement) => (await statement.all<RegistrationRow>()).map(registrationFromRow);
  const queue = async (statement: Statement) => (await statement.get<QueueCounts>()) ?? { waiting: 0, failing: 0 };
  const get = async (id: string) => {
    const row = await read.byId.get<RegistrationRow>(id);
    return row && registrationFromRow(row);
  };
  const { writer, ...writes } = registrationWrites({ db, gate, mail, seats, get });
  const changes = participantChanges({ db, mail, seats, get, gate });
  return {
    engine: db.engine,
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
    countForDate: (dateId, now = Date.now()) => seats.forDate(dateId, now),
    seatsTaken: async (now = Date.now(), dateIds) =>
      dateIds ? new Map(await Promise.all(dateIds.map(async (id) => [id, await seats.forDate(id, now)] as const))) : seats.perDate(now),
    nextHoldEnd: (now) => seats.nextHoldEnd(now),
    holdsEnded: (from, to) => seats.holdsEnded(from, to),
    ...cancellationRecords(db),
    watchOthers: opened.watchOthers,
    committed: (work) => db.transaction(work),
    get,
    all: () => entries(read.confirmed),
    entryState: entryStates(db, changes.booking),
    everyEntry: () => entries(read.everything),
    count: async () => (await read.countConfirmed.get<{ n: number }>())?.n ?? 0,
    queueCounts: async () => ({ mail: await queue(read.queues.mail), cms: await queue(read.queues.cms) }),
    writesFailingSince: opened.writesFailingSince,
    checkWrites: opened.checkWrites,
    changes,
    claim: (request) => claimOffer(writer, request),
    offers: openWaitlistOffers(db, mail, seats),
    reminders: openReminders(db, mail),
    calledOff: calledOffLookups(db),
    waitlist: openWaitlistTable(db, mail, gate),
    mail,
    gate,
    close: () => opened.close(),
  };
}
