/**
 * The mails waiting to be sent, in the registrations' database: written in the same
 * transaction as the registration or waiting-list entry they belong to, so one never
 * exists without the other. A row is pending until it is sent (sent_at) or refused for
 * good by the mail server (rejected_at, with the reason, which the export shows); a
 * failed attempt sets the next one (backoff). A worker claims a mail before it sends it (a
 * lease until a time, apart from when it is due, so that making the waiting mails due at
 * once never frees one another server is sending), so two servers on one database never
 * send the same mail; one that dies while sending leaves it to be tried again after the
 * lease. One row per entry and kind: queuing the same mail again changes nothing. A mail
 * that is sent or refused keeps no text: only that it went, when, and why it was refused.
 *
 * Queuing a mail is part of its entry's transaction, which waits for the disk (FULL). The
 * worker's bookkeeping (claims, sent, failed) does not (Sql.relaxed, registrations/sql.ts): under load it was
 * two waits for the disk per mail, most of the server's. The next write that does wait
 * makes it durable too; a power cut before that can lose a claim or a "sent" mark, and the
 * mail then goes out once more, under the same Message-ID.
 */

import { placeholders, type Sql, type Statement } from '../database/sql.ts';
import { DUE_OR_LEASE_END, unleasedAt } from './leases.ts';
import { mailId, type OutgoingMail } from './mail-message.ts';

export interface PendingMail {
  readonly id: string;
  readonly mail: OutgoingMail;
  /** Failed attempts so far. */
  readonly attempts: number;
}

export interface MailRecord {
  readonly id: string;
  readonly entryId: string;
  readonly kind: OutgoingMail['kind'];
  readonly attempts: number;
  readonly sentAt: string | null;
  readonly rejectedAt: string | null;
  readonly lastError: string | null;
}

export interface MailOutbox {
  /**
   * Queues mails, due at `now` (ms); the caller's transaction makes them one with their entry.
   * `owners`: the address each of their entries belongs to, where the caller holds it (the caps
   * per address need not read it: registrations/store/mail-caps.ts).
   */
  enqueue(mails: readonly OutgoingMail[], now: number, owners?: ReadonlyMap<string, string>): Promise<void>;
  /** Pending mails due at `now`, earliest first. */
  due(now: number, limit: number): Promise<PendingMail[]>;
  /**
   * Takes a due mail for sending: true for the one worker (of any server on the database) that
   * gets it, which has until `leaseUntil` (ms) to record the outcome before another may try.
   */
  claim(id: string, now: number, leaseUntil: number): Promise<boolean>;
  /** Makes a claimed mail that was not sent due again at `now`. */
  release(id: string, now: number): Promise<void>;
  markSent(id: string, at: string): Promise<void>;
  markFailed(id: string, attempts: number, nextAttemptAt: number, error: string): Promise<void>;
  /** Records that an entry's mails (the first of them `kind`) could not be written at all (a bug): the export shows it, nothing is sent. */
  recordUnwritten(entryId: string, kind: OutgoingMail['kind'], at: string, reason: string): Promise<void>;
  /** Records that a mail was held back (its address had the day's mails already): the export shows it, nothing is sent. */
  recordHeldBack(entryId: string, kind: OutgoingMail['kind'], at: string, reason: string): Promise<void>;
  /** The mail server refused the mail for good (e.g. no such mailbox): never tried again. */
  markRejected(id: string, at: string, error: string): Promise<void>;
  /** When the earliest pending mail is due (ms), or null when none is pending. */
  nextAt(): Promise<number | null>;
  /** Makes every pending mail due now, e.g. once the mail server answers again. */
  retryNow(now: number): Promise<void>;
  pending(): Promise<number>;
  /** Every mail and where it stands, oldest first. */
  records(): Promise<MailRecord[]>;
}

const ERROR_LENGTH = 500;
/** A sent or refused mail's message is dropped: it holds a person's details, and maybe a private link (the database keeps tokens only as hashes). */
const FORGET_MESSAGE = "'{}'";

/** The outbox's statements, prepared once. */
function statements(db: Sql) {
  // One statement for the mails of a write, whatever their number (prepared once per number): in their order, in one round trip.
  const inserts = new Map<number, Statement>();
  const insert = (rows: number) => {
    const known = inserts.get(rows);
    if (known) return known;
    const values = Array.from({ length: rows }, (_, row) => `(${placeholders(5, row * 5 + 1)})`).join(', ');
    const made = db.prepare(
      `INSERT INTO mail_outbox (id, entry_id, kind, message, next_attempt_at) VALUES ${values} ON CONFLICT (id) DO NOTHING`,
    );
    inserts.set(rows, made);
    return made;
  };
  const dueRows = db.prepare(
    `SELECT id, message, attempts FROM mail_outbox WHERE next_attempt_at <= $1 AND ${unleasedAt('$1')}
     ORDER BY next_attempt_at, rowid LIMIT $2`,
  );
  const unwritten = db.prepare(
    "INSERT INTO mail_outbox (id, entry_id, kind, message, rejected_at, last_error) VALUES ($1, $2, $3, '{}', $4, $5) ON CONFLICT (id) DO NOTHING",
  );
  const releaseRow = db.prepare(
    'UPDATE mail_outbox SET next_attempt_at = $1, leased_until = NULL WHERE id = $2 AND next_attempt_at IS NOT NULL',
  );
  const claimRow = db.prepare(`UPDATE mail_outbox SET leased_until = $1 WHERE id = $2 AND next_attempt_at <= $3 AND ${unleasedAt('$3')}`);
  // Once a mail is out (or refused), its text goes: what the outbox keeps is that it went, not what it said.
  const sent = db.prepare(
    `UPDATE mail_outbox SET sent_at = $1, next_attempt_at = NULL, leased_until = NULL, last_error = NULL, message = ${FORGET_MESSAGE} WHERE id = $2`,
  );
  const failed = db.prepare(
    'UPDATE mail_outbox SET attempts = $1, next_attempt_at = $2, leased_until = NULL, last_error = $3 WHERE id = $4 AND next_attempt_at IS NOT NULL',
  );
  const rejected = db.prepare(
    `UPDATE mail_outbox SET rejected_at = $1, next_attempt_at = NULL, leased_until = NULL, last_error = $2, attempts = attempts + 1, message = ${FORGET_MESSAGE} WHERE id = $3`,
  );
  // A leased mail is due again when its lease ends, at the latest.
  const earliest = db.prepare(`SELECT min(${DUE_OR_LEASE_END}) AS at FROM mail_outbox WHERE next_attempt_at IS NOT NULL`);
  const retryAll = db.prepare('UPDATE mail_outbox SET next_attempt_at = $1 WHERE next_attempt_at > $2');
  const countPending = db.prepare('SELECT count(*) AS n FROM mail_outbox WHERE next_attempt_at IS NOT NULL');
  const everything = db.prepare('SELECT id, entry_id, kind, attempts, sent_at, rejected_at, last_error FROM mail_outbox ORDER BY rowid');

  return { insert, dueRows, unwritten, releaseRow, claimRow, sent, failed, rejected, earliest, retryAll, countPending, everything };
}

export function openMailOutbox(db: Sql): MailOutbox {
  const { insert, dueRows, unwritten, releaseRow, claimRow, sent, failed, rejected, earliest, retryAll, countPending, everything } =
    statements(db);
  const relaxed = <T>(work: () => Promise<T>) => db.relaxed(work);
  return {
    async enqueue(mails, now) {
      if (mails.length === 0) return;
      await insert(mails.length).run(
        ...mails.flatMap((mail) => [mailId(mail.entryId, mail.kind), mail.entryId, mail.kind, JSON.stringify(mail), now]),
      );
    },
    due: async (now, limit) =>
      (await dueRows.all<{ id: string; message: string; attempts: number }>(now, limit)).map((row) => ({
        id: row.id,
        mail: JSON.parse(row.message) as OutgoingMail,
        attempts: row.attempts,
      })),
    claim: (id, now, leaseUntil) => relaxed(async () => (await claimRow.run(leaseUntil, id, now)).changes === 1),
    release: (id, now) => relaxed(async () => void (await releaseRow.run(now, id))),
    markSent: (id, at) => relaxed(async () => void (await sent.run(at, id))),
    recordUnwritten: async (entryId, kind, at, reason) =>
      void (await unwritten.run(mailId(entryId, kind), entryId, kind, at, `not written: ${reason}`.slice(0, ERROR_LENGTH))),
    recordHeldBack: async (entryId, kind, at, reason) =>
      void (await unwritten.run(mailId(entryId, kind), entryId, kind, at, `held back: ${reason}`.slice(0, ERROR_LENGTH))),
    markFailed: (id, attempts, nextAttemptAt, error) =>
      relaxed(async () => void (await failed.run(attempts, nextAttemptAt, error.slice(0, ERROR_LENGTH), id))),
    markRejected: (id, at, error) => relaxed(async () => void (await rejected.run(at, error.slice(0, ERROR_LENGTH), id))),
    nextAt: async () => (await earliest.get<{ at: number | null }>())?.at ?? null,
    retryNow: async (now) => void (await retryAll.run(now, now)),
    pending: async () => (await countPending.get<{ n: number }>())?.n ?? 0,
    records: async () =>
      (
        await everything.all<{
          id: string;
          entry_id: string;
          kind: OutgoingMail['kind'];
          attempts: number;
          sent_at: string | null;
          rejected_at: string | null;
          last_error: string | null;
        }>()
      ).map((row) => ({
        id: row.id,
        entryId: row.entry_id,
        kind: row.kind,
        attempts: row.attempts,
        sentAt: row.sent_at,
        rejectedAt: row.rejected_at,
        lastError: row.last_error,
      })),
  };
}
