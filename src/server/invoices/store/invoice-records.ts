/**
 * Invoices and credit notes as the registrations' database keeps them: each document as
 * issued, never changed but for its status (open, paid, credited) and, once, its drawing (the
 * PDF and the XML, made after the transaction that issued it); numbered without gaps
 * (../../database/number-series.ts); and which registrations are due a look (billing.ts).
 */

import type { ExpressionBuilder, Selectable } from 'kysely';
import type { InvoiceKind, InvoiceStatus } from '../../database/column-values.ts';
import { takeNumber } from '../../database/number-series.ts';
import { compiledOnce, insertOnce, query } from '../../database/queries.ts';
import type { Sql } from '../../database/sql.ts';
import { storedJson } from '../../database/stored-json.ts';
import type { Database } from '../../database/tables.ts';
import { holdRegistration } from '../../registrations/store/entry-rows.ts';
import type { InvoiceDocument } from '../rules/invoice-document.ts';
import type { Payable } from '../rules/payment-status.ts';
import { INVOICE_DOCUMENT, storedDocument } from '../rules/stored-document.ts';
import { dueForBilling } from './billing-due.ts';
import { customerNumber } from './customers-table.ts';

export interface InvoiceRecord {
  readonly id: string;
  readonly number: string;
  readonly kind: InvoiceKind;
  readonly registrationId: string;
  /** The invoice a credit note reverses. */
  readonly corrects: string | null;
  /** ISO 8601. */
  readonly issuedAt: string;
  /** Cents. */
  readonly net: number;
  readonly vat: number;
  readonly gross: number;
  readonly status: InvoiceStatus;
  readonly paidAt: string | null;
  /** When staff marked it disputed (its reminders stop); null otherwise. */
  readonly disputedAt: string | null;
  readonly document: InvoiceDocument;
}

/** What an invoice's state is judged from (payment-status.ts). */
export const payableOf = (record: InvoiceRecord): Payable => ({
  kind: record.kind,
  status: record.status,
  gross: record.gross,
  dueDate: record.document.dueDate,
});

/** The PDF (base64) and XML of a drawn document. */
export interface InvoiceFiles {
  readonly pdf: string;
  readonly xml: string;
}

/** The columns an invoice is read from and written with (its drawing apart). */
export const INVOICE_COLUMNS = [
  'id',
  'number',
  'kind',
  'registration_id',
  'corrects',
  'issued_at',
  'net',
  'vat',
  'gross',
  'status',
  'paid_at',
  'disputed_at',
  'document',
] as const;

type Row = Pick<Selectable<Database['invoices']>, (typeof INVOICE_COLUMNS)[number]>;

/** An invoice's record from its row. */
export const invoiceRecordOf = (row: Row): InvoiceRecord => ({
  id: row.id,
  number: row.number,
  kind: row.kind,
  registrationId: row.registration_id,
  corrects: row.corrects,
  issuedAt: row.issued_at,
  net: Number(row.net),
  vat: Number(row.vat),
  gross: Number(row.gross),
  status: row.status,
  paidAt: row.paid_at,
  disputedAt: row.disputed_at,
  document: storedJson(INVOICE_DOCUMENT, row.document, `invoices.document of ${row.id}`, { number: row.number, kind: row.kind }),
});

/** Not drawn, and no server's claim of it running at `now`. */
const undrawn = (eb: ExpressionBuilder<Database, 'invoices'>, now: number) =>
  eb.and([eb('pdf', 'is', null), eb.or([eb('drawing_until', 'is', null), eb('drawing_until', '<', now)])]);

const statements = {
  insert: insertOnce('invoices', INVOICE_COLUMNS),
  ofRegistration: compiledOnce((i: { id: string }) =>
    query.selectFrom('invoices').select(INVOICE_COLUMNS).where('registration_id', '=', i.id).orderBy('issued_at').orderBy('number'),
  ),
  byId: compiledOnce((i: { id: string }) => query.selectFrom('invoices').select(INVOICE_COLUMNS).where('id', '=', i.id)),
  // Only an invoice open or paid changes: a credited one, or a credit note, stays as it is.
  setStatus: compiledOnce((i: { status: InvoiceStatus; at: string | null; id: string }) =>
    query
      .updateTable('invoices')
      .set({ status: i.status, paid_at: i.at })
      .where('id', '=', i.id)
      .where('status', '<>', i.status)
      .where('status', 'in', ['open', 'paid']),
  ),
  // Only an invoice's mark, and only when it differs.
  dispute: compiledOnce((i: { at: string; id: string }) =>
    query
      .updateTable('invoices')
      .set({ disputed_at: i.at })
      .where('id', '=', i.id)
      .where('kind', '=', 'invoice')
      .where('disputed_at', 'is', null),
  ),
  undispute: compiledOnce((i: { id: string }) =>
    query.updateTable('invoices').set({ disputed_at: null }).where('id', '=', i.id).where('disputed_at', 'is not', null),
  ),
  // The lease's condition again on the row updated: a server that waited for another's claim of it finds it taken.
  claimDrawing: compiledOnce((i: { until: number; now: number; limit: number }) =>
    query
      .updateTable('invoices')
      .set({ drawing_until: i.until })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('invoices')
          .select('id')
          .where((where) => undrawn(where, i.now))
          .orderBy('issued_at')
          .orderBy('number')
          .limit(i.limit),
      )
      .where((eb) => undrawn(eb, i.now))
      .returning(INVOICE_COLUMNS),
  ),
  nextClaimEnd: compiledOnce(() =>
    query
      .selectFrom('invoices')
      .select(({ fn }) => fn.min('drawing_until').as('until'))
      .where('pdf', 'is', null)
      .where('drawing_until', 'is not', null),
  ),
  storeDrawing: compiledOnce((i: { pdf: string; xml: string; id: string }) =>
    query.updateTable('invoices').set({ pdf: i.pdf, xml: i.xml, drawing_until: null }).where('id', '=', i.id).where('pdf', 'is', null),
  ),
  files: compiledOnce((i: { id: string }) =>
    query
      .selectFrom('invoices')
      .select(['pdf', 'xml'])
      .where('id', '=', i.id)
      .where('pdf', 'is not', null)
      .where('xml', 'is not', null)
      .$narrowType<{ pdf: string; xml: string }>(),
  ),
  drawnOf: compiledOnce((i: { id: string }) =>
    query.selectFrom('invoices').select('id').where('registration_id', '=', i.id).where('pdf', 'is not', null),
  ),
  issuedBetween: compiledOnce((i: { from: string; to: string }) =>
    query
      .selectFrom('invoices')
      .select(INVOICE_COLUMNS)
      .where('issued_at', '>=', i.from)
      .where('issued_at', '<', i.to)
      .orderBy('issued_at')
      .orderBy('number'),
  ),
  // Up to its last change: the registration's row is held, so no change of it comes in between.
  markBilled: compiledOnce((i: { at: string; id: string }) =>
    query
      .updateTable('registrations')
      .set(({ selectFrom }) => ({
        billed_at: i.at,
        billed_change: selectFrom('changes')
          .select(({ fn, lit }) => fn.coalesce(fn.max<number>('id'), lit(0)).as('last'))
          .where('registration_id', '=', i.id),
      }))
      .where('id', '=', i.id),
  ),
};

export interface InvoiceRecords {
  /** Inside a transaction: the next number of a series ('RE-2027'), its counter held to the end of the transaction. */
  nextNumber(series: string): Promise<number>;
  insert(record: InvoiceRecord): Promise<void>;
  ofRegistration(registrationId: string): Promise<InvoiceRecord[]>;
  get(id: string): Promise<InvoiceRecord | undefined>;
  /** Sets an invoice's status (paid with its time); false when it had it already. */
  setStatus(id: string, status: InvoiceStatus, at: string | null): Promise<boolean>;
  /** Marks an invoice disputed at `at` (ISO 8601), or clears the mark (null); false when it was so already. */
  setDisputed(id: string, at: string | null): Promise<boolean>;
  /** Claims up to `limit` documents not drawn yet (nobody else's claim running) for `leaseMs`. */
  claimDrawing(now: number, leaseMs: number, limit: number): Promise<InvoiceRecord[]>;
  /** When the first claim of a document not drawn yet runs out (ms since the epoch); null when none is claimed. */
  nextClaimEnd(): Promise<number | null>;
  /** Stores a document's drawing; false when another server stored it first. */
  storeDrawing(id: string, files: InvoiceFiles): Promise<boolean>;
  files(id: string): Promise<InvoiceFiles | undefined>;
  /** The ids of a registration's documents that are drawn. */
  drawnOf(registrationId: string): Promise<Set<string>>;
  /** The documents dated from `from` to `to` ('YYYY-MM-DD' in Germany, both included), in order. */
  dated(from: string, to: string): Promise<InvoiceRecord[]>;
  /**
   * The confirmed registrations due a look: those of the ended dates named, or cancelled as a
   * whole (or, for 'all', every one), that were never billed or changed since.
   */
  dueForBilling(endedDateIds: readonly number[] | 'all'): Promise<string[]>;
  /**
   * Inside a transaction: the number of the customer known by `key` (customers.ts), a new one of
   * the customers' series from `first` on for one not known yet, recorded with `name` at `at`.
   */
  customerNumber(key: string, name: string, first: number, at: string): Promise<number>;
  /** Inside a transaction: holds the registration's row to its end (its changes wait), and records it billed at `at`. */
  lockRegistration(id: string): Promise<void>;
  markBilled(id: string, at: string): Promise<void>;
}

export function invoiceRecords(db: Sql): InvoiceRecords {
  const sql = statements;
  return {
    nextNumber: (series) => takeNumber(db, series),
    async insert(record) {
      await db.run(
        sql.insert({
          id: record.id,
          number: record.number,
          kind: record.kind,
          registration_id: record.registrationId,
          corrects: record.corrects,
          issued_at: record.issuedAt,
          net: record.net,
          vat: record.vat,
          gross: record.gross,
          status: record.status,
          paid_at: null,
          disputed_at: null,
          document: storedDocument(record.document),
        }),
      );
    },
    ofRegistration: async (registrationId) => (await db.all(sql.ofRegistration({ id: registrationId }))).map(invoiceRecordOf),
    async get(id) {
      const row = await db.get(sql.byId({ id }));
      return row && invoiceRecordOf(row);
    },
    setStatus: async (id, status, at) => (await db.run(sql.setStatus({ status, at, id }))).changes > 0,
    setDisputed: async (id, at) => (await db.run(at === null ? sql.undispute({ id }) : sql.dispute({ at, id }))).changes > 0,
    claimDrawing: async (now, leaseMs, limit) =>
      (await db.all(sql.claimDrawing({ until: now + leaseMs, now, limit }))).map(invoiceRecordOf),
    async nextClaimEnd() {
      const row = await db.get(sql.nextClaimEnd({}));
      return row?.until == null ? null : Number(row.until);
    },
    storeDrawing: async (id, files) => (await db.run(sql.storeDrawing({ pdf: files.pdf, xml: files.xml, id }))).changes > 0,
    files: (id) => db.get(sql.files({ id })),
    drawnOf: async (registrationId) => new Set((await db.all(sql.drawnOf({ id: registrationId }))).map(({ id }) => id)),
    async dated(from, to) {
      // Issued on the days given in Germany: a day later or earlier in UTC at most.
      const shifted = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString();
      return (await db.all(sql.issuedBetween({ from: shifted(from, -1), to: shifted(to, 2) })))
        .map(invoiceRecordOf)
        .filter((record) => record.document.issueDate >= from && record.document.issueDate <= to);
    },
    dueForBilling: async (endedDateIds) => (await db.all(dueForBilling(endedDateIds))).map(({ id }) => id),
    customerNumber: (key, name, first, at) => customerNumber(db, { key, name, first, at }),
    lockRegistration: (id) => holdRegistration(db, id),
    markBilled: async (id, at) => void (await db.run(sql.markBilled({ at, id }))),
  };
}
