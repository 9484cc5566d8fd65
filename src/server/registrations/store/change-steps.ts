/**
 * What every change of a confirmed registration shares (participant-changes.ts, date-moves.ts):
 * the request's common fields, the answer, a refusal, and the changer: the database's parts,
 * the statements and the steps built on them (the registration held and read, the change
 * recorded with its mails).
 */
import type { ChangedBy, ChangeKind } from '../../database/column-values.ts';
import { Refused, type Sql } from '../../database/sql.ts';
import type { Gate } from '../../gate/gate.ts';
import type { OutgoingMail } from '../../outbox/mail-message.ts';
import type { Booking } from '../rules/change-records.ts';
import type { StoredRegistration } from '../rules/stored-entry.ts';
import type { changeStatements } from './change-statements.ts';
import type { SeatCounts } from './seats.ts';

/** Why a change was refused: the registration is not confirmed or gone, a place is cancelled already, the date lacks seats, someone there has the address. */
export type ChangeRefusal =
  | { reason: 'gone' | 'cancelled' | 'transferUsed' | 'duplicate' | 'most' }
  | { reason: 'handedOn'; times: number }
  | { reason: 'seats' | 'onSiteSeats'; left: number };

export type ChangeResult = { ok: true; registration: StoredRegistration; change: number } | ({ ok: false } & ChangeRefusal);

/** The mails of a change: composed inside its transaction, from the registration as the change leaves it, numbered `change`. */
export type ChangeMails = (registration: StoredRegistration, change: number) => readonly OutgoingMail[] | Promise<readonly OutgoingMail[]>;

export interface ChangeBase {
  readonly id: string;
  readonly at: number;
  readonly by: ChangedBy;
  readonly mails: ChangeMails;
}

/** What each change needs: the parts, the statements, and the helpers built on them. */
export interface Changer {
  readonly sql: typeof changeStatements;
  readonly seats: SeatCounts;
  readonly gate: Pick<Gate, 'replacePlaceLink' | 'insertManageToken'>;
  readonly db: Sql;
  readonly booking: (id: string) => Promise<Booking | undefined>;
  /** The confirmed registration and its booking; throws a refusal when it is not confirmed or gone. */
  current(id: string): Promise<{ registration: StoredRegistration; booking: Booking }>;
  /** Records the change and queues its mails (composed from the registration as it now is). */
  recorded(base: ChangeBase, kind: ChangeKind, position: number | null, details: Record<string, unknown>): Promise<ChangeResult>;
}

/** Ends the change's transaction with `refusal` as its answer. */
export const refuse = (refusal: ChangeRefusal): never => {
  throw new Refused<ChangeResult>({ ok: false, ...refusal });
};
