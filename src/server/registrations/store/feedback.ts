/**
 * What participants say after their course. Each place still booked on a date that is over
 * gets one request for feedback, recorded in `feedback_requests` in the same transaction as
 * its mail and the new link it carries (so it goes out once whatever restarts or servers);
 * each place keeps one answer in `feedback`, which it may change until staff review it
 * (approved for the seminar's page, or declined). The first name and company a quote is
 * signed with are kept only with the consent to quote.
 */
import { z } from 'zod';
import type { ApprovedAnswer } from '../../../content/voices.ts';
import type { Locale } from '../../../i18n/locales.ts';
import type { FeedbackAnswer } from '../../../registration-contract/feedback.ts';
import type { FeedbackReview } from '../../database/column-values.ts';
import { compiledOnce, insertOnce, query } from '../../database/queries.ts';
import type { Sql } from '../../database/sql.ts';
import { storedJson } from '../../database/stored-json.ts';
import type { Gate } from '../../gate/gate.ts';
import type { OutgoingMail } from '../../outbox/mail-message.ts';
import type { MailOutbox } from '../../outbox/mail-outbox.ts';
import type { StoredRegistration } from '../rules/stored-entry.ts';
import { bookedPlaces, placesOf } from './participant-rows.ts';
import type { NewPlaceLink } from './reminders.ts';

/** A place's answer as stored, with its review. */
export interface StoredFeedback {
  readonly registrationId: string;
  readonly position: number;
  readonly dateId: number;
  readonly seminarId: number;
  readonly locale: Locale;
  readonly answer: FeedbackAnswer;
  /** Whom a quote names: empty without the consent to quote. */
  readonly quoteName: string;
  readonly quoteCompany: string;
  readonly answeredAt: number;
  readonly review: FeedbackReview;
  readonly reviewedAt: number | null;
}

export interface FeedbackRequestInput {
  readonly now: number;
  readonly dateIds: readonly number[];
  readonly placeLink: (registration: StoredRegistration, position: number) => NewPlaceLink;
  /** The request to participant `position` of a registration, with the new link to their place. */
  readonly mail: (registration: StoredRegistration, position: number, link: string) => OutgoingMail | null;
}

export interface FeedbackStore {
  /** Queues the requests due on the dates not sent yet: how many. */
  sendRequests(input: FeedbackRequestInput): Promise<number>;
  /** A place's answer, if it gave one. */
  answerOf(registrationId: string, position: number): Promise<StoredFeedback | null>;
  /** The answers of a registration's places. */
  ofRegistration(registrationId: string): Promise<StoredFeedback[]>;
  /** Stores a place's answer, new or changed: false when staff reviewed it already (it stays as it was). */
  save(feedback: Omit<StoredFeedback, 'review' | 'reviewedAt'>): Promise<boolean>;
  /** Staff's review of a place's answer: false when it has none. */
  review(registrationId: string, position: number, review: FeedbackReview, now: number): Promise<boolean>;
  /** Every approved answer, as the seminars' pages use them. */
  approved(): Promise<ApprovedAnswer[]>;
}

const TrainerRatings = z.array(z.object({ trainerId: z.string(), rating: z.number().int().min(1).max(5) }));

const COLUMNS = [
  'registration_id',
  'position',
  'date_id',
  'seminar_id',
  'locale',
  'course',
  'trainers',
  'comment',
  'quote',
  'quote_name',
  'quote_company',
  'answered_at',
  'review',
  'reviewed_at',
] as const;

type Row = {
  registration_id: string;
  position: number;
  date_id: number;
  seminar_id: number;
  locale: Locale;
  course: number;
  trainers: string;
  comment: string;
  quote: number;
  quote_name: string;
  quote_company: string;
  answered_at: number;
  review: FeedbackReview;
  reviewed_at: number | null;
};

const fromRow = (row: Row): StoredFeedback => ({
  registrationId: row.registration_id,
  position: row.position,
  dateId: row.date_id,
  seminarId: row.seminar_id,
  locale: row.locale,
  answer: {
    course: row.course,
    trainers: storedJson(TrainerRatings, row.trainers, `feedback.trainers of ${row.registration_id}-${row.position}`),
    comment: row.comment,
    quote: row.quote === 1,
  },
  quoteName: row.quote_name,
  quoteCompany: row.quote_company,
  answeredAt: Number(row.answered_at),
  review: row.review,
  reviewedAt: row.reviewed_at === null ? null : Number(row.reviewed_at),
});

/** The places of a date still booked and not asked yet, with their registrations. */
const due = compiledOnce((i: { dateId: number }) =>
  bookedPlaces(i.dateId).where(({ not, exists, selectFrom }) =>
    not(
      exists(
        selectFrom('feedback_requests as f')
          .select('f.position')
          .whereRef('f.registration_id', '=', 'p.registration_id')
          .whereRef('f.position', '=', 'p.position')
          .whereRef('f.date_id', '=', 'p.date_id'),
      ),
    ),
  ),
);
const recordRequest = insertOnce('feedback_requests', ['registration_id', 'position', 'date_id', 'sent_at']);
const one = compiledOnce((i: { registrationId: string; position: number }) =>
  query.selectFrom('feedback').select(COLUMNS).where('registration_id', '=', i.registrationId).where('position', '=', i.position),
);
const ofEntry = compiledOnce((i: { registrationId: string }) =>
  query.selectFrom('feedback').select(COLUMNS).where('registration_id', '=', i.registrationId).orderBy('position'),
);
/** What the pages use of the approved answers: not the trainers' ratings. */
const approvedRows = compiledOnce(() =>
  query
    .selectFrom('feedback')
    .select(['seminar_id', 'course', 'comment', 'quote', 'quote_name', 'quote_company', 'locale', 'answered_at'])
    .where('review', '=', 'approved'),
);
const upsert = compiledOnce((i: Omit<Row, 'review' | 'reviewed_at'>) =>
  query
    .insertInto('feedback')
    .values({
      registration_id: i.registration_id,
      position: i.position,
      date_id: i.date_id,
      seminar_id: i.seminar_id,
      locale: i.locale,
      course: i.course,
      trainers: i.trainers,
      comment: i.comment,
      quote: i.quote,
      quote_name: i.quote_name,
      quote_company: i.quote_company,
      answered_at: i.answered_at,
      review: 'new',
      reviewed_at: null,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['registration_id', 'position'])
        .doUpdateSet((eb) => ({
          date_id: eb.ref('excluded.date_id'),
          seminar_id: eb.ref('excluded.seminar_id'),
          locale: eb.ref('excluded.locale'),
          course: eb.ref('excluded.course'),
          trainers: eb.ref('excluded.trainers'),
          comment: eb.ref('excluded.comment'),
          quote: eb.ref('excluded.quote'),
          quote_name: eb.ref('excluded.quote_name'),
          quote_company: eb.ref('excluded.quote_company'),
          answered_at: eb.ref('excluded.answered_at'),
        }))
        .where('feedback.review', '=', 'new'),
    ),
);
const setReview = compiledOnce((i: { registrationId: string; position: number; review: FeedbackReview; at: number }) =>
  query
    .updateTable('feedback')
    .set({ review: i.review, reviewed_at: i.at })
    .where('registration_id', '=', i.registrationId)
    .where('position', '=', i.position),
);

/** The answers of a registration's places, in their order. */
export const feedbackOfEntry = async (db: Sql, registrationId: string): Promise<StoredFeedback[]> =>
  (await db.all(ofEntry({ registrationId }))).map(fromRow);

export function openFeedback(db: Sql, mail: MailOutbox, gate: Pick<Gate, 'insertManageToken'>): FeedbackStore {
  return {
    sendRequests: ({ now, dateIds, placeLink, mail: compose }) =>
      db.transaction(async () => {
        let count = 0;
        for (const dateId of dateIds) {
          for (const { registration, position } of await placesOf(db, await db.all(due({ dateId })))) {
            const link = placeLink(registration, position);
            await gate.insertManageToken(link.hash, registration.id, position, now, link.until);
            await db.run(recordRequest({ registration_id: registration.id, position, date_id: dateId, sent_at: now }));
            const request = compose(registration, position, link.href);
            if (request) await mail.enqueue([request], now);
            count++;
          }
        }
        return count;
      }),
    answerOf: async (registrationId, position) => {
      const row = await db.get(one({ registrationId, position }));
      return row ? fromRow(row) : null;
    },
    ofRegistration: (registrationId) => feedbackOfEntry(db, registrationId),
    save: async (feedback) => {
      const { answer } = feedback;
      const written = await db.run(
        upsert({
          registration_id: feedback.registrationId,
          position: feedback.position,
          date_id: feedback.dateId,
          seminar_id: feedback.seminarId,
          locale: feedback.locale,
          course: answer.course,
          trainers: JSON.stringify(answer.trainers),
          comment: answer.comment,
          quote: answer.quote ? 1 : 0,
          quote_name: answer.quote ? feedback.quoteName : '',
          quote_company: answer.quote ? feedback.quoteCompany : '',
          answered_at: feedback.answeredAt,
        }),
      );
      return written.changes === 1;
    },
    review: async (registrationId, position, review, now) =>
      (await db.run(setReview({ registrationId, position, review, at: now }))).changes === 1,
    approved: async () =>
      (await db.all(approvedRows({}))).map((row) => ({
        seminarId: row.seminar_id,
        course: row.course,
        comment: row.comment,
        quote: row.quote === 1,
        quoteName: row.quote_name,
        quoteCompany: row.quote_company,
        locale: row.locale,
        answeredAt: Number(row.answered_at),
      })),
  };
}
