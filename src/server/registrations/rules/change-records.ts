/**
 * A registration's places and changes as the store hands them out (store/place-rows.ts reads
 * them from their rows): what the changes (participant-changes.ts), the staff's cancellations
 * and the CMS's view share.
 */

import type { ChangedBy, ChangeKind } from '../../database/column-values.ts';
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
  /** The reference of the registration the place was moved to on its own (then it is cancelled here, without a fee); else null. */
  readonly movedTo: string | null;
}

/** A registration's places and whether it has moved. */
export interface Booking {
  readonly places: readonly Place[];
  /** The date it was booked for, when it has moved to another; null before. */
  readonly transferredFrom: number | null;
  readonly transferredAt: string | null;
}

export interface ChangeRecord {
  readonly registrationId: string;
  /** The place changed (cancel of one place, substitute); null for the whole registration. */
  readonly position: number | null;
  readonly kind: ChangeKind;
  readonly by: ChangedBy;
  readonly at: string;
  readonly details: Readonly<Record<string, unknown>>;
}
