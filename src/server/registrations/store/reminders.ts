/**
 * Reminders before a course: from the reminder day on (a set number of days before the
 * start) until the course begins, every participant still registered for the date gets one
 * reminder, recorded in `reminders` in the same transaction as its mail, so it goes out
 * exactly once whatever restarts or other servers on the database. A participant who
 * cancelled gets none; nor does one registered only after the reminder day (their
 * confirmation came then). A registration moved to another date is reminded of the new one.
 */

import type { Sql } from '../../database/sql.ts';
import type { OutgoingMail } from '../../outbox/mail-message.ts';
import type { MailOutbox } from '../../outbox/mail-outbox.ts';
import { REGISTRATION_COLUMNS, type RegistrationRow, registrationFromRow, type StoredRegistration } from '../rules/entry-rows.ts';

/** A date whose reminders are due, and since when (ms: the start of its reminder day in Germany). */
export interface DueDate {
  readonly dateId: number;
  readonly since: number;
}

export interface ReminderInput {
  readonly now: number;
  readonly dates: readonly DueDate[];
  /** The reminder of participant `position` of a registration. */
  readonly mail: (registration: StoredRegistration, position: number) => OutgoingMail | null;
}

export interface Reminders {
  /** Queues the reminders due on `dates` not sent yet: how many. */
  send(input: ReminderInput): Promise<number>;
  /** How many reminders were recorded for each registration's places, by "id:position:date". */
  sent(): Promise<Set<string>>;
}

export function openReminders(db: Sql, mail: MailOutbox): Reminders {
  const columns = REGISTRATION_COLUMNS.map((column) => `r.${column}`).join(', ');
  const due = db.prepare(
    `SELECT ${columns}, p.position AS position FROM participants p JOIN registrations r ON r.id = p.registration_id
     WHERE p.date_id = $1 AND p.confirmed = 1 AND p.cancelled_at IS NULL AND r.status = 'confirmed' AND coalesce(r.confirmed_at, r.created_at) < $2
       AND NOT EXISTS (SELECT 1 FROM reminders m WHERE m.registration_id = p.registration_id AND m.position = p.position AND m.date_id = p.date_id)
     ORDER BY r.created_at, p.position`,
  );
  const record = db.prepare('INSERT INTO reminders (registration_id, position, date_id, sent_at) VALUES ($1, $2, $3, $4)');
  const all = db.prepare('SELECT registration_id, position, date_id FROM reminders');
  return {
    send: ({ now, dates, mail: compose }) =>
      db.transaction(async () => {
        let count = 0;
        for (const { dateId, since } of dates) {
          for (const row of await due.all<RegistrationRow & { position: number }>(dateId, new Date(since).toISOString())) {
            const registration = registrationFromRow(row);
            const reminder = compose(registration, row.position);
            await record.run(registration.id, row.position, dateId, now);
            if (reminder) await mail.enqueue([reminder], now);
            count++;
          }
        }
        return count;
      }),
    sent: async () =>
      new Set(
        (await all.all<{ registration_id: string; position: number; date_id: number }>()).map(
          (row) => `${row.registration_id}:${row.position}:${row.date_id}`,
        ),
      ),
  };
}
