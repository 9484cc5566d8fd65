/**
 * The stores of the server, one per concern, all on one database (by default a SQLite file
 * under `DATA_DIR`, PostgreSQL with `DATABASE_URL`): the registrations' (with their seats,
 * waiting lists, offers, reminders, changes, gate and mail outbox:
 * registrations/store/registration-stores.ts); the queue to the CMS; retention and what is
 * stored about a person; the enquiries; the invoices. A part of the server takes the stores it
 * needs; `committed` runs the writes of one request to any of them in one transaction.
 */

import { createHmac } from 'node:crypto';
import { type CertificateRecords, certificateRecords } from './certificates/store/certificate-records.ts';
import { type EvidenceStore, evidenceStore } from './certificates/store/evidence.ts';
import { holderKeys } from './certificates/store/holder-key.ts';
import type { OpenedDatabase } from './database/opened-database.ts';
import { openPostgresDatabase, type PostgresOptions, type PostgresSettings } from './database/postgres-database.ts';
import { openSqliteDatabase, type SqliteOptions } from './database/sqlite-database.ts';
import { type EnquiryStore, openEnquiries } from './enquiries/store/enquiry-store.ts';
import { type InvoiceRecords, invoiceRecords } from './invoices/store/invoice-records.ts';
import { memoryLimits, type RateLimits } from './limits/rate-limits.ts';
import { type ForwardQueue, forwardQueue, switchForwardingOn } from './outbox/cms-outbox.ts';
import { type OutboxCounts, outboxCounts } from './outbox/queue-counts.ts';
import { type Dunning, openDunning } from './payments/store/dunning-table.ts';
import { openPayments, type Payments } from './payments/store/payments-table.ts';
import { openRefunds, type Refunds } from './payments/store/refunds-table.ts';
import { openPersonData, type PersonData } from './privacy/store/person-data.ts';
import { openRetention, type Retention } from './privacy/store/retention.ts';
import { openQuotes, type Quotes } from './quotes/store/quotes-table.ts';
import type { MailCaps } from './registrations/store/mail-caps.ts';
import { databaseLimits } from './registrations/store/rate-windows.ts';
import { type RegistrationStores, registrationStoresOn } from './registrations/store/registration-stores.ts';

export interface Stores extends RegistrationStores {
  /** Which engine holds the database: SQLite (the embedded default) or PostgreSQL. */
  readonly engine: OpenedDatabase['db']['engine'];
  /** The entries, enquiries and invoices the CMS is still to be sent (cms-outbox.ts). */
  readonly forwards: ForwardQueue;
  /** Deleting and anonymising what is no longer needed (retention.ts). */
  readonly retention: Retention;
  /** What is stored about one address, and erasing it (person-data.ts). */
  readonly people: PersonData;
  /** The enquiries of the contact and in-house forms. */
  readonly enquiries: EnquiryStore;
  /** The invoices and credit notes issued. */
  readonly invoices: InvoiceRecords;
  /** The quotes asked for, numbered once their link is opened (quotes-table.ts). */
  readonly quotes: Quotes;
  /** The incoming payments of bank statements and what they paid (payments-table.ts). */
  readonly payments: Payments;
  /** The steps of unpaid invoices: their reminders and the hand-over to staff (dunning-table.ts). */
  readonly dunning: Dunning;
  /** What is owed back, approved and sent (refunds-table.ts). */
  readonly refunds: Refunds;
  /** Each place's attendance and exam results. */
  readonly evidence: EvidenceStore;
  /** The certificates' register. */
  readonly certificates: CertificateRecords;
  /** The key the register finds a holder's certificates by, from their address (holder-key.ts). */
  readonly holderKey: (email: string) => string;
  /** A secret for `purpose` (signing staff sessions), made from the database's own key: the same on every server sharing it. */
  readonly keyFor: (purpose: string) => Buffer;
  /** What waits in the mail and CMS outboxes (readiness.ts). */
  readonly queueCounts: OutboxCounts;
  /** Calls `onChange` when another process writes to the database (the pages follow its seats); stops with the returned function. */
  readonly watchOthers: OpenedDatabase['watchOthers'];
  /** While writes fail, tries one that changes nothing: whether writes work again. */
  readonly checkWrites: OpenedDatabase['checkWrites'];
  /** Where the rate limits count: in the database on PostgreSQL, which every server shares; in memory with SQLite's one server. */
  readonly limits: RateLimits;
  /** Makes what was just deleted gone from the database's files too (after erasure and retention). */
  readonly forgetDeleted: OpenedDatabase['forgetDeleted'];
  /** Closes the database (and what runs beside it). */
  close(): Promise<void>;
}

export interface StoreOptions {
  /** Forwarding to the CMS is configured: every change of an entry is queued for it (cms-outbox.ts). */
  readonly outbox: boolean;
  /** Mails per day to addresses nobody has proven (MAILS_PER_ADDRESS, MAILS_PER_REGISTRATION); default the settings' defaults. */
  readonly mailCaps?: MailCaps;
}

export interface StoreSettings extends StoreOptions, Partial<Pick<PostgresOptions, 'trouble'>> {
  readonly dataDir: string;
  readonly database: PostgresSettings | null;
  /** SQLite: checkpoint in a worker thread (the server's choice; a command checkpoints in its commits). */
  readonly checkpointInBackground?: boolean;
}

/** The stores on an opened database; closes it when they cannot be made. */
export async function storesOn(opened: OpenedDatabase, { outbox, mailCaps }: StoreOptions): Promise<Stores> {
  const { db } = opened;
  try {
    if (outbox) await switchForwardingOn(db);
  } catch (error) {
    await opened.close();
    throw error;
  }
  const registrations = registrationStoresOn(opened, mailCaps);
  const certificates = certificateRecords(db);
  const holderKey = holderKeys(opened.key);
  const quotes = openQuotes(db, registrations.gate, (mails, now) => registrations.mail.enqueue(mails, now));
  return {
    ...registrations,
    engine: db.engine,
    forwards: forwardQueue(db),
    retention: openRetention(db),
    people: openPersonData(db, { records: certificates, holderKey, quotes }),
    enquiries: openEnquiries(db, registrations.gate, (mails, now) => registrations.mail.enqueue(mails, now)),
    invoices: invoiceRecords(db),
    payments: openPayments(db, (mails, now) => registrations.mail.enqueue(mails, now)),
    dunning: openDunning(db, (mails, now) => registrations.mail.enqueue(mails, now)),
    refunds: openRefunds(db, (mails, now) => registrations.mail.enqueue(mails, now)),
    quotes,
    evidence: evidenceStore(db),
    certificates,
    holderKey,
    keyFor: (purpose) => createHmac('sha256', opened.key).update(purpose).digest(),
    queueCounts: outboxCounts(db),
    watchOthers: opened.watchOthers,
    checkWrites: opened.checkWrites,
    forgetDeleted: opened.forgetDeleted,
    limits: db.engine === 'postgres' ? databaseLimits(db, opened.key) : memoryLimits(),
    close: () => opened.close(),
  };
}

/** The stores the settings name: PostgreSQL with a database URL, else SQLite under `dataDir`. */
export async function openStores({ dataDir, database, checkpointInBackground, trouble, ...options }: StoreSettings): Promise<Stores> {
  const opened = database
    ? await openPostgresDatabase({ ...database, trouble })
    : await openSqliteDatabase({ dataDir, checkpointInBackground });
  return storesOn(opened, options);
}

/** The stores on a SQLite file in `dataDir` (a command's or a test's). */
export async function openSqliteStores(options: SqliteOptions & StoreOptions): Promise<Stores> {
  return storesOn(await openSqliteDatabase(options), options);
}

/** The stores on PostgreSQL at `url` (a command's or a test's). */
export async function openPostgresStores(options: PostgresOptions & StoreOptions): Promise<Stores> {
  return storesOn(await openPostgresDatabase(options), options);
}
