/**
 * Personal data kept only as long as the academy needs it, each period a setting
 * (src/config/retention.ts) that the privacy page quotes:
 * - an entry nobody confirmed (pending, superseded by a newer one, or `known`; registration or
 *   waiting list) is deleted, with everything kept of it, once its link has expired and the
 *   grace after it has passed;
 * - a waiting-list entry is deleted a set time after its date;
 * - a registration's people are anonymised a set time after its course: names, addresses,
 *   phone numbers, job titles, the invoice contact, the remarks and the feedback's comments go
 *   (but those their authors let be quoted, with the name and company they were quoted with);
 *   the billing address, the date, the places, what they cost and the ratings stay;
 * - and after the statutory period for the accounts the registration is deleted as a whole.
 * A date the content no longer has counts as ended when the entry was made. An entry the CMS
 * had is deleted there too, through its outbox (cms-outbox.ts). Every deletion and
 * anonymisation of one entry is one transaction. SQLite overwrites what it deletes
 * (`secure_delete`, sqlite-file.ts), so a deleted address is not left in the file.
 */

import type { RetentionPeriods } from '../../../config/retention.ts';
import type { EntryStatus } from '../../database/column-values.ts';
import { compiledOnce, query } from '../../database/queries.ts';
import type { Sql } from '../../database/sql.ts';
import { forwardsByHand } from '../../outbox/cms-outbox.ts';
import { anonymisedAddress, anonymisedPayload, detailsWithout } from '../../registrations/rules/anonymised.ts';
import { REGISTRATION_COLUMNS, storedPayload } from '../../registrations/store/entry-rows.ts';
import { personValues, registrationOf, replacePerson } from '../../registrations/store/participant-rows.ts';
import { changeDetails, forgetErrors } from './forgetting.ts';

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

type ById = { id: string };

/** Deletes what the tables hold of a registration, child first. */
const REGISTRATION_DELETIONS = [
  compiledOnce((i: ById) => query.deleteFrom('participants').where('registration_id', '=', i.id)),
  compiledOnce((i: ById) => query.deleteFrom('cancellations').where('registration_id', '=', i.id)),
  compiledOnce((i: ById) => query.deleteFrom('changes').where('registration_id', '=', i.id)),
  compiledOnce((i: ById) => query.deleteFrom('reminders').where('registration_id', '=', i.id)),
  compiledOnce((i: ById) => query.deleteFrom('access_mails').where('registration_id', '=', i.id)),
  compiledOnce((i: ById) => query.deleteFrom('feedback_requests').where('registration_id', '=', i.id)),
  compiledOnce((i: ById) => query.deleteFrom('feedback').where('registration_id', '=', i.id)),
  compiledOnce((i: ById) => query.deleteFrom('attendance').where('registration_id', '=', i.id)),
  compiledOnce((i: ById) => query.deleteFrom('exam_results').where('registration_id', '=', i.id)),
  compiledOnce((i: ById) => query.deleteFrom('tokens').where('entry_id', '=', i.id)),
  compiledOnce((i: ById) => query.deleteFrom('mail_outbox').where('entry_id', '=', i.id)),
  compiledOnce((i: ById) => query.deleteFrom('address_mails').where('entry_id', '=', i.id)),
  // The certificates' register is not the registration's: its certificates stay (certificates/store).
  // Invoices are kept as long as the accounts must keep them: the period the registration is deleted after.
  compiledOnce((i: ById) => query.deleteFrom('invoices').where('registration_id', '=', i.id)),
  compiledOnce((i: ById) => query.deleteFrom('registrations').where('id', '=', i.id)),
];
/** Deletes what the tables hold of a waiting-list entry, child first. */
const WAITLIST_DELETIONS = [
  compiledOnce((i: ById) => query.deleteFrom('offers').where('entry_id', '=', i.id)),
  compiledOnce((i: ById) => query.deleteFrom('tokens').where('entry_id', '=', i.id)),
  compiledOnce((i: ById) => query.deleteFrom('mail_outbox').where('entry_id', '=', i.id)),
  compiledOnce((i: ById) => query.deleteFrom('address_mails').where('entry_id', '=', i.id)),
  compiledOnce((i: ById) => query.deleteFrom('waitlist').where('id', '=', i.id)),
];

const UNCONFIRMED: readonly EntryStatus[] = ['pending', 'superseded', 'known'];

const statements = {
  // Whether the CMS may have the entry (sent, or confirmed and so queued for it): then, once deleted, it is queued
  // once more and its delivery deletes the item (cms-worker.ts); else nothing is left to send.
  shown: {
    registrations: compiledOnce((i: ById) =>
      query
        .selectFrom('registrations')
        .select(({ or, eb }) => or([eb('forwarded_at', 'is not', null), eb('status', 'not in', UNCONFIRMED)]).as('shown'))
        .where('id', '=', i.id),
    ),
    waitlist: compiledOnce((i: ById) =>
      query
        .selectFrom('waitlist')
        .select(({ or, eb }) => or([eb('forwarded_at', 'is not', null), eb('status', 'not in', UNCONFIRMED)]).as('shown'))
        .where('id', '=', i.id),
    ),
  },
  // A registration a waiting-list offer was claimed with stays; the offer no longer names it.
  unlinkOffers: compiledOnce((i: ById) => query.updateTable('offers').set({ registration_id: null }).where('registration_id', '=', i.id)),
  unconfirmedRegistrations: compiledOnce((i: { before: string }) =>
    query.selectFrom('registrations').select('id').where('status', 'in', UNCONFIRMED).where('created_at', '<', i.before),
  ),
  unconfirmedWaitlist: compiledOnce((i: { before: string }) =>
    query.selectFrom('waitlist').select('id').where('status', 'in', UNCONFIRMED).where('created_at', '<', i.before),
  ),
  confirmedWaitlist: compiledOnce(() =>
    query.selectFrom('waitlist').select(['id', 'date_id as dateId', 'created_at as createdAt']).where('status', 'not in', UNCONFIRMED),
  ),
  confirmedRegistrations: compiledOnce(() =>
    query
      .selectFrom('registrations')
      .select(['id', 'date_id as dateId', 'created_at as createdAt', 'anonymised_at as anonymisedAt'])
      .where('status', '=', 'confirmed'),
  ),
  registration: compiledOnce((i: ById) => query.selectFrom('registrations').select(REGISTRATION_COLUMNS).where('id', '=', i.id)),
  anonymiseRow: compiledOnce((i: { email: string; payload: string; at: string; id: string }) =>
    query
      .updateTable('registrations')
      .set({ email: i.email, payload: i.payload, client: null, idempotency_key: null, fingerprint: '', anonymised_at: i.at })
      .where('id', '=', i.id),
  ),
  changesOf: compiledOnce((i: ById) => query.selectFrom('changes').select(['id', 'details']).where('registration_id', '=', i.id)),
  // A mail not sent by then is not sent at all (its text names the people); a sent one keeps no text already.
  dropUnsentMails: compiledOnce((i: ById) =>
    query.deleteFrom('mail_outbox').where('entry_id', '=', i.id).where('sent_at', 'is', null).where('rejected_at', 'is', null),
  ),
  forgetTokens: compiledOnce((i: ById) => query.deleteFrom('tokens').where('entry_id', '=', i.id)),
  // A comment stays only where its author agreed to be quoted with it (and then with the name and company they agreed to).
  forgetComments: compiledOnce((i: ById) =>
    query
      .updateTable('feedback')
      .set({ comment: '' })
      .where('registration_id', '=', i.id)
      .where('quote', '=', 0)
      .where('comment', '<>', ''),
  ),
  forgetMailCounts: compiledOnce((i: ById) => query.deleteFrom('address_mails').where('entry_id', '=', i.id)),
  oldMailCounts: compiledOnce((i: { before: number }) => query.deleteFrom('address_mails').where('at', '<', i.before)),
};

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

/** The ids each part of a sweep deleted or anonymised. */
type SweptIds = Record<'unconfirmed' | 'waitlist' | 'anonymised' | 'deleted', string[]>;

export function openRetention(db: Sql): Retention {
  const forwards = forwardsByHand(db);
  const sql = statements;
  const deleteAll = async (table: 'registrations' | 'waitlist', id: string) => {
    const entry = await db.get(sql.shown[table]({ id }));
    // Deleted already (by another sweep, another server, an erasure): what that deletion queued stands.
    if (!entry) return;
    for (const deletion of table === 'registrations' ? REGISTRATION_DELETIONS : WAITLIST_DELETIONS) await db.run(deletion({ id }));
    if (!(Boolean(entry.shown) && (await forwards.queue(id)))) await forwards.drop(id);
  };
  const deleteRegistration = (id: string) =>
    db.transaction(async () => {
      await db.run(sql.unlinkOffers({ id }));
      await deleteAll('registrations', id);
    });
  const deleteWaitlistEntry = (id: string) => db.transaction(() => deleteAll('waitlist', id));
  const anonymiseRegistration = (id: string, at: number) =>
    db.transaction(async () => {
      const registration = await registrationOf(db, await db.get(sql.registration({ id })));
      if (!registration) return false;
      const payload = anonymisedPayload(registration.payload, id);
      await db.run(
        sql.anonymiseRow({ email: anonymisedAddress(id, null), payload: storedPayload(payload), at: new Date(at).toISOString(), id }),
      );
      for (const [position, participant] of payload.participants.entries())
        await db.run(replacePerson({ id, position, ...personValues(participant) }));
      for (const change of await db.all(sql.changesOf({ id })))
        await db.run(changeDetails({ details: detailsWithout(change.details, ANYONE), id: change.id }));
      await db.run(sql.dropUnsentMails({ id }));
      await db.run(forgetErrors({ id }));
      await db.run(sql.forgetTokens({ id }));
      await db.run(sql.forgetMailCounts({ id }));
      await db.run(sql.forgetComments({ id }));
      return true;
    });

  return {
    deleteRegistration,
    deleteWaitlistEntry,
    anonymiseRegistration,
    async sweep(now, policy, ends) {
      const unconfirmedBefore = new Date(now - policy.unconfirmedMs).toISOString();
      const swept: SweptIds = { unconfirmed: [], waitlist: [], anonymised: [], deleted: [] };
      for (const { id } of await db.all(sql.unconfirmedRegistrations({ before: unconfirmedBefore }))) {
        await deleteRegistration(id);
        swept.unconfirmed.push(id);
      }
      for (const { id } of await db.all(sql.unconfirmedWaitlist({ before: unconfirmedBefore }))) {
        await deleteWaitlistEntry(id);
        swept.unconfirmed.push(id);
      }
      for (const entry of await db.all(sql.confirmedWaitlist({})))
        if (endOf(ends, entry) + policy.waitlistMs <= now) {
          await deleteWaitlistEntry(entry.id);
          swept.waitlist.push(entry.id);
        }
      for (const entry of await db.all(sql.confirmedRegistrations({}))) {
        const end = endOf(ends, entry);
        if (end + policy.accountsMs <= now) {
          await deleteRegistration(entry.id);
          swept.deleted.push(entry.id);
        } else if (entry.anonymisedAt === null && end + policy.participantMs <= now) {
          await anonymiseRegistration(entry.id, now);
          swept.anonymised.push(entry.id);
        }
      }
      await db.transaction(async () => void (await db.run(sql.oldMailCounts({ before: now - MAIL_COUNT_WINDOW_MS }))));
      return sweptOf(swept);
    },
  };
}
