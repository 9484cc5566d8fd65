/**
 * The reminders of unpaid invoices (migration 16): the open invoices, each with what it received
 * and the steps it went through; and each step taken once, its mail queued in the transaction
 * that records it, so no restart and no second server sends a reminder twice.
 */
import type { DunningStep } from '../../database/column-values.ts';
import { compiledOnce, query } from '../../database/queries.ts';
import type { Sql } from '../../database/sql.ts';
import { INVOICE_COLUMNS, type InvoiceRecord, invoiceRecordOf } from '../../invoices/store/invoice-records.ts';
import type { OutgoingMail } from '../../outbox/mail-message.ts';

/** An open invoice, with what it received (cents) and its steps so far. */
export interface OwingInvoice {
  readonly record: InvoiceRecord;
  readonly received: number;
  readonly taken: readonly { readonly step: DunningStep; readonly day: string }[];
}

/** A step to take: the invoice, the step, its day in Germany, and its mail (none: no mail). */
export interface DunningEntry {
  readonly invoiceId: string;
  readonly step: DunningStep;
  readonly day: string;
  readonly mails: readonly OutgoingMail[];
}

const statements = {
  owing: compiledOnce(() =>
    query
      .selectFrom('invoices')
      .select(INVOICE_COLUMNS)
      .select(({ selectFrom }) =>
        selectFrom('payment_allocations')
          .select(({ fn, lit }) => fn.coalesce(fn.sum<number>('amount'), lit(0)).as('received'))
          .whereRef('payment_allocations.invoice_id', '=', 'invoices.id')
          .as('received'),
      )
      .where('kind', '=', 'invoice')
      .where('status', '=', 'open')
      .orderBy('issued_at')
      .orderBy('number'),
  ),
  steps: compiledOnce(() =>
    query
      .selectFrom('invoice_reminders')
      .innerJoin('invoices', 'invoices.id', 'invoice_reminders.invoice_id')
      .select(['invoice_reminders.invoice_id', 'invoice_reminders.step', 'invoice_reminders.day'])
      .where('invoices.status', '=', 'open'),
  ),
  take: compiledOnce((i: { invoiceId: string; step: DunningStep; day: string; at: number }) =>
    query
      .insertInto('invoice_reminders')
      .values({ invoice_id: i.invoiceId, step: i.step, day: i.day, sent_at: i.at })
      .onConflict((conflict) => conflict.columns(['invoice_id', 'step']).doNothing()),
  ),
  // Still open and not disputed, as it stands in the transaction that takes a step.
  stillDue: compiledOnce((i: { id: string }) =>
    query.selectFrom('invoices').select('id').where('id', '=', i.id).where('status', '=', 'open').where('disputed_at', 'is', null),
  ),
  ofInvoice: compiledOnce((i: { id: string }) =>
    query.selectFrom('invoice_reminders').select(['step', 'day']).where('invoice_id', '=', i.id).orderBy('day'),
  ),
};

/** The reminders on `db`; `enqueue` queues mails in the transaction that records their step. */
export function openDunning(db: Sql, enqueue: (mails: OutgoingMail[], now: number) => Promise<void>) {
  return {
    /** Every open invoice, oldest first, with what it received and its steps. */
    async owing(): Promise<OwingInvoice[]> {
      const taken = new Map<string, { step: DunningStep; day: string }[]>();
      for (const row of await db.all(statements.steps({})))
        taken.set(row.invoice_id, [...(taken.get(row.invoice_id) ?? []), { step: row.step, day: row.day }]);
      return (await db.all(statements.owing({}))).map((row) => ({
        record: invoiceRecordOf(row),
        received: Number(row.received ?? 0),
        taken: taken.get(row.id) ?? [],
      }));
    },
    /** The steps an invoice went through, in order. */
    taken: async (invoiceId: string) => db.all(statements.ofInvoice({ id: invoiceId })),
    /** Takes `entries` in one transaction, each once and only of an invoice still open and not disputed, queuing the mails of those new: those taken now. */
    take: (entries: readonly DunningEntry[], at: number): Promise<DunningEntry[]> =>
      db.transaction(async () => {
        const taken: DunningEntry[] = [];
        for (const entry of entries) {
          // Paid, credited or marked disputed since the steps were worked out: none is taken.
          if (!(await db.get(statements.stillDue({ id: entry.invoiceId })))) continue;
          const inserted = await db.run(statements.take({ invoiceId: entry.invoiceId, step: entry.step, day: entry.day, at }));
          if (inserted.changes === 0) continue;
          taken.push(entry);
          if (entry.mails.length > 0) await enqueue([...entry.mails], at);
        }
        return taken;
      }),
  };
}

export type Dunning = ReturnType<typeof openDunning>;
