/**
 * Who is still to be told of a date the academy called off (called-off-dates.ts): the
 * registrations with places still taken on it or a fee for a place cancelled on it before, and
 * the people on its waiting list who have not had the mail saying so.
 */

import { compiledOnce, query } from '../../database/queries.ts';
import type { Sql } from '../../database/sql.ts';
import { ENTRY_COLUMNS, waitlistFromRow } from './entry-rows.ts';
import type { StoredWaitlistEntry } from './waitlist-table.ts';

/** The look-ups: registrations with places taken or fees standing on a date, and its waiting people not told yet. */
export function calledOffLookups(db: Sql) {
  return {
    registrationsToTell: async (dateId: number) => (await db.all(taken({ dateId }))).map(({ id }) => id),
    waitingUntold: async (dateId: number): Promise<StoredWaitlistEntry[]> => (await db.all(untold({ dateId }))).map(waitlistFromRow),
  };
}

const taken = compiledOnce((i: { dateId: number }) =>
  query
    .selectFrom('participants')
    .select('registration_id as id')
    .distinct()
    .where('date_id', '=', i.dateId)
    .where('confirmed', '=', 1)
    .where((eb) => eb.or([eb('cancelled_at', 'is', null), eb.and([eb('fee', '>', 0), eb('fee_waived_at', 'is', null)])])),
);

const untold = compiledOnce((i: { dateId: number }) =>
  query
    .selectFrom('waitlist as w')
    .select(ENTRY_COLUMNS.map((column) => `w.${column}` as const))
    .where('w.date_id', '=', i.dateId)
    .where('w.status', '=', 'confirmed')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('mail_outbox as m').select('m.id').whereRef('m.entry_id', '=', 'w.id').where('m.kind', '=', 'date-cancelled'))),
    )
    .orderBy('w.rowid'),
);
