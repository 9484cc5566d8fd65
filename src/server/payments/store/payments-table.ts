/**
 * The payments (migration 15): each incoming payment of a bank statement as recorded, with what
 * it paid of which invoice and what of it is owed back; the invoices a payment may pay, with what
 * is still owed of each; and the booking of new ones and of staff's assignments, in
 * payment-bookings.ts.
 */

import type { Selectable } from 'kysely';
import { z } from 'zod';
import { compiledOnce, query } from '../../database/queries.ts';
import type { Sql } from '../../database/sql.ts';
import { storedJson } from '../../database/stored-json.ts';
import type { Database } from '../../database/tables.ts';
import type { OutgoingMail } from '../../outbox/mail-message.ts';
import type { IncomingPayment } from '../rules/camt.ts';
import type { Allocation, PayableInvoice } from '../rules/matching.ts';
import { type AssignRequest, assignPayment, type NewPayment, type PaymentOutcome, recordPayments } from './payment-bookings.ts';

/** The invoices staff are shown for a payment, as stored: their ids. */
const SUGGESTIONS = z.array(z.string());

/** A payment as recorded, with the message it came in. */
export interface PaymentRecord extends IncomingPayment, PaymentOutcome {
  readonly id: string;
  readonly statement: string;
  readonly importedAt: number;
}

const statements = {
  payable: compiledOnce(() =>
    query
      .selectFrom('invoices')
      .innerJoin('registrations', 'registrations.id', 'invoices.registration_id')
      .leftJoin('payment_allocations', 'payment_allocations.invoice_id', 'invoices.id')
      .select(({ fn, lit }) => [
        'invoices.id',
        'invoices.number',
        'invoices.status',
        'invoices.gross',
        'registrations.reference',
        fn.coalesce(fn.sum<number>('payment_allocations.amount'), lit(0)).as('received'),
      ])
      .where('invoices.kind', '=', 'invoice')
      .groupBy(['invoices.id', 'invoices.number', 'invoices.status', 'invoices.gross', 'registrations.reference']),
  ),
  every: compiledOnce(() => query.selectFrom('payments').selectAll().orderBy('imported_at').orderBy('entry_key')),
  byId: compiledOnce((i: { id: string }) => query.selectFrom('payments').selectAll().where('id', '=', i.id)),
  allocationsOf: compiledOnce((i: { id: string }) => query.selectFrom('payment_allocations').selectAll().where('payment_id', '=', i.id)),
  recorded: compiledOnce((i: { key: string }) => query.selectFrom('payments').select('entry_key').where('entry_key', '=', i.key)),
  allocations: compiledOnce(() => query.selectFrom('payment_allocations').selectAll()),
  received: compiledOnce((i: { id: string }) =>
    query
      .selectFrom('payment_allocations')
      .select(({ fn, lit }) => fn.coalesce(fn.sum<number>('amount'), lit(0)).as('received'))
      .where('invoice_id', '=', i.id),
  ),
};

/** A payment's record from its row and what it paid. */
const paymentRecordOf = (row: Selectable<Database['payments']>, allocations: readonly Allocation[]): PaymentRecord => ({
  id: row.id,
  key: row.entry_key,
  statement: row.statement,
  amount: Number(row.amount),
  currency: row.currency,
  bookingDate: row.booking_date,
  valueDate: row.value_date,
  payerName: row.payer_name,
  payerIban: row.payer_iban,
  remittance: row.remittance,
  bankReference: row.bank_reference,
  endToEndId: row.end_to_end_id,
  state: row.state,
  reason: row.reason,
  suggestions: storedJson(SUGGESTIONS, row.suggestions, `payments.suggestions of ${row.id}`),
  allocations,
  owedBack: Number(row.owed_back),
  importedAt: Number(row.imported_at),
});

/** The payments on `db`; `enqueue` queues mails in the transaction that records them (the receipts). */
export function openPayments(db: Sql, enqueue: (mails: OutgoingMail[], now: number) => Promise<void>) {
  return {
    /** The invoices a payment may pay, with what is still owed of each (nothing of one paid or credited). */
    payable: async (): Promise<PayableInvoice[]> =>
      (await db.all(statements.payable({}))).map((row) => ({
        id: row.id,
        number: row.number,
        reference: row.reference ?? '',
        outstanding: row.status === 'open' ? Math.max(0, Number(row.gross) - Number(row.received)) : 0,
      })),
    /** What the payments recorded add up to for an invoice, cents. */
    received: async (invoiceId: string): Promise<number> => Number((await db.get(statements.received({ id: invoiceId })))?.received ?? 0),
    /** Which of `keys` are the entries of payments recorded before. */
    recordedOf: async (keys: readonly string[]): Promise<Set<string>> => {
      const found = await Promise.all(keys.map((key) => db.get(statements.recorded({ key }))));
      return new Set(found.flatMap((row) => (row ? [row.entry_key] : [])));
    },
    /**
     * Records `payments` in one transaction, each once, and queues in it the receipts (of
     * `receipts`, by invoice) of the invoices they completed: how many were new (payment-bookings.ts).
     */
    recordAll: (payments: readonly NewPayment[], at: number, receipts: ReadonlyMap<string, OutgoingMail> = new Map()) =>
      recordPayments(db, enqueue, payments, at, receipts),
    /** Assigns a payment waiting for staff to invoices (payment-bookings.ts). */
    assign: (...request: AssignRequest) => assignPayment(db, enqueue, ...request),
    async get(id: string): Promise<PaymentRecord | undefined> {
      const row = await db.get(statements.byId({ id }));
      if (!row) return undefined;
      const allocations = (await db.all(statements.allocationsOf({ id }))).map((allocation) => ({
        invoiceId: allocation.invoice_id,
        amount: Number(allocation.amount),
      }));
      return paymentRecordOf(row, allocations);
    },
    /** Every payment recorded, in the order they came, with what each paid. */
    every: async (): Promise<PaymentRecord[]> => {
      const allocations = new Map<string, Allocation[]>();
      for (const row of await db.all(statements.allocations({})))
        allocations.set(row.payment_id, [
          ...(allocations.get(row.payment_id) ?? []),
          { invoiceId: row.invoice_id, amount: Number(row.amount) },
        ]);
      return (await db.all(statements.every({}))).map((row) => paymentRecordOf(row, allocations.get(row.id) ?? []));
    },
  };
}

export type Payments = ReturnType<typeof openPayments>;
