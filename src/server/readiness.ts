/**
 * Whether this server is ready for visitors, for load balancers and monitors (GET /readyz):
 * the site is loaded, the registrations' database answers, the mail and CMS queues are not
 * stuck, and the server can rebuild (else the pages stop following dates and seats). A queue
 * is stuck when its oldest waiting item is overdue by more than the threshold (nothing is
 * working on it) or has been failing for longer than that by the retries' schedule. Only
 * states and counts: no address, no name, no error text. Pure: the server gathers the inputs.
 */
import { retryDelayMs } from './registrations/backoff.ts';

/** A queue's oldest due time and most failed attempts among the items waiting in it. */
export interface QueueLoad {
  readonly waiting: number;
  /** When the earliest waiting item is due (ms), or null when none waits. */
  readonly earliestDue: number | null;
  readonly mostAttempts: number;
}

export interface ReadinessInputs {
  readonly siteLoaded: boolean;
  readonly databaseAnswers: boolean;
  readonly mail: QueueLoad | null;
  /** Null when nothing is forwarded to a CMS. */
  readonly cms: QueueLoad | null;
  readonly canRebuild: boolean;
  readonly now: number;
  readonly thresholdMs: number;
}

export type QueueState = { readonly status: 'ok' | 'stuck'; readonly waiting: number } | { readonly status: 'unknown' | 'off' };

export interface Readiness {
  readonly ready: boolean;
  readonly checks: {
    readonly site: 'ok' | 'missing';
    readonly database: 'ok' | 'unreachable';
    readonly mail: QueueState;
    readonly cms: QueueState;
    readonly rebuilds: 'ok' | 'off';
  };
}

/** How long an item has been failing after `attempts` failed attempts, by the retries' schedule. */
export function failingForMs(attempts: number): number {
  let total = 0;
  for (let attempt = 1; attempt < attempts; attempt++) total += retryDelayMs(attempt);
  return total;
}

export function queueState(load: QueueLoad, now: number, thresholdMs: number): QueueState {
  const overdue = load.earliestDue !== null && now - load.earliestDue > thresholdMs;
  const failingTooLong = failingForMs(load.mostAttempts) >= thresholdMs;
  return { status: overdue || failingTooLong ? 'stuck' : 'ok', waiting: load.waiting };
}

export function readiness(inputs: ReadinessInputs): Readiness {
  const queue = (load: QueueLoad | null, off: boolean): QueueState =>
    off ? { status: 'off' } : load === null ? { status: 'unknown' } : queueState(load, inputs.now, inputs.thresholdMs);
  const checks = {
    site: inputs.siteLoaded ? 'ok' : 'missing',
    database: inputs.databaseAnswers ? 'ok' : 'unreachable',
    // Without a database the queues cannot be read: unknown, and the database check fails anyway.
    mail: queue(inputs.databaseAnswers ? inputs.mail : null, false),
    cms: queue(inputs.databaseAnswers ? inputs.cms : null, inputs.databaseAnswers && inputs.cms === null),
    rebuilds: inputs.canRebuild ? 'ok' : 'off',
  } as const;
  const queuesOk = [checks.mail, checks.cms].every((state) => state.status === 'ok' || state.status === 'off');
  return { ready: checks.site === 'ok' && checks.database === 'ok' && queuesOk && checks.rebuilds === 'ok', checks };
}
