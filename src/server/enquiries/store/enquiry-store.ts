/**
 * The enquiries in the registrations' database (migration 11): stored pending with the hash
 * of their link and the "please confirm" mail in one transaction that also counts the caps
 * (pending enquiries per client, "please confirm" mails per client and address); confirmed
 * through the link, with the academy's mail, in one transaction again (a trigger queues the
 * enquiry for the CMS). Links are single use and expire; the token is kept only as its hash
 * in the `tokens` table, under the list `enquiry`. Deleted a set time after confirmation, or
 * once an unconfirmed one's link is long expired; what the CMS had goes there too, through
 * its outbox.
 */
import type { Selectable } from 'kysely';
import { type Enquiry, enquirySchema } from '../../../enquiry-contract/schema.ts';
import { compiledOnce, insertOnce, query } from '../../database/queries.ts';
import type { Sql } from '../../database/sql.ts';
import { storedJson } from '../../database/stored-json.ts';
import type { Database } from '../../database/tables.ts';
import { addressVerdict, type ConfirmationSettings, clientVerdict } from '../../gate/confirmation-settings.ts';
import type { Gate } from '../../gate/gate.ts';
import { forwardsByHand } from '../../outbox/cms-outbox.ts';
import type { OutgoingMail } from '../../outbox/mail-message.ts';

/** Enquiry ids start with this, so the CMS outbox (which holds every kind of entry by id) knows one. */
export const ENQUIRY_ID_PREFIX = 'enq-';
export const isEnquiryId = (id: string): boolean => id.startsWith(ENQUIRY_ID_PREFIX);

export interface StoredEnquiry {
  readonly id: string;
  readonly status: 'pending' | 'confirmed';
  readonly enquiry: Enquiry;
  readonly createdAt: string;
  readonly confirmedAt: string | null;
  /** When the CMS first took it (cms-outbox.ts), null before. */
  readonly forwardedAt: string | null;
}

export type SubmitOutcome = { readonly kind: 'stored' } | { readonly kind: 'capped'; readonly retryAfterSeconds: number };
export type LinkOutcome =
  | { readonly kind: 'valid'; readonly enquiry: StoredEnquiry }
  /** enquiry: the expired link's (its page speaks its language). */
  | { readonly kind: 'problem'; readonly expired: boolean; readonly enquiry?: StoredEnquiry };

export interface PendingEnquiry {
  readonly id: string;
  readonly enquiry: Enquiry;
  /** The client's key (gate.clientKey): the caps count by it. */
  readonly client: string;
  readonly hash: string;
  /** The "please confirm" mail to its sender (capped and counted here). */
  readonly mail: OutgoingMail;
  /** The enquiry to the academy's inbox, which it reaches at once. */
  readonly academyMail: OutgoingMail;
}

export interface EnquiryStore {
  /** Stores an enquiry pending with its link and its mails, and queues it for the CMS, unless a cap of the client's is reached. */
  submit(pending: PendingEnquiry, now: number, settings: ConfirmationSettings): Promise<SubmitOutcome>;
  /** What a link would confirm, or why it cannot: never a write. */
  view(hash: string, now: number): Promise<LinkOutcome>;
  /** Confirms the enquiry of a link, with the mails of a confirmed one (the sender's copy), in one transaction. */
  confirm(hash: string, now: number, mails: (enquiry: StoredEnquiry) => readonly OutgoingMail[]): Promise<LinkOutcome>;
  get(id: string): Promise<StoredEnquiry | undefined>;
  /** Deletes an enquiry with its link and mails (and, through the outbox, its item in the CMS). */
  delete(id: string): Promise<void>;
  /** Deletes the unconfirmed enquiries sent before `unconfirmedBefore` and the confirmed ones confirmed before `confirmedBefore` (ms): their ids. */
  sweep(unconfirmedBefore: number, confirmedBefore: number): Promise<string[]>;
}

const COLUMNS = [
  'id',
  'status',
  'kind',
  'locale',
  'email',
  'payload',
  'created_at as createdAt',
  'confirmed_at as confirmedAt',
  'forwarded_at as forwardedAt',
] as const;

/** An enquiry's row as read: its columns, the times named as the store names them. */
type Row = Pick<Selectable<Database['enquiries']>, 'id' | 'status' | 'kind' | 'locale' | 'email' | 'payload'> & {
  readonly createdAt: string;
  readonly confirmedAt: string | null;
  readonly forwardedAt: string | null;
};

/** An enquiry from its row: the payload holds what has no column (all but its kind, language and address). */
const fromRow = (row: Row): StoredEnquiry => ({
  id: row.id,
  status: row.status,
  enquiry: storedJson(enquirySchema, row.payload, `enquiries.payload of ${row.id}`, {
    kind: row.kind,
    locale: row.locale,
    email: row.email,
  }),
  createdAt: row.createdAt,
  confirmedAt: row.confirmedAt,
  forwardedAt: row.forwardedAt,
});

const statements = {
  insert: insertOnce('enquiries', ['id', 'status', 'kind', 'locale', 'email', 'payload', 'client', 'created_at']),
  pendingOf: compiledOnce((i: { client: string; since: string }) =>
    query
      .selectFrom('enquiries')
      .select(({ fn }) => [fn.countAll<number>().as('pending'), fn.min('created_at').as('firstAt')])
      .where('client', '=', i.client)
      .where('status', '=', 'pending')
      .where('created_at', '>', i.since),
  ),
  token: insertOnce('tokens', ['hash', 'purpose', 'list', 'entry_id', 'created_at', 'expires_at']),
  link: compiledOnce((i: { hash: string }) =>
    query
      .selectFrom('tokens')
      .select(['entry_id as entryId', 'expires_at as expiresAt', 'used_at as usedAt'])
      .where('hash', '=', i.hash)
      .where('list', '=', 'enquiry'),
  ),
  redeem: compiledOnce((i: { at: number; hash: string }) =>
    query.updateTable('tokens').set({ used_at: i.at }).where('hash', '=', i.hash).where('used_at', 'is', null),
  ),
  markConfirmed: compiledOnce((i: { at: string; id: string }) =>
    query.updateTable('enquiries').set({ status: 'confirmed', confirmed_at: i.at }).where('id', '=', i.id).where('status', '=', 'pending'),
  ),
  byId: compiledOnce((i: { id: string }) => query.selectFrom('enquiries').select(COLUMNS).where('id', '=', i.id)),
  due: compiledOnce((i: { unconfirmedBefore: string; confirmedBefore: string }) =>
    query
      .selectFrom('enquiries')
      .select('id')
      .where(({ or, and, eb }) =>
        or([
          and([eb('status', '=', 'pending'), eb('created_at', '<', i.unconfirmedBefore)]),
          and([eb('status', '=', 'confirmed'), eb('confirmed_at', '<', i.confirmedBefore)]),
        ]),
      ),
  ),
  shown: compiledOnce((i: { id: string }) =>
    query
      .selectFrom('enquiries')
      .select('id')
      .where('id', '=', i.id)
      .where(({ or, eb }) => or([eb('status', '=', 'confirmed'), eb('forwarded_at', 'is not', null)])),
  ),
  deletions: [
    compiledOnce((i: { id: string }) => query.deleteFrom('tokens').where('entry_id', '=', i.id)),
    compiledOnce((i: { id: string }) => query.deleteFrom('mail_outbox').where('entry_id', '=', i.id)),
    compiledOnce((i: { id: string }) => query.deleteFrom('address_mails').where('entry_id', '=', i.id)),
  ],
  deleteRow: compiledOnce((i: { id: string }) => query.deleteFrom('enquiries').where('id', '=', i.id)),
};

/** A pending enquiry's row: its kind, language and address in their columns, the rest as JSON. */
const enquiryRow = (id: string, { kind, locale, email, ...rest }: Enquiry, client: string, at: string) => ({
  id,
  status: 'pending' as const,
  kind,
  locale,
  email,
  payload: JSON.stringify(rest),
  client,
  created_at: at,
});

export function openEnquiries(
  db: Sql,
  gate: Pick<Gate, 'addressUsage' | 'recordMail'>,
  enqueue: (mails: readonly OutgoingMail[], now: number) => Promise<void>,
): EnquiryStore {
  const sql = statements;
  const byHand = forwardsByHand(db);
  const get = async (id: string) => {
    const row = await db.get(sql.byId({ id }));
    return row && fromRow(row);
  };
  const view = async (hash: string, now: number): Promise<LinkOutcome> => {
    const link = await db.get(sql.link({ hash }));
    const enquiry = link && (await get(link.entryId));
    if (!link || !enquiry || link.usedAt !== null || enquiry.status !== 'pending') return { kind: 'problem', expired: false };
    return Number(link.expiresAt) <= now ? { kind: 'problem', expired: true, enquiry } : { kind: 'valid', enquiry };
  };
  const remove = async (id: string) => {
    const shown = (await db.get(sql.shown({ id }))) !== undefined;
    for (const statement of sql.deletions) await db.run(statement({ id }));
    await db.run(sql.deleteRow({ id }));
    // The CMS may have it: its delivery, with the enquiry gone, deletes the item.
    if (shown) await byHand.queue(id);
  };
  return {
    submit: ({ id, enquiry, client, hash, mail, academyMail }, now, settings) =>
      db.transaction(async () => {
        // An unconfirmed enquiry's link lasts linkMs: the client's pending ones of that time count.
        const found = await db.get(sql.pendingOf({ client, since: new Date(now - settings.linkMs).toISOString() }));
        const firstAt = found?.firstAt ?? null;
        // The registrations' cap per client, counted in enquiries (they hold no seats); the first one's link ends the wait.
        const usage = {
          pending: Number(found?.pending ?? 0),
          seats: 0,
          firstEnd: firstAt === null ? null : Date.parse(firstAt) + settings.linkMs,
        };
        const waitForClient = clientVerdict(usage, 0, settings, now);
        if (waitForClient > 0) return { kind: 'capped', retryAfterSeconds: waitForClient };
        const wait = addressVerdict(await gate.addressUsage(enquiry.email, client, now), settings, now);
        if (wait > 0) return { kind: 'capped', retryAfterSeconds: wait };
        const at = new Date(now).toISOString();
        await db.run(sql.insert(enquiryRow(id, enquiry, client, at)));
        await db.run(
          sql.token({ hash, purpose: 'confirm', list: 'enquiry', entry_id: id, created_at: now, expires_at: now + settings.linkMs }),
        );
        await gate.recordMail(enquiry.email, now, id, client);
        await enqueue([mail, academyMail], now);
        // The CMS shows it at once, its address not yet confirmed (the outbox's triggers queue only its confirmation).
        await byHand.queue(id);
        return { kind: 'stored' };
      }),
    view,
    confirm: (hash, now, mails) =>
      db.transaction(async () => {
        const seen = await view(hash, now);
        if (seen.kind !== 'valid') return seen;
        if (!(await db.run(sql.redeem({ at: now, hash }))).changes) return { kind: 'problem', expired: false };
        await db.run(sql.markConfirmed({ at: new Date(now).toISOString(), id: seen.enquiry.id }));
        const confirmed = await get(seen.enquiry.id);
        if (!confirmed) throw new Error(`enquiry ${seen.enquiry.id} went in the middle of its confirmation`);
        await enqueue(mails(confirmed), now);
        return { kind: 'valid', enquiry: confirmed };
      }),
    get,
    delete: (id) => db.transaction(() => remove(id)),
    sweep: async (unconfirmedBefore, confirmedBefore) => {
      const due = await db.all(
        sql.due({ unconfirmedBefore: new Date(unconfirmedBefore).toISOString(), confirmedBefore: new Date(confirmedBefore).toISOString() }),
      );
      for (const { id } of due) await db.transaction(() => remove(id));
      return due.map(({ id }) => id);
    },
  };
}
