/**
 * The approved refunds paid (`npm run payments:refunds`): every approved refund of a payment
 * with an account is marked sent under a new transfer file's id, its customer's mail queued in
 * the same transaction, and the file (pain.001.001.09, sepa-transfer.ts) is made of exactly those:
 * each refund to the IBAN and name of the payment it refunds, from the academy's account, its id
 * the end-to-end id. A refund approved for a payment without an account stays approved for staff
 * to pay by hand. The file of an earlier transfer can be made again from what was recorded.
 */
import { randomUUID } from 'node:crypto';
import type { Seller } from '../../invoices/rules/invoice-document.ts';
import type { InvoiceRecords } from '../../invoices/store/invoice-records.ts';
import type { MailSettings } from '../../mail/envelope.ts';
import { refundMail } from '../rules/refund-mail.ts';
import { creditTransferFile } from '../rules/sepa-transfer.ts';
import type { RefundRecord, Refunds } from '../store/refunds-table.ts';

export interface RefundDeps {
  readonly refunds: Pick<Refunds, 'sendApproved' | 'ofTransfer'>;
  readonly invoices: Pick<InvoiceRecords, 'get'>;
  /** The academy's account the refunds are paid from. */
  readonly seller: Pick<Seller, 'name' | 'iban' | 'bic'>;
  /** What the customers' mails are written with; null: nobody is mailed. */
  readonly mailSettings: MailSettings | null;
  readonly now: () => Date;
}

export interface Transfer {
  readonly messageId: string;
  readonly refunds: readonly RefundRecord[];
  /** The pain.001 file; null when there was nothing to send. */
  readonly xml: string | null;
}

/** A transfer file's id: the day and a random part, at most 35 characters. */
const transferId = (now: Date) => `ERST-${now.toISOString().slice(0, 10).replaceAll('-', '')}-${randomUUID().slice(0, 8).toUpperCase()}`;

/** The file of `refunds` (each with its account), to be carried out on `executionDate`. */
async function fileOf(deps: RefundDeps, messageId: string, refunds: readonly RefundRecord[], executionDate: string, createdAt: Date) {
  if (refunds.length === 0) return null;
  const transfers = await Promise.all(
    refunds.map(async (refund) => {
      const invoice = await deps.invoices.get(refund.invoiceId);
      return {
        endToEndId: refund.id,
        amount: refund.amount,
        name: refund.payerName ?? invoice?.document.buyer.name ?? '',
        iban: refund.payerIban ?? '',
        remittance: `Erstattung Rechnung ${refund.invoiceNumber} Anmeldung ${invoice?.document.reference ?? ''}`,
      };
    }),
  );
  return creditTransferFile({
    messageId,
    createdAt: createdAt.toISOString(),
    executionDate,
    debtor: deps.seller,
    refunds: transfers,
  });
}

/** Sends every approved refund that can go by transfer, to be carried out on `executionDate` ('YYYY-MM-DD'). */
export async function sendRefunds(deps: RefundDeps, executionDate: string): Promise<Transfer> {
  const now = deps.now();
  const messageId = transferId(now);
  const sent = await deps.refunds.sendApproved(messageId, now.getTime(), async (refunds) => {
    const settings = deps.mailSettings;
    if (!settings) return [];
    const mails = await Promise.all(
      refunds.map(async (refund) => {
        const invoice = await deps.invoices.get(refund.invoiceId);
        return invoice
          ? [
              refundMail(settings, {
                id: refund.id,
                registrationId: refund.registrationId,
                document: invoice.document,
                reason: refund.reason,
                amount: refund.amount,
                iban: refund.payerIban ?? '',
              }),
            ]
          : [];
      }),
    );
    return mails.flat();
  });
  return { messageId, refunds: sent, xml: await fileOf(deps, messageId, sent, executionDate, now) };
}

/** The file of the transfer `messageId` again, as it was sent; null when no refund went in it. */
export async function transferAgain(deps: RefundDeps, messageId: string, executionDate: string): Promise<Transfer> {
  const refunds = await deps.refunds.ofTransfer(messageId);
  const sentAt = refunds[0]?.sentAt;
  return { messageId, refunds, xml: await fileOf(deps, messageId, refunds, executionDate, new Date(sentAt ?? deps.now().getTime())) };
}
