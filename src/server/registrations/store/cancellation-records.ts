/**
 * Cancellations as staff record them (npm run registrations:cancel): a registration in any
 * state, all its places at once, each with what it cost by the terms when known; and the
 * places of every registration as they stand, cancelled or not, for the export.
 */

import type { Sql } from '../../database/sql.ts';
import type { CancellationFee } from '../rules/cancellation-fee.ts';
import { PLACE_COLUMNS, type Place, type PlaceRow, placeOf } from '../rules/change-records.ts';

export type CancelResult = 'cancelled' | 'already-cancelled' | 'unknown';

export function cancellationRecords(db: Sql) {
  const dateOf = db.prepare('SELECT date_id AS "dateId" FROM registrations WHERE id = $1');
  const insertCancellation = db.prepare(
    'INSERT INTO cancellations (registration_id, cancelled_at, fee_percent, fee) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
  );
  const cancelPlaces = db.prepare(
    'UPDATE participants SET cancelled_at = $1, fee_percent = $2, fee = $3 WHERE registration_id = $4 AND cancelled_at IS NULL RETURNING position',
  );
  const insertChange = db.prepare(
    "INSERT INTO changes (registration_id, position, kind, by, at, details) VALUES ($1, NULL, 'cancel', 'operator', $2, $3)",
  );
  const allPlaces = db.prepare(`SELECT registration_id AS id, ${PLACE_COLUMNS} FROM participants ORDER BY registration_id, position`);
  const allCancellations = db.prepare('SELECT registration_id AS id, cancelled_at AS at FROM cancellations');
  return {
    async cancel(id: string, at: string, fee: CancellationFee | null = null): Promise<CancelResult> {
      return db.transaction(async () => {
        const registration = await dateOf.get<{ dateId: number }>(id);
        if (registration === undefined) return 'unknown';
        const places = await cancelPlaces.all<{ position: number }>(at, fee?.percent ?? null, fee?.amount ?? null, id);
        const total = fee === null ? null : Math.round(fee.amount * places.length * 100) / 100;
        if ((await insertCancellation.run(id, at, fee?.percent ?? null, total)).changes === 0) return 'already-cancelled';
        const positions = places.map(({ position }) => position);
        const details = { positions, percent: fee?.percent ?? null, fee: total, dateId: registration.dateId };
        await insertChange.run(id, at, JSON.stringify(details));
        return 'cancelled';
      });
    },
    cancellations: async () => new Map((await allCancellations.all<{ id: string; at: string }>()).map(({ id, at }) => [id, at])),
    async places(): Promise<Map<string, Place[]>> {
      const byRegistration = new Map<string, Place[]>();
      for (const row of await allPlaces.all<PlaceRow & { id: string }>())
        byRegistration.set(row.id, [...(byRegistration.get(row.id) ?? []), placeOf(row)]);
      return byRegistration;
    },
  };
}
