/**
 * Invoices and credit notes as the registrations' database keeps them (migration 8): each
 * document as issued, never changed but for its status (open, paid, credited) and, once,
 * its drawing (the PDF and the XML, made after the transaction that issued it); the number
 * series, one counter row each, whose row the issuing transaction holds until it commits
 * (so numbers are consecutive across servers, and a rolled-back transaction leaves no gap);
 * and which registrations are due a look (billing.ts).
 */
import type { Sql } from '../database/sql.ts';
import type { InvoiceDocument, InvoiceKind } from './invoice-document.ts';

/** An invoice's status; a credit note is always 'issued'. */
export type InvoiceStatus = 'open' | 'paid' | 'credited' | 'issued';

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
  readonly document: InvoiceDocument;
}

/** The PDF (base64) and XML of a drawn document. */
export interface InvoiceFiles {
  readonly pdf: string;
  readonly xml: string;
}

interface Row {
  id: string;
  number: string;
  kind: string;
  registration_id: string;
  corrects: string | null;
  issued_at: string;
  net: number;
  vat: number;
  gross: number;
  status: string;
  paid_at: string | null;
  document: string;
}

const COLUMNS = 'id, number, kind, registration_id, corrects, issued_at, net, vat, gross, status, paid_at, document';

const recordOf = (row: Row): InvoiceRecord => ({
  id: row.id,
  number: row.number,
  kind: row.kind as InvoiceKind,
  registrationId: row.registration_id,
  corrects: row.corrects,
  issuedAt: row.issued_at,
  net: Number(row.net),
  vat: Number(row.vat),
  gross: Number(row.gross),
  status: row.status as InvoiceStatus,
  paidAt: row.paid_at,
  document: JSON.parse(row.document) as InvoiceDocument,
});

function statements(db: Sql) {
  return {
    openSeries: db.prepare('INSERT INTO invoice_counters (series, last) VALUES ($1, 0) ON CONFLICT (series) DO NOTHING'),
    takeNumber: db.prepare('UPDATE invoice_counters SET last = last + 1 WHERE series = $1 RETURNING last'),
    insert: db.prepare(`INSERT INTO invoices (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, NULL, $11)`),
    ofRegistration: db.prepare(`SELECT ${COLUMNS} FROM invoices WHERE registration_id = $1 ORDER BY issued_at, number`),
    byId: db.prepare(`SELECT ${COLUMNS} FROM invoices WHERE id = $1`),
    // Only an invoice open or paid changes: a credited one, or a credit note, stays as it is.
    setStatus: db.prepare("UPDATE invoices SET status = $1, paid_at = $2 WHERE id = $3 AND status <> $4 AND status IN ('open', 'paid')"),
    // The lease's condition again on the row updated: a server that waited for another's claim of it finds it taken.
    claimDrawing: db.prepare(
      `UPDATE invoices SET drawing_until = $1 WHERE id IN (
         SELECT id FROM invoices WHERE pdf IS NULL AND (drawing_until IS NULL OR drawing_until < $2) ORDER BY issued_at, number LIMIT $3
       ) AND pdf IS NULL AND (drawing_until IS NULL OR drawing_until < $2) RETURNING ${COLUMNS}`,
    ),
    nextClaimEnd: db.prepare('SELECT min(drawing_until) AS until FROM invoices WHERE pdf IS NULL AND drawing_until IS NOT NULL'),
    storeDrawing: db.prepare('UPDATE invoices SET pdf = $1, xml = $2, drawing_until = NULL WHERE id = $3 AND pdf IS NULL'),
    files: db.prepare('SELECT pdf, xml FROM invoices WHERE id = $1 AND pdf IS NOT NULL'),
    drawnOf: db.prepare('SELECT id FROM invoices WHERE registration_id = $1 AND pdf IS NOT NULL'),
    issuedBetween: db.prepare(`SELECT ${COLUMNS} FROM invoices WHERE issued_at >= $1 AND issued_at < $2 ORDER BY issued_at, number`),
    // Up to its last change: the registration's row is held, so no change of it comes in between.
    markBilled: db.prepare(
      'UPDATE registrations SET billed_at = $1, billed_change = (SELECT coalesce(max(id), 0) FROM changes WHERE registration_id = $2) WHERE id = $2',
    ),
    lockRegistration: db.prepare('UPDATE registrations SET status = status WHERE id = $1'),
  };
}

export interface InvoiceRecords {
  /** Inside a transaction: the next number of a series ('RE-2027'), its counter held to the end of the transaction. */
  nextNumber(series: string): Promise<number>;
  insert(record: InvoiceRecord): Promise<void>;
  ofRegistration(registrationId: string): Promise<InvoiceRecord[]>;
  get(id: string): Promise<InvoiceRecord | undefined>;
  /** Sets an invoice's status (paid with its time); false when it had it already. */
  setStatus(id: string, status: InvoiceStatus, at: string | null): Promise<boolean>;
  /** Claims up to `limit` documents not drawn yet (nobody else's claim running) for `leaseMs`. */
  claimDrawing(now: number, leaseMs: number, limit: number): Promise<InvoiceRecord[]>;
  /** When the first claim of a document not drawn yet runs out (ms since the epoch); null when none is claimed. */
  nextClaimEnd(): Promise<number | null>;
  /** Stores a document's drawing; false when another server stored it first. */
  storeDrawing(id: string, files: InvoiceFiles): Promise<boolean>;
  files(id: string): Promise<InvoiceFiles | undefined>;
  /** The ids of a registration's documents that are drawn. */
  drawnOf(registrationId: string): Promise<Set<string>>;
  /** The documents issued from `from` to before `to` (ISO 8601), in order. */
  issuedBetween(from: string, to: string): Promise<InvoiceRecord[]>;
  /**
   * The confirmed registrations due a look: those of the ended dates named, or cancelled as a
   * whole (or, for 'all', every one), that were never billed or changed since.
   */
  dueForBilling(endedDateIds: readonly number[] | 'all'): Promise<string[]>;
  /** Inside a transaction: holds the registration's row to its end (its changes wait), and records it billed at `at`. */
  lockRegistration(id: string): Promise<void>;
  markBilled(id: string, at: string): Promise<void>;
}

export function invoiceRecords(db: Sql): InvoiceRecords {
  const sql = statements(db);
  return {
    async nextNumber(series) {
      await sql.openSeries.run(series);
      const row = await sql.takeNumber.get<{ last: number }>(series);
      if (!row) throw new Error(`no counter for the series ${series}`);
      return Number(row.last);
    },
    async insert(record) {
      await sql.insert.run(
        record.id,
        record.number,
        record.kind,
        record.registrationId,
        record.corrects,
        record.issuedAt,
        record.net,
        record.vat,
        record.gross,
        record.status,
        JSON.stringify(record.document),
      );
    },
    ofRegistration: async (registrationId) => (await sql.ofRegistration.all<Row>(registrationId)).map(recordOf),
    async get(id) {
      const row = await sql.byId.get<Row>(id);
      return row && recordOf(row);
    },
    setStatus: async (id, status, at) => (await sql.setStatus.run(status, at, id, status)).changes > 0,
    claimDrawing: async (now, leaseMs, limit) => (await sql.claimDrawing.all<Row>(now + leaseMs, now, limit)).map(recordOf),
    async nextClaimEnd() {
      const row = await sql.nextClaimEnd.get<{ until: number | string | null }>();
      return row?.until == null ? null : Number(row.until);
    },
    storeDrawing: async (id, files) => (await sql.storeDrawing.run(files.pdf, files.xml, id)).changes > 0,
    files: (id) => sql.files.get<InvoiceFiles>(id),
    drawnOf: async (registrationId) => new Set((await sql.drawnOf.all<{ id: string }>(registrationId)).map(({ id }) => id)),
    issuedBetween: async (from, to) => (await sql.issuedBetween.all<Row>(from, to)).map(recordOf),
    async dueForBilling(endedDateIds) {
      // The dates are the content's ids (whole numbers), written into the statement.
      const ended = endedDateIds === 'all' ? null : endedDateIds.filter(Number.isInteger).join(', ') || 'NULL';
      const which =
        ended === null ? '' : `AND (r.date_id IN (${ended}) OR EXISTS (SELECT 1 FROM cancellations c WHERE c.registration_id = r.id))`;
      const due = db.prepare(
        `SELECT r.id FROM registrations r
          WHERE r.status = 'confirmed'
            ${which}
            AND (r.billed_at IS NULL OR EXISTS (SELECT 1 FROM changes c WHERE c.registration_id = r.id AND c.id > coalesce(r.billed_change, 0)))
          ORDER BY r.created_at, r.rowid`,
      );
      return (await due.all<{ id: string }>()).map(({ id }) => id);
    },
    lockRegistration: async (id) => void (await sql.lockRegistration.run(id)),
    markBilled: async (id, at) => void (await sql.markBilled.run(at, id)),
  };
}
