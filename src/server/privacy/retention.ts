/**
 * Personal data kept only as long as the academy needs it, each period a setting
 * (src/config/retention.ts) that the privacy page quotes:
 * - an entry nobody confirmed (pending, superseded by a newer one, or `known`; registration or
 *   waiting list) is deleted, with everything kept of it, once its link has expired and the
 *   grace after it has passed;
 * - a waiting-list entry is deleted a set time after its date;
 * - a registration's people are anonymised a set time after its course: names, addresses,
 *   phone numbers, job titles, the invoice contact and the remarks go; the billing address,
 *   the date, the places and what they cost stay, for the accounts;
 * - and after the statutory period for the accounts the registration is deleted as a whole.
 * A date the content no longer has counts as ended when the entry was made. An entry the CMS
 * had is deleted there too, through its outbox (cms-outbox.ts). Every deletion and
 * anonymisation of one entry is one transaction. SQLite overwrites what it deletes
 * (`secure_delete`, sqlite-file.ts), so a deleted address is not left in the file.
 */
import type { RetentionPeriods } from '../../config/retention.ts';
import type { Registration } from '../../registration-contract/schema.ts';
import type { Sql } from '../database/sql.ts';
import { forwardsByHand } from '../outbox/cms-outbox.ts';
import { anonymisedAddress, anonymisedPayload, detailsWithout } from '../registrations/rules/anonymised.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The periods in milliseconds: from a submission, for an unconfirmed entry; from a date's end, for the rest. */
export interface RetentionPolicy {
  readonly unconfirmedMs: number;
  readonly waitlistMs: number;
  readonly participantMs: number;
  readonly accountsMs: number;
  /** From an enquiry's confirmation (src/server/enquiries/). */
  readonly enquiryMs: number;
}

export function retentionPolicy(periods: RetentionPeriods): RetentionPolicy {
  return {
    unconfirmedMs: periods.unconfirmedHours * HOUR_MS,
    waitlistMs: periods.waitlistDays * DAY_MS,
    participantMs: periods.participantDays * DAY_MS,
    accountsMs: periods.accountsYears * 365.25 * DAY_MS,
    enquiryMs: periods.enquiryDays * DAY_MS,
  };
}

/** When a date ended (ms: its last day over in Germany), by id; null for one the content does not have. */
export type DateEnds = (dateId: number) => number | null;

export interface SweepResult {
  /** Unconfirmed entries deleted (registrations and waiting-list entries). */
  readonly unconfirmed: number;
  /** Confirmed waiting-list entries deleted after their date. */
  readonly waitlist: number;
  readonly anonymised: number;
  /** Registrations deleted after the statutory period. */
  readonly deleted: number;
}

/** A sweep's counts, and the entries it deleted or anonymised (whose mail files go with them). */
export interface Swept extends SweepResult {
  readonly entries: readonly string[];
}

/** The tables that hold an entry, by the column that names it; deleted child first. */
const REGISTRATION_TABLES = [
  ['participants', 'registration_id'],
  ['cancellations', 'registration_id'],
  ['changes', 'registration_id'],
  ['reminders', 'registration_id'],
  ['tokens', 'entry_id'],
  ['mail_outbox', 'entry_id'],
  ['address_mails', 'entry_id'],
  // Invoices are kept as long as the accounts must keep them: the period the registration is deleted after.
  ['invoices', 'registration_id'],
  ['registrations', 'id'],
] as const;
const WAITLIST_TABLES = [
  ['offers', 'entry_id'],
  ['tokens', 'entry_id'],
  ['mail_outbox', 'entry_id'],
  ['address_mails', 'entry_id'],
  ['waitlist', 'id'],
] as const;

const UNCONFIRMED = "status IN ('pending', 'superseded', 'known')";

function statements(db: Sql) {
  const deletions = (tables: ReadonlyArray<readonly [string, string]>) =>
    tables.map(([table, column]) => db.prepare(`DELETE FROM ${table} WHERE ${column} = $1`));
  return {
    deleteRegistration: deletions(REGISTRATION_TABLES),
    deleteWaitlist: deletions(WAITLIST_TABLES),
    // Whether the CMS may have the entry (sent, or confirmed and so queued for it): then, once deleted, it is queued
    // once more and its delivery deletes the item (cms-worker.ts); else nothing is left to send.
    shown: {
      registrations: db.prepare(
        `SELECT CASE WHEN forwarded_at IS NOT NULL OR NOT (${UNCONFIRMED}) THEN 1 ELSE 0 END AS shown FROM registrations WHERE id = $1`,
      ),
      waitlist: db.prepare(
        `SELECT CASE WHEN forwarded_at IS NOT NULL OR NOT (${UNCONFIRMED}) THEN 1 ELSE 0 END AS shown FROM waitlist WHERE id = $1`,
      ),
    },
    // A registration a waiting-list offer was claimed with stays; the offer no longer names it.
    unlinkOffers: db.prepare('UPDATE offers SET registration_id = NULL WHERE registration_id = $1'),
    unconfirmedRegistrations: db.prepare(`SELECT id FROM registrations WHERE ${UNCONFIRMED} AND created_at < $1`),
    unconfirmedWaitlist: db.prepare(`SELECT id FROM waitlist WHERE ${UNCONFIRMED} AND created_at < $1`),
    confirmedWaitlist: db.prepare(`SELECT id, date_id AS "dateId", created_at AS "createdAt" FROM waitlist WHERE NOT ${UNCONFIRMED}`),
    confirmedRegistrations: db.prepare(
      `SELECT id, date_id AS "dateId", created_at AS "createdAt", anonymised_at AS "anonymisedAt" FROM registrations WHERE status = 'confirmed'`,
    ),
    registration: db.prepare('SELECT payload FROM registrations WHERE id = $1'),
    anonymiseRow: db.prepare(
      "UPDATE registrations SET email = $1, payload = $2, client = NULL, idempotency_key = NULL, fingerprint = '', anonymised_at = $3 WHERE id = $4",
    ),
    placeAddress: db.prepare('UPDATE participants SET email = $1 WHERE registration_id = $2 AND position = $3'),
    changesOf: db.prepare('SELECT id, details FROM changes WHERE registration_id = $1'),
    changeDetails: db.prepare('UPDATE changes SET details = $1 WHERE id = $2'),
    // A mail not sent by then is not sent at all (its text names the people); a sent one keeps no text already.
    dropUnsentMails: db.prepare('DELETE FROM mail_outbox WHERE entry_id = $1 AND sent_at IS NULL AND rejected_at IS NULL'),
    forgetErrors: db.prepare('UPDATE mail_outbox SET last_error = NULL WHERE entry_id = $1'),
    forgetTokens: db.prepare('DELETE FROM tokens WHERE entry_id = $1'),
    forgetMailCounts: db.prepare('DELETE FROM address_mails WHERE entry_id = $1'),
    oldMailCounts: db.prepare('DELETE FROM address_mails WHERE at < $1'),
  };
}

export interface Retention {
  /** Deletes and anonymises what is due at `now`. */
  sweep(now: number, policy: RetentionPolicy, ends: DateEnds): Promise<Swept>;
  /** Deletes a registration and everything kept of it. */
  deleteRegistration(id: string): Promise<void>;
  deleteWaitlistEntry(id: string): Promise<void>;
  /** Takes a confirmed registration's people out of it at `at` (ms), keeping what the accounts need; false when there is no such registration. */
  anonymiseRegistration(id: string, at: number): Promise<boolean>;
}

/** The mails a person's address may be counted in: the window of the daily caps is a day. */
const MAIL_COUNT_WINDOW_MS = DAY_MS;

/** Everyone a change names: after the course, the change log keeps no one's name. */
const ANYONE = () => true;

/** When an entry's date ended, or, for a date the content does not have, when the entry was made. */
const endOf = (ends: DateEnds, entry: { dateId: number; createdAt: string }) => ends(entry.dateId) ?? Date.parse(entry.createdAt);

/** A sweep's counts of each kind, and every entry it deleted or anonymised, from the entries of each kind. */
function sweptOf(swept: Readonly<Record<keyof SweepResult, readonly string[]>>): Swept {
  const { unconfirmed, waitlist, anonymised, deleted } = swept;
  return {
    unconfirmed: unconfirmed.length,
    waitlist: waitlist.length,
    anonymised: anonymised.length,
    deleted: deleted.length,
    entries: Object.values(swept).flat(),
  };
}

export function openRetention(db: Sql): Retention {
  const forwards = forwardsByHand(db);
  const sql = statements(db);
  const deleteAll = async (table: 'registrations' | 'waitlist', id: string) => {
    const entry = await sql.shown[table].get<{ shown: number }>(id);
    // Deleted already (by another sweep, another server, an erasure): what that deletion queued stands.
    if (!entry) return;
    for (const deletion of table === 'registrations' ? sql.deleteRegistration : sql.deleteWaitlist) await deletion.run(id);
    if (!(entry.shown === 1 && (await forwards.queue(id)))) await forwards.drop(id);
  };
  const deleteRegistration = (id: string) =>
    db.transaction(async () => {
      await sql.unlinkOffers.run(id);
      await deleteAll('registrations', id);
    });
  const deleteWaitlistEntry = (id: string) => db.transaction(() => deleteAll('waitlist', id));
  const anonymiseRegistration = (id: string, at: number) =>
    db.transaction(async () => {
      const row = await sql.registration.get<{ payload: string }>(id);
      if (!row) return false;
      const payload = anonymisedPayload(JSON.parse(row.payload) as Registration, id);
      await sql.anonymiseRow.run(anonymisedAddress(id, null), JSON.stringify(payload), new Date(at).toISOString(), id);
      for (const [position, participant] of payload.participants.entries()) await sql.placeAddress.run(participant.email, id, position);
      for (const change of await sql.changesOf.all<{ id: number; details: string }>(id))
        await sql.changeDetails.run(detailsWithout(change.details, ANYONE), change.id);
      await sql.dropUnsentMails.run(id);
      await sql.forgetErrors.run(id);
      await sql.forgetTokens.run(id);
      await sql.forgetMailCounts.run(id);
      return true;
    });

  return {
    deleteRegistration,
    deleteWaitlistEntry,
    anonymiseRegistration,
    async sweep(now, policy, ends) {
      const unconfirmedBefore = new Date(now - policy.unconfirmedMs).toISOString();
      const swept = { unconfirmed: [] as string[], waitlist: [] as string[], anonymised: [] as string[], deleted: [] as string[] };
      for (const { id } of await sql.unconfirmedRegistrations.all<{ id: string }>(unconfirmedBefore)) {
        await deleteRegistration(id);
        swept.unconfirmed.push(id);
      }
      for (const { id } of await sql.unconfirmedWaitlist.all<{ id: string }>(unconfirmedBefore)) {
        await deleteWaitlistEntry(id);
        swept.unconfirmed.push(id);
      }
      for (const entry of await sql.confirmedWaitlist.all<{ id: string; dateId: number; createdAt: string }>())
        if (endOf(ends, entry) + policy.waitlistMs <= now) {
          await deleteWaitlistEntry(entry.id);
          swept.waitlist.push(entry.id);
        }
      type Confirmed = { id: string; dateId: number; createdAt: string; anonymisedAt: string | null };
      for (const entry of await sql.confirmedRegistrations.all<Confirmed>()) {
        const end = endOf(ends, entry);
        if (end + policy.accountsMs <= now) {
          await deleteRegistration(entry.id);
          swept.deleted.push(entry.id);
        } else if (entry.anonymisedAt === null && end + policy.participantMs <= now) {
          await anonymiseRegistration(entry.id, now);
          swept.anonymised.push(entry.id);
        }
      }
      await db.transaction(async () => void (await sql.oldMailCounts.run(now - MAIL_COUNT_WINDOW_MS)));
      return sweptOf(swept);
    },
  };
}
