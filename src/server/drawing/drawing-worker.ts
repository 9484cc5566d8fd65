/**
 * The worker thread that draws documents for the server (drawing-pool.ts): each task is an
 * invoice or a certificate as issued, its answer the drawn files (drawer.ts), so the ~30 ms of
 * CPU a document costs is spent off the thread that answers requests. On Linux the thread lowers its own scheduling
 * priority (nice 10; a thread's own, /proc/thread-self names it): with both cores busy, the
 * requests' thread is served first and the documents a few seconds later.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { drawTask } from './drawer.ts';

const BACKGROUND_NICE = 10;

try {
  const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, BACKGROUND_NICE);
} catch {
  // Not Linux, or not allowed: the thread draws at the server's own priority.
}

export default drawTask;
