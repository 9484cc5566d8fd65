/**
 * The payments (migration 15): each incoming payment of a bank statement once, by the bank's
 * key of its entry (a second import of it writes nothing), with what it paid of which invoice and
 * what of it is owed back (refunds-table.ts); an invoice whose payments add up to its amount is
 * paid, on the value day of the last. And the
 * invoices a payment may pay, with what is still owed of each.
 */

import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { PaymentState, UnmatchedReason } from '../../database/column-values.ts';
import { compiledOnce, query } from '../../database/queries.ts';
import type { Sql } from '../../database/sql.ts';
import { storedJson } from '../../database/stored-json.ts';
import type { Database } from '../../database/tables.ts';
import type { OutgoingMail } from '../../outbox/mail-message.ts';
import type { IncomingPayment } from '../rules/camt.ts';
import type { Allocation, PayableInvoice } from '../rules/matching.ts';
import { oweRefund } from './refunds-table.ts';

/** The invoices staff are shown for a payment, as stored: their ids. */
const SUGGESTIONS = z.array(z.string());

/** How many receipts are queued by one statement. */
const MAILS_A_STATEMENT = 200;

/** Where a payment went: to invoices (what it paid of each, and what of it is owed back), or to staff (why, and the likely invoices). */
export interface PaymentOutcome {
  readonly state: PaymentState;
  readonly reason: UnmatchedReason | null;
  readonly suggestions: readonly string[];
  readonly allocations: readonly Allocation[];
  readonly owedBack: number;
}

/** A payment as recorded, with the message it came in. */
export interface PaymentRecord extends IncomingPayment, PaymentOutcome {
  readonly id: string;
  readonly statement: string;
  readonly importedAt: number;
}

const statements = {
  insert: compiledOnce(
    (i: {
      id: string;
      entryKey: string;
      statement: string;
      amount: number;
      currency: string;
      bookingDate: string;
      valueDate: string;
      payerName: string | null;
      payerIban: string | null;
      remittance: string;
      bankReference: string | null;
      endToEndId: string | null;
      state: PaymentState;
      reason: UnmatchedReason | null;
      suggestions: string;
      owedBack: number;
      importedAt: number;
    }) =>
      query
        .insertInto('payments')
        .values({
          id: i.id,
          entry_key: i.entryKey,
          statement: i.statement,
          amount: i.amount,
          currency: i.currency,
          booking_date: i.bookingDate,
          value_date: i.valueDate,
          payer_name: i.payerName,
          payer_iban: i.payerIban,
          remittance: i.remittance,
          bank_reference: i.bankReference,
          end_to_end_id: i.endToEndId,
          state: i.state,
          reason: i.reason,
          suggestions: i.suggestions,
          owed_back: i.owedBack,
          imported_at: i.importedAt,
        })
        .onConflict((conflict) => conflict.column('entry_key').doNothing()),
  ),
  allocate: compiledOnce((i: { paymentId: string; invoiceId: string; amount: number }) =>
    query.insertInto('payment_allocations').values({ payment_id: i.paymentId, invoice_id: i.invoiceId, amount: i.amount }),
  ),
  // Paid once what it received adds up to its amount; a credited invoice stays credited.
  settle: compiledOnce((i: { id: string; at: string }) =>
    query
      .updateTable('invoices')
      .set({ status: 'paid', paid_at: i.at })
      .where('id', '=', i.id)
      .where('status', '=', 'open')
      .where(
        ({ selectFrom }) =>
          selectFrom('payment_allocations')
            .select(({ fn, lit }) => fn.coalesce(fn.sum<number>('amount'), lit(0)).as('received'))
            .whereRef('payment_allocations.invoice_id', '=', 'invoices.id'),
        '>=',
        ({ ref }) => ref('invoices.gross'),
      ),
  ),
  // Every invoice (not a credit note) with its registration's reference and what it has received.
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
  // Only one waiting for staff: assigned once.
  assign: compiledOnce((i: { id: string; owedBack: number }) =>
    query
      .updateTable('payments')
      .set({ state: 'assigned', reason: null, owed_back: i.owedBack })
      .where('id', '=', i.id)
      .where('state', '=', 'unmatched'),
  ),
  recorded: compiledOnce((i: { key: string }) => query.selectFrom('payments').select('entry_key').where('entry_key', '=', i.key)),
  allocations: compiledOnce(() => query.selectFrom('payment_allocations').selectAll()),
  received: compiledOnce((i: { id: string }) =>
    query
      .selectFrom('payment_allocations')
      .select(({ fn, lit }) => fn.coalesce(fn.sum<number>('amount'), lit(0)).as('received'))
      .where('invoice_id', '=', i.id),
  ),
};

/** A payment to record, with where it went. */
export interface NewPayment extends PaymentOutcome {
  readonly id: string;
  readonly payment: IncomingPayment;
  readonly statement: string;
}

/**
 * Inside a transaction: what payment `paymentId` paid of each invoice, an invoice it completes
 * paid on its value day, and what it brought beyond them owed back, for the last of them.
 */
async function allocate(
  db: Sql,
  paymentId: string,
  outcome: Pick<PaymentOutcome, 'allocations' | 'owedBack'>,
  valueDate: string,
  at: number,
) {
  for (const allocation of outcome.allocations) {
    await db.run(statements.allocate({ paymentId, invoiceId: allocation.invoiceId, amount: allocation.amount }));
    await db.run(statements.settle({ id: allocation.invoiceId, at: `${valueDate}T00:00:00.000Z` }));
  }
  const last = outcome.allocations.at(-1);
  if (outcome.owedBack > 0 && last)
    await oweRefund(db, { paymentId, invoiceId: last.invoiceId, reason: 'overpaid', amount: outcome.owedBack }, at);
}

/**
 * Inside a transaction: records `payment` unless its entry was recorded before (false), with
 * what it paid of each invoice; an invoice it completes becomes paid on its value day.
 */
async function recordPayment(db: Sql, payment: NewPayment, at: number): Promise<boolean> {
  const { payment: incoming } = payment;
  const inserted = await db.run(
    statements.insert({
      id: payment.id,
      entryKey: incoming.key,
      statement: payment.statement,
      amount: incoming.amount,
      currency: incoming.currency,
      bookingDate: incoming.bookingDate,
      valueDate: incoming.valueDate,
      payerName: incoming.payerName,
      payerIban: incoming.payerIban,
      remittance: incoming.remittance,
      bankReference: incoming.bankReference,
      endToEndId: incoming.endToEndId,
      state: payment.state,
      reason: payment.reason,
      suggestions: JSON.stringify(payment.suggestions),
      owedBack: payment.owedBack,
      importedAt: at,
    }),
  );
  if (inserted.changes === 0) return false;
  await allocate(db, payment.id, payment, incoming.valueDate, at);
  return true;
}

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
    /** Records `payments` in one transaction, each once, and queues `mails` in it: how many were new. */
    recordAll: (payments: readonly NewPayment[], at: number, mails: readonly OutgoingMail[] = []): Promise<number> =>
      db.transaction(async () => {
        let recorded = 0;
        for (const payment of payments) if (await recordPayment(db, payment, at)) recorded++;
        // A few hundred a statement: one statement of thousands of rows took seconds to build.
        for (let from = 0; from < mails.length; from += MAILS_A_STATEMENT) await enqueue(mails.slice(from, from + MAILS_A_STATEMENT), at);
        return recorded;
      }),
    async get(id: string): Promise<PaymentRecord | undefined> {
      const row = await db.get(statements.byId({ id }));
      if (!row) return undefined;
      const allocations = (await db.all(statements.allocationsOf({ id }))).map((allocation) => ({
        invoiceId: allocation.invoice_id,
        amount: Number(allocation.amount),
      }));
      return paymentRecordOf(row, allocations);
    },
    /**
     * Assigns a payment waiting for staff to invoices in one transaction, as `record` does, with
     * `mails` queued (the receipts): false when it was not waiting (assigned meanwhile).
     */
    assign: (
      id: string,
      outcome: Pick<PaymentOutcome, 'allocations' | 'owedBack'>,
      valueDate: string,
      at: number,
      mails: readonly OutgoingMail[],
    ) =>
      db.transaction(async () => {
        if ((await db.run(statements.assign({ id, owedBack: outcome.owedBack }))).changes === 0) return false;
        await allocate(db, id, outcome, valueDate, at);
        if (mails.length > 0) await enqueue([...mails], at);
        return true;
      }),
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
