/**
 * The worker thread that draws documents for the server (drawing-pool.ts): each task is a
 * document as issued, its answer the drawn files, so the ~30 ms of CPU a document costs is
 * spent off the thread that answers requests. On Linux the thread lowers its own scheduling
 * priority (nice 10; a thread's own, /proc/thread-self names it): with both cores busy, the
 * requests' thread is served first and the invoices a few seconds later.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import type { InvoiceDocument } from '../rules/invoice-document.ts';
import { type DrawnFiles, drawDocument } from './draw-document.ts';

const BACKGROUND_NICE = 10;

try {
  const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, BACKGROUND_NICE);
} catch {
  // Not Linux, or not allowed: the thread draws at the server's own priority.
}

export default (document: InvoiceDocument): Promise<DrawnFiles> => drawDocument(document);
