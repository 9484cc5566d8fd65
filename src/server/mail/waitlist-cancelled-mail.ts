/**
 * The mail to a person on the waiting list of a date the academy called off, in the entry's
 * language: the date will not take place, the entry ends, and where the other dates are. Pure.
 */
import type { Content } from '../../content/types.ts';
import type { OutgoingMail } from '../outbox/mail-message.ts';
import type { StoredWaitlistEntry } from '../registrations/rules/stored-entry.ts';
import { DATE_CANCELLED_TEXTS, otherDatesPage } from './date-cancelled-texts.ts';
import type { MailSettings } from './envelope.ts';
import { waitingEntryMail } from './waiting-entry-mail.ts';

export function waitlistDateCancelledMail(entry: StoredWaitlistEntry, content: Content, settings: MailSettings): OutgoingMail {
  const words = DATE_CANCELLED_TEXTS[entry.locale];
  return waitingEntryMail(entry, content, settings, {
    kind: 'date-cancelled',
    subject: words.subject,
    intro: words.waitlistIntro,
    after: (booked) => [
      { kind: 'paragraph', text: words.others },
      { kind: 'link', text: words.link, href: otherDatesPage(settings, entry.locale, booked) },
    ],
  });
}
