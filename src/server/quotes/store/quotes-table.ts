/**
 * The quotes (migration 14): each with the registration's values it was asked with, the prices
 * that applied then and the client that asked, found by its link's hash. Asking for one is capped
 * as an enquiry is (the client's quotes not issued yet, the mails its posts caused to the address),
 * in the transaction that stores it and queues its link. Its issue through the link takes the next
 * number of its series (database/number-series.ts), its days of validity and its document, once:
 * the row is held first, so a second issue at the same time waits and finds it issued. Booking
 * from it marks it booked, in the booking's transaction, once and only while it is valid. A quote
 * is deleted some days after it ends (retention), and on an erasure of an address it names.
 */
import type { Selectable } from 'kysely';
import { registrationSchema } from '../../../registration-contract/schema.ts';
import { takeNumber } from '../../database/number-series.ts';
import { compiledOnce, insertOnce, query } from '../../database/queries.ts';
import type { Sql } from '../../database/sql.ts';
import { storedJson } from '../../database/stored-json.ts';
import type { Database } from '../../database/tables.ts';
import { addressVerdict, type ConfirmationSettings, clientVerdict } from '../../gate/confirmation-settings.ts';
import type { Gate } from '../../gate/gate.ts';
import type { QuoteDocument } from '../../invoices/rules/invoice-document.ts';
import { INVOICE_DOCUMENT, storedDocument } from '../../invoices/rules/stored-document.ts';
import type { OutgoingMail } from '../../outbox/mail-message.ts';
import type { SpendProof } from '../../registrations/store/claim-offer.ts';
import { BOOKED_PRICE } from '../../registrations/store/entry-rows.ts';
import { type IssuedRecord, isIssued, type NewQuote, type StoredQuote } from '../rules/quote-record.ts';

/** What a quote takes when it is issued: the series its number counts in, its day and last valid day, and its document. */
export interface Issue {
  readonly series: string;
  readonly issuedOn: string;
  readonly validUntil: string;
  /** Its number from the series' count. */
  readonly numberOf: (n: number) => string;
  /** Its document, numbered `number`. */
  readonly documentOf: (number: string) => QuoteDocument;
}

/** A quote as asked for, capped (how long until the client or address may ask again), or stored with its link's mail queued. */
export type AskOutcome = { readonly kind: 'stored' } | { readonly kind: 'capped'; readonly retryAfterSeconds: number };

const COLUMNS = [
  'id',
  'hash',
  'date_id',
  'email',
  'locale',
  'payload',
  'price',
  'client',
  'created_at',
  'link_until',
  'number',
  'issued_on',
  'valid_until',
  'document',
  'registration_id',
] as const;

const statements = {
  insert: insertOnce('quotes', ['id', 'hash', 'date_id', 'email', 'locale', 'payload', 'price', 'client', 'created_at', 'link_until']),
  byHash: compiledOnce((i: { hash: string }) => query.selectFrom('quotes').select(COLUMNS).where('hash', '=', i.hash)),
  byId: compiledOnce((i: { id: string }) => query.selectFrom('quotes').select(COLUMNS).where('id', '=', i.id)),
  // The client's quotes not issued yet whose links still work: counted like pending enquiries.
  pendingOf: compiledOnce((i: { client: string; since: number }) =>
    query
      .selectFrom('quotes')
      .select(({ fn }) => [fn.countAll<number>().as('pending'), fn.min('created_at').as('firstAt')])
      .where('client', '=', i.client)
      .where('number', 'is', null)
      .where('created_at', '>', i.since),
  ),
  // Holds the row to the end of the transaction; no change when it was issued already.
  hold: compiledOnce((i: { id: string }) =>
    query
      .updateTable('quotes')
      .set((eb) => ({ link_until: eb.ref('link_until') }))
      .where('id', '=', i.id)
      .where('number', 'is', null),
  ),
  issue: compiledOnce((i: { id: string; number: string; issuedOn: string; validUntil: string; document: string }) =>
    query
      .updateTable('quotes')
      .set({ number: i.number, issued_on: i.issuedOn, valid_until: i.validUntil, document: i.document })
      .where('id', '=', i.id),
  ),
  book: compiledOnce((i: { id: string; registrationId: string; at: number; today: string }) =>
    query
      .updateTable('quotes')
      .set({ registration_id: i.registrationId, booked_at: i.at })
      .where('id', '=', i.id)
      .where('registration_id', 'is', null)
      .where('valid_until', '>=', i.today),
  ),
  ended: compiledOnce((i: { day: string; at: number }) =>
    query
      .selectFrom('quotes')
      .select('id')
      .where((eb) => eb.or([eb('valid_until', '<', i.day), eb.and([eb('number', 'is', null), eb('created_at', '<', i.at)])])),
  ),
  every: compiledOnce(() => query.selectFrom('quotes').select(COLUMNS).orderBy('created_at')),
  delete: compiledOnce((i: { id: string }) => query.deleteFrom('quotes').where('id', '=', i.id)),
};

type QuoteRow = Pick<Selectable<Database['quotes']>, (typeof COLUMNS)[number]>;

/** The document as issued: the row keeps an invoice's JSON all but its number and kind. */
function documentOf(row: QuoteRow): QuoteDocument | null {
  if (row.document === null || row.number === null) return null;
  const document = storedJson(INVOICE_DOCUMENT, row.document, `quotes.document of ${row.id}`, { kind: 'invoice', number: row.number });
  return { ...document, kind: 'quote', corrects: null };
}

function quoteOf(row: QuoteRow): StoredQuote {
  return {
    id: row.id,
    hash: row.hash,
    registration: storedJson(registrationSchema, row.payload, `quotes.payload of ${row.id}`),
    email: row.email,
    locale: row.locale,
    price: storedJson(BOOKED_PRICE, row.price, `quotes.price of ${row.id}`),
    client: row.client,
    createdAt: Number(row.created_at),
    linkUntil: Number(row.link_until),
    number: row.number,
    issuedOn: row.issued_on,
    validUntil: row.valid_until,
    document: documentOf(row),
    registrationId: row.registration_id,
  };
}

/** What asking for a quote writes with. */
interface AskParts {
  readonly db: Sql;
  readonly gate: Pick<Gate, 'addressUsage' | 'recordMail'>;
  readonly enqueue: (mails: OutgoingMail[], now: number) => Promise<void>;
}

/** Inside a transaction: `quote` stored with its link's `mail` queued, or how long its client or address must wait. */
async function ask(
  { db, gate, enqueue }: AskParts,
  quote: NewQuote,
  mail: OutgoingMail,
  settings: ConfirmationSettings,
  now: number,
): Promise<AskOutcome> {
  const found = await db.get(statements.pendingOf({ client: quote.client, since: now - settings.linkMs }));
  const firstAt = found?.firstAt ?? null;
  const usage = { pending: Number(found?.pending ?? 0), seats: 0, firstEnd: firstAt === null ? null : Number(firstAt) + settings.linkMs };
  const waitForClient = clientVerdict(usage, 0, settings, now);
  if (waitForClient > 0) return { kind: 'capped', retryAfterSeconds: waitForClient };
  const wait = addressVerdict(await gate.addressUsage(quote.email, quote.client, now), settings, now);
  if (wait > 0) return { kind: 'capped', retryAfterSeconds: wait };
  await db.run(
    statements.insert({
      id: quote.id,
      hash: quote.hash,
      date_id: quote.registration.dateId,
      email: quote.email,
      locale: quote.locale,
      payload: JSON.stringify(quote.registration),
      price: JSON.stringify(quote.price),
      client: quote.client,
      created_at: quote.createdAt,
      link_until: quote.linkUntil,
    }),
  );
  await gate.recordMail(quote.email, now, quote.id, quote.client);
  await enqueue([mail], now);
  return { kind: 'stored' };
}

/** The quotes on `db`: `gate` keeps the mails per address, `enqueue` queues a quote's mails (capped: registration-stores.ts). */
export function openQuotes(
  db: Sql,
  gate: Pick<Gate, 'addressUsage' | 'recordMail'>,
  enqueue: (mails: OutgoingMail[], now: number) => Promise<void>,
) {
  const byId = async (id: string) => {
    const row = await db.get(statements.byId({ id }));
    return row ? quoteOf(row) : null;
  };
  return {
    /** Stores `quote` and queues its link's `mail`, unless its client or address is capped (as an enquiry is). */
    ask: (quote: NewQuote, mail: OutgoingMail, settings: ConfirmationSettings, now: number): Promise<AskOutcome> =>
      db.transaction(() => ask({ db, gate, enqueue }, quote, mail, settings, now)),
    byHash: async (hash: string): Promise<StoredQuote | null> => {
      const row = await db.get(statements.byHash({ hash }));
      return row ? quoteOf(row) : null;
    },
    /**
     * Inside a transaction: issues the quote, holding its row first, so that of two issues at once
     * one numbers it and the other finds it issued (`fresh` false).
     */
    issue: async (quote: StoredQuote, issue: Issue): Promise<{ readonly record: IssuedRecord; readonly fresh: boolean }> => {
      if ((await db.run(statements.hold({ id: quote.id }))).changes === 0) {
        const issued = await byId(quote.id);
        if (!issued || !isIssued(issued)) throw new Error(`quote ${quote.id} is neither to issue nor issued`);
        return { record: issued, fresh: false };
      }
      const number = issue.numberOf(await takeNumber(db, issue.series));
      const document = issue.documentOf(number);
      const stored = storedDocument({ ...document, kind: 'invoice' });
      await db.run(statements.issue({ id: quote.id, number, issuedOn: issue.issuedOn, validUntil: issue.validUntil, document: stored }));
      return { record: { ...quote, number, issuedOn: issue.issuedOn, validUntil: issue.validUntil, document }, fresh: true };
    },
    /** The proof a booking from the quote spends: the quote marked booked as `registrationId`, unless it is booked already or past on `today`. */
    spend:
      (id: string, registrationId: string, at: number, today: string): SpendProof =>
      async () =>
        (await db.run(statements.book({ id, registrationId, at, today }))).changes > 0 ? null : 'ended',
    /** Deletes the quotes valid until before `day`, and those never issued that were asked for before `at` (ms): their ids. */
    deleteEnded: async (day: string, at: number): Promise<string[]> => {
      const ids = (await db.all(statements.ended({ day, at }))).map(({ id }) => id);
      for (const id of ids) await db.run(statements.delete({ id }));
      return ids;
    },
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
