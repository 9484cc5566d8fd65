/**
 * The outbox worker for the CMS: delivers every entry waiting in the CMS outbox
 * (cms-outbox.ts) to Directus as it stands when it is sent (entry-state.ts,
 * ../directus/registration-item.ts, directus-forward.ts), through the delivery worker that
 * also sends the mails (src/server/delivery-worker.ts: oldest first, retries with backoff,
 * nothing lost by a restart).
 */
import type { Content } from '../../content/types.ts';
import { createDeliveryWorker, type DeliveryWorker } from '../delivery-worker.ts';
import { cmsItem } from '../directus/registration-item.ts';
import { jsonLine } from '../log.ts';
import type { Forward } from './directus-forward.ts';
import type { RegistrationStore } from './store.ts';

export type OutboxWorker = DeliveryWorker;

export interface OutboxWorkerOptions {
  readonly store: RegistrationStore;
  readonly forward: Forward;
  /** The content the site serves: the price each registration was booked at. */
  readonly content: () => Content;
  readonly now?: () => number;
  readonly log?: (line: Record<string, unknown>) => void;
}

type Item = Parameters<Forward>[0];

export function createOutboxWorker({ store, forward, content, now = Date.now, log = jsonLine }: OutboxWorkerOptions): OutboxWorker {
  // The version of each entry handed out: delivered, its row goes only if nothing changed since.
  const versions = new Map<string, number>();
  return createDeliveryWorker<Item | null>({
    name: 'registration forward',
    queue: {
      due: (at, limit) =>
        store.dueForwards(at, limit).map(({ entryId, version, attempts }) => {
          versions.set(entryId, version);
          const state = store.entryState(entryId);
          return { id: entryId, item: state && { id: entryId, ...cmsItem(state, content(), now()) }, attempts };
        }),
      delivered: (id) => {
        store.markForwarded(id, versions.get(id) ?? 0);
        versions.delete(id);
      },
      failed: (id, attempts, retryAt, error) => store.markForwardFailed(id, versions.get(id) ?? 0, attempts, retryAt, error),
      nextAt: () => store.nextForwardAt(),
      retryNow: (at) => store.retryForwardsNow(at),
    },
    // An entry that is not confirmed (or gone) has nothing to show: its row just goes.
    deliver: (item, signal) => (item === null ? Promise.resolve({ ok: true }) : forward(item, signal)),
    now,
    log,
  });
}
