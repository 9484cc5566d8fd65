/**
 * What every write of registrations shares (registration-writes.ts, claim-offer.ts): the
 * database's parts, the statements compiled once, and the steps built on them: whether a
 * registration fits the date's free seats (counted under the date's lock), how many of them it
 * may hold until confirmed (a few per client, HOLD_SEATS_PER_CLIENT, within the date's share,
 * HOLD_SHARE_PERCENT), writing
 * its row and participants, and telling a taken Idempotency-Key from another failure.
 */
import { onSiteCount } from '../../../registration-contract/attendance.ts';
import { newReference } from '../../../registration-contract/reference.ts';
import { compiledOnce, insertOnce, query } from '../../database/queries.ts';
import { isUniqueViolation, type Sql } from '../../database/sql.ts';
import { type ConfirmationSettings, heldSeatsOf } from '../../gate/confirmation-settings.ts';
import type { Gate } from '../../gate/gate.ts';
import type { MailOutbox } from '../../outbox/mail-outbox.ts';
import type { StoredRegistration } from '../rules/stored-entry.ts';
import { REGISTRATION_COLUMNS, registrationValues } from './entry-rows.ts';
import { JOINED_PERSON, PERSON_COLUMNS, personValues } from './participant-rows.ts';
import type { SeatCounts } from './seats.ts';

/** A date's seats (null: no limit), and of those the seats on site of a hybrid date (null: no limit of their own). */
export interface DateSeats {
  readonly seats: number | null;
  readonly onSiteSeats: number | null;
}

export interface WriteParts {
  readonly db: Sql;
  readonly gate: Gate;
  readonly mail: MailOutbox;
  readonly seats: SeatCounts;
  readonly get: (id: string) => Promise<StoredRegistration | undefined>;
}

export const peopleOf = (registration: StoredRegistration) => registration.payload.participants.length;

/** The statements the writes run, compiled once. */
const statements = {
  referenceTaken: compiledOnce((i: { reference: string }) =>
    query.selectFrom('registrations').select('id').where('reference', '=', i.reference),
  ),
  insertParticipant: insertOnce('participants', ['registration_id', 'position', 'date_id', 'confirmed', 'held_until', ...PERSON_COLUMNS]),
  byKey: compiledOnce((i: { key: string }) => query.selectFrom('registrations').select('id').where('idempotency_key', '=', i.key)),
  // A registration as a confirmation finds it, in one read: its row, whether staff cancelled it, and its participants (a row each).
  confirming: compiledOnce((i: { id: string }) =>
    query
      .selectFrom('registrations as r')
      .leftJoin('participants as p', 'p.registration_id', 'r.id')
      .select([...REGISTRATION_COLUMNS.map((column) => `r.${column}` as const), ...JOINED_PERSON])
      .select((eb) =>
        eb
          .case()
          .when(eb.exists(eb.selectFrom('cancellations as c').select('c.registration_id').whereRef('c.registration_id', '=', 'r.id')))
          .then(eb.lit(1))
          .else(eb.lit(0))
          .end()
          .as('cancelledByStaff'),
      )
      .where('r.id', '=', i.id)
      .orderBy('p.position'),
  ),
  // The positions of a registration whose address is confirmed for the date in another registration already.
  registeredElsewhere: compiledOnce((i: { id: string }) =>
    query
      .selectFrom('participants as p')
      .select('p.position')
      .where('p.registration_id', '=', i.id)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('participants as q')
            .select('q.position')
            .whereRef('q.date_id', '=', 'p.date_id')
            .where(({ eb, fn }) => eb(fn('lower', ['q.email']), '=', fn('lower', ['p.email'])))
            .where('q.confirmed', '=', 1)
            .where('q.cancelled_at', 'is', null)
            .whereRef('q.registration_id', '<>', 'p.registration_id'),
        ),
      )
      .orderBy('p.position'),
  ),
  dropPlace: compiledOnce((i: { at: string; id: string; position: number }) =>
    query
      .updateTable('participants')
      .set({ cancelled_at: i.at, held_until: null })
      .where('registration_id', '=', i.id)
      .where('position', '=', i.position),
  ),
  supersede: compiledOnce((i: { dateId: number; email: string; client: string }) =>
    query
      .updateTable('registrations')
      .set({ status: 'superseded', held_until: null })
      .where('date_id', '=', i.dateId)
      .where(({ eb, fn, val }) => eb(fn('lower', ['email']), '=', fn('lower', [val(i.email)])))
      .where('client', '=', i.client)
      .where('status', 'in', ['pending', 'known'])
      .returning('id'),
  ),
  releaseSeats: compiledOnce((i: { id: string }) =>
    query.updateTable('participants').set({ held_until: null }).where('registration_id', '=', i.id),
  ),
  confirmParticipants: compiledOnce((i: { id: string }) =>
    query.updateTable('participants').set({ confirmed: 1, held_until: null }).where('registration_id', '=', i.id),
  ),
  confirmRow: compiledOnce((i: { at: string; id: string }) =>
    query.updateTable('registrations').set({ status: 'confirmed', held_until: null, confirmed_at: i.at }).where('id', '=', i.id),
  ),
};

type Statements = typeof statements;

/** The seats a registration holds itself, and of them on site. */
export interface Holding {
  readonly seats: number;
  readonly onSite: number;
}

const NOT_HOLDING: Holding = { seats: 0, onSite: 0 };

/** What every write needs: the parts, the statements, and the helpers built on them. */
export interface Writer extends WriteParts {
  readonly sql: Statements;
  /**
   * Null when the registration's people fit the date's free seats, and its comers on site the
   * free seats on site, at `now`; else which do not and how many are left. `holding`: the
   * seats (and of them on site) the registration holds itself, counted among those taken.
   */
  lacking(
    registration: StoredRegistration,
    seats: DateSeats,
    now: number,
    holding?: Holding,
  ): Promise<{ reason: 'seats' | 'onSiteSeats'; left: number } | null>;
  /** How many of an unconfirmed registration's people of `client` hold a seat (heldSeatsOf; the date's lock is held). */
  seatsToHold(
    registration: StoredRegistration,
    client: string,
    seats: DateSeats,
    now: number,
    settings: ConfirmationSettings,
  ): Promise<number>;
  /**
   * Writes the row, and the participants of every entry that takes or holds seats (all but a
   * superseded one); returns it as stored: with another reference where its own was taken.
   */
  storeRow(registration: StoredRegistration, client: string | null, participantsConfirmed: boolean): Promise<StoredRegistration>;
  /** `reference`, or another where it is taken already (references are random: rarely). */
  freeReference(reference: string): Promise<string>;
  /**
   * Writes the row and participants of a registration whose reference is free (storeRow without
   * the check); of an unconfirmed one, the first `held` participants hold a seat until its
   * `heldUntil`, the others none (reserved on confirmation).
   */
  writeRow(registration: StoredRegistration, client: string | null, participantsConfirmed: boolean, held?: number): Promise<void>;
  /** Whether a failed insert failed because its Idempotency-Key is taken. */
  keyTaken(registration: StoredRegistration, error: unknown): Promise<boolean>;
}

/** `reference`, or another where it is taken already in `db` (references are random: rarely). */
export async function freeReference(db: Sql, reference: string): Promise<string> {
  let free = reference;
  while (await db.get(statements.referenceTaken({ reference: free }))) free = newReference();
  return free;
}

/** Writes a registration's row and participants (Writer.writeRow). */
export async function writeRegistrationRow(
  db: Sql,
  registration: StoredRegistration,
  client: string | null,
  participantsConfirmed: boolean,
  held = Number.POSITIVE_INFINITY,
): Promise<void> {
  // A superseded entry's participants are kept, taking no seat.
  const taking = registration.status !== 'superseded';
  // Sent together: on PostgreSQL one round trip.
  await Promise.all([
    db.run(query.insertInto('registrations').values(registrationValues(registration, client))),
    ...registration.payload.participants.map((participant, position) =>
      db.run(
        statements.insertParticipant({
          registration_id: registration.id,
          position,
          date_id: registration.dateId,
          confirmed: taking && participantsConfirmed ? 1 : 0,
          held_until: taking && position < held ? registration.heldUntil : null,
          ...personValues(participant),
        }),
      ),
    ),
  ]);
}

/** Writes one participant of a confirmed registration at `position` (a person added to it). */
export async function writeParticipant(
  db: Sql,
  registration: Pick<StoredRegistration, 'id' | 'dateId'>,
  position: number,
  participant: StoredRegistration['payload']['participants'][number],
): Promise<void> {
  await db.run(
    statements.insertParticipant({
      registration_id: registration.id,
      position,
      date_id: registration.dateId,
      confirmed: 1,
      held_until: null,
      ...personValues(participant),
    }),
  );
}

export function writer(parts: WriteParts): Writer {
  const { db } = parts;
  const sql = statements;
  const writeRow: Writer['writeRow'] = (registration, client, participantsConfirmed, held) =>
    writeRegistrationRow(db, registration, client, participantsConfirmed, held);
  return {
    ...parts,
    sql,
    async lacking(registration, { seats, onSiteSeats }, now, holding = NOT_HOLDING) {
      const { dateId } = registration;
      const onSite = onSiteCount(registration.payload.participants);
      // Nothing to count without a limit; a count is made under the date's lock.
      if (seats === null && (onSite === 0 || onSiteSeats === null)) return null;
      // The lock and the counts go out together; the counts run once the lock is held.
      const countsOnSite = onSite > 0 && onSiteSeats !== null;
      const [, taken, takenOnSite] = await Promise.all([
        parts.db.lockDate(dateId),
        seats === null ? 0 : parts.seats.forDate(dateId, now),
        countsOnSite ? parts.seats.onSiteForDate(dateId, now) : 0,
      ]);
      const left = seats === null ? Infinity : Math.max(0, seats - taken);
      if (peopleOf(registration) - holding.seats > left) return { reason: 'seats', left };
      if (!countsOnSite) return null;
      const onSiteLeft = Math.max(0, onSiteSeats - takenOnSite);
      return onSite - holding.onSite > onSiteLeft ? { reason: 'onSiteSeats', left: onSiteLeft } : null;
    },
    async seatsToHold(registration, client, { seats }, now, settings) {
      if (seats === null) return peopleOf(registration);
      const held = await parts.seats.heldForDate(registration.dateId, client, now);
      return heldSeatsOf(peopleOf(registration), seats, held, settings);
    },
    freeReference: (reference) => freeReference(db, reference),
    storeRow: async (given, client, participantsConfirmed) => {
      const registration = { ...given, reference: await freeReference(db, given.reference) };
      await writeRow(registration, client, participantsConfirmed);
      return registration;
    },
    writeRow,
    keyTaken: async (registration, error) =>
      isUniqueViolation(error) &&
      registration.idempotencyKey !== null &&
      (await db.get(sql.byKey({ key: registration.idempotencyKey }))) !== undefined,
  };
}
