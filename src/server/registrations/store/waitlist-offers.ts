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
import type { WaitlistEntry } from '../../../registration-contract/waitlist.ts';
import type { Sql } from '../../database/sql.ts';
import type { OutgoingMail } from '../../outbox/mail-message.ts';
import type { MailOutbox } from '../../outbox/mail-outbox.ts';
import { ENTRY_COLUMNS, type EntryRow, fromRow } from '../rules/entry-rows.ts';
import type { SeatCounts } from './seats.ts';
import type { StoredWaitlistEntry } from './waitlist-table.ts';

export type OfferStatus = 'open' | 'claimed' | 'declined' | 'expired';

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

interface OfferRow {
  entry_id: string;
  date_id: number;
  offered_at: number;
  expires_at: number;
  status: string;
  ended_at: number | null;
  registration_id: string | null;
}

/** Marks the open offers whose time is up at `$1` (ms) expired. */
const EXPIRE_OFFERS = "UPDATE offers SET status = 'expired', ended_at = expires_at WHERE status = 'open' AND expires_at <= $1";

const OFFER_COLUMNS = 'entry_id, date_id, offered_at, expires_at, status, ended_at, registration_id';

function offerOf(row: OfferRow, now: number): Offer {
  const expired = row.status === 'open' && row.expires_at <= now;
  return {
    entryId: row.entry_id,
    dateId: row.date_id,
    offeredAt: row.offered_at,
    expiresAt: row.expires_at,
    status: expired ? 'expired' : (row.status as OfferStatus),
    endedAt: expired ? row.expires_at : row.ended_at,
    registrationId: row.registration_id,
  };
}

/** Offers a seat to one entry out of turn (WaitlistOffers.admit). */
function admitter(db: Sql, mail: MailOutbox, seats: SeatCounts): WaitlistOffers['admit'] {
  const expire = db.prepare(EXPIRE_OFFERS);
  const confirmedEntry = db.prepare(`SELECT ${ENTRY_COLUMNS.join(', ')} FROM waitlist WHERE id = $1 AND status = 'confirmed'`);
  const offerOfEntry = db.prepare(`SELECT ${OFFER_COLUMNS} FROM offers WHERE entry_id = $1`);
  const replace = db.prepare(
    "INSERT INTO offers (entry_id, date_id, hash, offered_at, expires_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (entry_id) DO UPDATE SET hash = excluded.hash, offered_at = excluded.offered_at, expires_at = excluded.expires_at, status = 'open', ended_at = NULL",
  );

  return (entryId: string, { now, offerable, offerMs, newToken, mail: compose }: SweepInput) =>
    db.transaction(async () => {
      await expire.run(now);
      const row = await confirmedEntry.get<EntryRow>(entryId);
      if (!row) return 'unknown' as const;
      const earlier = await offerOfEntry.get<OfferRow>(entryId);
      if (earlier?.status === 'open' || earlier?.status === 'claimed') return earlier.status;
      const entry = fromRow<WaitlistEntry>(row);
      const date = offerable(entry.dateId);
      if (!date) return 'closed' as const;
      if (date.seats !== null) {
        await db.lockDate(entry.dateId);
        if (date.seats - (await seats.forDate(entry.dateId, now)) <= 0) return 'noSeat' as const;
      }
      const { token, hash } = newToken();
      const expiresAt = now + offerMs;
      await replace.run(entry.id, entry.dateId, hash, now, expiresAt);
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
  const entryColumns = ENTRY_COLUMNS.map((column) => `w.${column}`).join(', ');
  const expire = db.prepare(EXPIRE_OFFERS);
  const waitingDates = db.prepare(
    'SELECT DISTINCT w.date_id AS "dateId" FROM waitlist w WHERE w.status = \'confirmed\' AND NOT EXISTS (SELECT 1 FROM offers o WHERE o.entry_id = w.id)',
  );
  // In line: confirmed, never offered, and not registered for the date meanwhile.
  const inLine = db.prepare(
    `SELECT ${entryColumns} FROM waitlist w WHERE w.date_id = $1 AND w.status = 'confirmed'
       AND NOT EXISTS (SELECT 1 FROM offers o WHERE o.entry_id = w.id)
       AND NOT EXISTS (SELECT 1 FROM participants p WHERE p.date_id = w.date_id AND lower(p.email) = lower(w.email) AND p.confirmed = 1 AND p.cancelled_at IS NULL)
     ORDER BY w.confirmed_at, w.rowid LIMIT $2`,
  );
  const insert = db.prepare('INSERT INTO offers (entry_id, date_id, hash, offered_at, expires_at) VALUES ($1, $2, $3, $4, $5)');
  const byHash = db.prepare(`SELECT ${OFFER_COLUMNS} FROM offers WHERE hash = $1`);
  const entryById = db.prepare(`SELECT ${ENTRY_COLUMNS.join(', ')} FROM waitlist WHERE id = $1`);
  const decline = db.prepare(
    "UPDATE offers SET status = 'declined', ended_at = $1 WHERE hash = $2 AND status = 'open' AND expires_at > $3",
  );
  const everything = db.prepare(`SELECT ${OFFER_COLUMNS} FROM offers ORDER BY offered_at, rowid`);
  function sweep({ now, offerable, offerMs, newToken, mail: compose }: SweepInput): Promise<Offer[]> {
    return db.transaction(async () => {
      await expire.run(now);
      const made: Offer[] = [];
      // In the order of the dates, so two sweeps lock them in the same order.
      const dates = (await waitingDates.all<{ dateId: number }>()).map(({ dateId }) => dateId).sort((a, b) => a - b);
      for (const dateId of dates) {
        const date = offerable(dateId);
        if (!date) continue;
        if (date.seats !== null) await db.lockDate(dateId);
        const free = date.seats === null ? Number.MAX_SAFE_INTEGER : date.seats - (await seats.forDate(dateId, now));
        if (free <= 0) continue;
        for (const row of await inLine.all<EntryRow>(dateId, Math.min(free, 1000))) {
          const entry = fromRow<WaitlistEntry>(row);
          const { token, hash } = newToken();
          const expiresAt = now + offerMs;
          await insert.run(entry.id, dateId, hash, now, expiresAt);
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
      const row = await byHash.get<OfferRow>(hash);
      const entry = row && (await entryById.get<EntryRow>(row.entry_id));
      return row && entry ? { offer: offerOf(row, now), entry: fromRow<WaitlistEntry>(entry) } : undefined;
    },
    decline: async (hash, now) => (await decline.run(now, hash, now)).changes === 1,
    all: async (now) => (await everything.all<OfferRow>()).map((row) => offerOf(row, now)),
    admit: admitter(db, mail, seats),
  };
}
