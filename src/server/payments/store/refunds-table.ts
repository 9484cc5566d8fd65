/**
 * What is owed back (migration 17): a refund per payment, invoice and reason, recorded once (a
 * payment beyond what its invoices asked; what a paid invoice had received when a credit note
 * reversed it); staff approve it, or take the approval back before it is sent; and the approved
 * ones of payments with an account are marked sent in one transaction under a transfer file's
 * id, the customers' mails queued in it, so each goes into one file only.
 */
import { randomUUID } from 'node:crypto';
import type { InferResult } from 'kysely';
import type { RefundReason, RefundState } from '../../database/column-values.ts';
import { compiledOnce, query } from '../../database/queries.ts';
import type { Sql } from '../../database/sql.ts';
import type { OutgoingMail } from '../../outbox/mail-message.ts';

const PREFIX = 'refund-';

/** The transfer of a refund staff paid by hand (its payment named no account). */
export const BY_HAND = 'by hand';

/** Whether an id (the CMS outbox's) names a refund. */
export const isRefundId = (id: string): boolean => id.startsWith(PREFIX);

/** A new refund's id: short enough to be its transfer's end-to-end id (at most 35 characters). */
export const newRefundId = (): string => `${PREFIX}${randomUUID().replaceAll('-', '').slice(0, 24)}`;

/** A refund, with the account it goes to (the payment's) and the invoice's number and registration. */
export interface RefundRecord {
  readonly id: string;
  readonly paymentId: string;
  readonly invoiceId: string;
  readonly reason: RefundReason;
  /** Cents. */
  readonly amount: number;
  readonly state: RefundState;
  readonly owedAt: number;
  readonly approvedAt: number | null;
  readonly sentAt: number | null;
  readonly transfer: string | null;
  readonly payerName: string | null;
  readonly payerIban: string | null;
  readonly invoiceNumber: string;
  readonly registrationId: string;
}

const DETAILS = [
  'refunds.id',
  'refunds.payment_id',
  'refunds.invoice_id',
  'refunds.reason',
  'refunds.amount',
  'refunds.state',
  'refunds.owed_at',
  'refunds.approved_at',
  'refunds.sent_at',
  'refunds.transfer',
  'payments.payer_name',
  'payments.payer_iban',
  'invoices.number',
  'invoices.registration_id',
] as const;

const detailed = () =>
  query
    .selectFrom('refunds')
    .innerJoin('payments', 'payments.id', 'refunds.payment_id')
    .innerJoin('invoices', 'invoices.id', 'refunds.invoice_id')
    .select(DETAILS);

type DetailRow = InferResult<ReturnType<typeof detailed>>[number];

const statements = {
  owe: compiledOnce((i: { id: string; paymentId: string; invoiceId: string; reason: RefundReason; amount: number; at: number }) =>
    query
      .insertInto('refunds')
      .values({
        id: i.id,
        payment_id: i.paymentId,
        invoice_id: i.invoiceId,
        reason: i.reason,
        amount: i.amount,
        state: 'owed',
        owed_at: i.at,
      })
      .onConflict((conflict) => conflict.columns(['payment_id', 'invoice_id', 'reason']).doNothing()),
  ),
  allocationsOf: compiledOnce((i: { invoiceId: string }) =>
    query.selectFrom('payment_allocations').select(['payment_id', 'amount']).where('invoice_id', '=', i.invoiceId).orderBy('payment_id'),
  ),
  approve: compiledOnce((i: { id: string; at: number }) =>
    query.updateTable('refunds').set({ state: 'approved', approved_at: i.at }).where('id', '=', i.id).where('state', '=', 'owed'),
  ),
  withdraw: compiledOnce((i: { id: string }) =>
    query.updateTable('refunds').set({ state: 'owed', approved_at: null }).where('id', '=', i.id).where('state', '=', 'approved'),
  ),
  // Only those of a payment with an account: another is paid back by hand.
  send: compiledOnce((i: { transfer: string; at: number }) =>
    query
      .updateTable('refunds')
      .set({ state: 'sent', sent_at: i.at, transfer: i.transfer })
      .where('state', '=', 'approved')
      .where('payment_id', 'in', (eb) => eb.selectFrom('payments').select('id').where('payer_iban', 'is not', null)),
  ),
  // An approved refund of a payment without an account, paid by hand.
  sendByHand: compiledOnce((i: { id: string; at: number }) =>
    query
      .updateTable('refunds')
      .set({ state: 'sent', sent_at: i.at, transfer: BY_HAND })
      .where('id', '=', i.id)
      .where('state', '=', 'approved')
      .where('payment_id', 'in', (eb) => eb.selectFrom('payments').select('id').where('payer_iban', 'is', null)),
  ),
  byId: compiledOnce((i: { id: string }) => detailed().where('refunds.id', '=', i.id)),
  ofTransfer: compiledOnce((i: { transfer: string }) =>
    detailed().where('refunds.transfer', '=', i.transfer).orderBy('refunds.approved_at').orderBy('invoices.number').orderBy('refunds.id'),
  ),
  every: compiledOnce(() => detailed().orderBy('refunds.owed_at').orderBy('invoices.number').orderBy('refunds.id')),
};

const recordOf = (row: DetailRow): RefundRecord => ({
  id: row.id,
  paymentId: row.payment_id,
  invoiceId: row.invoice_id,
  reason: row.reason,
  amount: Number(row.amount),
  state: row.state,
  owedAt: Number(row.owed_at),
  approvedAt: row.approved_at === null ? null : Number(row.approved_at),
  sentAt: row.sent_at === null ? null : Number(row.sent_at),
  transfer: row.transfer,
  payerName: row.payer_name,
  payerIban: row.payer_iban,
  invoiceNumber: row.number,
  registrationId: row.registration_id,
});

/** A refund to owe: which payment, for which invoice, why and how much (cents). */
export interface OwedRefund {
  readonly paymentId: string;
  readonly invoiceId: string;
  readonly reason: RefundReason;
  readonly amount: number;
}

/** Inside a transaction: owes `refund` back at `at`, unless it is owed already. */
export async function oweRefund(db: Sql, refund: OwedRefund, at: number): Promise<void> {
  await db.run(statements.owe({ id: newRefundId(), ...refund, at }));
}

/** The refunds on `db`; `enqueue` queues mails in the transaction that marks refunds sent. */
export function openRefunds(db: Sql, enqueue: (mails: OutgoingMail[], now: number) => Promise<void>) {
  return {
    /** Inside a transaction: what a paid invoice received is owed back, now that a credit note reversed it (one refund per payment). */
    async oweCredited(invoiceId: string, at: number): Promise<void> {
      for (const row of await db.all(statements.allocationsOf({ invoiceId })))
        await oweRefund(db, { paymentId: row.payment_id, invoiceId, reason: 'credited', amount: Number(row.amount) }, at);
    },
    /** Approves an owed refund; false when it was not owed. */
    approve: async (id: string, at: number) => (await db.run(statements.approve({ id, at }))).changes > 0,
    /** Records an approved refund of a payment without an account as paid by hand at `at`; false when it is not one. */
    sendByHand: async (id: string, at: number) => (await db.run(statements.sendByHand({ id, at }))).changes > 0,
    /** Takes an approval back before the refund is sent; false when it was not approved. */
    withdraw: async (id: string) => (await db.run(statements.withdraw({ id }))).changes > 0,
    async get(id: string): Promise<RefundRecord | undefined> {
      const row = await db.get(statements.byId({ id }));
      return row && recordOf(row);
    },
    every: async (): Promise<RefundRecord[]> => (await db.all(statements.every({}))).map(recordOf),
    /** The refunds sent under a transfer file's id. */
    ofTransfer: async (transfer: string): Promise<RefundRecord[]> => (await db.all(statements.ofTransfer({ transfer }))).map(recordOf),
    /**
     * Marks every approved refund of a payment with an account sent under `transfer`, and queues
     * the mails `mailsOf` writes of them, in one transaction: those sent.
     */
    sendApproved: (transfer: string, at: number, mailsOf: (sent: readonly RefundRecord[]) => Promise<OutgoingMail[]>) =>
      db.transaction(async () => {
        await db.run(statements.send({ transfer, at }));
        const sent = (await db.all(statements.ofTransfer({ transfer }))).map(recordOf);
        const mails = await mailsOf(sent);
        if (mails.length > 0) await enqueue(mails, at);
        return sent;
      }),
  };
}

export type Refunds = ReturnType<typeof openRefunds>;
