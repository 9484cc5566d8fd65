/**
 * The outbox worker for the CMS: delivers every registration waiting in the outbox table
 * to Directus (directus-forward.ts), through the delivery worker that also sends the mails
 * (src/server/delivery-worker.ts: oldest first, retries with backoff, nothing lost by a
 * restart).
 */
import { createDeliveryWorker, type DeliveryWorker } from '../delivery-worker.ts';
import { jsonLine } from '../log.ts';
import type { Forward } from './directus-forward.ts';
import type { RegistrationStore, StoredRegistration } from './store.ts';

export type OutboxWorker = DeliveryWorker;

export interface OutboxWorkerOptions {
  readonly store: RegistrationStore;
  readonly forward: Forward;
  readonly now?: () => number;
  readonly log?: (line: Record<string, unknown>) => void;
}

export function createOutboxWorker({ store, forward, now, log = jsonLine }: OutboxWorkerOptions): OutboxWorker {
  return createDeliveryWorker<StoredRegistration>({
    name: 'registration forward',
    queue: {
      due: (at, limit) =>
        store.dueForwards(at, limit).map(({ registration, attempts }) => ({ id: registration.id, item: registration, attempts })),
      delivered: (id) => store.markForwarded(id),
      failed: (id, attempts, retryAt, error) => store.markForwardFailed(id, attempts, retryAt, error),
      nextAt: () => store.nextForwardAt(),
      retryNow: (at) => store.retryForwardsNow(at),
    },
    deliver: (registration, signal) => forward(registration, signal),
    now,
    log,
  });
}
