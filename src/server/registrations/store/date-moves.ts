/**
 * Moving to a later date of the seminar, if that date has the seats (counted in the same
 * transaction, so two moves racing for the last seat cannot both win):
 * - transfer: once per registration, every place that is left moves, and its manage links
 *   then last until the new date ends;
 * - movePlace: one place of several moves on its own and becomes a registration of its own
 *   on the new date (the same booker, billing address and price as booked, its own reference,
 *   moved once already). Its row in the first registration stops taking a seat, without a
 *   fee, and names the new reference; the new registration gets new manage links, lasting
 *   until its date ends, and the first keeps its own.
 */
import { newReference } from '../../../registration-contract/reference.ts';
import type { Sql } from '../../database/sql.ts';
import type { Place } from '../rules/change-records.ts';
import { placeAlone } from '../rules/people.ts';
import type { StoredRegistration } from '../rules/stored-entry.ts';
import { type ChangeBase, type ChangeRefusal, type ChangeResult, type Changer, refuse } from './change-steps.ts';
import type { ManageLinkHashes } from './registration-writes.ts';
import type { SeatCounts } from './seats.ts';
import { type DateSeats, freeReference, writeRegistrationRow } from './write-steps.ts';

export interface TransferRequest extends ChangeBase {
  readonly toDateId: number;
  /** The new date's seats. */
  readonly seats: DateSeats;
  /** When the registration's manage links now end (ms): the end of the new date. */
  readonly linksUntil: number;
  /** The new links the confirmations carry (the old ones keep working too). */
  readonly links: ManageLinkHashes;
}

export interface MovePlaceRequest extends TransferRequest {
  readonly position: number;
  /** The id of the registration the place becomes. */
  readonly newId: string;
}

/** Null when `open` places fit the date's free seats (and its comers on site the seats on site), else what is lacking. */
export async function lacking(
  db: Sql,
  seats: SeatCounts,
  request: Pick<TransferRequest, 'seats' | 'toDateId' | 'at'>,
  open: readonly Pick<Place, 'onSite'>[],
): Promise<ChangeRefusal | null> {
  const { seats: limit, onSiteSeats } = request.seats;
  // Nothing to count without a limit; a count is made under the date's lock.
  if (limit === null && onSiteSeats === null) return null;
  await db.lockDate(request.toDateId);
  const left = limit === null ? Infinity : Math.max(0, limit - (await seats.forDate(request.toDateId, request.at)));
  if (open.length > left) return { reason: 'seats', left };
  const onSite = open.filter((place) => place.onSite).length;
  const onSiteLeft = onSiteSeats === null ? Infinity : Math.max(0, onSiteSeats - (await seats.onSiteForDate(request.toDateId, request.at)));
  return onSite > onSiteLeft ? { reason: 'onSiteSeats', left: onSiteLeft } : null;
}

/** The new manage links of registration `id`: its whole link and its places' (those of `positions`). */
async function newLinks({ gate }: Changer, id: string, request: TransferRequest, positions: readonly number[]): Promise<void> {
  await gate.insertManageToken(request.links.whole, id, null, request.at, request.linksUntil);
  for (const position of positions) {
    const hash = request.links.places[position];
    if (hash) await gate.insertManageToken(hash, id, position, request.at, request.linksUntil);
  }
}

export async function transfer(changer: Changer, request: TransferRequest): Promise<ChangeResult> {
  const { db, sql, seats, current, recorded } = changer;
  const { registration, booking } = await current(request.id);
  if (booking.transferredFrom !== null) refuse({ reason: 'transferUsed' });
  const open = booking.places.filter((place) => place.cancelledAt === null);
  if (open.length === 0) refuse({ reason: 'cancelled' });
  const short = await lacking(db, seats, request, open);
  if (short) refuse(short);
  const at = new Date(request.at).toISOString();
  await db.run(sql.moveRow({ dateId: request.toDateId, at, id: request.id }));
  await db.run(sql.moveParticipants({ dateId: request.toDateId, id: request.id }));
  await db.run(sql.extendLinks({ until: request.linksUntil, id: request.id }));
  await newLinks(
    changer,
    request.id,
    request,
    open.map((place) => place.position),
  );
  return recorded(request, 'transfer', null, { fromDateId: registration.dateId, toDateId: request.toDateId });
}

export async function movePlace(changer: Changer, request: MovePlaceRequest): Promise<ChangeResult> {
  const { db, sql, seats, current, recorded } = changer;
  const { registration, booking } = await current(request.id);
  // Each place moves once: none of a registration that moved as a whole.
  if (booking.transferredFrom !== null) refuse({ reason: 'transferUsed' });
  const place = booking.places.find((item) => item.position === request.position);
  if (!place || place.cancelledAt !== null) return refuse({ reason: 'cancelled' });
  const short = await lacking(db, seats, request, [place]);
  if (short) refuse(short);
  const at = new Date(request.at).toISOString();
  const moved: StoredRegistration = {
    ...registration,
    id: request.newId,
    reference: await freeReference(db, newReference()),
    dateId: request.toDateId,
    payload: placeAlone(registration.payload, request.position),
    createdAt: at,
    idempotencyKey: null,
    heldUntil: null,
  };
  await writeRegistrationRow(db, moved, null, true);
  await db.run(sql.markMoved({ fromDateId: registration.dateId, at, id: moved.id }));
  await db.run(sql.movePlaceOut({ at, to: moved.reference, id: registration.id, position: request.position }));
  await newLinks(changer, moved.id, request, [0]);
  const fromDateId = registration.dateId;
  await recorded({ ...request, mails: () => [] }, 'transfer', request.position, {
    fromDateId,
    toDateId: request.toDateId,
    movedTo: moved.reference,
  });
  return recorded({ ...request, id: moved.id }, 'transfer', null, {
    fromDateId,
    toDateId: request.toDateId,
    movedFrom: registration.reference,
  });
}
