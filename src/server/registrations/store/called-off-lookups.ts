/**
 * Who is still to be told of a date the academy called off (called-off-dates.ts): the
 * registrations with places still taken on it or a fee for a place cancelled on it before, and
 * the people on its waiting list who have not had the mail saying so.
 */

import type { Sql } from '../../database/sql.ts';
import { ENTRY_COLUMNS, type EntryRow, fromRow } from '../rules/entry-rows.ts';
import type { StoredWaitlistEntry } from './waitlist-table.ts';

/** The look-ups: registrations with places taken or fees standing on a date, and its waiting people not told yet. */
export function calledOffLookups(db: Sql) {
  const taken = db.prepare(
    'SELECT DISTINCT registration_id AS id FROM participants WHERE date_id = $1 AND confirmed = 1 AND (cancelled_at IS NULL OR (fee > 0 AND fee_waived_at IS NULL))',
  );
  const untold = db.prepare(
    `SELECT ${ENTRY_COLUMNS.map((column) => `w.${column}`).join(', ')} FROM waitlist w WHERE w.date_id = $1 AND w.status = 'confirmed'
       AND NOT EXISTS (SELECT 1 FROM mail_outbox m WHERE m.entry_id = w.id AND m.kind = 'date-cancelled') ORDER BY w.rowid`,
  );
  return {
    registrationsToTell: async (dateId: number) => (await taken.all<{ id: string }>(dateId)).map(({ id }) => id),
    waitingUntold: async (dateId: number): Promise<StoredWaitlistEntry[]> =>
      (await untold.all<EntryRow>(dateId)).map((row) => fromRow(row)),
  };
}
