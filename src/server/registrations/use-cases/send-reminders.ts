/**
 * Which dates' participants are due for their reminder today (reminders.ts): dates whose
 * reminder day (REMINDER_DAYS before the start, in Germany) has come and that have not
 * begun; and sending those reminders, each with a new link to its place. Run at start and
 * after every midnight in Germany.
 */

import { addDays, berlinDayStart } from '../../../content/calendar.ts';
import { indexContent } from '../../../content/content-index.ts';
import type { Content } from '../../../content/types.ts';
import type { MailComposer } from '../../mail/composer.ts';
import { linksEndOf, newPlaceLink } from '../rules/manage-tokens.ts';
import type { RegistrationStores } from '../store/registration-stores.ts';
import type { DueDate } from '../store/reminders.ts';

/** The dates whose reminders are due on `today`, each with the start of its reminder day. */
export function dueDates(content: Content, today: string, reminderDays: number): DueDate[] {
  return indexContent(content).bookableDates.flatMap((date) => {
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
  /** The site's origin, for the links in the mails. */
  readonly siteUrl: string;
}

/** Queues every reminder due today that was not sent yet: how many. */
export async function sendReminders({ stores, getContent, today, now, reminderDays, mails, siteUrl }: ReminderDeps): Promise<number> {
  const day = today();
  const content = getContent();
  const dates = dueDates(content, day, reminderDays);
  if (dates.length === 0) return 0;
  return stores.reminders.send({
    now: now().getTime(),
    dates,
    placeLink: (registration) => newPlaceLink(siteUrl, linksEndOf(content, registration.dateId) ?? 0),
    mail: (registration, position, link) => mails?.reminder(registration, position, day, link) ?? null,
  });
}
