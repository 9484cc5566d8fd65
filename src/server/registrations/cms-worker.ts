/**
 * The outbox worker for the CMS: delivers every entry waiting in the CMS outbox
 * (cms-outbox.ts) to Directus as it stands when it is sent (entry-state.ts,
 * ../directus/registration-item.ts, directus-forward.ts; an invoice, ../directus/invoice-item.ts; an
 * enquiry, ../directus/enquiry-item.ts), through the delivery worker that
 * also sends the mails (src/server/outbox/delivery-worker.ts: oldest first, retries with backoff,
 * nothing lost by a restart).
 */
import type { Content } from '../../content/types.ts';
import { enquiryItem } from '../directus/enquiry-item.ts';
import type { ForwardInvoice } from '../directus/invoice-item.ts';
import { cmsItem } from '../directus/registration-item.ts';
import { isEnquiryId } from '../enquiries/enquiry-store.ts';
import { jsonLine } from '../log/log.ts';
import { createDeliveryWorker, type DeliveryWorker } from '../outbox/delivery-worker.ts';
import type { Forward, RemoveItem } from './directus-forward.ts';
import type { RegistrationStore } from './store.ts';

export type OutboxWorker = DeliveryWorker;

/** How long a delivery under way is its server's: well beyond a request's timeout (DIRECTUS_TIMEOUT_MS at most 10 min). */
export const FORWARD_LEASE_MS = 15 * 60_000;

export interface OutboxWorkerOptions {
  readonly store: RegistrationStore;
  readonly forward: Forward;
  /** Deletes the item of an entry that is gone (deleted after the CMS had it); default: nothing to delete. */
  readonly remove?: RemoveItem;
  /** Puts and deletes an enquiry's item (the outbox queues enquiries by their id too); default: enquiries stay out of the CMS. */
  readonly enquiries?: { readonly forward: Forward; readonly remove: RemoveItem };
  /** Puts an invoice's item (the outbox queues invoices by their id too); default: invoices stay out of the CMS. */
  readonly forwardInvoice?: ForwardInvoice;
  /** The content the site serves: the price each registration was booked at. */
  readonly content: () => Content;
  readonly now?: () => number;
  readonly log?: (line: Record<string, unknown>) => void;
}

export function createOutboxWorker({
  store,
  forward,
  remove,
  forwardInvoice,
  enquiries,
  content,
  now = Date.now,
  log = jsonLine,
}: OutboxWorkerOptions): OutboxWorker {
  // The version of each entry handed out: delivered, its row goes only if nothing changed since.
  const versions = new Map<string, number>();
  return createDeliveryWorker<string>({
    name: 'registration forward',
    queue: {
      due: async (at, limit) =>
        (await store.dueForwards(at, limit)).map(({ entryId, version, attempts }) => {
          versions.set(entryId, version);
          return { id: entryId, item: entryId, attempts };
        }),
      claim: (id, at) => store.claimForward(id, versions.get(id) ?? 0, at, at + FORWARD_LEASE_MS),
      release: (id) => store.releaseForward(id),
      delivered: async (id) => {
        await store.markForwarded(id, versions.get(id) ?? 0);
        versions.delete(id);
      },
      failed: (id, attempts, retryAt, error) => store.markForwardFailed(id, versions.get(id) ?? 0, attempts, retryAt, error),
      nextAt: () => store.nextForwardAt(),
      retryNow: (at) => store.retryForwardsNow(at),
    },
    // Read once claimed, so what is sent is the entry as it stands (never an older reading another server overtook).
    // An entry that is not confirmed has nothing to show; one that is gone (deleted after the CMS had it) loses its item.
    deliver: async (entryId, signal) => {
      if (isEnquiryId(entryId)) {
        const found = await store.enquiries.get(entryId);
        if (!enquiries) return { ok: true };
        if (!found) return enquiries.remove(entryId, signal);
        return found.status === 'confirmed' ? enquiries.forward({ id: entryId, ...enquiryItem(found) }, signal) : { ok: true };
      }
      const invoice = await store.invoices.get(entryId);
      if (invoice) return forwardInvoice ? forwardInvoice(invoice, await store.invoices.files(entryId), signal) : { ok: true };
      const state = await store.entryState(entryId);
      if (state !== null) return forward({ id: entryId, ...cmsItem(state, content(), now()) }, signal);
      const gone = (await store.get(entryId)) === undefined && (await store.waitlist.get(entryId)) === undefined;
      return gone && remove ? remove(entryId, signal) : { ok: true };
    },
    now,
    log,
  });
}
