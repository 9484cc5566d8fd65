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
import type { Enquiry } from '../../enquiry-contract/schema.ts';
import type { Sql } from '../database/sql.ts';
import { forwardsByHand } from '../outbox/cms-outbox.ts';
import type { OutgoingMail } from '../outbox/mail-message.ts';
import { addressVerdict, type ConfirmationSettings, clientVerdict } from '../registrations/rules/confirmation-settings.ts';
import type { Gate } from '../registrations/store/gate.ts';

/** Enquiry ids start with this, so the CMS outbox (which holds every kind of entry by id) knows one. */
export const ENQUIRY_ID_PREFIX = 'enq-';
export const isEnquiryId = (id: string): boolean => id.startsWith(ENQUIRY_ID_PREFIX);

export interface StoredEnquiry {
  readonly id: string;
  readonly status: 'pending' | 'confirmed';
  readonly enquiry: Enquiry;
  readonly createdAt: string;
  readonly confirmedAt: string | null;
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
  readonly mail: OutgoingMail;
}

export interface EnquiryStore {
  /** Stores an enquiry pending with its link and its mail, unless a cap of the client's is reached. */
  submit(pending: PendingEnquiry, now: number, settings: ConfirmationSettings): Promise<SubmitOutcome>;
  /** What a link would confirm, or why it cannot: never a write. */
  view(hash: string, now: number): Promise<LinkOutcome>;
  /** Confirms the enquiry of a link, with the mails of a confirmed one (to the academy), in one transaction. */
  confirm(hash: string, now: number, mails: (enquiry: StoredEnquiry) => readonly OutgoingMail[]): Promise<LinkOutcome>;
  get(id: string): Promise<StoredEnquiry | undefined>;
  /** Deletes an enquiry with its link and mails (and, through the outbox, its item in the CMS). */
  delete(id: string): Promise<void>;
  /** Deletes the unconfirmed enquiries sent before `unconfirmedBefore` and the confirmed ones confirmed before `confirmedBefore` (ms): their ids. */
  sweep(unconfirmedBefore: number, confirmedBefore: number): Promise<string[]>;
}

type Row = { id: string; status: StoredEnquiry['status']; payload: string; createdAt: string; confirmedAt: string | null };
const COLUMNS = 'id, status, payload, created_at AS "createdAt", confirmed_at AS "confirmedAt"';
const fromRow = (row: Row): StoredEnquiry => ({
  id: row.id,
  status: row.status,
  enquiry: JSON.parse(row.payload) as Enquiry,
  createdAt: row.createdAt,
  confirmedAt: row.confirmedAt,
});

function statements(db: Sql) {
  return {
    insert: db.prepare(
      "INSERT INTO enquiries (id, status, kind, locale, email, payload, client, created_at) VALUES ($1, 'pending', $2, $3, $4, $5, $6, $7)",
    ),
    pendingOf: db.prepare(
      `SELECT count(*) AS pending, min(created_at) AS "firstAt" FROM enquiries WHERE client = $1 AND status = 'pending' AND created_at > $2`,
    ),
    token: db.prepare(
      "INSERT INTO tokens (hash, purpose, list, entry_id, created_at, expires_at) VALUES ($1, 'confirm', 'enquiry', $2, $3, $4)",
    ),
    link: db.prepare(
      `SELECT entry_id AS "entryId", expires_at AS "expiresAt", used_at AS "usedAt" FROM tokens WHERE hash = $1 AND list = 'enquiry'`,
    ),
    redeem: db.prepare('UPDATE tokens SET used_at = $1 WHERE hash = $2 AND used_at IS NULL'),
    markConfirmed: db.prepare("UPDATE enquiries SET status = 'confirmed', confirmed_at = $1 WHERE id = $2 AND status = 'pending'"),
    byId: db.prepare(`SELECT ${COLUMNS} FROM enquiries WHERE id = $1`),
    due: db.prepare(
      "SELECT id FROM enquiries WHERE (status = 'pending' AND created_at < $1) OR (status = 'confirmed' AND confirmed_at < $2)",
    ),
    shown: db.prepare("SELECT 1 AS found FROM enquiries WHERE id = $1 AND (status = 'confirmed' OR forwarded_at IS NOT NULL)"),
    deletions: ['tokens', 'mail_outbox', 'address_mails'].map((table) => db.prepare(`DELETE FROM ${table} WHERE entry_id = $1`)),
    deleteRow: db.prepare('DELETE FROM enquiries WHERE id = $1'),
  };
}

export function openEnquiries(
  db: Sql,
  gate: Pick<Gate, 'addressUsage' | 'recordMail'>,
  enqueue: (mails: readonly OutgoingMail[], now: number) => Promise<void>,
): EnquiryStore {
  const sql = statements(db);
  const byHand = forwardsByHand(db);
  const get = async (id: string) => {
    const row = await sql.byId.get<Row>(id);
    return row && fromRow(row);
  };
  const view = async (hash: string, now: number): Promise<LinkOutcome> => {
    const link = await sql.link.get<{ entryId: string; expiresAt: number; usedAt: number | null }>(hash);
    const enquiry = link && (await get(link.entryId));
    if (!link || !enquiry || link.usedAt !== null || enquiry.status !== 'pending') return { kind: 'problem', expired: false };
    return Number(link.expiresAt) <= now ? { kind: 'problem', expired: true, enquiry } : { kind: 'valid', enquiry };
  };
  const remove = async (id: string) => {
    const shown = (await sql.shown.get(id)) !== undefined;
    for (const statement of sql.deletions) await statement.run(id);
    await sql.deleteRow.run(id);
    // The CMS may have it: its delivery, with the enquiry gone, deletes the item.
    if (shown) await byHand.queue(id);
  };
  return {
    submit: ({ id, enquiry, client, hash, mail }, now, settings) =>
      db.transaction(async () => {
        // An unconfirmed enquiry's link lasts linkMs: the client's pending ones of that time count.
        const found = await sql.pendingOf.get<{ pending: number; firstAt: string | null }>(
          client,
          new Date(now - settings.linkMs).toISOString(),
        );
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
        await sql.insert.run(id, enquiry.kind, enquiry.locale, enquiry.email, JSON.stringify(enquiry), client, at);
        await sql.token.run(hash, id, now, now + settings.linkMs);
        await gate.recordMail(enquiry.email, now, id, client);
        await enqueue([mail], now);
        return { kind: 'stored' };
      }),
    view,
    confirm: (hash, now, mails) =>
      db.transaction(async () => {
        const seen = await view(hash, now);
        if (seen.kind !== 'valid') return seen;
        if (!(await sql.redeem.run(now, hash)).changes) return { kind: 'problem', expired: false };
        await sql.markConfirmed.run(new Date(now).toISOString(), seen.enquiry.id);
        const confirmed = (await get(seen.enquiry.id)) as StoredEnquiry;
        await enqueue(mails(confirmed), now);
        return { kind: 'valid', enquiry: confirmed };
      }),
    get,
    delete: (id) => db.transaction(() => remove(id)),
    sweep: async (unconfirmedBefore, confirmedBefore) => {
      const due = await sql.due.all<{ id: string }>(new Date(unconfirmedBefore).toISOString(), new Date(confirmedBefore).toISOString());
      for (const { id } of due) await db.transaction(() => remove(id));
      return due.map(({ id }) => id);
    },
  };
}
