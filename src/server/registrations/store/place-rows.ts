/**
 * A registration's places and changes as their rows hold them (participants, changes): the
 * columns each is read from, and the one mapping from a row to a place or a change record
 * (rules/change-records.ts) that the changes, the staff's cancellations and the CMS's view share.
 */

import type { Selectable } from 'kysely';
import { z } from 'zod';
import { storedJson } from '../../database/stored-json.ts';
import type { Database } from '../../database/tables.ts';
import type { ChangeRecord, Place } from '../rules/change-records.ts';

/** The columns a place is read from. */
export const PLACE_COLUMNS = [
  'position',
  'date_id',
  'email',
  'attendance',
  'cancelled_at',
  'fee_percent',
  'fee',
  'fee_waived_at',
  'moved_to',
] as const;

/** A place's row as read. */
export type PlaceRow = Pick<Selectable<Database['participants']>, (typeof PLACE_COLUMNS)[number]>;

export const placeOf = (row: PlaceRow): Place => ({
  position: row.position,
  dateId: row.date_id,
  email: row.email,
  onSite: row.attendance === 'onSite',
  cancelledAt: row.cancelled_at,
  fee: row.fee === null ? null : { percent: row.fee_percent ?? 0, amount: row.fee },
  feeWaivedAt: row.fee_waived_at,
  movedTo: row.moved_to,
});

/** The columns a change is read from. */
export const CHANGE_COLUMNS = ['registration_id', 'position', 'kind', 'by', 'at', 'details'] as const;

/** A row of `changes`, as a change is read from it. */
export type ChangeRow = Pick<Selectable<Database['changes']>, (typeof CHANGE_COLUMNS)[number]>;

/** What a change's `details` keep: its own facts by name (change-records.ts says which). */
export const CHANGE_DETAILS = z.record(z.string(), z.unknown());

export const changeOf = (row: ChangeRow): ChangeRecord => ({
  registrationId: row.registration_id,
  position: row.position,
  kind: row.kind,
  by: row.by,
  at: row.at,
  details: storedJson(CHANGE_DETAILS, row.details, `changes.details of ${row.registration_id}`),
});
