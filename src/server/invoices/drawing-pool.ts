/**
 * The server's drawer: one worker thread (drawing-worker.ts), started when the first document
 * is to be drawn and ended after a minute without one, so drawing a batch of invoices never
 * holds up the event loop that answers registrations.
 */
import { Piscina } from 'piscina';
import type { Drawer, DrawnFiles } from './draw-document.ts';
import type { InvoiceDocument } from './invoice-document.ts';

/**
 * The worker's file beside this module: drawing-worker.ts in the sources, drawing-worker.js
 * in the compiled server, whose bundle has it as an entry of its own (scripts/bundle.ts).
 */
const WORKER_FILE = new URL(`./drawing-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url).href;

export function drawingPool(): Drawer {
  const pool = new Piscina({ filename: WORKER_FILE, minThreads: 0, maxThreads: 1, idleTimeout: 60_000 });
  let closed = false;
  return {
    draw: (document: InvoiceDocument) => pool.run(document) as Promise<DrawnFiles>,
    get closed() {
      return closed;
    },
    close: () => {
      closed = true;
      return pool.destroy();
    },
  };
}
