/**
 * Everything the CMS shows of one registration or waiting-list entry, read from the
 * database in one go: the entry, a registration's places, move, cancellation and changes, its
 * places' attendance and exam results, an entry's offer, and the delivery of every mail it sent. Null for an entry that is not
 * confirmed (or not there): those never go to the CMS.
 */
import type { WaitlistEntry } from '../../../registration-contract/waitlist.ts';
import { compiledOnce, query } from '../../database/queries.ts';
import type { Sql } from '../../database/sql.ts';
import type { Booking, ChangeRecord } from '../rules/change-records.ts';
import type { StoredEntry, StoredRegistration } from '../rules/stored-entry.ts';
import { ENTRY_COLUMNS, REGISTRATION_COLUMNS, waitlistFromRow } from './entry-rows.ts';
import { feedbackOfEntry, type StoredFeedback } from './feedback.ts';
import { registrationOf } from './participant-rows.ts';
import { CHANGE_COLUMNS, changeOf } from './place-rows.ts';

export interface MailDelivery {
  readonly kind: string;
  readonly attempts: number;
  readonly sentAt: string | null;
  readonly rejectedAt: string | null;
  readonly lastError: string | null;
}

export interface OfferState {
  readonly status: string;
  readonly expiresAt: number;
  readonly endedAt: number | null;
  readonly registrationId: string | null;
}

/** A day's attendance of a place, as recorded. */
export interface AttendanceMark {
  readonly position: number;
  readonly day: string;
  readonly present: boolean;
  readonly source: string;
}

/** An exam result of a place. */
export interface ResultMark {
  readonly position: number;
  readonly passed: boolean;
  readonly score: number | null;
  readonly takenOn: string;
}

export type EntryState =
  | {
      readonly kind: 'registration';
      readonly entry: StoredRegistration;
      readonly booking: Booking;
      readonly cancelledAt: string | null;
      readonly changes: readonly ChangeRecord[];
      readonly mails: readonly MailDelivery[];
      /** Its places' attendance, day by day, and their exam results in the order taken (certificates/store). */
      readonly attendance: readonly AttendanceMark[];
      readonly results: readonly ResultMark[];
      /** Its places' feedback after the course (feedback.ts). */
      readonly feedback: readonly StoredFeedback[];
    }
  | {
      readonly kind: 'waitlist';
      readonly entry: StoredEntry<WaitlistEntry>;
      readonly offer: OfferState | null;
      readonly mails: readonly MailDelivery[];
    };

/** `booking`: a registration's places and move, as the participants' changes read them (participant-changes.ts). */
const statements = {
  registration: compiledOnce((i: { id: string }) =>
    query.selectFrom('registrations').select(REGISTRATION_COLUMNS).where('id', '=', i.id).where('status', '=', 'confirmed'),
  ),
  waitlist: compiledOnce((i: { id: string }) =>
    query.selectFrom('waitlist').select(ENTRY_COLUMNS).where('id', '=', i.id).where('status', '=', 'confirmed'),
  ),
  cancellation: compiledOnce((i: { id: string }) =>
    query.selectFrom('cancellations').select('cancelled_at').where('registration_id', '=', i.id),
  ),
  changes: compiledOnce((i: { id: string }) =>
    query.selectFrom('changes').select(CHANGE_COLUMNS).where('registration_id', '=', i.id).orderBy('id'),
  ),
  mails: compiledOnce((i: { id: string }) =>
    query
      .selectFrom('mail_outbox')
      .select(['kind', 'attempts', 'sent_at as sentAt', 'rejected_at as rejectedAt', 'last_error as lastError'])
      .where('entry_id', '=', i.id)
      .orderBy('rowid'),
  ),
  attendance: compiledOnce((i: { id: string }) =>
    query
      .selectFrom('attendance')
      .select(['position', 'day', 'present', 'source'])
      .where('registration_id', '=', i.id)
      .orderBy('position')
      .orderBy('day'),
  ),
  results: compiledOnce((i: { id: string }) =>
    query
      .selectFrom('exam_results')
      .select(['position', 'passed', 'score', 'taken_on'])
      .where('registration_id', '=', i.id)
      .orderBy('position')
      .orderBy('taken_on')
      .orderBy('id'),
  ),
  offer: compiledOnce((i: { id: string }) =>
    query
      .selectFrom('offers')
      .select(['status', 'expires_at as expiresAt', 'ended_at as endedAt', 'registration_id as registrationId'])
      .where('entry_id', '=', i.id),
  ),
};

export function entryStates(db: Sql, booking: (id: string) => Promise<Booking | undefined>): (id: string) => Promise<EntryState | null> {
  const mails = (id: string) => db.all(statements.mails({ id }));
  return async (id) => {
    const entry = await registrationOf(db, await db.get(statements.registration({ id })));
    const places = entry && (await booking(id));
    if (entry && places) {
      return {
        kind: 'registration',
        entry,
        booking: places,
        cancelledAt: (await db.get(statements.cancellation({ id })))?.cancelled_at ?? null,
        changes: (await db.all(statements.changes({ id }))).map(changeOf),
        mails: await mails(id),
        attendance: (await db.all(statements.attendance({ id }))).map((row) => ({
          position: Number(row.position),
          day: row.day,
          present: Number(row.present) === 1,
          source: row.source,
        })),
        results: (await db.all(statements.results({ id }))).map((row) => ({
          position: Number(row.position),
          passed: Number(row.passed) === 1,
          score: row.score === null ? null : Number(row.score),
          takenOn: row.taken_on,
        })),
        feedback: await feedbackOfEntry(db, id),
      };
    }
    const waiting = await db.get(statements.waitlist({ id }));
    if (!waiting) return null;
    return {
      kind: 'waitlist',
      entry: waitlistFromRow(waiting),
      offer: (await db.get(statements.offer({ id }))) ?? null,
      mails: await mails(id),
    };
  };
}
