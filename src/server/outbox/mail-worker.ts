/**
 * The mail worker: sends every mail waiting in the mail outbox (mail-outbox.ts) through a
 * sender (mail-senders.ts), with the delivery worker's retries and backoff; a mail the server
 * refuses for good is recorded as rejected, never retried.
 */

import { jsonLine } from '../log/log.ts';
import { createDeliveryWorker, type DeliveryWorker } from './delivery-worker.ts';
import type { OutgoingMail } from './mail-message.ts';
import type { MailOutbox } from './mail-outbox.ts';
import type { MailSender } from './mail-senders.ts';

export interface MailWorkerOptions {
  readonly outbox: MailOutbox;
  readonly sender: MailSender;
  readonly now?: () => number;
  readonly log?: (line: Record<string, unknown>) => void;
}

/** How long a claimed mail is another worker's: well beyond a send's timeouts (senders.ts). */
export const MAIL_LEASE_MS = 10 * 60_000;

export function createMailWorker({ outbox, sender, now = Date.now, log = jsonLine }: MailWorkerOptions): DeliveryWorker {
  const at = () => new Date(now()).toISOString();
  return createDeliveryWorker<OutgoingMail>({
    name: 'mail',
    queue: {
      due: async (time, limit) => (await outbox.due(time, limit)).map(({ id, mail, attempts }) => ({ id, item: mail, attempts })),
      claim: (id, time) => outbox.claim(id, time, time + MAIL_LEASE_MS),
      release: (id, time) => outbox.release(id, time),
      delivered: (id) => outbox.markSent(id, at()),
      failed: (id, attempts, retryAt, error) => outbox.markFailed(id, attempts, retryAt, error),
      rejected: (id, error) => outbox.markRejected(id, at(), error),
      nextAt: () => outbox.nextAt(),
      retryNow: (time) => outbox.retryNow(time),
    },
    deliver: (mail) => sender.send(mail),
    now,
    log,
  });
}
