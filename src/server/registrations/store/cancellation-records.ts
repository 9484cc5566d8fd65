/**
 * Cancellations as staff record them (npm run registrations:cancel): a registration in any
 * state, all its places at once, each with what it cost by the terms when known; and the
 * places of every registration as they stand, cancelled or not, for the export.
 */

import { compiledOnce, query } from '../../database/queries.ts';
import type { Sql } from '../../database/sql.ts';
import type { CancellationFee } from '../rules/cancellation-fee.ts';
import type { Place } from '../rules/change-records.ts';
import { PLACE_COLUMNS, placeOf } from './place-rows.ts';

export type CancelResult = 'cancelled' | 'already-cancelled' | 'unknown';

const statements = {
  dateOf: compiledOnce((i: { id: string }) => query.selectFrom('registrations').select('date_id as dateId').where('id', '=', i.id)),
  insertCancellation: compiledOnce((i: { id: string; at: string; percent: number | null; fee: number | null }) =>
    query
      .insertInto('cancellations')
      .values({ registration_id: i.id, cancelled_at: i.at, fee_percent: i.percent, fee: i.fee })
      .onConflict((conflict) => conflict.doNothing()),
  ),
  cancelPlaces: compiledOnce((i: { at: string; percent: number | null; fee: number | null; id: string }) =>
    query
      .updateTable('participants')
      .set({ cancelled_at: i.at, fee_percent: i.percent, fee: i.fee })
      .where('registration_id', '=', i.id)
      .where('cancelled_at', 'is', null)
      .returning('position'),
  ),
  insertChange: compiledOnce((i: { id: string; at: string; details: string }) =>
    query
      .insertInto('changes')
      .values({ registration_id: i.id, position: null, kind: 'cancel', by: 'operator', at: i.at, details: i.details }),
  ),
  allPlaces: compiledOnce(() =>
    query
      .selectFrom('participants')
      .select(['registration_id as id', ...PLACE_COLUMNS])
      .orderBy('registration_id')
      .orderBy('position'),
  ),
  allCancellations: compiledOnce(() => query.selectFrom('cancellations').select(['registration_id as id', 'cancelled_at as at'])),
};

export function cancellationRecords(db: Sql) {
  const { dateOf, insertCancellation, cancelPlaces, insertChange, allPlaces, allCancellations } = statements;
  return {
    async cancel(id: string, at: string, fee: CancellationFee | null = null): Promise<CancelResult> {
      return db.transaction(async () => {
        const registration = await db.get(dateOf({ id }));
        if (registration === undefined) return 'unknown';
        const places = await db.all(cancelPlaces({ at, percent: fee?.percent ?? null, fee: fee?.amount ?? null, id }));
        const total = fee === null ? null : Math.round(fee.amount * places.length * 100) / 100;
        if ((await db.run(insertCancellation({ id, at, percent: fee?.percent ?? null, fee: total }))).changes === 0)
          return 'already-cancelled';
        const positions = places.map(({ position }) => position);
        const details = { positions, percent: fee?.percent ?? null, fee: total, dateId: registration.dateId };
        await db.run(insertChange({ id, at, details: JSON.stringify(details) }));
        return 'cancelled';
      });
    },
    cancellations: async () => new Map((await db.all(allCancellations({}))).map(({ id, at }) => [id, at])),
    async places(): Promise<Map<string, Place[]>> {
      const byRegistration = new Map<string, Place[]>();
      for (const row of await db.all(allPlaces({}))) byRegistration.set(row.id, [...(byRegistration.get(row.id) ?? []), placeOf(row)]);
      return byRegistration;
    },
  };
}
