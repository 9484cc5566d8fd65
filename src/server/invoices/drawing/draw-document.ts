/**
 * Drawing a document: its PDF as a person reads it (invoice-pdf.ts) turned into its
 * e-invoice (e-invoice.ts), the PDF as base64 as the database keeps it. About 30 ms of CPU
 * each: the server draws on a worker thread (../../drawing/drawing-pool.ts), commands and tests here.
 */

import type { InvoiceDocument } from '../rules/invoice-document.ts';
import { eInvoice } from './e-invoice.ts';
import { invoicePdf } from './invoice-pdf.ts';

export interface DrawnFiles {
  /** The Factur-X PDF, base64. */
  readonly pdf: string;
  readonly xml: string;
  readonly xrechnung: boolean;
}

export async function drawDocument(document: InvoiceDocument): Promise<DrawnFiles> {
  const files = await eInvoice(document, await invoicePdf(document));
  return { pdf: Buffer.from(files.pdf).toString('base64'), xml: files.xml, xrechnung: files.xrechnung };
}
