/**
 * How often a discount code has been used: the registrations that booked with it and count,
 * confirmed or holding their seats and not cancelled as a whole, in all and of one company (by
 * its billing name in small letters, entry-rows.ts). Read in the submission's transaction.
 */
import { compiledOnce, query } from '../../database/queries.ts';
import type { Sql } from '../../database/sql.ts';
import { discountCompany } from './entry-rows.ts';

export interface CodeUses {
  readonly all: number;
  readonly company: number;
}

const uses = compiledOnce((i: { code: string; company: string; now: number }) =>
  query
    .selectFrom('registrations as r')
    .select(({ fn, eb, lit }) => [
      fn.countAll<number>().as('all'),
      fn.sum<number>(eb.case().when('r.discount_company', '=', i.company).then(lit(1)).else(lit(0)).end()).as('company'),
    ])
    .where('r.discount_code', '=', i.code)
    .where(({ eb, or, and }) =>
      or([eb('r.status', '=', 'confirmed'), and([eb('r.status', 'in', ['pending', 'known']), eb('r.held_until', '>', i.now)])]),
    )
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('cancellations as c').select('c.registration_id').whereRef('c.registration_id', '=', 'r.id'))),
    ),
);

export async function codeUses(db: Sql, code: string, company: string, now: number): Promise<CodeUses> {
  const row = await db.get(uses({ code, company: discountCompany(company), now }));
  return { all: Number(row?.all ?? 0), company: Number(row?.company ?? 0) };
}
