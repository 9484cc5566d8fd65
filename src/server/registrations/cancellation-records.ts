/**
 * Cancellations as staff record them (npm run registrations:cancel): a registration in any
 * state, all its places at once, each with what it cost by the terms when known; and the
 * places of every registration as they stand, cancelled or not, for the export.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { CancellationFee } from './cancellation-fee.ts';
import { inTransaction } from './database.ts';
import { type Place, type PlaceRow, placeOf } from './participant-changes.ts';

export type CancelResult = 'cancelled' | 'already-cancelled' | 'unknown';

export function cancellationRecords(db: DatabaseSync) {
  const exists = db.prepare('SELECT 1 AS found FROM registrations WHERE id = ?');
  const insertCancellation = db.prepare(
    'INSERT INTO cancellations (registration_id, cancelled_at, fee_percent, fee) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
  );
  const cancelPlaces = db.prepare(
    'UPDATE participants SET cancelled_at = ?, fee_percent = ?, fee = ? WHERE registration_id = ? AND cancelled_at IS NULL RETURNING position',
  );
  const insertChange = db.prepare(
    "INSERT INTO changes (registration_id, position, kind, by, at, details) VALUES (?1, NULL, 'cancel', 'operator', ?2, json_set(?3, '$.dateId', (SELECT date_id FROM registrations WHERE id = ?1)))",
  );
  const allPlaces = db.prepare(
    'SELECT registration_id AS id, position, email, on_site, cancelled_at, fee_percent, fee FROM participants ORDER BY registration_id, position',
  );
  const allCancellations = db.prepare('SELECT registration_id AS id, cancelled_at AS at FROM cancellations');
  return {
    cancel(id: string, at: string, fee: CancellationFee | null = null): CancelResult {
      if (exists.get(id) === undefined) return 'unknown';
      return inTransaction(db, () => {
        const places = cancelPlaces.all(at, fee?.percent ?? null, fee?.amount ?? null, id) as Array<{ position: number }>;
        const total = fee === null ? null : Math.round(fee.amount * places.length * 100) / 100;
        if (insertCancellation.run(id, at, fee?.percent ?? null, total).changes === 0) return 'already-cancelled';
        const positions = places.map(({ position }) => position);
        insertChange.run(id, at, JSON.stringify({ positions, percent: fee?.percent ?? null, fee: total }));
        return 'cancelled';
      });
    },
    cancellations: () => new Map((allCancellations.all() as Array<{ id: string; at: string }>).map(({ id, at }) => [id, at])),
    places(): Map<string, Place[]> {
      const byRegistration = new Map<string, Place[]>();
      for (const row of allPlaces.all() as unknown as Array<PlaceRow & { id: string }>)
        byRegistration.set(row.id, [...(byRegistration.get(row.id) ?? []), placeOf(row)]);
      return byRegistration;
    },
  };
}
