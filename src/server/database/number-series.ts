/**
 * Numbers without gaps, one series each ('RE-2027' for invoices, 'RWA-2027' for certificates):
 * a counter row per series (`invoice_counters`), which the transaction that takes a number holds
 * until it commits. Servers on one PostgreSQL get consecutive numbers, and a transaction that
 * fails gives its number back.
 */
import { compiledOnce, query } from './queries.ts';
import type { Sql } from './sql.ts';

const statements = {
  openSeries: compiledOnce((i: { series: string }) =>
    query
      .insertInto('invoice_counters')
      .values({ series: i.series, last: 0 })
      .onConflict((conflict) => conflict.column('series').doNothing()),
  ),
  takeNumber: compiledOnce((i: { series: string }) =>
    query
      .updateTable('invoice_counters')
      .set((eb) => ({ last: eb('last', '+', 1) }))
      .where('series', '=', i.series)
      .returning('last'),
  ),
};

/** Inside a transaction: the next number of `series`, its counter held to the end of the transaction. */
export async function takeNumber(db: Sql, series: string): Promise<number> {
  await db.run(statements.openSeries({ series }));
  const row = await db.get(statements.takeNumber({ series }));
  if (!row) throw new Error(`no counter for the series ${series}`);
  return Number(row.last);
}
