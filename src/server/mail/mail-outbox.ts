/**
 * The mails waiting to be sent, in the registrations' SQLite file: written in the same
 * transaction as the registration or waiting-list entry they belong to, so one never
 * exists without the other. A row is pending until it is sent (sent_at) or refused for
 * good by the mail server (rejected_at, with the reason, which the export shows); a
 * failed attempt sets the next one (backoff). A worker claims a mail before it sends it
 * (moving its due time past a lease), so two server processes on one file never send the
 * same mail; one that dies while sending leaves it to be tried again after the lease. One row per entry and kind: queuing the same
 * mail again changes nothing.
 *
 * Queuing a mail is part of its entry's transaction, which waits for the disk (FULL). The
 * worker's bookkeeping (claims, sent, failed) does not (registrations/after-disk.ts): under load it was
 * two waits for the disk per mail, most of the server's. The next write that does wait
 * makes it durable too; a power cut before that can lose a claim or a "sent" mark, and the
 * mail then goes out once more, under the same Message-ID.
 */
import type { DatabaseSync } from 'node:sqlite';
import { withoutDiskWait } from '../registrations/after-disk.ts';
import { mailId, type OutgoingMail, PRIVATE_LINK_KINDS_SQL } from './message.ts';

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
  /** Queues mails, due at `now` (ms); the caller's transaction makes them one with their entry. */
  enqueue(mails: readonly OutgoingMail[], now: number): void;
  /** Pending mails due at `now`, earliest first. */
  due(now: number, limit: number): PendingMail[];
  /**
   * Takes a due mail for sending: true for the one worker (of any process on the file) that
   * gets it, which has until `leaseUntil` (ms) to record the outcome before another may try.
   */
  claim(id: string, now: number, leaseUntil: number): boolean;
  /** Makes a claimed mail that was not sent due again at `now`. */
  release(id: string, now: number): void;
  markSent(id: string, at: string): void;
  markFailed(id: string, attempts: number, nextAttemptAt: number, error: string): void;
  /** Records that an entry's mails (the first of them `kind`) could not be written at all (a bug): the export shows it, nothing is sent. */
  recordUnwritten(entryId: string, kind: OutgoingMail['kind'], at: string, reason: string): void;
  /** The mail server refused the mail for good (e.g. no such mailbox): never tried again. */
  markRejected(id: string, at: string, error: string): void;
  /** When the earliest pending mail is due (ms), or null when none is pending. */
  nextAt(): number | null;
  /** Makes every pending mail due now, e.g. once the mail server answers again. */
  retryNow(now: number): void;
  pending(): number;
  /** Every mail and where it stands, oldest first. */
  records(): MailRecord[];
}

const ERROR_LENGTH = 500;
/** A sent or refused mail's message, unless it carries a private link (to confirm, or to manage a registration). */
const FORGET_LINK = `CASE WHEN ${PRIVATE_LINK_KINDS_SQL} THEN '{}' ELSE message END`;

/** The outbox's statements, prepared once. */
function statements(db: DatabaseSync) {
  const insert = db.prepare(
    'INSERT INTO mail_outbox (id, entry_id, kind, message, next_attempt_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING',
  );
  const dueRows = db.prepare(
    'SELECT id, message, attempts FROM mail_outbox WHERE next_attempt_at <= ? ORDER BY next_attempt_at, rowid LIMIT ?',
  );
  const unwritten = db.prepare(
    "INSERT INTO mail_outbox (id, entry_id, kind, message, rejected_at, last_error) VALUES (?, ?, ?, '{}', ?, ?) ON CONFLICT (id) DO NOTHING",
  );
  const releaseRow = db.prepare('UPDATE mail_outbox SET next_attempt_at = ? WHERE id = ? AND next_attempt_at IS NOT NULL');
  const claimRow = db.prepare('UPDATE mail_outbox SET next_attempt_at = ? WHERE id = ? AND next_attempt_at <= ?');
  // Once a mail with a private link is out (or refused), its text goes: it holds the link, and the database keeps tokens only as hashes.
  const sent = db.prepare(
    `UPDATE mail_outbox SET sent_at = ?, next_attempt_at = NULL, last_error = NULL, message = ${FORGET_LINK} WHERE id = ?`,
  );
  const failed = db.prepare(
    'UPDATE mail_outbox SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE id = ? AND next_attempt_at IS NOT NULL',
  );
  const rejected = db.prepare(
    `UPDATE mail_outbox SET rejected_at = ?, next_attempt_at = NULL, last_error = ?, attempts = attempts + 1, message = ${FORGET_LINK} WHERE id = ?`,
  );
  const earliest = db.prepare('SELECT min(next_attempt_at) AS at FROM mail_outbox WHERE next_attempt_at IS NOT NULL');
  const retryAll = db.prepare('UPDATE mail_outbox SET next_attempt_at = ? WHERE next_attempt_at > ?');
  const countPending = db.prepare('SELECT count(*) AS n FROM mail_outbox WHERE next_attempt_at IS NOT NULL');
  const everything = db.prepare('SELECT id, entry_id, kind, attempts, sent_at, rejected_at, last_error FROM mail_outbox ORDER BY rowid');

  return { insert, dueRows, unwritten, releaseRow, claimRow, sent, failed, rejected, earliest, retryAll, countPending, everything };
}

export function openMailOutbox(db: DatabaseSync): MailOutbox {
  const relaxed = <Args extends unknown[], Result>(work: (...args: Args) => Result) => withoutDiskWait(db, work);
  const { insert, dueRows, unwritten, releaseRow, claimRow, sent, failed, rejected, earliest, retryAll, countPending, everything } =
    statements(db);
  return {
    enqueue(mails, now) {
      for (const mail of mails) insert.run(mailId(mail.entryId, mail.kind), mail.entryId, mail.kind, JSON.stringify(mail), now);
    },
    due: (now, limit) =>
      (dueRows.all(now, limit) as Array<{ id: string; message: string; attempts: number }>).map((row) => ({
        id: row.id,
        mail: JSON.parse(row.message) as OutgoingMail,
        attempts: row.attempts,
      })),
    claim: relaxed((id: string, now: number, leaseUntil: number) => claimRow.run(leaseUntil, id, now).changes === 1),
    release: relaxed((id: string, now: number) => void releaseRow.run(now, id)),
    markSent: relaxed((id: string, at: string) => void sent.run(at, id)),
    recordUnwritten: (entryId, kind, at, reason) =>
      void unwritten.run(mailId(entryId, kind), entryId, kind, at, `not written: ${reason}`.slice(0, ERROR_LENGTH)),
    markFailed: relaxed(
      (id: string, attempts: number, nextAttemptAt: number, error: string) =>
        void failed.run(attempts, nextAttemptAt, error.slice(0, ERROR_LENGTH), id),
    ),
    markRejected: relaxed((id: string, at: string, error: string) => void rejected.run(at, error.slice(0, ERROR_LENGTH), id)),
    nextAt: () => (earliest.get() as { at: number | null }).at,
    retryNow: (now) => void retryAll.run(now, now),
    pending: () => (countPending.get() as { n: number }).n,
    records: () =>
      (
        everything.all() as Array<{
          id: string;
          entry_id: string;
          kind: OutgoingMail['kind'];
          attempts: number;
          sent_at: string | null;
          rejected_at: string | null;
          last_error: string | null;
        }>
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
