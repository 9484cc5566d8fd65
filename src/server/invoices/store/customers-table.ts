/**
 * The billing customers' numbers (migration 19): each customer's, by the key it is known by
 * (../rules/customers.ts), taken from a series of its own the first time it is asked for.
 */
import { takeNumber } from '../../database/number-series.ts';
import { compiledOnce, query } from '../../database/queries.ts';
import type { Sql } from '../../database/sql.ts';

/** The number series of the customers (invoice_counters), not tied to a year. */
const CUSTOMER_SERIES = 'customers';

const statements = {
  numberOf: compiledOnce((i: { key: string }) => query.selectFrom('customers').select('number').where('customer_key', '=', i.key)),
  add: compiledOnce((i: { key: string; number: number; name: string; at: string }) =>
    query
      .insertInto('customers')
      .values({ customer_key: i.key, number: i.number, name: i.name, created_at: i.at })
      .onConflict((conflict) => conflict.column('customer_key').doNothing()),
  ),
};

/**
 * Inside a transaction: the number of the customer known by `key`, a new one of the series from
 * `first` on for one not known yet, recorded with `name` at `at` (ISO 8601).
 */
export async function customerNumber(db: Sql, customer: { key: string; name: string; first: number; at: string }): Promise<number> {
  const known = await db.get(statements.numberOf({ key: customer.key }));
  if (known) return Number(known.number);
  const number = customer.first - 1 + (await takeNumber(db, CUSTOMER_SERIES));
  await db.run(statements.add({ key: customer.key, number, name: customer.name, at: customer.at }));
  // Another server's transaction may have added them first: theirs is the number.
  return Number((await db.get(statements.numberOf({ key: customer.key })))?.number);
}
