/**
 * Whether this server is ready for visitors, for load balancers and monitors (GET /readyz):
 * the site is loaded, the registrations' database answers and takes writes (none failed for
 * want of disk since the last that succeeded, and the data folder has room), its mail and CMS workers are
 * working their queues, and the server can rebuild (else the pages stop following dates and
 * seats). A queue is stuck when something waits in it and its worker has not looked at it for
 * longer than the threshold (it looks at least every minute while it runs): the worker died or
 * hangs. Deliveries the mail server or the CMS refuses for a while are not stuck (the worker
 * retries them, and every other server would fail alike): the answer counts them, for
 * monitors. Only states and counts: no address, no name, no error text. Pure: the server
 * gathers the inputs.
 */

/** What waits in a queue, and when its worker last looked at it. */
export interface QueueLoad {
  readonly waiting: number;
  /** Items that failed at least once and wait for their retry. */
  readonly failing: number;
  /** When this server's worker last began to look for due items (ms), or null before it has. */
  readonly lookedAt: number | null;
}

export interface ReadinessInputs {
  readonly siteLoaded: boolean;
  readonly databaseAnswers: boolean;
  /** 'failing': a write failed for want of disk since the last that succeeded; 'full': the data folder has no room. */
  readonly storage: 'ok' | 'full' | 'failing';
  readonly mail: QueueLoad | null;
  /** Null when nothing is forwarded to a CMS. */
  readonly cms: QueueLoad | null;
  readonly canRebuild: boolean;
  readonly now: number;
  readonly thresholdMs: number;
}

export type QueueState =
  | { readonly status: 'ok' | 'stuck'; readonly waiting: number; readonly failing: number }
  | { readonly status: 'unknown' | 'off' };

export interface Readiness {
  readonly ready: boolean;
  readonly checks: {
    readonly site: 'ok' | 'missing';
    readonly database: 'ok' | 'unreachable';
    readonly storage: 'ok' | 'full' | 'failing';
    readonly mail: QueueState;
    readonly cms: QueueState;
    readonly rebuilds: 'ok' | 'off';
  };
}

export function queueState({ waiting, failing, lookedAt }: QueueLoad, now: number, thresholdMs: number): QueueState {
  const stuck = waiting > 0 && (lookedAt === null || now - lookedAt > thresholdMs);
  return { status: stuck ? 'stuck' : 'ok', waiting, failing };
}

export function readiness(inputs: ReadinessInputs): Readiness {
  const queue = (load: QueueLoad | null, off: boolean): QueueState =>
    off ? { status: 'off' } : load === null ? { status: 'unknown' } : queueState(load, inputs.now, inputs.thresholdMs);
  const checks = {
    site: inputs.siteLoaded ? 'ok' : 'missing',
    database: inputs.databaseAnswers ? 'ok' : 'unreachable',
    storage: inputs.storage,
    // Without a database the queues cannot be read: unknown, and the database check fails anyway.
    mail: queue(inputs.databaseAnswers ? inputs.mail : null, false),
    cms: queue(inputs.databaseAnswers ? inputs.cms : null, inputs.databaseAnswers && inputs.cms === null),
    rebuilds: inputs.canRebuild ? 'ok' : 'off',
  } as const;
  const queuesOk = [checks.mail, checks.cms].every((state) => state.status === 'ok' || state.status === 'off');
  const ready = checks.site === 'ok' && checks.database === 'ok' && checks.storage === 'ok' && queuesOk && checks.rebuilds === 'ok';
  return { ready, checks };
}
