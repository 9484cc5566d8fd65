/**
 * The access mails of webinar days: every participant still registered for a date who joins
 * it online gets one for each day, recorded in `access_mails` in the same transaction as its
 * mail, so it goes out exactly once whatever restarts or other servers on the database (a
 * second server's insert of the same row fails and its transaction is rolled back). A
 * participant confirmed late (even on the day) gets theirs at the next pass. The academy's
 * alert that a day has no access details is recorded in `access_alerts` the same way.
 */
import { compiledOnce, insertOnce, query } from '../../database/queries.ts';
import type { Sql } from '../../database/sql.ts';
import type { OutgoingMail } from '../../outbox/mail-message.ts';
import type { MailOutbox } from '../../outbox/mail-outbox.ts';
import type { StoredRegistration } from '../rules/stored-entry.ts';
import { bookedPlaces, placesOf } from './participant-rows.ts';

/** A day of a date whose access mails are due. */
export interface DueDay {
  readonly dateId: number;
  readonly day: string;
}

export interface AccessMailInput {
  readonly now: number;
  readonly days: readonly DueDay[];
  /** The access mail of participant `position` of a registration for `day`; null when they do not join online. */
  readonly mail: (registration: StoredRegistration, position: number, day: string) => OutgoingMail | null;
}

export interface AccessMails {
  /** Queues the access mails due on `days` not sent yet: how many. */
  send(input: AccessMailInput): Promise<number>;
  /** Queues the academy's alert of a day without access details, unless it went already: whether it did now. */
  alert(dateId: number, day: string, now: number, alert: OutgoingMail): Promise<boolean>;
  /** The days whose access mail a place was sent, 'YYYY-MM-DD'. */
  daysSent(registrationId: string, position: number, dateId: number): Promise<string[]>;
}

/** The confirmed places of a date without an access mail for the day, with their registrations. */
const due = compiledOnce((i: DueDay) =>
  bookedPlaces(i.dateId).where(({ not, exists, selectFrom }) =>
    not(
      exists(
        selectFrom('access_mails as m')
          .select('m.position')
          .whereRef('m.registration_id', '=', 'p.registration_id')
          .whereRef('m.position', '=', 'p.position')
          .whereRef('m.date_id', '=', 'p.date_id')
          .where('m.day', '=', i.day),
      ),
    ),
  ),
);
const record = insertOnce('access_mails', ['registration_id', 'position', 'date_id', 'day', 'sent_at']);
const alerted = compiledOnce((i: DueDay) =>
  query.selectFrom('access_alerts').select('sent_at').where('date_id', '=', i.dateId).where('day', '=', i.day),
);
const recordAlert = insertOnce('access_alerts', ['date_id', 'day', 'sent_at']);
const sentDays = compiledOnce((i: { registrationId: string; position: number; dateId: number }) =>
  query
    .selectFrom('access_mails')
    .select('day')
    .where('registration_id', '=', i.registrationId)
    .where('position', '=', i.position)
    .where('date_id', '=', i.dateId)
    .orderBy('day'),
);

export function openAccessMails(db: Sql, mail: MailOutbox): AccessMails {
  return {
    send: ({ now, days, mail: compose }) =>
      db.transaction(async () => {
        let count = 0;
        for (const { dateId, day } of days) {
          for (const { registration, position } of await placesOf(db, await db.all(due({ dateId, day })))) {
            const access = compose(registration, position, day);
            // A place on site is left unrecorded: it may still change to joining online.
            if (!access) continue;
            await db.run(record({ registration_id: registration.id, position, date_id: dateId, day, sent_at: now }));
            await mail.enqueue([access], now);
            count++;
          }
        }
        return count;
      }),
    alert: (dateId, day, now, alert) =>
      db.transaction(async () => {
        if (await db.get(alerted({ dateId, day }))) return false;
        await db.run(recordAlert({ date_id: dateId, day, sent_at: now }));
        await mail.enqueue([alert], now);
        return true;
      }),
    daysSent: async (registrationId, position, dateId) =>
      (await db.all(sentDays({ registrationId, position, dateId }))).map((row) => row.day),
  };
}
