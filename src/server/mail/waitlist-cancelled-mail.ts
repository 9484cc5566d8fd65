/**
 * The mail to a person on the waiting list of a date the academy called off, in the entry's
 * language: the date will not take place, the entry ends, and where the other dates are. Pure.
 */
import type { Content } from '../../content/types.ts';
import { interpolate } from '../../i18n/messages.ts';
import type { StoredWaitlistEntry } from '../registrations/waitlist-table.ts';
import { DATE_CANCELLED_TEXTS, otherDatesPage } from './date-cancelled-texts.ts';
import { academy, type MailSettings, mail } from './envelope.ts';
import { bookedDate, closing, dateFacts, subjectOf } from './mail-parts.ts';
import type { OutgoingMail } from './message.ts';
import { MAIL_TEXTS } from './texts.ts';

/** To a person waiting for the date: it will not take place. */
export function waitlistDateCancelledMail(entry: StoredWaitlistEntry, content: Content, settings: MailSettings): OutgoingMail {
  const { locale, id } = entry;
  const words = DATE_CANCELLED_TEXTS[locale];
  const texts = MAIL_TEXTS[locale];
  const booked = bookedDate(content, entry.dateId);
  const { name, email } = entry.payload.waitlist;
  return mail(settings, {
    kind: 'date-cancelled',
    entryId: id,
    locale,
    to: { name, address: email },
    replyTo: academy(settings),
    subject: subjectOf(words.subject, locale, booked),
    blocks: [
      { kind: 'paragraph', text: interpolate(texts.greeting.none, { name }) },
      { kind: 'paragraph', text: words.waitlistIntro },
      { kind: 'facts', rows: [...dateFacts(locale, booked, null), [texts.facts.reference, id]] },
      { kind: 'paragraph', text: words.others },
      { kind: 'link', text: words.link, href: otherDatesPage(settings, locale, booked) },
      ...closing(texts),
    ],
  });
}
