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
 * worker's bookkeeping (claims, sent, failed) does not (Sql.relaxed, database/sql.ts): under load it was
 * two waits for the disk per mail, most of the server's. The next write that does wait
 * makes it durable too; a power cut before that can lose a claim or a "sent" mark, and the
 * mail then goes out once more, under the same Message-ID.
 */

import type { MailKind } from '../database/column-values.ts';
import { compiledOnce, query } from '../database/queries.ts';
import type { Sql } from '../database/sql.ts';
import { StoredJsonError, storedJson } from '../database/stored-json.ts';
import { dueOrLeaseEnd, unleasedAt } from './leases.ts';
import { mailId, type OutgoingMail, STORED_MESSAGE, storedMessage } from './mail-message.ts';

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
  /** Pending mails due at `now`, earliest first; one whose stored message cannot be read is refused instead (its reason kept). */
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
const FORGOTTEN = '{}';

/** A waiting mail from its row: its message, with its kind, entry and address from their columns. */
function mailOf(row: { id: string; entry_id: string; kind: MailKind; address: string | null; message: string }): OutgoingMail {
  if (row.address === null) throw new StoredJsonError(`mail_outbox.address of ${row.id} is missing`);
  const message = storedJson(STORED_MESSAGE, row.message, `mail_outbox.message of ${row.id}`);
  return { ...message, kind: row.kind, entryId: row.entry_id, to: { name: message.to.name, address: row.address } };
}

/** The outbox's statements, compiled once. */
const statements = {
  dueRows: compiledOnce((i: { now: number; limit: number }) =>
    query
      .selectFrom('mail_outbox')
      .select(['id', 'entry_id', 'kind', 'address', 'message', 'attempts'])
      .where('next_attempt_at', '<=', i.now)
      .where((eb) => unleasedAt(eb, i.now))
      .orderBy('next_attempt_at')
      .orderBy('rowid')
      .limit(i.limit),
  ),
  unwritten: compiledOnce((i: { id: string; entryId: string; kind: MailKind; at: string; error: string }) =>
    query
      .insertInto('mail_outbox')
      .values({ id: i.id, entry_id: i.entryId, kind: i.kind, message: FORGOTTEN, rejected_at: i.at, last_error: i.error })
      .onConflict((conflict) => conflict.column('id').doNothing()),
  ),
  releaseRow: compiledOnce((i: { now: number; id: string }) =>
    query
      .updateTable('mail_outbox')
      .set({ next_attempt_at: i.now, leased_until: null })
      .where('id', '=', i.id)
      .where('next_attempt_at', 'is not', null),
  ),
  claimRow: compiledOnce((i: { until: number; id: string; now: number }) =>
    query
      .updateTable('mail_outbox')
      .set({ leased_until: i.until })
      .where('id', '=', i.id)
      .where('next_attempt_at', '<=', i.now)
      .where((eb) => unleasedAt(eb, i.now)),
  ),
  // Once a mail is out (or refused), its text goes: what the outbox keeps is that it went, not what it said.
  sent: compiledOnce((i: { at: string; id: string }) =>
    query
      .updateTable('mail_outbox')
      .set({ sent_at: i.at, next_attempt_at: null, leased_until: null, last_error: null, message: FORGOTTEN, address: null })
      .where('id', '=', i.id),
  ),
  failed: compiledOnce((i: { attempts: number; next: number; error: string; id: string }) =>
    query
      .updateTable('mail_outbox')
      .set({ attempts: i.attempts, next_attempt_at: i.next, leased_until: null, last_error: i.error })
      .where('id', '=', i.id)
      .where('next_attempt_at', 'is not', null),
  ),
  rejected: compiledOnce((i: { at: string; error: string; id: string }) =>
    query
      .updateTable('mail_outbox')
      .set((eb) => ({
        rejected_at: i.at,
        next_attempt_at: null,
        leased_until: null,
        last_error: i.error,
        attempts: eb('attempts', '+', 1),
        message: FORGOTTEN,
        address: null,
      }))
      .where('id', '=', i.id),
  ),
  // A leased mail is due again when its lease ends, at the latest.
  earliest: compiledOnce(() =>
    query
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.min(dueOrLeaseEnd(eb)).as('at'))
      .where('next_attempt_at', 'is not', null),
  ),
  retryAll: compiledOnce((i: { now: number }) =>
    query.updateTable('mail_outbox').set({ next_attempt_at: i.now }).where('next_attempt_at', '>', i.now),
  ),
  countPending: compiledOnce(() =>
    query
      .selectFrom('mail_outbox')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .where('next_attempt_at', 'is not', null),
  ),
  everything: compiledOnce(() =>
    query.selectFrom('mail_outbox').select(['id', 'entry_id', 'kind', 'attempts', 'sent_at', 'rejected_at', 'last_error']).orderBy('rowid'),
  ),
};

export function openMailOutbox(db: Sql): MailOutbox {
  const { dueRows, unwritten, releaseRow, claimRow, sent, failed, rejected, earliest, retryAll, countPending, everything } = statements;
  const relaxed = <T>(work: () => Promise<T>) => db.relaxed(work);
  const markRejected = (id: string, at: string, error: string) =>
    relaxed(async () => void (await db.run(rejected({ at, error: error.slice(0, ERROR_LENGTH), id }))));
  return {
    async enqueue(mails, now) {
      if (mails.length === 0) return;
      // One statement for the mails of a write, whatever their number: in their order, in one round trip.
      const rows = mails.map((mail) => ({
        id: mailId(mail.entryId, mail.kind),
        entry_id: mail.entryId,
        kind: mail.kind,
        address: mail.to.address,
        message: JSON.stringify(storedMessage(mail)),
        next_attempt_at: now,
      }));
      await db.run(
        query
          .insertInto('mail_outbox')
          .values(rows)
          .onConflict((conflict) => conflict.column('id').doNothing()),
      );
    },
    async due(now, limit) {
      const pending: PendingMail[] = [];
      for (const row of await db.all(dueRows({ now, limit }))) {
        try {
          pending.push({ id: row.id, mail: mailOf(row), attempts: row.attempts });
        } catch (error) {
          // A message that can no longer be read is never sent, and holds up no other: refused, with why.
          if (!(error instanceof StoredJsonError)) throw error;
          await markRejected(row.id, new Date(now).toISOString(), error.message);
        }
      }
      return pending;
    },
    claim: (id, now, leaseUntil) => relaxed(async () => (await db.run(claimRow({ until: leaseUntil, id, now }))).changes === 1),
    release: (id, now) => relaxed(async () => void (await db.run(releaseRow({ now, id })))),
    markSent: (id, at) => relaxed(async () => void (await db.run(sent({ at, id })))),
    recordUnwritten: async (entryId, kind, at, reason) =>
      void (await db.run(
        unwritten({ id: mailId(entryId, kind), entryId, kind, at, error: `not written: ${reason}`.slice(0, ERROR_LENGTH) }),
      )),
    recordHeldBack: async (entryId, kind, at, reason) =>
      void (await db.run(
        unwritten({ id: mailId(entryId, kind), entryId, kind, at, error: `held back: ${reason}`.slice(0, ERROR_LENGTH) }),
      )),
    markFailed: (id, attempts, nextAttemptAt, error) =>
      relaxed(async () => void (await db.run(failed({ attempts, next: nextAttemptAt, error: error.slice(0, ERROR_LENGTH), id })))),
    markRejected,
    nextAt: async () => (await db.get(earliest({})))?.at ?? null,
    retryNow: async (now) => void (await db.run(retryAll({ now }))),
    pending: async () => (await db.get(countPending({})))?.n ?? 0,
    records: async () =>
      (await db.all(everything({}))).map((row) => ({
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
