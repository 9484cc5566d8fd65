/**
 * The stores of the server, one per concern, all on one database (the registrations', by
 * default a SQLite file under `DATA_DIR`, PostgreSQL with `DATABASE_URL`): the registrations
 * with their waiting lists, gate and mail outbox; the queue to the CMS; retention and what is
 * stored about a person; the enquiries; the invoices. A part of the server takes the stores it
 * needs; a transaction of one store (`registrations.committed`) takes in the writes of the
 * others made inside it.
 */
import type { OpenedDatabase } from './database/opened-database.ts';
import { openPostgresDatabase, type PostgresOptions } from './database/postgres-database.ts';
import { openSqliteDatabase, type SqliteOptions } from './database/sqlite-database.ts';
import { type EnquiryStore, openEnquiries } from './enquiries/enquiry-store.ts';
import { type InvoiceRecords, invoiceRecords } from './invoices/invoice-records.ts';
import { type ForwardQueue, forwardQueue, switchForwardingOn } from './outbox/cms-outbox.ts';
import { openPersonData, type PersonData } from './privacy/person-data.ts';
import { openRetention, type Retention } from './privacy/retention.ts';
import { type RegistrationStore, registrationStoreOn } from './registrations/store/store.ts';

export interface Stores {
  readonly registrations: RegistrationStore;
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
  /** Closes the database (and what runs beside it). */
  close(): Promise<void>;
}

export interface StoreOptions {
  /** Forwarding to the CMS is configured: every change of an entry is queued for it (cms-outbox.ts). */
  readonly outbox: boolean;
  /** Mails per day to an address nobody has proven (MAILS_PER_ADDRESS). */
  readonly mailsPerAddress?: number;
}

export interface StoreSettings extends StoreOptions, Partial<Pick<PostgresOptions, 'trouble'>> {
  readonly dataDir: string;
  readonly database: { readonly url: string; readonly connections: number } | null;
  /** SQLite: checkpoint in a worker thread (the server's choice; a command checkpoints in its commits). */
  readonly checkpointInBackground?: boolean;
}

/** The stores on an opened database; closes it when they cannot be made. */
export async function storesOn(opened: OpenedDatabase, { outbox, mailsPerAddress }: StoreOptions): Promise<Stores> {
  const { db } = opened;
  try {
    if (outbox) await switchForwardingOn(db);
  } catch (error) {
    await opened.close();
    throw error;
  }
  const registrations = registrationStoreOn(opened, mailsPerAddress);
  return {
    registrations,
    forwards: forwardQueue(db),
    retention: openRetention(db),
    people: openPersonData(db),
    enquiries: openEnquiries(db, registrations.gate, (mails, now) => registrations.mail.enqueue(mails, now)),
    invoices: invoiceRecords(db),
    close: () => opened.close(),
  };
}

/** The stores the settings name: PostgreSQL with a database URL, else SQLite under `dataDir`. */
export async function openStores({ dataDir, database, checkpointInBackground, trouble, ...options }: StoreSettings): Promise<Stores> {
  const opened = database
    ? await openPostgresDatabase({ url: database.url, connections: database.connections, trouble })
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

/** Only the registrations' store, on a SQLite file in `dataDir` (the other stores stay reachable by `openSqliteStores`). */
export async function openRegistrationStore(options: SqliteOptions & StoreOptions): Promise<RegistrationStore> {
  return (await openSqliteStores(options)).registrations;
}
