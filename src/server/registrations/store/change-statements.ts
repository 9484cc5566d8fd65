/**
 * The statements the changes of a confirmed registration run (participant-changes.ts): its
 * places and move read, its row held, places cancelled and moved, fees waived, its
 * links extended, and the change log written and counted.
 */
import { compiledOnce, insertOnce, query } from '../../database/queries.ts';
import { CHANGE_COLUMNS, PLACE_COLUMNS } from './place-rows.ts';

export const changeStatements = {
  places: compiledOnce((i: { id: string }) =>
    query.selectFrom('participants').select(PLACE_COLUMNS).where('registration_id', '=', i.id).orderBy('position'),
  ),
  transferOf: compiledOnce((i: { id: string }) =>
    query.selectFrom('registrations').select(['transferred_from', 'transferred_at']).where('id', '=', i.id),
  ),
  cancelPlace: compiledOnce((i: { at: string; percent: number | null; fee: number | null; id: string; position: number }) =>
    query
      .updateTable('participants')
      .set({ cancelled_at: i.at, fee_percent: i.percent, fee: i.fee })
      .where('registration_id', '=', i.id)
      .where('position', '=', i.position)
      .where('cancelled_at', 'is', null),
  ),
  cancelWhole: compiledOnce((i: { id: string; at: string; percent: number | null }) =>
    query
      .insertInto('cancellations')
      .values(({ selectFrom }) => ({
        registration_id: i.id,
        cancelled_at: i.at,
        fee_percent: i.percent,
        fee: selectFrom('participants')
          .select(({ fn }) => fn.sum<number>('fee').as('fee'))
          .where('registration_id', '=', i.id),
      }))
      .onConflict((conflict) => conflict.doNothing()),
  ),
  moveRow: compiledOnce((i: { dateId: number; at: string; id: string }) =>
    query
      .updateTable('registrations')
      .set((eb) => ({ date_id: i.dateId, transferred_from: eb.ref('date_id'), transferred_at: i.at }))
      .where('id', '=', i.id),
  ),
  // A registration a place moved to on its own counts as moved once; it keeps the code's reduction, and its use stays the first registration's.
  markMoved: compiledOnce((i: { fromDateId: number; at: string; id: string }) =>
    query
      .updateTable('registrations')
      .set({ transferred_from: i.fromDateId, transferred_at: i.at, discount_code: null, discount_company: null })
      .where('id', '=', i.id),
  ),
  movePlaceOut: compiledOnce((i: { at: string; to: string; id: string; position: number }) =>
    query
      .updateTable('participants')
      .set({ cancelled_at: i.at, moved_to: i.to })
      .where('registration_id', '=', i.id)
      .where('position', '=', i.position)
      .where('cancelled_at', 'is', null),
  ),
  // A place cancelled before stays with the date it was cancelled on (a fee belongs to that date).
  moveParticipants: compiledOnce((i: { dateId: number; id: string }) =>
    query.updateTable('participants').set({ date_id: i.dateId }).where('registration_id', '=', i.id).where('cancelled_at', 'is', null),
  ),
  waiveFees: compiledOnce((i: { at: string; id: string; dateId: number }) =>
    query
      .updateTable('participants')
      .set({ fee_waived_at: i.at })
      .where('registration_id', '=', i.id)
      .where('date_id', '=', i.dateId)
      .where('cancelled_at', 'is not', null)
      .where('fee', '>', 0)
      .where('fee_waived_at', 'is', null)
      .returning('position'),
  ),
  extendLinks: compiledOnce((i: { until: number; id: string }) =>
    query.updateTable('tokens').set({ expires_at: i.until }).where('entry_id', '=', i.id).where('purpose', '=', 'manage'),
  ),
  setPayload: compiledOnce((i: { payload: string; id: string }) =>
    query.updateTable('registrations').set({ payload: i.payload }).where('id', '=', i.id),
  ),
  countChanges: compiledOnce((i: { id: string }) =>
    query
      .selectFrom('changes')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .where('registration_id', '=', i.id),
  ),
  countHandovers: compiledOnce((i: { id: string; position: number }) =>
    query
      .selectFrom('changes')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .where('registration_id', '=', i.id)
      .where('position', '=', i.position)
      .where('kind', '=', 'substitute'),
  ),
  insertChange: insertOnce('changes', ['registration_id', 'position', 'kind', 'by', 'at', 'details']),
  allChanges: compiledOnce(() => query.selectFrom('changes').select(CHANGE_COLUMNS).orderBy('id')),
};
