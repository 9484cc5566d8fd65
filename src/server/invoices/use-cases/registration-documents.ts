/**
 * A registration's invoices and credit notes as its manage link shows them: each with its
 * amounts and state (payment-status.ts: open, partly paid, overdue, paid, credited) and what is still owed, its PDF (and the XRechnung XML, where one was sent) to download; and
 * whether they keep the link open after the course: while an invoice is open, and for
 * LINK_DAYS_AFTER_DOCUMENT days after the last document was issued, whichever is later.
 */
import type { ManagedDocument } from '../../../registration-contract/manage.ts';
import type { DocumentFile, RegistrationDocuments } from '../../registrations/rules/registration-documents.ts';
import { isXRechnung } from '../drawing/e-invoice.ts';
import { outstandingOf, paymentStatus } from '../rules/payment-status.ts';
import { type InvoiceRecord, type InvoiceRecords, payableOf } from '../store/invoice-records.ts';

/** A registration's whole manage link stays open this long after its last document was issued. */
export const LINK_DAYS_AFTER_DOCUMENT = 60;

const DAY_MS = 24 * 60 * 60 * 1000;

const euros = (cents: number) => cents / 100;

/** What an invoice's state is read from besides the invoice: what its payments add up to (cents), and today. */
export interface PaymentsSeen {
  readonly received: (invoiceId: string) => Promise<number>;
  readonly today: () => string;
}

function managed(record: InvoiceRecord, drawn: ReadonlySet<string>, received: number, today: string): ManagedDocument {
  const payable = payableOf(record);
  return {
    number: record.number,
    kind: record.kind,
    issueDate: record.document.issueDate,
    dueDate: record.document.dueDate,
    net: euros(record.net),
    vat: euros(record.vat),
    gross: euros(record.gross),
    status: paymentStatus(payable, received, today),
    outstanding: euros(outstandingOf(payable, received)),
    drawn: drawn.has(record.id),
    xrechnung: isXRechnung(record.document),
  };
}

/** The invoices' part of what a manage link shows (../../certificates/use-cases/place-certificates.ts adds the certificates). */
export interface InvoiceDocuments extends Pick<RegistrationDocuments, 'list' | 'file'> {
  /** Whether a registration's whole link stays valid after its course: a document not settled, or the last issued lately. */
  keepOpen(registrationId: string, now: number): Promise<boolean>;
}

export function registrationDocuments(
  invoices: Pick<InvoiceRecords, 'ofRegistration' | 'drawnOf' | 'files'>,
  payments: PaymentsSeen,
): InvoiceDocuments {
  return {
    async list(registrationId) {
      const [records, drawn] = await Promise.all([invoices.ofRegistration(registrationId), invoices.drawnOf(registrationId)]);
      const received = await Promise.all(records.map((record) => payments.received(record.id)));
      const today = payments.today();
      return records.map((record, index) => managed(record, drawn, received[index] ?? 0, today));
    },
    async keepOpen(registrationId, now) {
      const records = await invoices.ofRegistration(registrationId);
      const last = Math.max(...records.map((record) => Date.parse(record.issuedAt)));
      return records.some((record) => record.status === 'open') || now < last + LINK_DAYS_AFTER_DOCUMENT * DAY_MS;
    },
    async file(registrationId, number, file): Promise<DocumentFile | null> {
      const record = (await invoices.ofRegistration(registrationId)).find((item) => item.number === number);
      const files = record && (await invoices.files(record.id));
      if (!record || !files) return null;
      if (file === 'pdf') return { name: `${number}.pdf`, type: 'application/pdf', body: Buffer.from(files.pdf, 'base64') };
      if (!isXRechnung(record.document)) return null;
      return { name: `${number}-xrechnung.xml`, type: 'application/xml; charset=utf-8', body: files.xml };
    },
  };
}
