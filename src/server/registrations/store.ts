/**
 * The registrations on disk (database.ts): a registration is on disk once a write returns,
 * before the visitor hears of it. A submission from the site is stored pending, holding
 * its seats for a while, with the hash of its confirmation link and the "please confirm"
 * mail, in one transaction that also counts the date's seats and the caps (seats.ts,
 * registration-writes.ts); confirming it queues its confirmations in one transaction
 * again, and every change of a confirmed entry queues it for the CMS (cms-outbox.ts). The waiting lists
 * (waitlist-table.ts) and the mail outbox live in the same file.
 *
 * One confirmed registration per date and email address (case-insensitive), one entry per
 * Idempotency-Key: unique indexes, so the rules hold whatever the caller checked before.
 */

import { join } from 'node:path';
import type { Registration } from '../../registration/schema.ts';
import { type MailOutbox, openMailOutbox } from '../mail/mail-outbox.ts';
import type { OutgoingMail } from '../mail/message.ts';
import { calledOffLookups } from './called-off-lookups.ts';
import type { CancellationFee } from './cancellation-fee.ts';
import { type CancelResult, cancellationRecords } from './cancellation-records.ts';
import { changeWatch } from './change-watch.ts';
import { checkpointInBackground } from './checkpoints.ts';
import { type ClaimRequest, type ClaimResult, claimOffer } from './claim-offer.ts';
import { type ForwardQueue, forwardQueue, switchForwardingOn } from './cms-outbox.ts';
import { DATABASE_FILE, openDatabase } from './database.ts';
import { ENTRY_COLUMNS, type EntryRow, fromRow, type StoredRegistration } from './entry-rows.ts';
import { type EntryState, entryStates } from './entry-state.ts';
import { type Gate, openGate } from './gate.ts';
import { type Committed, groupCommit } from './group-commit.ts';
import { type ChangeWrites, type Place, participantChanges } from './participant-changes.ts';
import {
  type ConfirmCheck,
  type ConfirmResult,
  type InsertResult,
  type ManageLinkHashes,
  type PendingSubmission,
  registrationWrites,
  type SubmitResult,
} from './registration-writes.ts';
import { openReminders, type Reminders } from './reminders.ts';
import { type HoldEnd, seatCounts } from './seats.ts';
import { openWaitlistOffers, type WaitlistOffers } from './waitlist-offers.ts';
import { openWaitlistTable, type WaitlistTable } from './waitlist-table.ts';

export type { CancelResult } from './cancellation-records.ts';
export { DATABASE_FILE } from './database.ts';
export type { StoredRegistration } from './entry-rows.ts';
export type { ConfirmCheck, ConfirmResult, InsertResult, PendingSubmission, SubmitResult } from './registration-writes.ts';

export interface RegistrationStore extends ForwardQueue {
  /**
   * Stores a registration its owner has confirmed already (one taken by the academy's
   * staff, say), unless its date has `seats` (null: no limit) and too few are free: counted
   * and written in one transaction, with its mails.
   */
  insert(registration: StoredRegistration, seats?: number | null, mails?: readonly OutgoingMail[]): InsertResult;
  /** Stores a submission from the site: pending, holding its seats, or `known` (see registration-writes.ts). */
  submit(submission: PendingSubmission): SubmitResult;
  /** Confirms the pending registration a link's token (its hash) belongs to, in one transaction with its mails and its manage links. */
  confirm(
    hash: string,
    now: number,
    check: ConfirmCheck,
    mails: (registration: StoredRegistration) => OutgoingMail[],
    links?: ManageLinkHashes | null,
  ): ConfirmResult;
  /** How many seats a date's registrations take at `now`: one per participant, confirmed or held (cancelled ones take none). */
  countForDate(dateId: number, now?: number): number;
  /** How many seats each date's registrations take at `now` (dates without any are absent); of the dates named only, when named. */
  seatsTaken(now?: number, dateIds?: readonly number[]): Map<number, number>;
  /** When the first hold after `now` ends (ms), or null when none does. */
  nextHoldEnd(now: number): number | null;
  /** The holds that ended after `from` and by `to` without being confirmed, by date. */
  holdsEnded(from: number, to: number): HoldEnd[];
  /** Stores a registration that claims a seat offered from a waiting list: confirmed at once (claim-offer.ts). */
  claim(request: ClaimRequest): ClaimResult;
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
  cancel(id: string, at: string, feePerPlace?: CancellationFee | null): CancelResult;
  /** When each cancelled registration was cancelled, by id. */
  cancellations(): Map<string, string>;
  /** Every registration's places (cancelled or not, with their fees), by registration id. */
  places(): Map<string, Place[]>;
  /** Cancelling places, moving to another date, sending a substitute (participant-changes.ts). */
  readonly changes: ChangeWrites;
  /**
   * Runs `work` (the store's writes of one request) with the other requests that arrive
   * meanwhile, in one transaction, and resolves once it is on disk (group-commit.ts).
   */
  committed: Committed;
  /** Whether another process has written to the database since the last time this was asked. */
  changedElsewhere(): boolean;
  findByIdempotencyKey(key: string): StoredRegistration | undefined;
  /** Whether a confirmed participant with this address (any case) is registered for the date. */
  isRegistered(dateId: number, email: string): boolean;
  get(id: string): StoredRegistration | undefined;
  /** Every confirmed registration, oldest first. */
  all(): StoredRegistration[];
  /** A confirmed registration or waiting-list entry as the CMS shows it; null for any other. */
  entryState(id: string): EntryState | null;
  /** Every registration in any state, oldest first. */
  everyEntry(): StoredRegistration[];
  /** How many registrations are confirmed. */
  count(): number;
  /** What waits in the mail and CMS outboxes (readiness.ts); a query of the database, so it throws when the database does not answer. */
  queueCounts(): { readonly mail: QueueCounts; readonly cms: QueueCounts };
  /** The waiting lists of fully booked dates, in the same database. */
  readonly waitlist: WaitlistTable;
  /** The mails the registrations and waiting-list entries send, in the same database. */
  readonly mail: MailOutbox;
  /** Tokens, caps and the mails per address, in the same database. */
  readonly gate: Gate;
  close(): void;
}

/** What waits in an outbox, and how much of it failed at least once. */
export interface QueueCounts {
  readonly waiting: number;
  readonly failing: number;
}

export interface StoreOptions {
  /** Folder of the database file; created if missing. */
  readonly dataDir: string;
  /** Directus forwarding is configured: every change of an entry is queued for the CMS (and, the first time, all there is). */
  readonly outbox: boolean;
  /** Checkpoint the write-ahead log in a worker thread, not in the commits (checkpoints.ts): the server's choice. */
  readonly checkpointInBackground?: boolean;
}

const fromRegistrationRow = (row: EntryRow): StoredRegistration => fromRow<Registration>(row);

export function openRegistrationStore({ dataDir, outbox, checkpointInBackground: background = false }: StoreOptions): RegistrationStore {
  const { db, key } = openDatabase(dataDir);
  const checkpoints = background ? checkpointInBackground(db, join(dataDir, DATABASE_FILE)) : null;
  const mail = openMailOutbox(db);
  if (outbox) switchForwardingOn(db);
  const gate = openGate(db, key);
  const seats = seatCounts(db);
  const columns = ENTRY_COLUMNS.join(', ');
  const byKey = db.prepare(`SELECT ${columns} FROM registrations WHERE idempotency_key = ?`);
  const byDateEmail = db.prepare(
    'SELECT 1 AS found FROM participants WHERE date_id = ? AND lower(email) = lower(?) AND confirmed = 1 AND cancelled_at IS NULL',
  );
  const byId = db.prepare(`SELECT ${columns} FROM registrations WHERE id = ?`);
  const confirmed = db.prepare(`SELECT ${columns} FROM registrations WHERE status = 'confirmed' ORDER BY created_at, rowid`);
  const everything = db.prepare(`SELECT ${columns} FROM registrations ORDER BY created_at, rowid`);
  const countConfirmed = db.prepare("SELECT count(*) AS n FROM registrations WHERE status = 'confirmed'");
  const waiting = (table: string) =>
    db.prepare(
      `SELECT count(*) AS waiting, coalesce(sum(CASE WHEN attempts > 0 THEN 1 ELSE 0 END), 0) AS failing FROM ${table} WHERE next_attempt_at IS NOT NULL`,
    );
  const queues = { mail: waiting('mail_outbox'), cms: waiting('cms_outbox') };
  const get = (id: string) => {
    const row = byId.get(id) as EntryRow | undefined;
    return row && fromRegistrationRow(row);
  };
  const { writer, ...writes } = registrationWrites({ db, gate, mail, seats, get });
  const changes = participantChanges({ db, mail, seats, get, gate });
  return {
    ...writes,
    findByIdempotencyKey: (idempotencyKey) => {
      const row = byKey.get(idempotencyKey) as EntryRow | undefined;
      return row && fromRegistrationRow(row);
    },
    isRegistered: (dateId, email) => byDateEmail.get(dateId, email) !== undefined,
    countForDate: (dateId, now = Date.now()) => seats.forDate(dateId, now),
    seatsTaken: (now = Date.now(), dateIds) => (dateIds ? new Map(dateIds.map((id) => [id, seats.forDate(id, now)])) : seats.perDate(now)),
    nextHoldEnd: (now) => seats.nextHoldEnd(now),
    holdsEnded: (from, to) => seats.holdsEnded(from, to),
    ...cancellationRecords(db),
    changedElsewhere: changeWatch(db),
    committed: groupCommit(db),
    get,
    all: () => (confirmed.all() as unknown as EntryRow[]).map(fromRegistrationRow),
    entryState: entryStates(db, changes.booking),
    everyEntry: () => (everything.all() as unknown as EntryRow[]).map(fromRegistrationRow),
    count: () => (countConfirmed.get() as { n: number }).n,
    queueCounts: () => ({ mail: queues.mail.get() as unknown as QueueCounts, cms: queues.cms.get() as unknown as QueueCounts }),
    ...forwardQueue(db),
    changes,
    claim: (request) => claimOffer(writer, request),
    offers: openWaitlistOffers(db, mail, seats),
    reminders: openReminders(db, mail),
    calledOff: calledOffLookups(db),
    waitlist: openWaitlistTable(db, mail, gate),
    mail,
    gate,
    close: () => {
      checkpoints?.stop();
      db.close();
    },
  };
}
