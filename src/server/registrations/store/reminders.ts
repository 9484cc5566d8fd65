/**
 * Reminders before a course: from the reminder day on (a set number of days before the
 * start) until the course begins, every participant still registered for the date gets one
 * reminder, recorded in `reminders` in the same transaction as its mail, so it goes out
 * exactly once whatever restarts or other servers on the database. A participant who
 * cancelled gets none; nor does one registered only after the reminder day (their
 * confirmation came then). A registration moved to another date is reminded of the new one.
 * Each reminder carries a new link to its place (the materials, the access details, a
 * cancellation), whose token is stored in the same transaction.
 */

import { compiledOnce, insertOnce, query } from '../../database/queries.ts';
import type { Sql } from '../../database/sql.ts';
import type { Gate } from '../../gate/gate.ts';
import type { OutgoingMail } from '../../outbox/mail-message.ts';
import type { MailOutbox } from '../../outbox/mail-outbox.ts';
import type { StoredRegistration } from '../rules/stored-entry.ts';
import { bookedPlaces, placesOf } from './participant-rows.ts';

/** A date whose reminders are due, and since when (ms: the start of its reminder day in Germany). */
export interface DueDate {
  readonly dateId: number;
  readonly since: number;
}

/** A new link to one place, as a mail carries it and the database keeps it (its token's hash, valid until `until`, ms). */
export interface NewPlaceLink {
  readonly href: string;
  readonly hash: string;
  readonly until: number;
}

export interface ReminderInput {
  readonly now: number;
  readonly dates: readonly DueDate[];
  /** A new link to the place the reminder goes to, stored with it; none when absent. */
  readonly placeLink?: (registration: StoredRegistration, position: number) => NewPlaceLink;
  /** The reminder of participant `position` of a registration, with the link to their place. */
  readonly mail: (registration: StoredRegistration, position: number, link: string | null) => OutgoingMail | null;
}

export interface Reminders {
  /** Queues the reminders due on `dates` not sent yet: how many. */
  send(input: ReminderInput): Promise<number>;
  /** How many reminders were recorded for each registration's places, by "id:position:date". */
  sent(): Promise<Set<string>>;
}

/** The places of a date registered before `before` (ISO 8601) and not reminded yet, with their registrations. */
const due = compiledOnce((i: { dateId: number; before: string }) =>
  bookedPlaces(i.dateId)
    .where(({ eb, fn }) => eb(fn.coalesce('r.confirmed_at', 'r.created_at'), '<', i.before))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('reminders as m')
            .select('m.position')
            .whereRef('m.registration_id', '=', 'p.registration_id')
            .whereRef('m.position', '=', 'p.position')
            .whereRef('m.date_id', '=', 'p.date_id'),
        ),
      ),
    ),
);
const record = insertOnce('reminders', ['registration_id', 'position', 'date_id', 'sent_at']);
const all = compiledOnce(() => query.selectFrom('reminders').select(['registration_id', 'position', 'date_id']));

export function openReminders(db: Sql, mail: MailOutbox, gate: Pick<Gate, 'insertManageToken'>): Reminders {
  return {
    send: ({ now, dates, placeLink, mail: compose }) =>
      db.transaction(async () => {
        let count = 0;
        for (const { dateId, since } of dates) {
          const places = await placesOf(db, await db.all(due({ dateId, before: new Date(since).toISOString() })));
          for (const { registration, position } of places) {
            const link = placeLink?.(registration, position);
            if (link) await gate.insertManageToken(link.hash, registration.id, position, now, link.until);
            const reminder = compose(registration, position, link?.href ?? null);
            await db.run(record({ registration_id: registration.id, position, date_id: dateId, sent_at: now }));
            if (reminder) await mail.enqueue([reminder], now);
            count++;
          }
        }
        return count;
      }),
    sent: async () => new Set((await db.all(all({}))).map((row) => `${row.registration_id}:${row.position}:${row.date_id}`)),
  };
}
