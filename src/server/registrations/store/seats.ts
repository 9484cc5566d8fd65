/**
 * The seats a date's registrations take at a moment: one per participant of a confirmed
 * registration, and one per participant of a pending one (or a `known` one, which must
 * look the same from outside) while its hold lasts; a
 * cancelled place (alone, or with its whole registration) takes none; a seat offered to
 * a waiting-list entry is held for it until the offer ends (waitlist-offers.ts). Counted in the database, so every process on the
 * file counts the same, and inside the writes' transactions.
 */
import type { ExpressionBuilder } from 'kysely';
import { compiledOnce, query } from '../../database/queries.ts';
import type { Sql } from '../../database/sql.ts';
import type { Database } from '../../database/tables.ts';

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

/** A participant takes a seat at `now`: confirmed, or holding it, and not cancelled. */
const taking = (eb: ExpressionBuilder<Database, 'participants'>, now: number) =>
  eb.and([eb.or([eb('confirmed', '=', 1), eb('held_until', '>', now)]), eb('cancelled_at', 'is', null)]);
/** A seat offered to a waiting-list entry is held for it until the offer ends. */
const offered = (eb: ExpressionBuilder<Database, 'offers'>, now: number) => eb.and([eb('status', '=', 'open'), eb('expires_at', '>', now)]);

const statements = {
  countByDate: compiledOnce((i: { dateId: number; now: number }) =>
    query.selectNoFrom(({ eb, selectFrom, fn }) =>
      eb(
        selectFrom('participants')
          .select(fn.countAll<number>().as('n'))
          .where('date_id', '=', i.dateId)
          .where((where) => taking(where, i.now)),
        '+',
        selectFrom('offers')
          .select(fn.countAll<number>().as('n'))
          .where('date_id', '=', i.dateId)
          .where((where) => offered(where, i.now)),
      ).as('n'),
    ),
  ),
  countHeld: compiledOnce((i: { dateId: number; client: string; now: number }) =>
    query
      .selectFrom('participants as p')
      .innerJoin('registrations as r', 'r.id', 'p.registration_id')
      .select(({ fn, eb, lit }) => [
        fn.countAll<number>().as('onDate'),
        fn.coalesce(fn.sum<number>(eb.case().when('r.client', '=', i.client).then(lit(1)).else(lit(0)).end()), lit(0)).as('byClient'),
      ])
      .where('p.date_id', '=', i.dateId)
      .where('p.confirmed', '=', 0)
      .where('p.held_until', '>', i.now)
      .where('p.cancelled_at', 'is', null),
  ),
  countHeldBy: compiledOnce((i: { id: string; now: number }) =>
    query
      .selectFrom('participants')
      .select(({ fn, eb, lit }) => [
        fn.countAll<number>().as('seats'),
        fn.coalesce(fn.sum<number>(eb.case().when('attendance', '=', 'onSite').then(lit(1)).else(lit(0)).end()), lit(0)).as('onSite'),
      ])
      .where('registration_id', '=', i.id)
      .where('confirmed', '=', 0)
      .where('held_until', '>', i.now)
      .where('cancelled_at', 'is', null),
  ),
  countOnSite: compiledOnce((i: { dateId: number; now: number }) =>
    query
      .selectFrom('participants')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .where('date_id', '=', i.dateId)
      .where('attendance', '=', 'onSite')
      .where((eb) => taking(eb, i.now)),
  ),
  countPerDate: compiledOnce((i: { now: number }) =>
    query
      .selectFrom(
        query
          .selectFrom('participants')
          .select(({ fn }) => ['date_id as dateId', fn.countAll<number>().as('n')])
          .where((eb) => taking(eb, i.now))
          .groupBy('date_id')
          .unionAll(
            query
              .selectFrom('offers')
              .select(({ fn }) => ['date_id as dateId', fn.countAll<number>().as('n')])
              .where((eb) => offered(eb, i.now))
              .groupBy('date_id'),
          )
          .as('taken'),
      )
      .select(({ fn }) => ['dateId', fn.sum<number>('n').as('n')])
      .groupBy('dateId'),
  ),
  nextEnd: compiledOnce((i: { now: number }) =>
    query
      .selectFrom(
        query
          .selectFrom('registrations')
          .select(({ fn }) => fn.min('held_until').as('at'))
          .where('status', 'in', ['pending', 'known'])
          .where('held_until', '>', i.now)
          .unionAll(
            query
              .selectFrom('offers')
              .select(({ fn }) => fn.min('expires_at').as('at'))
              .where((eb) => offered(eb, i.now)),
          )
          .as('ends'),
      )
      .select(({ fn }) => fn.min('at').as('at')),
  ),
  // A registration's places hold seats each (some of a large group's are reserved on confirmation, holding none).
  ended: compiledOnce((i: { from: number; to: number }) =>
    query
      .selectFrom(
        query
          .selectFrom('participants')
          .select(({ fn }) => ['date_id as dateId', fn.countAll<number>().as('seats')])
          .where('confirmed', '=', 0)
          .where('cancelled_at', 'is', null)
          .where('held_until', '>', i.from)
          .where('held_until', '<=', i.to)
          .groupBy('date_id')
          .unionAll(
            query
              .selectFrom('offers')
              .select(({ lit }) => ['date_id as dateId', lit(1).as('seats')])
              .where('status', 'in', ['open', 'expired'])
              .where('expires_at', '>', i.from)
              .where('expires_at', '<=', i.to),
          )
          .as('ended'),
      )
      .select(({ fn }) => ['dateId', fn.sum<number>('seats').as('seats')])
      .groupBy('dateId'),
  ),
};

export function seatCounts(db: Sql): SeatCounts {
  const { countByDate, countHeld, countHeldBy, countOnSite, countPerDate, nextEnd, ended } = statements;
  return {
    forDate: async (dateId, now) => (await db.get(countByDate({ dateId, now })))?.n ?? 0,
    heldForDate: async (dateId, client, now) => (await db.get(countHeld({ dateId, client, now }))) ?? { onDate: 0, byClient: 0 },
    heldBy: async (id, now) => (await db.get(countHeldBy({ id, now }))) ?? { seats: 0, onSite: 0 },
    onSiteForDate: async (dateId, now) => (await db.get(countOnSite({ dateId, now })))?.n ?? 0,
    perDate: async (now) => new Map((await db.all(countPerDate({ now }))).map(({ dateId, n }) => [dateId, n])),
    nextHoldEnd: async (now) => (await db.get(nextEnd({ now })))?.at ?? null,
    holdsEnded: (from, to) => db.all(ended({ from, to })),
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
