/**
 * The outbox worker for the CMS: delivers every entry waiting in the CMS outbox
 * (cms-outbox.ts) to Directus as it stands when it is sent (entry-state.ts,
 * ../directus/registration-item.ts, directus-forward.ts; an invoice, ../directus/invoice-item.ts; a
 * certificate, certificate-item.ts; a refund, refund-item.ts; a payment, payment-item.ts; an enquiry, ../directus/enquiry-item.ts), through the delivery worker that
 * also sends the mails (src/server/outbox/delivery-worker.ts: oldest first, retries with backoff,
 * nothing lost by a restart).
 */
import { berlinDate } from '../../content/calendar.ts';
import type { Content } from '../../content/types.ts';
import { type CertificateRecords, isCertificateId } from '../certificates/store/certificate-records.ts';
import { type EnquiryStore, isEnquiryId } from '../enquiries/store/enquiry-store.ts';
import type { InvoiceRecords } from '../invoices/store/invoice-records.ts';
import { jsonLine } from '../log/log.ts';
import type { ForwardQueue } from '../outbox/cms-outbox.ts';
import { createDeliveryWorker, type DeliveryWorker } from '../outbox/delivery-worker.ts';
import type { Dunning } from '../payments/store/dunning-table.ts';
import type { Payments } from '../payments/store/payments-table.ts';
import { isRefundId, type Refunds } from '../payments/store/refunds-table.ts';
import type { RegistrationStores } from '../registrations/store/registration-stores.ts';
import type { ForwardCertificate } from './certificate-item.ts';
import type { Forward, ForwardResult, RemoveItem } from './directus-forward.ts';
import { enquiryItem } from './enquiry-item.ts';
import type { ForwardInvoice } from './invoice-item.ts';
import { paymentItem } from './payment-item.ts';
import { refundItem } from './refund-item.ts';
import { cmsItem } from './registration-item.ts';

export type OutboxWorker = DeliveryWorker;

/** How long a delivery under way is its server's: well beyond a request's timeout (DIRECTUS_TIMEOUT_MS at most 10 min). */
export const FORWARD_LEASE_MS = 15 * 60_000;

/** The stores the CMS is sent from: its queue, and what each queued id names. */
export interface ForwardingStores extends Pick<RegistrationStores, 'registrations' | 'waitlist'> {
  readonly forwards: ForwardQueue;
  readonly enquiries: EnquiryStore;
  readonly invoices: InvoiceRecords;
  /** What an invoice received, and its reminders' steps, for its item; a payment, for its own. */
  readonly payments: Pick<Payments, 'received' | 'get'>;
  readonly dunning: Pick<Dunning, 'taken'>;
  readonly refunds: Pick<Refunds, 'get'>;
  readonly certificates: CertificateRecords;
}

export interface OutboxWorkerOptions {
  readonly stores: ForwardingStores;
  readonly forward: Forward;
  /** Deletes the item of an entry that is gone (deleted after the CMS had it); default: nothing to delete. */
  readonly remove?: RemoveItem;
  /** Puts and deletes an enquiry's item (the outbox queues enquiries by their id too); default: enquiries stay out of the CMS. */
  readonly enquiries?: { readonly forward: Forward; readonly remove: RemoveItem };
  /** Puts an invoice's item (the outbox queues invoices by their id too); default: invoices stay out of the CMS. */
  readonly forwardInvoice?: ForwardInvoice;
  /** Puts a refund's item (queued by its id, `refund-…`); default: refunds stay out of the CMS. */
  readonly forwardRefund?: Forward;
  /** Puts a payment's item (one not matched for certain); default: payments stay out of the CMS. */
  readonly forwardPayment?: Forward;
  /** Puts a certificate's item (queued by its id, `cert-…`); default: certificates stay out of the CMS. */
  readonly forwardCertificate?: ForwardCertificate;
  /** The content the site serves: the price each registration was booked at. */
  readonly content: () => Content;
  readonly now?: () => number;
  /** 'YYYY-MM-DD' in Germany: the day an invoice's state is judged on; default the day of `now`. */
  readonly today?: () => string;
  readonly log?: (line: Record<string, unknown>) => void;
}

/** What the worker forwards money's items with. */
interface MoneyForwarding extends Pick<OutboxWorkerOptions, 'forwardInvoice' | 'forwardRefund' | 'forwardPayment'> {
  readonly stores: ForwardingStores;
  readonly today: () => string;
}

/** Delivers the item of a refund, an invoice or a payment `entryId` names (as it stands); null when it names none of them. */
async function deliverMoney(entryId: string, options: MoneyForwarding, signal: AbortSignal | undefined): Promise<ForwardResult | null> {
  const { stores, forwardInvoice, forwardRefund, forwardPayment, today } = options;
  const { registrations } = stores;
  if (isRefundId(entryId)) {
    const refund = await stores.refunds.get(entryId);
    if (!refund || !forwardRefund) return { ok: true };
    return forwardRefund(refundItem(refund, (await registrations.get(refund.registrationId)) !== undefined), signal);
  }
  const invoice = await stores.invoices.get(entryId);
  if (invoice) {
    if (!forwardInvoice) return { ok: true };
    const standing = {
      received: await stores.payments.received(entryId),
      steps: (await stores.dunning.taken(entryId)).map(({ step }) => step),
      today: today(),
    };
    return forwardInvoice(invoice, standing, await stores.invoices.files(entryId), signal);
  }
  const payment = await stores.payments.get(entryId);
  if (payment) {
    if (!forwardPayment) return { ok: true };
    const numbers = new Map<string, string>();
    for (const invoiceId of [...payment.suggestions, ...payment.allocations.map((paid) => paid.invoiceId)])
      numbers.set(invoiceId, (await stores.invoices.get(invoiceId))?.number ?? invoiceId);
    return forwardPayment(
      paymentItem(payment, (invoiceId) => numbers.get(invoiceId) ?? invoiceId),
      signal,
    );
  }
  return null;
}

export function createOutboxWorker({
  stores,
  forward,
  remove,
  forwardInvoice,
  forwardCertificate,
  forwardRefund,
  forwardPayment,
  enquiries,
  content,
  now = Date.now,
  today = () => berlinDate(new Date(now())),
  log = jsonLine,
}: OutboxWorkerOptions): OutboxWorker {
  const { registrations, waitlist, forwards } = stores;
  // The version of each entry handed out: delivered, its row goes only if nothing changed since.
  const versions = new Map<string, number>();
  return createDeliveryWorker<string>({
    name: 'registration forward',
    queue: {
      due: async (at, limit) =>
        (await forwards.dueForwards(at, limit)).map(({ entryId, version, attempts }) => {
          versions.set(entryId, version);
          return { id: entryId, item: entryId, attempts };
        }),
      claim: (id, at) => forwards.claimForward(id, versions.get(id) ?? 0, at, at + FORWARD_LEASE_MS),
      release: (id) => forwards.releaseForward(id),
      delivered: async (id) => {
        await forwards.markForwarded(id, versions.get(id) ?? 0, now());
        versions.delete(id);
      },
      failed: (id, attempts, retryAt, error) => forwards.markForwardFailed(id, versions.get(id) ?? 0, attempts, retryAt, error),
      nextAt: () => forwards.nextForwardAt(),
      retryNow: (at) => forwards.retryForwardsNow(at),
    },
    // Read once claimed, so what is sent is the entry as it stands (never an older reading another server overtook).
    // An entry that is not confirmed has nothing to show; one that is gone (deleted after the CMS had it) loses its item.
    deliver: async (entryId, signal) => {
      if (isEnquiryId(entryId)) {
        const found = await stores.enquiries.get(entryId);
        if (!enquiries) return { ok: true };
        if (!found) return enquiries.remove(entryId, signal);
        return enquiries.forward({ id: entryId, ...enquiryItem(found) }, signal);
      }
      if (isCertificateId(entryId)) {
        const certificate = await stores.certificates.get(entryId);
        if (!certificate || !forwardCertificate) return { ok: true };
        const kept = (await registrations.get(certificate.registrationId)) !== undefined;
        return forwardCertificate(certificate, (await stores.certificates.pdf(entryId)) ?? null, kept, signal);
      }
      const money = await deliverMoney(entryId, { stores, forwardInvoice, forwardRefund, forwardPayment, today }, signal);
      if (money) return money;
      const state = await registrations.entryState(entryId);
      if (state !== null) return forward({ id: entryId, ...cmsItem(state, content(), now()) }, signal);
      const gone = (await registrations.get(entryId)) === undefined && (await waitlist.get(entryId)) === undefined;
      return gone && remove ? remove(entryId, signal) : { ok: true };
    },
    now,
    log,
  });
}
