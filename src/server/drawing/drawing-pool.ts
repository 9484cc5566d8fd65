/**
 * The server's drawer: one worker thread (drawing-worker.ts), started when the first document
 * is to be drawn and ended after a minute without one, so drawing (and signing) a batch of invoices or certificates never
 * holds up the event loop that answers registrations; and while that loop is busy, each
 * document waits its turn (drawing-pace.ts), so the thread does not take the CPU it needs.
 */

import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Piscina } from 'piscina';
import type { DrawnFiles } from '../invoices/drawing/draw-document.ts';
import type { InvoiceDocument } from '../invoices/rules/invoice-document.ts';
import type { CertificateFiles, CertificateTask, Drawer, DrawTask } from './drawer.ts';
import { DRAWING_PACE, giveWay } from './drawing-pace.ts';

/**
 * The worker's file beside this module: drawing-worker.ts in the sources, drawing-worker.js
 * in the compiled server, whose bundle has it as an entry of its own (scripts/bundle.ts).
 */
const WORKER_FILE = new URL(`./drawing-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url).href;

/** The event loop's share of busy time since the previous call. */
function loopBusiness(): () => number {
  let last = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, last);
    last = now;
    return utilization;
  };
}

export function drawingPool(): Drawer {
  const pool = new Piscina({ filename: WORKER_FILE, minThreads: 0, maxThreads: 1, idleTimeout: 60_000 });
  const turn = giveWay(DRAWING_PACE, loopBusiness(), (ms) => sleep(ms, undefined, { ref: false }));
  let closed = false;
  return {
    async invoice(document: InvoiceDocument) {
      await turn();
      return (await pool.run({ kind: 'invoice', document } satisfies DrawTask)) as DrawnFiles;
    },
    async certificate(task: CertificateTask) {
      await turn();
      return (await pool.run({ kind: 'certificate', ...task } satisfies DrawTask)) as CertificateFiles;
    },
    get closed() {
      return closed;
    },
    close: () => {
      closed = true;
      return pool.destroy();
    },
  };
}
