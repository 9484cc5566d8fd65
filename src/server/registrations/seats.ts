/**
 * The seats a date's registrations take at a moment: one per participant of a confirmed
 * registration, and one per participant of a pending one (or a `known` one, which must
 * look the same from outside) while its hold lasts; a
 * cancelled place (alone, or with its whole registration) takes none. Counted in the database, so every process on the
 * file counts the same, and inside the writes' transactions.
 */
import type { DatabaseSync } from 'node:sqlite';

/** A hold that ended: its date, and the seats it had held. */
export interface HoldEnd {
  readonly dateId: number;
  readonly seats: number;
}

export interface SeatCounts {
  forDate(dateId: number, now: number): number;
  /** The seats on site a hybrid date's registrations take at `now` (of the participants who come on site). */
  onSiteForDate(dateId: number, now: number): number;
  perDate(now: number): Map<number, number>;
  nextHoldEnd(now: number): number | null;
  holdsEnded(from: number, to: number): HoldEnd[];
}

const TAKING = '(confirmed = 1 OR held_until > ?) AND cancelled_at IS NULL';

export function seatCounts(db: DatabaseSync): SeatCounts {
  const countByDate = db.prepare(`SELECT count(*) AS n FROM participants WHERE date_id = ? AND ${TAKING}`);
  const countOnSite = db.prepare(`SELECT count(*) AS n FROM participants WHERE date_id = ? AND on_site = 1 AND ${TAKING}`);
  const countPerDate = db.prepare(`SELECT date_id AS dateId, count(*) AS n FROM participants WHERE ${TAKING} GROUP BY date_id`);
  const nextEnd = db.prepare("SELECT min(held_until) AS at FROM registrations WHERE status IN ('pending', 'known') AND held_until > ?");
  const ended = db.prepare(
    `SELECT date_id AS dateId, sum(json_array_length(payload, '$.participants')) AS seats FROM registrations
     WHERE status IN ('pending', 'known') AND held_until > ? AND held_until <= ? GROUP BY date_id`,
  );
  return {
    forDate: (dateId, now) => (countByDate.get(dateId, now) as { n: number }).n,
    onSiteForDate: (dateId, now) => (countOnSite.get(dateId, now) as { n: number }).n,
    perDate: (now) => new Map((countPerDate.all(now) as Array<{ dateId: number; n: number }>).map(({ dateId, n }) => [dateId, n])),
    nextHoldEnd: (now) => (nextEnd.get(now) as { at: number | null }).at,
    holdsEnded: (from, to) => ended.all(from, to) as unknown as HoldEnd[],
  };
}
