/**
 * The outbox worker: delivers every registration waiting in the outbox table to the CMS,
 * oldest first, and keeps a failed one for later (backoff.ts). The rows are in SQLite, so
 * nothing waiting is lost by a restart. The worker wakes right after a new registration
 * (wake()) and on a timer for the next retry; once a delivery succeeds, the target is
 * reachable again and the rest of the backlog is tried at once instead of waiting out its
 * backoff. stop() lets a delivery in flight finish or abort, and schedules nothing more.
 */
import { nextAttemptAt } from './backoff.ts';
import type { Forward } from './directus-forward.ts';
import type { RegistrationStore } from './store.ts';
import { log as serverLog } from '../log.ts';

export const OUTBOX_BATCH_SIZE = 20;
/** Even with nothing due, look at the outbox this often. */
export const OUTBOX_IDLE_MS = 60_000;

export interface OutboxWorkerOptions {
  readonly store: RegistrationStore;
  readonly forward: Forward;
  readonly now?: () => number;
  readonly log?: (line: Record<string, unknown>) => void;
}

export interface OutboxWorker {
  start(): void;
  /** Deliver what is due now (after a new registration). */
  wake(): void;
  /** One pass over what is due; the number of rows tried. For tests and the timer alike. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/** The default log: the server's JSON-line logger (src/server/log.ts). */
function jsonLine({ level, msg, ...fields }: Record<string, unknown>): void {
  const write = level === 'error' ? serverLog.error : level === 'warn' ? serverLog.warn : serverLog.info;
  write(String(msg), fields);
}

export function createOutboxWorker({ store, forward, now = Date.now, log = jsonLine }: OutboxWorkerOptions): OutboxWorker {
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let wakeAgain = false;
  let stopped = false;

  async function runOnce(): Promise<number> {
    const due = store.dueForwards(now(), OUTBOX_BATCH_SIZE);
    let delivered = false;
    for (const { registration, attempts } of due) {
      if (stopped) break;
      const result = await forward(registration, abort.signal);
      if (stopped && !result.ok) break;
      if (result.ok) {
        store.markForwarded(registration.id);
        delivered = true;
        continue;
      }
      const failures = attempts + 1;
      const retryAt = nextAttemptAt(failures, now());
      store.markForwardFailed(registration.id, failures, retryAt, result.error);
      log({ level: 'warn', msg: 'registration forward failed', id: registration.id, attempts: failures, retryAt: new Date(retryAt).toISOString(), error: result.error });
    }
    if (delivered) store.retryForwardsNow(now());
    return due.length;
  }

  async function drain(): Promise<void> {
    // Stops when a pass finds nothing due: failed rows wait for their retry time.
    while (!stopped && (await runOnce()) > 0);
  }

  function schedule(): void {
    clearTimeout(timer);
    if (stopped) return;
    const next = store.nextForwardAt();
    const delay = next === null ? OUTBOX_IDLE_MS : Math.min(Math.max(next - now(), 0), OUTBOX_IDLE_MS);
    timer = setTimeout(kick, delay);
    timer.unref();
  }

  function kick(): void {
    if (stopped) return;
    if (running) {
      wakeAgain = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => log({ level: 'error', msg: 'registration outbox failed', error: String(error) }))
      .finally(() => {
        running = null;
        if (wakeAgain && !stopped) {
          wakeAgain = false;
          kick();
        } else schedule();
      });
  }

  return {
    start: kick,
    wake: kick,
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      abort.abort();
      await running;
    },
  };
}
