/**
 * What draws the server's documents: an invoice or credit note (its PDF and e-invoice,
 * ../invoices/drawing/draw-document.ts) and a certificate (its PDF,
 * ../certificates/drawing/certificate-pdf.ts, and its credential signed,
 * ../credentials/signing.ts), in this thread (commands, tests) or on a worker thread that gives
 * way to requests (drawing-pool.ts), where a task names which.
 */
import { type CertificateDrawing, certificatePdf } from '../certificates/drawing/certificate-pdf.ts';
import { type Signing, signCredential } from '../credentials/signing.ts';
import { type DrawnFiles, drawDocument } from '../invoices/drawing/draw-document.ts';
import type { InvoiceDocument } from '../invoices/rules/invoice-document.ts';

/** A certificate to draw, and its credential to sign (none without a key). */
export interface CertificateTask {
  readonly drawing: CertificateDrawing;
  readonly credential: { readonly unsigned: object; readonly signing: Signing /** ISO 8601. */; readonly at: string } | null;
}

/** A certificate's files as the database keeps them: its PDF (base64) and its signed credential (JSON). */
export interface CertificateFiles {
  readonly pdf: string;
  readonly credential: string | null;
}

export type DrawTask =
  | { readonly kind: 'invoice'; readonly document: InvoiceDocument }
  | ({ readonly kind: 'certificate' } & CertificateTask);

const drawCertificate = async ({ drawing, credential }: CertificateTask): Promise<CertificateFiles> => ({
  pdf: Buffer.from(await certificatePdf(drawing)).toString('base64'),
  credential: credential && JSON.stringify(await signCredential(credential.unsigned, credential.signing, new Date(credential.at))),
});

/** Draws one task in this thread: an invoice's files, or a certificate's. */
export const drawTask = (task: DrawTask): Promise<DrawnFiles | CertificateFiles> =>
  task.kind === 'invoice' ? drawDocument(task.document) : drawCertificate(task);

export interface Drawer {
  invoice(document: InvoiceDocument): Promise<DrawnFiles>;
  certificate(task: CertificateTask): Promise<CertificateFiles>;
  /** Once closed (the server stops), it draws nothing more, and the passes claim nothing more for it. */
  readonly closed: boolean;
  close(): Promise<void>;
}

/** Draws in this thread. */
export const DRAW_HERE: Drawer = { invoice: drawDocument, certificate: drawCertificate, closed: false, close: async () => {} };
