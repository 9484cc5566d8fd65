/** Which registrations billing is to look at (billing.ts): the query, on either engine. */
import { query } from '../../database/queries.ts';

/**
 * The confirmed registrations due a look (InvoiceRecords.dueForBilling): of the ended dates
 * named (whole numbers, as the content's ids are) or cancelled as a whole, never billed or
 * changed since.
 */
export function dueForBilling(endedDateIds: readonly number[] | 'all') {
  const ended = endedDateIds === 'all' ? null : endedDateIds.filter(Number.isInteger);
  return query
    .selectFrom('registrations as r')
    .select('r.id')
    .where('r.status', '=', 'confirmed')
    .$if(ended !== null, (select) =>
      select.where(({ or, eb, exists, selectFrom }) =>
        or([
          ...(ended && ended.length > 0 ? [eb('r.date_id', 'in', ended)] : []),
          exists(selectFrom('cancellations as c').select('c.registration_id').whereRef('c.registration_id', '=', 'r.id')),
        ]),
      ),
    )
    .where(({ or, eb, exists, selectFrom, fn, lit }) =>
      or([
        eb('r.billed_at', 'is', null),
        exists(
          selectFrom('changes as c')
            .select('c.id')
            .whereRef('c.registration_id', '=', 'r.id')
            .where('c.id', '>', fn.coalesce('r.billed_change', lit(0))),
        ),
      ]),
    )
    .orderBy('r.created_at')
    .orderBy('r.rowid');
}
