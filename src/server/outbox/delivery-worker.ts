/**
 * A worker that delivers what waits in a queue table (registrations to the CMS, mails to
 * the mail server), oldest first, and keeps a failed item for later (backoff.ts). The rows
 * are in the registrations' database, so nothing waiting is lost by a restart; a delivery that succeeded is
 * recorded before the next one starts. The worker wakes right after something is queued
 * (wake()) and on a timer for the next retry; once a delivery succeeds after one failed (or
 * after the start, when failures may wait from before), the target is reachable again and the
 * whole backlog is tried at once instead of waiting out its backoff (the other servers' failed
 * items with it; a server that never fails leaves theirs to their retry time, RETRY_MAX_MS after
 * the failure at most, which its timer finds within DELIVERY_IDLE_MS). A
 * refusal for good is recorded and never tried again. stop() lets a delivery in flight finish
 * or abort, and schedules nothing more. The queue may answer at once (SQLite) or later (a
 * database across the network): the worker waits for each answer.
 */
import { nextAttemptAt } from './backoff.ts';

export const DELIVERY_BATCH_SIZE = 20;
/** Even with nothing due, look at the queue this often. */
export const DELIVERY_IDLE_MS = 60_000;

export type DeliveryResult = { ok: true } | { ok: false; error: string /** refused for good: never try again */; permanent?: boolean };

/** A value now, or later. */
type Answer<T> = T | Promise<T>;

export interface DeliveryQueue<Item> {
  /** Items due at `now` (ms), earliest first. */
  due(now: number, limit: number): Answer<Array<{ readonly id: string; readonly item: Item; readonly attempts: number }>>;
  /**
   * Takes an item for delivery; false when another worker (of this server or another) took it
   * first. Without it, every due item is delivered.
   */
  claim?(id: string, now: number): Answer<boolean>;
  /** Gives a claimed item back, due at `now` (a delivery cut short by stop()). */
  release?(id: string, now: number): Answer<void>;
  delivered(id: string): Answer<void>;
  failed(id: string, attempts: number, retryAt: number, error: string): Answer<void>;
  /** Refused for good; without this, a refusal for good is retried like any failure. */
  rejected?(id: string, error: string): Answer<void>;
  /** When the earliest pending item is due (ms), or null. */
  nextAt(): Answer<number | null>;
  retryNow(now: number): Answer<void>;
}

export interface DeliveryWorkerOptions<Item> {
  /** What is delivered, for the log ('registration forward', 'mail'). */
  readonly name: string;
  readonly queue: DeliveryQueue<Item>;
  readonly deliver: (item: Item, signal: AbortSignal) => Promise<DeliveryResult>;
  readonly now?: () => number;
  readonly log: (line: Record<string, unknown>) => void;
}

export interface DeliveryWorker {
  start(): void;
  /** Deliver what is due now (after something was queued). */
  wake(): void;
  /** One pass over what is due, as the timer's and a wake's runs make them; the number of items tried. */
  runOnce(): Promise<number>;
  /** When the worker last began to look for due items (ms; at least every DELIVERY_IDLE_MS while it runs), or null before it has. */
  lastLookedAt(): number | null;
  stop(): Promise<void>;
}

/** What a delivery came to: `answered` when the target answered (delivered, or refused for good), `failed` when it did not. */
async function recordResult<Item>(
  { name, queue, log }: DeliveryWorkerOptions<Item>,
  id: string,
  attempts: number,
  result: DeliveryResult,
  now: number,
): Promise<'answered' | 'failed'> {
  if (result.ok) {
    await queue.delivered(id);
    return 'answered';
  }
  const failures = attempts + 1;
  if (result.permanent && queue.rejected) {
    await queue.rejected(id, result.error);
    log({ level: 'error', msg: `${name} refused for good`, id, attempts: failures, error: result.error });
    return 'answered';
  }
  const retryAt = nextAttemptAt(failures, now);
  await queue.failed(id, failures, retryAt, result.error);
  log({ level: 'warn', msg: `${name} failed`, id, attempts: failures, retryAt: new Date(retryAt).toISOString(), error: result.error });
  return 'failed';
}

/** Delivers the due items in turn (each claimed first where the queue claims): whether the target answered any, and whether any failed. */
async function deliverEach<Item>(
  options: DeliveryWorkerOptions<Item>,
  due: ReadonlyArray<{ readonly id: string; readonly item: Item; readonly attempts: number }>,
  signal: AbortSignal,
  stopped: () => boolean,
): Promise<{ answered: boolean; failed: boolean }> {
  const { queue, deliver, now = Date.now } = options;
  const outcomes = new Set<'answered' | 'failed'>();
  for (const { id, item, attempts } of due) {
    if (stopped()) break;
    if (queue.claim && !(await queue.claim(id, now()))) continue;
    const result = await deliver(item, signal);
    if (stopped() && !result.ok) {
      // Cut short by stop(): no failure of the target's, and due again at the next start.
      await queue.release?.(id, now());
      break;
    }
    outcomes.add(await recordResult(options, id, attempts, result, now()));
  }
  return { answered: outcomes.has('answered'), failed: outcomes.has('failed') };
}

/**
 * Once the target answered in a pass, makes the backlog due at once if failures may wait in it
 * (from before the start, or since it was last made due); whether it did.
 */
function backlogRetry<Item>(queue: DeliveryQueue<Item>): (pass: { answered: boolean; failed: boolean }, now: number) => Promise<boolean> {
  let failuresWait = true;
  return async ({ answered, failed }, now) => {
    if (failed) failuresWait = true;
    if (!answered || !failuresWait) return false;
    await queue.retryNow(now);
    failuresWait = false;
    return true;
  };
}

/**
 * How long the worker rests after `failures` passes in a row in which the queue itself failed
 * (its database cannot write: read-only, full, an I/O error): 1 s, doubling to the idle time;
 * wakes meanwhile are ignored, so a failing queue is tried a few times a minute, not at every
 * request.
 */
export function queueRestMs(failures: number): number {
  return Math.min(1000 * 2 ** Math.max(failures - 1, 0), DELIVERY_IDLE_MS);
}

/** Logs a failure of the worker's queue itself (its database), and answers `value`. */
function queueFailure({ name, log }: Pick<DeliveryWorkerOptions<unknown>, 'name' | 'log'>) {
  return <T>(error: unknown, value: T): T => {
    log({ level: 'error', msg: `${name} queue failed`, error: String(error) });
    return value;
  };
}

/** The worker's rest after passes in which its queue failed: how many in a row, and the timer that ends the rest. */
function queueRest(end: () => void) {
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let resting = false;
  return {
    resting: () => resting,
    /** Records a pass's outcome: whether the worker rests now. */
    after(queueFailed: boolean): boolean {
      failures = queueFailed ? failures + 1 : 0;
      if (failures === 0) return false;
      resting = true;
      clearTimeout(timer);
      timer = setTimeout(() => {
        resting = false;
        end();
      }, queueRestMs(failures));
      timer.unref();
      return true;
    },
    stop: () => clearTimeout(timer),
  };
}

/** How long to wait before looking again: until the next item is due, at most the idle time. */
function nextDelay(next: number | null, now: number): number {
  return next === null ? DELIVERY_IDLE_MS : Math.min(Math.max(next - now, 0), DELIVERY_IDLE_MS);
}

export function createDeliveryWorker<Item>(options: DeliveryWorkerOptions<Item>): DeliveryWorker {
  const { queue, now = Date.now } = options;
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let wakeAgain = false;
  let stopped = false;
  let lookedAt: number | null = null;
  const rest = queueRest(() => kick());
  const failed = queueFailure(options);
  const retryBacklog = backlogRetry(queue);
  /** One pass: the number of items tried, and whether more may be due at once (a full batch, or the backlog made due). */
  async function pass(): Promise<{ tried: number; more: boolean }> {
    lookedAt = now();
    const due = await queue.due(lookedAt, DELIVERY_BATCH_SIZE);
    const retried = await retryBacklog(await deliverEach(options, due, abort.signal, () => stopped), now());
    return { tried: due.length, more: retried || due.length === DELIVERY_BATCH_SIZE };
  }

  async function drain(): Promise<void> {
    // Goes on while a pass may have left items due (a full batch, or the backlog made due); what
    // is queued meanwhile wakes the worker again, and failed items wait for their retry time.
    while (!stopped && (await pass()).more);
  }

  async function schedule(): Promise<void> {
    clearTimeout(timer);
    if (stopped) return;
    // A queue that did not answer is looked at again after the idle time.
    const next = await Promise.resolve(queue.nextAt()).catch((error: unknown) => failed(error, null));
    // Woken meanwhile: the pass under way schedules when it ends.
    if (stopped || running) return;
    clearTimeout(timer);
    timer = setTimeout(kick, nextDelay(next, now()));
    timer.unref();
  }

  function kick(): void {
    if (stopped || rest.resting()) return;
    if (running) {
      wakeAgain = true;
      return;
    }
    running = drain()
      .then(() => false)
      .catch((error: unknown) => failed(error, true))
      .then((queueFailed) => {
        running = null;
        const again = wakeAgain;
        wakeAgain = false;
        if (stopped || rest.after(queueFailed)) return;
        if (again) kick();
        else void schedule();
      });
  }

  return {
    start: kick,
    wake: kick,
    runOnce: async () => (await pass()).tried,
    lastLookedAt: () => lookedAt,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      rest.stop();
      abort.abort();
      await running;
    },
  };
}
