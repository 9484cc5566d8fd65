/**
 * The seats a date's registrations take at a moment: one per participant of a confirmed
 * registration, and one per participant of a pending one (or a `known` one, which must
 * look the same from outside) while its hold lasts; a
 * cancelled place (alone, or with its whole registration) takes none; a seat offered to
 * a waiting-list entry is held for it until the offer ends (waitlist-offers.ts). Counted in the database, so every process on the
 * file counts the same, and inside the writes' transactions.
 */
import type { Sql } from '../../database/sql.ts';

/** A hold that ended (a pending registration's, or an offer's): its date, and the seats it had held. */
export interface HoldEnd {
  readonly dateId: number;
  readonly seats: number;
}

export interface SeatCounts {
  forDate(dateId: number, now: number): Promise<number>;
  /** The seats of a date that unconfirmed registrations (pending or `known`) hold at `now`: all of them, and those of one client's. */
  heldForDate(dateId: number, client: string, now: number): Promise<{ onDate: number; byClient: number }>;
  /** The seats (and of them on site) one unconfirmed registration holds at `now`. */
  heldBy(registrationId: string, now: number): Promise<{ seats: number; onSite: number }>;
  /** The seats on site a hybrid date's registrations take at `now` (of the participants who come on site). */
  onSiteForDate(dateId: number, now: number): Promise<number>;
  perDate(now: number): Promise<Map<number, number>>;
  nextHoldEnd(now: number): Promise<number | null>;
  holdsEnded(from: number, to: number): Promise<HoldEnd[]>;
}

/** A participant takes a seat at `now` (a parameter such as '$2'): confirmed, or holding it. */
const taking = (now: string) => `(confirmed = 1 OR held_until > ${now}) AND cancelled_at IS NULL`;
/** A seat offered to a waiting-list entry is held for it until the offer ends. */
const offered = (now: string) => `status = 'open' AND expires_at > ${now}`;

export function seatCounts(db: Sql): SeatCounts {
  const countByDate = db.prepare(
    `SELECT (SELECT count(*) FROM participants WHERE date_id = $1 AND ${taking('$2')}) + (SELECT count(*) FROM offers WHERE date_id = $1 AND ${offered('$2')}) AS n`,
  );
  const countHeld = db.prepare(
    `SELECT count(*) AS "onDate", coalesce(sum(CASE WHEN r.client = $2 THEN 1 ELSE 0 END), 0) AS "byClient"
       FROM participants p JOIN registrations r ON r.id = p.registration_id
      WHERE p.date_id = $1 AND p.confirmed = 0 AND p.held_until > $3 AND p.cancelled_at IS NULL`,
  );
  const countHeldBy = db.prepare(
    `SELECT count(*) AS seats, coalesce(sum(on_site), 0) AS "onSite" FROM participants
      WHERE registration_id = $1 AND confirmed = 0 AND held_until > $2 AND cancelled_at IS NULL`,
  );
  const countOnSite = db.prepare(`SELECT count(*) AS n FROM participants WHERE date_id = $1 AND on_site = 1 AND ${taking('$2')}`);
  const countPerDate = db.prepare(
    `SELECT "dateId", sum(n) AS n FROM (
       SELECT date_id AS "dateId", count(*) AS n FROM participants WHERE ${taking('$1')} GROUP BY date_id
       UNION ALL SELECT date_id AS "dateId", count(*) AS n FROM offers WHERE ${offered('$1')} GROUP BY date_id
     ) AS taken GROUP BY "dateId"`,
  );
  const nextEnd = db.prepare(
    `SELECT min(at) AS at FROM (
       SELECT min(held_until) AS at FROM registrations WHERE status IN ('pending', 'known') AND held_until > $1
       UNION ALL SELECT min(expires_at) AS at FROM offers WHERE ${offered('$1')}
     ) AS ends`,
  );
  // A registration's places hold seats each (some of a large group's are reserved on confirmation, holding none).
  const ended = db.prepare(
    `SELECT "dateId", sum(seats) AS seats FROM (
       SELECT date_id AS "dateId", count(*) AS seats FROM participants
       WHERE confirmed = 0 AND cancelled_at IS NULL AND held_until > $1 AND held_until <= $2 GROUP BY date_id
       UNION ALL SELECT date_id AS "dateId", 1 AS seats FROM offers WHERE status IN ('open', 'expired') AND expires_at > $1 AND expires_at <= $2
     ) AS ended GROUP BY "dateId"`,
  );
  return {
    forDate: async (dateId, now) => (await countByDate.get<{ n: number }>(dateId, now))?.n ?? 0,
    heldForDate: async (dateId, client, now) =>
      (await countHeld.get<{ onDate: number; byClient: number }>(dateId, client, now)) ?? { onDate: 0, byClient: 0 },
    heldBy: async (id, now) => (await countHeldBy.get<{ seats: number; onSite: number }>(id, now)) ?? { seats: 0, onSite: 0 },
    onSiteForDate: async (dateId, now) => (await countOnSite.get<{ n: number }>(dateId, now))?.n ?? 0,
    perDate: async (now) => new Map((await countPerDate.all<{ dateId: number; n: number }>(now)).map(({ dateId, n }) => [dateId, n])),
    nextHoldEnd: async (now) => (await nextEnd.get<{ at: number | null }>(now))?.at ?? null,
    holdsEnded: (from, to) => ended.all<HoldEnd>(from, to),
  };
}

/** The seats the registrations take, as the server's pages and workers read them (`now` defaults to the clock's). */
export interface SeatStore {
  /** How many seats a date's registrations take at `now`: one per participant, confirmed or held (cancelled ones take none). */
  forDate(dateId: number, now?: number): Promise<number>;
  /** How many seats each date's registrations take at `now` (dates without any are absent); of the dates named only, when named. */
  perDate(now?: number, dateIds?: readonly number[]): Promise<Map<number, number>>;
  /** When the first hold after `now` ends (ms), or null when none does. */
  nextHoldEnd(now: number): Promise<number | null>;
  /** The holds that ended after `from` and by `to` without being confirmed, by date. */
  holdsEnded(from: number, to: number): Promise<HoldEnd[]>;
}

export function seatStore(counts: SeatCounts): SeatStore {
  return {
    forDate: (dateId, now = Date.now()) => counts.forDate(dateId, now),
    perDate: async (now = Date.now(), dateIds) =>
      dateIds ? new Map(await Promise.all(dateIds.map(async (id) => [id, await counts.forDate(id, now)] as const))) : counts.perDate(now),
    nextHoldEnd: (now) => counts.nextHoldEnd(now),
    holdsEnded: (from, to) => counts.holdsEnded(from, to),
  };
}
