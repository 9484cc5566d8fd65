/**
 * Payments booked: each incoming payment recorded once, by the bank's key of its entry, with what
 * it paid of which invoice and what of it is owed back (refunds-table.ts), an invoice it
 * completes paid on its value day and its receipt queued; and staff's assignment of one waiting
 * for them. Each books against what the invoices owe as they stand in its own transaction, their
 * registrations held as billing holds them, so a payment booked meanwhile or a credit note is
 * never paid over.
 */
import type { PaymentState, UnmatchedReason } from '../../database/column-values.ts';
import { compiledOnce, query } from '../../database/queries.ts';
import type { Sql } from '../../database/sql.ts';
import type { OutgoingMail } from '../../outbox/mail-message.ts';
import { holdRegistration } from '../../registrations/store/entry-rows.ts';
import type { IncomingPayment } from '../rules/camt.ts';
import { type Allocation, assignedTo } from '../rules/matching.ts';
import { oweRefund } from './refunds-table.ts';

type Enqueue = (mails: OutgoingMail[], now: number) => Promise<void>;

/** What staff's assignment books: the payment, the invoices named in order, the payment's amount and value day, when, and the receipts by invoice. */
export type AssignRequest = [
  id: string,
  invoiceIds: readonly string[],
  payment: { readonly amount: number; readonly valueDate: string },
  at: number,
  receipts: ReadonlyMap<string, OutgoingMail>,
];

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
  // An invoice as it stands: its registration, status, amount and what it has received.
  standing: compiledOnce((i: { id: string }) =>
    query
      .selectFrom('invoices')
      .select(['registration_id', 'status', 'gross'])
      .select(({ selectFrom }) =>
        selectFrom('payment_allocations')
          .select(({ fn, lit }) => fn.coalesce(fn.sum<number>('amount'), lit(0)).as('received'))
          .whereRef('payment_allocations.invoice_id', '=', 'invoices.id')
          .as('received'),
      )
      .where('id', '=', i.id)
      .where('kind', '=', 'invoice'),
  ),
  // Only one waiting for staff: assigned once.
  assign: compiledOnce((i: { id: string; owedBack: number }) =>
    query
      .updateTable('payments')
      .set({ state: 'assigned', reason: null, owed_back: i.owedBack })
      .where('id', '=', i.id)
      .where('state', '=', 'unmatched'),
  ),
};

/** What came of staff's assignment: what it paid of each invoice and what is owed back, or why nothing was done. */
export type Assignment =
  | { readonly kind: 'assigned'; readonly allocations: readonly Allocation[]; readonly owedBack: number }
  | { readonly kind: 'taken' }
  | { readonly kind: 'settled'; readonly invoiceIds: readonly string[] };

/** A payment to record, with where it went. */
export interface NewPayment extends PaymentOutcome {
  readonly id: string;
  readonly payment: IncomingPayment;
  readonly statement: string;
}

/**
 * Inside a transaction: what each of `invoiceIds` still owes as it stands now (cents; nothing once
 * paid or credited), each one's registration held first on PostgreSQL, as billing and staff's
 * edits hold it, so no credit note or other payment changes it before the transaction ends.
 */
async function owingNow(db: Sql, invoiceIds: readonly string[]): Promise<Map<string, number>> {
  const owing = new Map<string, number>();
  for (const id of invoiceIds) {
    const before = await db.get(statements.standing({ id }));
    if (before) await holdRegistration(db, before.registration_id);
    const row = before && (await db.get(statements.standing({ id })));
    owing.set(id, row?.status === 'open' ? Math.max(0, Number(row.gross) - Number(row.received ?? 0)) : 0);
  }
  return owing;
}

/**
 * Inside a transaction: what payment `paymentId` paid of each invoice, an invoice it completes
 * paid on its value day, and what it brought beyond them owed back, for the last of them: the
 * receipts (of `receipts`, by invoice) of the invoices it completed.
 */
async function allocate(
  db: Sql,
  paymentId: string,
  outcome: Pick<PaymentOutcome, 'allocations' | 'owedBack'>,
  valueDate: string,
  at: number,
  receipts: ReadonlyMap<string, OutgoingMail>,
): Promise<OutgoingMail[]> {
  const mails: OutgoingMail[] = [];
  for (const allocation of outcome.allocations) {
    await db.run(statements.allocate({ paymentId, invoiceId: allocation.invoiceId, amount: allocation.amount }));
    const settled = await db.run(statements.settle({ id: allocation.invoiceId, at: `${valueDate}T00:00:00.000Z` }));
    const receipt = receipts.get(allocation.invoiceId);
    if (settled.changes > 0 && receipt) mails.push(receipt);
  }
  const last = outcome.allocations.at(-1);
  if (outcome.owedBack > 0 && last)
    await oweRefund(db, { paymentId, invoiceId: last.invoiceId, reason: 'overpaid', amount: outcome.owedBack }, at);
  return mails;
}

/**
 * Inside a transaction: records `matched` unless its entry was recorded before (null), with what
 * it paid of each invoice; an invoice it completes becomes paid on its value day. Should an
 * invoice it pays owe less by now than it was matched against (paid meanwhile through staff's
 * assignment, or credited), it goes to staff instead. The receipts of the invoices it completed.
 */
async function recordPayment(db: Sql, matched: NewPayment, at: number, receipts: ReadonlyMap<string, OutgoingMail>) {
  const { payment: incoming } = matched;
  const invoiceIds = matched.allocations.map(({ invoiceId }) => invoiceId);
  const owing = await owingNow(db, invoiceIds);
  const changed = matched.allocations.some(({ invoiceId, amount }) => amount > (owing.get(invoiceId) ?? 0));
  const payment: NewPayment = changed
    ? { ...matched, state: 'unmatched', reason: 'settled', suggestions: invoiceIds, allocations: [], owedBack: 0 }
    : matched;
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
  if (inserted.changes === 0) return null;
  return allocate(db, payment.id, payment, incoming.valueDate, at, receipts);
}

/**
 * Records `payments` in one transaction, each once, and queues in it the receipts (of
 * `receipts`, by invoice) of the invoices they completed: how many were new.
 */
export const recordPayments = (
  db: Sql,
  enqueue: Enqueue,
  payments: readonly NewPayment[],
  at: number,
  receipts: ReadonlyMap<string, OutgoingMail>,
): Promise<number> =>
  db.transaction(async () => {
    let recorded = 0;
    const mails: OutgoingMail[] = [];
    for (const payment of payments) {
      const sent = await recordPayment(db, payment, at, receipts);
      if (sent === null) continue;
      recorded++;
      mails.push(...sent);
    }
    // A few hundred a statement: one statement of thousands of rows took seconds to build.
    for (let from = 0; from < mails.length; from += MAILS_A_STATEMENT) await enqueue(mails.slice(from, from + MAILS_A_STATEMENT), at);
    return recorded;
  });

/**
 * Assigns payment `id`, waiting for staff, of `payment.amount` cents to `invoiceIds` in one
 * transaction: each in turn gets what it still owes as it stands now (assignedTo), the rest is
 * owed back, and the receipts (of `receipts`) of the invoices it completes are queued. Refused
 * when the payment was assigned meanwhile, or an invoice owes nothing now.
 */
export const assignPayment = (db: Sql, enqueue: Enqueue, ...[id, invoiceIds, payment, at, receipts]: AssignRequest): Promise<Assignment> =>
  db.transaction(async (): Promise<Assignment> => {
    const owing = await owingNow(db, invoiceIds);
    const settled = invoiceIds.filter((invoiceId) => (owing.get(invoiceId) ?? 0) <= 0);
    if (settled.length > 0) return { kind: 'settled', invoiceIds: settled };
    const outcome = assignedTo(
      payment.amount,
      invoiceIds.map((invoiceId) => ({ id: invoiceId, number: '', reference: '', outstanding: owing.get(invoiceId) ?? 0 })),
    );
    if ((await db.run(statements.assign({ id, owedBack: outcome.owedBack }))).changes === 0) return { kind: 'taken' };
    const mails = await allocate(db, id, outcome, payment.valueDate, at, receipts);
    if (mails.length > 0) await enqueue(mails, at);
    return { kind: 'assigned', ...outcome };
  });
