/**
 * What draws the server's documents: an invoice or credit note (its PDF and e-invoice,
 * ../invoices/drawing/draw-document.ts) and a certificate (its PDF,
 * ../certificates/drawing/certificate-pdf.ts), in this thread (commands, tests) or on a worker
 * thread that gives way to requests (drawing-pool.ts), where a task names which.
 */
import { type CertificateDrawing, certificatePdf } from '../certificates/drawing/certificate-pdf.ts';
import { type DrawnFiles, drawDocument } from '../invoices/drawing/draw-document.ts';
import type { InvoiceDocument } from '../invoices/rules/invoice-document.ts';

export type DrawTask =
  | { readonly kind: 'invoice'; readonly document: InvoiceDocument }
  | { readonly kind: 'certificate'; readonly drawing: CertificateDrawing };

/** A certificate's PDF, base64 as the database keeps it. */
const drawCertificate = async (drawing: CertificateDrawing): Promise<string> =>
  Buffer.from(await certificatePdf(drawing)).toString('base64');

/** Draws one task in this thread: an invoice's files, or a certificate's PDF. */
export const drawTask = (task: DrawTask): Promise<DrawnFiles | string> =>
  task.kind === 'invoice' ? drawDocument(task.document) : drawCertificate(task.drawing);

export interface Drawer {
  invoice(document: InvoiceDocument): Promise<DrawnFiles>;
  /** A certificate's PDF, base64. */
  certificate(drawing: CertificateDrawing): Promise<string>;
  /** Once closed (the server stops), it draws nothing more, and the passes claim nothing more for it. */
  readonly closed: boolean;
  close(): Promise<void>;
}

/** Draws in this thread. */
export const DRAW_HERE: Drawer = { invoice: drawDocument, certificate: drawCertificate, closed: false, close: async () => {} };
