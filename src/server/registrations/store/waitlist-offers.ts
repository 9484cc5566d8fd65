/**
 * The waiting list moves by itself: a seat that frees up on a date with a waiting list
 * (a cancellation, a move away, a hold or offer that ended, more seats in the CMS) is
 * offered to the first confirmed entry in line that has had no offer yet, and held for it
 * while the offer lasts (seats.ts counts it as taken). The offer's mail carries a claim
 * link (its token kept only as a hash); claiming registers at once (registration-writes.ts),
 * declining or letting it expire ends it, and the next sweep offers the seat to the next
 * entry. Nothing is offered for a date that has begun or that an editor closed. Each
 * sweep is one transaction that counts each date's seats under its lock (Sql.lockDate), so
 * two servers on one database never offer one seat twice.
 */

import type { Selectable } from 'kysely';
import type { OfferStatus } from '../../database/column-values.ts';
import { compiledOnce, insertOnce, query } from '../../database/queries.ts';
import type { Sql } from '../../database/sql.ts';
import type { Database } from '../../database/tables.ts';
import type { OutgoingMail } from '../../outbox/mail-message.ts';
import type { MailOutbox } from '../../outbox/mail-outbox.ts';
import { ENTRY_COLUMNS, waitlistFromRow } from './entry-rows.ts';
import type { SeatCounts } from './seats.ts';
import type { StoredWaitlistEntry } from './waitlist-table.ts';

export interface Offer {
  readonly entryId: string;
  readonly dateId: number;
  readonly offeredAt: number;
  readonly expiresAt: number;
  /** An open offer past its end counts as expired. */
  readonly status: OfferStatus;
  readonly endedAt: number | null;
  /** The registration a claimed offer became. */
  readonly registrationId: string | null;
}

/** What the content says of a date, for offering its seats: null when it takes none (gone, begun, closed by an editor). */
export type OfferableDate = (dateId: number) => { readonly seats: number | null } | null;

export interface SweepInput {
  readonly now: number;
  readonly offerable: OfferableDate;
  readonly offerMs: number;
  /** A new claim link: its token and hash. */
  readonly newToken: () => { token: string; hash: string };
  /** The offer's mail to the entry, with the claim link of `token`, until `expiresAt` (ms). */
  readonly mail: (entry: StoredWaitlistEntry, token: string, expiresAt: number) => readonly OutgoingMail[];
}

export interface WaitlistOffers {
  /** Offers every free seat of every date with a waiting list to the next entries in line: the offers made. */
  sweep(input: SweepInput): Promise<Offer[]>;
  /** The offer a claim link's token (its hash) belongs to, with its entry, as it stands at `now`. */
  byHash(hash: string, now: number): Promise<{ offer: Offer; entry: StoredWaitlistEntry } | undefined>;
  /** Ends an open offer as declined; false when it was not open (claimed, ended). */
  decline(hash: string, now: number): Promise<boolean>;
  /** Every offer as it stands at `now`, oldest first. */
  all(now: number): Promise<Offer[]>;
  /**
   * Offers a seat to one confirmed entry now, out of turn (staff admit it), when its date has
   * a seat free; an offer of it that ended is replaced. The offer, or why none was made.
   */
  admit(entryId: string, input: SweepInput): Promise<Offer | 'unknown' | 'open' | 'claimed' | 'closed' | 'noSeat'>;
}

const OFFER_COLUMNS = ['entry_id', 'date_id', 'offered_at', 'expires_at', 'status', 'ended_at', 'registration_id'] as const;

type OfferRow = Pick<Selectable<Database['offers']>, (typeof OFFER_COLUMNS)[number]>;

const statements = {
  /** Marks the open offers whose time is up at `now` (ms) expired. */
  expire: compiledOnce((i: { now: number }) =>
    query
      .updateTable('offers')
      .set((eb) => ({ status: 'expired', ended_at: eb.ref('expires_at') }))
      .where('status', '=', 'open')
      .where('expires_at', '<=', i.now),
  ),
  confirmedEntry: compiledOnce((i: { id: string }) =>
    query.selectFrom('waitlist').select(ENTRY_COLUMNS).where('id', '=', i.id).where('status', '=', 'confirmed'),
  ),
  offerOfEntry: compiledOnce((i: { id: string }) => query.selectFrom('offers').select(OFFER_COLUMNS).where('entry_id', '=', i.id)),
  insert: insertOnce('offers', ['entry_id', 'date_id', 'hash', 'offered_at', 'expires_at']),
  replace: compiledOnce((i: { entryId: string; dateId: number; hash: string; now: number; expiresAt: number }) =>
    query
      .insertInto('offers')
      .values({ entry_id: i.entryId, date_id: i.dateId, hash: i.hash, offered_at: i.now, expires_at: i.expiresAt })
      .onConflict((conflict) =>
        conflict.column('entry_id').doUpdateSet((eb) => ({
          hash: eb.ref('excluded.hash'),
          offered_at: eb.ref('excluded.offered_at'),
          expires_at: eb.ref('excluded.expires_at'),
          status: 'open',
          ended_at: null,
        })),
      ),
  ),
  waitingDates: compiledOnce(() =>
    query
      .selectFrom('waitlist as w')
      .select('w.date_id as dateId')
      .distinct()
      .where('w.status', '=', 'confirmed')
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('offers as o').select('o.entry_id').whereRef('o.entry_id', '=', 'w.id'))),
      ),
  ),
  // In line: confirmed, never offered, and not registered for the date meanwhile.
  inLine: compiledOnce((i: { dateId: number; limit: number }) =>
    query
      .selectFrom('waitlist as w')
      .select(ENTRY_COLUMNS.map((column) => `w.${column}` as const))
      .where('w.date_id', '=', i.dateId)
      .where('w.status', '=', 'confirmed')
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('offers as o').select('o.entry_id').whereRef('o.entry_id', '=', 'w.id'))),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('participants as p')
              .select('p.position')
              .whereRef('p.date_id', '=', 'w.date_id')
              .where(({ eb, fn }) => eb(fn('lower', ['p.email']), '=', fn('lower', ['w.email'])))
              .where('p.confirmed', '=', 1)
              .where('p.cancelled_at', 'is', null),
          ),
        ),
      )
      .orderBy('w.confirmed_at')
      .orderBy('w.rowid')
      .limit(i.limit),
  ),
  byHash: compiledOnce((i: { hash: string }) => query.selectFrom('offers').select(OFFER_COLUMNS).where('hash', '=', i.hash)),
  entryById: compiledOnce((i: { id: string }) => query.selectFrom('waitlist').select(ENTRY_COLUMNS).where('id', '=', i.id)),
  decline: compiledOnce((i: { now: number; hash: string }) =>
    query
      .updateTable('offers')
      .set({ status: 'declined', ended_at: i.now })
      .where('hash', '=', i.hash)
      .where('status', '=', 'open')
      .where('expires_at', '>', i.now),
  ),
  everything: compiledOnce(() => query.selectFrom('offers').select(OFFER_COLUMNS).orderBy('offered_at').orderBy('rowid')),
};

function offerOf(row: OfferRow, now: number): Offer {
  const expired = row.status === 'open' && row.expires_at <= now;
  return {
    entryId: row.entry_id,
    dateId: row.date_id,
    offeredAt: row.offered_at,
    expiresAt: row.expires_at,
    status: expired ? 'expired' : row.status,
    endedAt: expired ? row.expires_at : row.ended_at,
    registrationId: row.registration_id,
  };
}

/** Offers a seat to one entry out of turn (WaitlistOffers.admit). */
function admitter(db: Sql, mail: MailOutbox, seats: SeatCounts): WaitlistOffers['admit'] {
  const { expire, confirmedEntry, offerOfEntry, replace } = statements;

  return (entryId: string, { now, offerable, offerMs, newToken, mail: compose }: SweepInput) =>
    db.transaction(async () => {
      await db.run(expire({ now }));
      const row = await db.get(confirmedEntry({ id: entryId }));
      if (!row) return 'unknown' as const;
      const earlier = await db.get(offerOfEntry({ id: entryId }));
      if (earlier?.status === 'open' || earlier?.status === 'claimed') return earlier.status;
      const entry = waitlistFromRow(row);
      const date = offerable(entry.dateId);
      if (!date) return 'closed' as const;
      if (date.seats !== null) {
        await db.lockDate(entry.dateId);
        if (date.seats - (await seats.forDate(entry.dateId, now)) <= 0) return 'noSeat' as const;
      }
      const { token, hash } = newToken();
      const expiresAt = now + offerMs;
      await db.run(replace({ entryId: entry.id, dateId: entry.dateId, hash, now, expiresAt }));
      await mail.enqueue(compose(entry, token, expiresAt), now);
      return {
        entryId,
        dateId: entry.dateId,
        offeredAt: now,
        expiresAt,
        status: 'open',
        endedAt: null,
        registrationId: null,
      } satisfies Offer;
    });
}

export function openWaitlistOffers(db: Sql, mail: MailOutbox, seats: SeatCounts): WaitlistOffers {
  const { expire, waitingDates, inLine, insert, byHash, entryById, decline, everything } = statements;
  function sweep({ now, offerable, offerMs, newToken, mail: compose }: SweepInput): Promise<Offer[]> {
    return db.transaction(async () => {
      await db.run(expire({ now }));
      const made: Offer[] = [];
      // In the order of the dates, so two sweeps lock them in the same order.
      const dates = (await db.all(waitingDates({}))).map(({ dateId }) => dateId).sort((a, b) => a - b);
      for (const dateId of dates) {
        const date = offerable(dateId);
        if (!date) continue;
        if (date.seats !== null) await db.lockDate(dateId);
        const free = date.seats === null ? Number.MAX_SAFE_INTEGER : date.seats - (await seats.forDate(dateId, now));
        if (free <= 0) continue;
        for (const row of await db.all(inLine({ dateId, limit: Math.min(free, 1000) }))) {
          const entry = waitlistFromRow(row);
          const { token, hash } = newToken();
          const expiresAt = now + offerMs;
          await db.run(insert({ entry_id: entry.id, date_id: dateId, hash, offered_at: now, expires_at: expiresAt }));
          await mail.enqueue(compose(entry, token, expiresAt), now);
          made.push({ entryId: entry.id, dateId, offeredAt: now, expiresAt, status: 'open', endedAt: null, registrationId: null });
        }
      }
      return made;
    });
  }

  return {
    sweep,
    async byHash(hash, now) {
      const row = await db.get(byHash({ hash }));
      const entry = row && (await db.get(entryById({ id: row.entry_id })));
      return row && entry ? { offer: offerOf(row, now), entry: waitlistFromRow(entry) } : undefined;
    },
    decline: async (hash, now) => (await db.run(decline({ now, hash }))).changes === 1,
    all: async (now) => (await db.all(everything({}))).map((row) => offerOf(row, now)),
    admit: admitter(db, mail, seats),
  };
}
