/**
 * Which dates' participants are due for their reminder today (reminders.ts): dates whose
 * reminder day (REMINDER_DAYS before the start, in Germany) has come and that have not
 * begun; and sending those reminders. Run at start and after every midnight in Germany.
 */
import { addDays, berlinDayStart } from '../../../content/calendar.ts';
import type { Content } from '../../../content/types.ts';
import type { MailComposer } from '../../mail/composer.ts';
import type { RegistrationStores } from '../store/registration-stores.ts';
import type { DueDate } from '../store/reminders.ts';

/** The dates whose reminders are due on `today`, each with the start of its reminder day. */
export function dueDates(content: Content, today: string, reminderDays: number): DueDate[] {
  return content.seminarDates.flatMap((date) => {
    const day = addDays(date.start, -reminderDays);
    return day <= today && today < date.start ? [{ dateId: date.id, since: berlinDayStart(day) }] : [];
  });
}

export interface ReminderDeps {
  readonly stores: Pick<RegistrationStores, 'reminders'>;
  readonly getContent: () => Content;
  readonly today: () => string;
  readonly now: () => Date;
  readonly reminderDays: number;
  readonly mails?: MailComposer;
}

/** Queues every reminder due today that was not sent yet: how many. */
export async function sendReminders({ stores, getContent, today, now, reminderDays, mails }: ReminderDeps): Promise<number> {
  const day = today();
  const dates = dueDates(getContent(), day, reminderDays);
  if (dates.length === 0) return 0;
  return stores.reminders.send({
    now: now().getTime(),
    dates,
    mail: (registration, position) => mails?.reminder(registration, position, day) ?? null,
  });
}
