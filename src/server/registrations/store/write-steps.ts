/**
 * What every write of registrations shares (registration-writes.ts, claim-offer.ts): the
 * database's parts, the statements prepared once, and the steps built on them: whether a
 * registration fits the date's free seats (counted under the date's lock), how many of them it
 * may hold until confirmed (a few per client, HOLD_SEATS_PER_CLIENT, within the date's share,
 * HOLD_SHARE_PERCENT), writing
 * its row and participants, and telling a taken Idempotency-Key from another failure.
 */
import { onSiteCount } from '../../../registration-contract/attendance.ts';
import { newReference } from '../../../registration-contract/reference.ts';
import { isUniqueViolation, placeholders, type Sql } from '../../database/sql.ts';
import type { MailOutbox } from '../../outbox/mail-outbox.ts';
import { type ConfirmationSettings, heldSeatsOf } from '../rules/confirmation-settings.ts';
import { REGISTRATION_COLUMNS, REGISTRATION_INSERT_COLUMNS, registrationValues, type StoredRegistration } from '../rules/entry-rows.ts';
import type { Gate } from './gate.ts';
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

/** The statements the writes run, prepared once. */
function statements(db: Sql) {
  return {
    insertRow: db.prepare(
      `INSERT INTO registrations (${REGISTRATION_INSERT_COLUMNS.join(', ')}) VALUES (${placeholders(REGISTRATION_INSERT_COLUMNS.length)})`,
    ),
    referenceTaken: db.prepare('SELECT 1 AS found FROM registrations WHERE reference = $1'),
    insertParticipant: db.prepare(
      'INSERT INTO participants (registration_id, position, date_id, email, confirmed, held_until, on_site) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    ),
    byKey: db.prepare('SELECT 1 AS found FROM registrations WHERE idempotency_key = $1'),
    // A registration as a confirmation finds it, in one read: its row, and whether staff cancelled it.
    confirming: db.prepare(
      `SELECT ${REGISTRATION_COLUMNS.map((column) => `r.${column}`).join(', ')},
         CASE WHEN EXISTS (SELECT 1 FROM cancellations c WHERE c.registration_id = r.id) THEN 1 ELSE 0 END AS "cancelledByStaff"
       FROM registrations r WHERE r.id = $1`,
    ),
    // The positions of a registration whose address is confirmed for the date in another registration already.
    registeredElsewhere: db.prepare(
      `SELECT p.position AS position FROM participants p
        WHERE p.registration_id = $1 AND EXISTS (SELECT 1 FROM participants q
          WHERE q.date_id = p.date_id AND lower(q.email) = lower(p.email) AND q.confirmed = 1 AND q.cancelled_at IS NULL
            AND q.registration_id <> p.registration_id)
        ORDER BY p.position`,
    ),
    dropPlace: db.prepare('UPDATE participants SET cancelled_at = $1, held_until = NULL WHERE registration_id = $2 AND position = $3'),
    supersede: db.prepare(
      "UPDATE registrations SET status = 'superseded', held_until = NULL WHERE date_id = $1 AND lower(email) = lower($2) AND client = $3 AND status IN ('pending', 'known') RETURNING id",
    ),
    releaseSeats: db.prepare('UPDATE participants SET held_until = NULL WHERE registration_id = $1'),
    confirmParticipants: db.prepare('UPDATE participants SET confirmed = 1, held_until = NULL WHERE registration_id = $1'),
    confirmRow: db.prepare("UPDATE registrations SET status = 'confirmed', held_until = NULL, confirmed_at = $1 WHERE id = $2"),
  };
}

type Statements = ReturnType<typeof statements>;

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

export function writer(parts: WriteParts): Writer {
  const sql = statements(parts.db);
  const freeReference = async (reference: string) => {
    let free = reference;
    while (await sql.referenceTaken.get(free)) free = newReference();
    return free;
  };
  const writeRow: Writer['writeRow'] = async (registration, client, participantsConfirmed, held = Number.POSITIVE_INFINITY) => {
    const participants = registration.status === 'superseded' ? [] : registration.payload.participants;
    // Sent together: on PostgreSQL one round trip.
    await Promise.all([
      sql.insertRow.run(...registrationValues(registration, client)),
      ...participants.map((participant, position) =>
        sql.insertParticipant.run(
          registration.id,
          position,
          registration.dateId,
          participant.email,
          participantsConfirmed ? 1 : 0,
          position < held ? registration.heldUntil : null,
          participant.attendance === 'onSite' ? 1 : 0,
        ),
      ),
    ]);
  };
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
    freeReference,
    storeRow: async (given, client, participantsConfirmed) => {
      const registration = { ...given, reference: await freeReference(given.reference) };
      await writeRow(registration, client, participantsConfirmed);
      return registration;
    },
    writeRow,
    keyTaken: async (registration, error) =>
      isUniqueViolation(error) && registration.idempotencyKey !== null && (await sql.byKey.get(registration.idempotencyKey)) !== undefined,
  };
}
