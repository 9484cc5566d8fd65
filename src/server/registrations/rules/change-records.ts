/**
 * A registration's places and changes as they are kept (participants, changes) and as the
 * store hands them out: the rows, the records, and the one mapping between them that the
 * changes (participant-changes.ts), the staff's cancellations and the CMS's view share.
 */

import type { Selectable } from 'kysely';
import type { Database } from '../../database/tables.ts';
import type { CancellationFee } from './cancellation-fee.ts';

/** One participant's place as it stands. */
export interface Place {
  readonly position: number;
  /** The date it is booked on (a place cancelled before a move stays on the date it was cancelled on). */
  readonly dateId: number;
  readonly email: string;
  readonly onSite: boolean;
  /** ISO 8601; null while the place is taken. */
  readonly cancelledAt: string | null;
  /** The fee recorded with its cancellation (per cent, net EUR), when one was. */
  readonly fee: CancellationFee | null;
  /** ISO 8601; when its fee was waived (the academy called the date off); null while it stands. */
  readonly feeWaivedAt: string | null;
}

/** A registration's places and whether it has moved. */
export interface Booking {
  readonly places: readonly Place[];
  /** The date it was booked for, when it has moved to another; null before. */
  readonly transferredFrom: number | null;
  readonly transferredAt: string | null;
}

export type ChangeKind = 'cancel' | 'transfer' | 'substitute' | 'billing';
/** Who asked: the person who registered (their link manages all places), a participant (their own place), or staff. */
export type ChangedBy = 'submitter' | 'participant' | 'operator';

export interface ChangeRecord {
  readonly registrationId: string;
  /** The place changed (cancel of one place, substitute); null for the whole registration. */
  readonly position: number | null;
  readonly kind: ChangeKind;
  readonly by: ChangedBy;
  readonly at: string;
  readonly details: Readonly<Record<string, unknown>>;
}

/** A participants row, as a place is read from it. */
/** The columns a place is read from. */
export const PLACE_COLUMNS = ['position', 'date_id', 'email', 'attendance', 'cancelled_at', 'fee_percent', 'fee', 'fee_waived_at'] as const;

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
});

/** The columns a change is read from. */
export const CHANGE_COLUMNS = ['registration_id', 'position', 'kind', 'by', 'at', 'details'] as const;

/** A row of `changes`, as a change is read from it. */
export type ChangeRow = Pick<Selectable<Database['changes']>, (typeof CHANGE_COLUMNS)[number]>;

export const changeOf = (row: ChangeRow): ChangeRecord => ({
  registrationId: row.registration_id,
  position: row.position,
  kind: row.kind as ChangeKind,
  by: row.by as ChangedBy,
  at: row.at,
  details: JSON.parse(row.details) as Record<string, unknown>,
});
