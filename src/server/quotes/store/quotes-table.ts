/**
 * The quotes (migration 14): each with the registration's values it was asked with and the
 * prices that applied then, found by its link's hash. Its link's first opening proves the
 * address: the quote takes the next number of its series (database/number-series.ts) and its
 * days of validity, once. Booking from it marks it booked, in the booking's transaction, once
 * and only while it is valid. A quote is deleted some days after it ends (retention), and with
 * its address on an erasure.
 */
import type { Selectable } from 'kysely';
import { registrationSchema } from '../../../registration-contract/schema.ts';
import { takeNumber } from '../../database/number-series.ts';
import { compiledOnce, insertOnce, query, sameAddress } from '../../database/queries.ts';
import type { Sql } from '../../database/sql.ts';
import { storedJson } from '../../database/stored-json.ts';
import type { Database } from '../../database/tables.ts';
import type { SpendProof } from '../../registrations/store/claim-offer.ts';
import { BOOKED_PRICE } from '../../registrations/store/entry-rows.ts';
import type { NewQuote, StoredQuote } from '../rules/quote-record.ts';

/** What a quote takes when its link is first opened: the series its number counts in, its day and its last valid day. */
export interface Issue {
  readonly series: string;
  readonly issuedOn: string;
  readonly validUntil: string;
  /** Its number from the series' count. */
  readonly numberOf: (n: number) => string;
}

const COLUMNS = [
  'id',
  'hash',
  'date_id',
  'email',
  'locale',
  'payload',
  'price',
  'created_at',
  'link_until',
  'number',
  'issued_on',
  'valid_until',
  'registration_id',
] as const;

const statements = {
  insert: insertOnce('quotes', ['id', 'hash', 'date_id', 'email', 'locale', 'payload', 'price', 'created_at', 'link_until']),
  byHash: compiledOnce((i: { hash: string }) => query.selectFrom('quotes').select(COLUMNS).where('hash', '=', i.hash)),
  lastAsked: compiledOnce((i: { email: string }) =>
    query
      .selectFrom('quotes')
      .select((eb) => eb.fn.max('created_at').as('at'))
      .where((eb) => sameAddress(eb, 'email', i.email)),
  ),
  issue: compiledOnce((i: { id: string; number: string; issuedOn: string; validUntil: string }) =>
    query
      .updateTable('quotes')
      .set({ number: i.number, issued_on: i.issuedOn, valid_until: i.validUntil })
      .where('id', '=', i.id)
      .where('number', 'is', null),
  ),
  book: compiledOnce((i: { id: string; registrationId: string; at: number; today: string }) =>
    query
      .updateTable('quotes')
      .set({ registration_id: i.registrationId, booked_at: i.at })
      .where('id', '=', i.id)
      .where('registration_id', 'is', null)
      .where('valid_until', '>=', i.today),
  ),
  endedBefore: compiledOnce((i: { day: string; at: number }) =>
    query
      .deleteFrom('quotes')
      .where((eb) => eb.or([eb('valid_until', '<', i.day), eb.and([eb('number', 'is', null), eb('created_at', '<', i.at)])])),
  ),
  every: compiledOnce(() => query.selectFrom('quotes').select(COLUMNS).orderBy('created_at')),
  delete: compiledOnce((i: { id: string }) => query.deleteFrom('quotes').where('id', '=', i.id)),
};

type QuoteRow = Pick<Selectable<Database['quotes']>, (typeof COLUMNS)[number]>;

function quoteOf(row: QuoteRow): StoredQuote {
  return {
    id: row.id,
    hash: row.hash,
    registration: storedJson(registrationSchema, row.payload, `quotes.payload of ${row.id}`),
    email: row.email,
    locale: row.locale,
    price: storedJson(BOOKED_PRICE, row.price, `quotes.price of ${row.id}`),
    createdAt: Number(row.created_at),
    linkUntil: Number(row.link_until),
    number: row.number,
    issuedOn: row.issued_on,
    validUntil: row.valid_until,
    registrationId: row.registration_id,
  };
}

export function openQuotes(db: Sql) {
  return {
    insert: async (quote: NewQuote): Promise<void> => {
      await db.run(
        statements.insert({
          id: quote.id,
          hash: quote.hash,
          date_id: quote.registration.dateId,
          email: quote.email,
          locale: quote.locale,
          payload: JSON.stringify(quote.registration),
          price: JSON.stringify(quote.price),
          created_at: quote.createdAt,
          link_until: quote.linkUntil,
        }),
      );
    },
    byHash: async (hash: string): Promise<StoredQuote | null> => {
      const row = await db.get(statements.byHash({ hash }));
      return row ? quoteOf(row) : null;
    },
    /** When the address last asked for a quote (ms), if ever. */
    lastAsked: async (email: string): Promise<number | null> => {
      const at = (await db.get(statements.lastAsked({ email })))?.at;
      return at === null || at === undefined ? null : Number(at);
    },
    /** Inside a transaction: numbers the quote and gives it its validity, unless it has them; its number. */
    issue: async (quote: StoredQuote, issue: Issue): Promise<string> => {
      if (quote.number !== null) return quote.number;
      const number = issue.numberOf(await takeNumber(db, issue.series));
      await db.run(statements.issue({ id: quote.id, number, issuedOn: issue.issuedOn, validUntil: issue.validUntil }));
      return number;
    },
    /** The proof a booking from the quote spends: the quote marked booked as `registrationId`, unless it is booked already or past on `today`. */
    spend:
      (id: string, registrationId: string, at: number, today: string): SpendProof =>
      async () =>
        (await db.run(statements.book({ id, registrationId, at, today }))).changes > 0 ? null : 'ended',
    /** Deletes the quotes valid until before `day`, and those never opened that were asked for before `at` (ms): how many. */
    deleteEnded: async (day: string, at: number): Promise<number> => (await db.run(statements.endedBefore({ day, at }))).changes,
    /** Every quote, oldest first: what a person's export and erasure look through. */
    every: async (): Promise<StoredQuote[]> => (await db.all(statements.every({}))).map(quoteOf),
    /** Deletes the quotes `ids`: how many. */
    forget: async (ids: readonly string[]): Promise<number> => {
      let deleted = 0;
      for (const id of ids) deleted += (await db.run(statements.delete({ id }))).changes;
      return deleted;
    },
  };
}

export type Quotes = ReturnType<typeof openQuotes>;
