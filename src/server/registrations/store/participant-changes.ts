/**
 * What changes a confirmed registration after the fact, each in one transaction with its
 * mails and a row in `changes` (what the export lists):
 * - cancel: places (one, several, or all that are left) stop taking seats, each with its
 *   fee by the terms; once no place is left, the registration is cancelled as a whole.
 * - transfer, movePlace: every place that is left, or one on its own, moves to a later date
 *   (date-moves.ts).
 * - substitute: a place goes to another person; the seat count stays, the replaced
 *   person's link stops working and the substitute gets one of their own.
 * - addPerson: while the date has a seat (counted in the same transaction) and the registration
 *   names fewer people than one may, a person joins it at the price as booked, with a link of
 *   their own.
 * - billing: staff correct the billing address or the invoice's references; the invoices
 *   follow (a credit note and a new invoice, src/server/invoices/use-cases/billing.ts).
 * The mails are composed inside the transaction, numbered by the registration's changes,
 * so each change's mails are new mails (the outbox keeps one mail per entry and kind).
 * Each change first holds the registration's row, so two changes of one registration (on
 * any number of servers) happen one after the other, the second judged by what the first left.
 */

import { billingSchema } from '../../../registration-contract/schema.ts';
import { isUniqueViolation, refusedOr, type Sql } from '../../database/sql.ts';
import type { Gate } from '../../gate/gate.ts';
import type { MailOutbox } from '../../outbox/mail-outbox.ts';
import type { CancellationFee } from '../rules/cancellation-fee.ts';
import type { Booking, ChangeRecord } from '../rules/change-records.ts';
import type { StoredRegistration } from '../rules/stored-entry.ts';
import { changeStatements as statements } from './change-statements.ts';
import { type ChangeBase, type ChangeResult, type Changer, refuse } from './change-steps.ts';
import { lacking, type MovePlaceRequest, movePlace, type TransferRequest, transfer } from './date-moves.ts';
import { holdRegistration, storedPayload } from './entry-rows.ts';
import { personValues, replacePerson } from './participant-rows.ts';
import { changeOf, placeOf } from './place-rows.ts';
import type { SeatCounts } from './seats.ts';
import { type DateSeats, writeParticipant } from './write-steps.ts';

export interface CancelRequest extends ChangeBase {
  /** The places to cancel: all that are left, or these positions. */
  readonly positions: 'all' | readonly number[];
  /** What each place costs by the terms; null when it could not be known (the content was unreadable). */
  readonly feePerPlace: CancellationFee | null;
  /** The date the academy called off: the fees of places cancelled on it before are waived too. */
  readonly waive?: number;
}

export interface SubstituteRequest extends ChangeBase {
  readonly position: number;
  /** The substitute, as the registration's participants are stored. */
  readonly person: StoredRegistration['payload']['participants'][number];
  /** The substitute's own manage link (its token's hash), lasting as long as the replaced one's. */
  readonly tokenHash: string;
  /** How often a place may be handed on (PLACE_HANDOVERS); null: as often as staff like. */
  readonly handovers: number | null;
}

export interface AddRequest extends ChangeBase {
  /** The person added, as the registration's participants are stored. */
  readonly person: StoredRegistration['payload']['participants'][number];
  /** The registration's date's seats, counted in the same transaction. */
  readonly seats: DateSeats;
  /** The person's own manage link (its token's hash), lasting until `linksUntil` (ms). */
  readonly tokenHash: string;
  readonly linksUntil: number;
  /** How many people a registration may name. */
  readonly most: number;
}

export interface BillingRequest extends ChangeBase {
  /** The billing details as they now are, checked with the form's schema. */
  readonly billing: StoredRegistration['payload']['billing'];
}

interface ChangeParts {
  readonly db: Sql;
  readonly mail: MailOutbox;
  readonly seats: SeatCounts;
  readonly get: (id: string) => Promise<StoredRegistration | undefined>;
  readonly gate: Pick<Gate, 'replacePlaceLink' | 'insertManageToken'>;
}

export interface ChangeWrites {
  booking(id: string): Promise<Booking | undefined>;
  rebill(request: BillingRequest): Promise<ChangeResult>;
  cancel(request: CancelRequest): Promise<ChangeResult>;
  transfer(request: TransferRequest): Promise<ChangeResult>;
  /** Answers with the registration the place became. */
  movePlace(request: MovePlaceRequest): Promise<ChangeResult>;
  substitute(request: SubstituteRequest): Promise<ChangeResult>;
  /** Answers with the registration and, as `change`, the change's number; the person's place is the registration's last. */
  addPerson(request: AddRequest): Promise<ChangeResult>;
  /** Every change, oldest first. */
  all(): Promise<ChangeRecord[]>;
}

async function cancel({ db, sql, current, recorded }: Changer, request: CancelRequest): Promise<ChangeResult> {
  const { registration, booking } = await current(request.id);
  const open = booking.places.filter((place) => place.cancelledAt === null).map((place) => place.position);
  const positions = request.positions === 'all' ? open : request.positions;
  if (positions.some((position) => !open.includes(position))) refuse({ reason: 'cancelled' });
  const at = new Date(request.at).toISOString();
  const waived =
    request.waive === undefined
      ? []
      : (await db.all(sql.waiveFees({ at, id: request.id, dateId: request.waive }))).map(({ position }) => position);
  if (positions.length === 0 && waived.length === 0) refuse({ reason: 'cancelled' });
  const { percent = null, amount = null } = request.feePerPlace ?? {};
  for (const position of positions) await db.run(sql.cancelPlace({ at, percent, fee: amount, id: request.id, position }));
  const whole = positions.length > 0 && positions.length === open.length;
  if (whole) await db.run(sql.cancelWhole({ id: request.id, at, percent }));
  const fee = amount === null ? null : Math.round(amount * positions.length * 100) / 100;
  const details = { dateId: registration.dateId, positions, percent, fee, ...(waived.length > 0 ? { waived } : {}) };
  return recorded(request, 'cancel', whole || positions.length === 0 ? null : (positions[0] ?? null), details);
}

const nameOf = (person: { firstName?: string; lastName?: string } | undefined) =>
  [person?.firstName, person?.lastName].filter(Boolean).join(' ');

async function substitute({ db, sql, gate, current, recorded }: Changer, request: SubstituteRequest): Promise<ChangeResult> {
  const { registration, booking } = await current(request.id);
  const place = booking.places.find((item) => item.position === request.position);
  if (!place || place.cancelledAt !== null) return refuse({ reason: 'cancelled' });
  // Each handover mails an address nobody has proven: a place changes hands a set number of times.
  const handedOn = (await db.get(sql.countHandovers({ id: request.id, position: request.position })))?.n ?? 0;
  if (request.handovers !== null && handedOn >= request.handovers) return refuse({ reason: 'handedOn', times: handedOn });
  const replaced = registration.payload.participants[request.position];
  // The substitute takes the place as it is: on site or online as booked.
  const person = { ...request.person, attendance: replaced?.attendance };
  await db.run(replacePerson({ id: request.id, position: request.position, ...personValues(person) }));
  await gate.replacePlaceLink(request.tokenHash, request.id, request.position, request.at);
  return recorded(request, 'substitute', request.position, {
    dateId: registration.dateId,
    from: { name: nameOf(replaced), email: place.email },
    to: { name: nameOf(person), email: person.email },
  });
}

async function addPerson({ db, seats, gate, current, recorded }: Changer, request: AddRequest): Promise<ChangeResult> {
  const { registration, booking } = await current(request.id);
  // A registration cancelled as a whole takes nobody back.
  if (booking.places.every((place) => place.cancelledAt !== null)) return refuse({ reason: 'cancelled' });
  const position = booking.places.length;
  if (position >= request.most) return refuse({ reason: 'most' });
  const onSite = request.person.attendance === 'onSite';
  const short = await lacking(db, seats, { seats: request.seats, toDateId: registration.dateId, at: request.at }, [{ onSite }]);
  if (short) refuse(short);
  await writeParticipant(db, registration, position, request.person);
  await gate.insertManageToken(request.tokenHash, request.id, position, request.at, request.linksUntil);
  return recorded(request, 'add', position, {
    dateId: registration.dateId,
    to: { name: nameOf(request.person), email: request.person.email },
  });
}

async function rebill({ db, sql, current, recorded }: Changer, request: BillingRequest): Promise<ChangeResult> {
  const { registration } = await current(request.id);
  const before = registration.payload.billing;
  const fields = billingSchema.keyof().options.filter((field) => (before[field] ?? '') !== (request.billing[field] ?? ''));
  await db.run(sql.setPayload({ payload: storedPayload({ ...registration.payload, billing: request.billing }), id: request.id }));
  return recorded(request, 'billing', null, { dateId: registration.dateId, fields });
}

export function participantChanges({ db, mail, seats, get, gate }: ChangeParts): ChangeWrites {
  const sql = statements;
  const booking = async (id: string): Promise<Booking | undefined> => {
    const moved = await db.get(sql.transferOf({ id }));
    if (!moved) return undefined;
    const places = (await db.all(sql.places({ id }))).map(placeOf);
    return { places, transferredFrom: moved.transferred_from, transferredAt: moved.transferred_at };
  };
  const changer: Changer = {
    db,
    sql,
    seats,
    gate,
    booking,
    async current(id) {
      // Two changes of one registration at once (a double click, two participants): the second waits, then reads what the first left.
      await holdRegistration(db, id);
      const registration = await get(id);
      const found = await booking(id);
      if (registration?.status !== 'confirmed' || !found) return refuse({ reason: 'gone' });
      return { registration, booking: found };
    },
    async recorded(base, kind, position, details) {
      const registration = await get(base.id);
      if (!registration) throw new Error(`registration ${base.id} went in the middle of its change`);
      const change = ((await db.get(sql.countChanges({ id: base.id })))?.n ?? 0) + 1;
      await db.run(
        sql.insertChange({
          registration_id: base.id,
          position,
          kind,
          by: base.by,
          at: new Date(base.at).toISOString(),
          details: JSON.stringify(details),
        }),
      );
      await mail.enqueue(await base.mails(registration, change), base.at);
      return { ok: true, registration, change };
    },
  };
  const run = async (work: () => Promise<ChangeResult>): Promise<ChangeResult> => {
    try {
      return await refusedOr<ChangeResult, ChangeResult>(() => db.transaction(work));
    } catch (error) {
      if (isUniqueViolation(error)) return { ok: false, reason: 'duplicate' };
      throw error;
    }
  };
  return {
    booking,
    cancel: (request) => run(() => cancel(changer, request)),
    transfer: (request) => run(() => transfer(changer, request)),
    movePlace: (request) => run(() => movePlace(changer, request)),
    substitute: (request) => run(() => substitute(changer, request)),
    addPerson: (request) => run(() => addPerson(changer, request)),
    rebill: (request) => run(() => rebill(changer, request)),
    all: async () => (await db.all(sql.allChanges({}))).map(changeOf),
  };
}
