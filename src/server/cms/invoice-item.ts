/**
 * An invoice or credit note as the CMS's `invoices` item shows it
 * (src/content/directus/invoice-collection.ts): its number, kind, registration, reference,
 * buyer, amounts in EUR, dates and status; its state on the day it is sent (open, partly paid,
 * overdue, paid, credited), what it received and still owes, the last step of its reminders
 * and whether staff marked it disputed; and putting it there with the site's token, its
 * PDF and XML uploaded as files once (an item that has them keeps them: a document never
 * changes). Idempotent, so a delivery repeated after a lost answer changes nothing. Errors
 * are described by status and code only.
 */
import { type INVOICE_PAYMENT_STATES, type INVOICE_REMINDER_STEPS, INVOICES } from '../../content/directus/invoice-collection.ts';
import type { DunningStep } from '../database/column-values.ts';
import { outstandingOf, paymentStatus } from '../invoices/rules/payment-status.ts';
import { type InvoiceFiles, type InvoiceRecord, payableOf } from '../invoices/store/invoice-records.ts';
import type { ForwardResult } from './directus-forward.ts';
import { type DirectusTarget, directusRequest, directusUpload } from './request.ts';

/** What an invoice's item shows beyond the document: what it received (cents), its reminders' steps, and the day. */
export interface InvoiceStanding {
  readonly received: number;
  readonly steps: readonly DunningStep[];
  /** 'YYYY-MM-DD' in Germany. */
  readonly today: string;
}

export function invoiceItem(record: InvoiceRecord, standing: InvoiceStanding): Record<string, unknown> {
  const { document } = record;
  const payable = payableOf(record);
  return {
    number: record.number,
    kind: record.kind,
    status: record.status,
    registration: record.registrationId,
    reference: document.reference,
    buyer: document.buyer.name,
    net: record.net / 100,
    vat: record.vat / 100,
    gross: record.gross / 100,
    issued_at: document.issueDate,
    paid_at: record.paidAt,
    corrects: document.corrects?.number ?? null,
    due_on: record.kind === 'invoice' ? document.dueDate : null,
    payment: paymentStatus(payable, standing.received, standing.today) satisfies (typeof INVOICE_PAYMENT_STATES)[number],
    received: standing.received / 100,
    outstanding: outstandingOf(payable, standing.received) / 100,
    reminded: (standing.steps.at(-1) satisfies (typeof INVOICE_REMINDER_STEPS)[number] | undefined) ?? null,
    disputed: record.disputedAt !== null,
  };
}

/** Puts an invoice's item, with its files once they are drawn. */
export type ForwardInvoice = (
  record: InvoiceRecord,
  standing: InvoiceStanding,
  files: InvoiceFiles | undefined,
  signal?: AbortSignal,
) => Promise<ForwardResult>;

export function directusInvoiceForwarder(target: DirectusTarget): ForwardInvoice {
  return async (record, standing, files, signal) => {
    const path = `/items/${INVOICES}/${encodeURIComponent(record.id)}`;
    // Directus answers 403 (not 404) for an item that is not there.
    const current = await directusRequest(target, { method: 'GET', path: `${path}?fields=id,pdf,xml`, signal });
    const has = current.ok ? (current.data as { pdf?: unknown; xml?: unknown } | null) : null;
    const fields: Record<string, unknown> = invoiceItem(record, standing);
    if (files && !has?.pdf) {
      const pdf = await directusUpload(target, {
        filename: `${record.number}.pdf`,
        contentType: 'application/pdf',
        bytes: Buffer.from(files.pdf, 'base64'),
        signal,
      });
      const xml = await directusUpload(target, {
        filename: `${record.number}.xml`,
        contentType: 'application/xml',
        bytes: new TextEncoder().encode(files.xml),
        signal,
      });
      if (!pdf.ok) return { ok: false, error: `the PDF not uploaded: ${pdf.error}` };
      if (!xml.ok) return { ok: false, error: `the XML not uploaded: ${xml.error}` };
      Object.assign(fields, { pdf: pdf.id, xml: xml.id });
    }
    const answer = has
      ? await directusRequest(target, { method: 'PATCH', path, body: fields, signal })
      : await directusRequest(target, { method: 'POST', path: `/items/${INVOICES}`, body: { id: record.id, ...fields }, signal });
    return answer.ok ? { ok: true } : { ok: false, error: answer.error };
  };
}
