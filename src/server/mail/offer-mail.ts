/**
 * The mail that offers a freed seat to the next person on a date's waiting list, in the
 * entry's language: until when the seat is held (German time), the claim link, and that
 * letting it go passes it on. Pure.
 */
import type { Content } from '../../content/types.ts';
import { formatBerlinTime } from '../../i18n/format.ts';
import { interpolate } from '../../i18n/messages.ts';
import type { StoredWaitlistEntry } from '../registrations/waitlist-table.ts';
import { CHANGE_TEXTS } from './change-texts.ts';
import { academy, type MailSettings, mail } from './envelope.ts';
import { bookedDate, closing, dateFacts, subjectOf } from './mail-parts.ts';
import type { OutgoingMail } from './message.ts';
import { MAIL_TEXTS } from './texts.ts';

export function offerMail(
  entry: StoredWaitlistEntry,
  content: Content,
  settings: MailSettings,
  link: string,
  expiresAt: number,
): OutgoingMail {
  const { locale, id } = entry;
  const words = CHANGE_TEXTS[locale].offer;
  const texts = MAIL_TEXTS[locale];
  const booked = bookedDate(content, entry.dateId);
  const { name, email } = entry.payload.waitlist;
  return mail(settings, {
    kind: 'offer',
    entryId: id,
    locale,
    to: { name, address: email },
    replyTo: academy(settings),
    subject: subjectOf(words.subject, locale, booked),
    blocks: [
      { kind: 'paragraph', text: interpolate(texts.greeting.none, { name }) },
      { kind: 'paragraph', text: interpolate(words.intro, { until: formatBerlinTime(locale, expiresAt) }) },
      { kind: 'facts', rows: [...dateFacts(locale, booked, null), [texts.facts.reference, id]] },
      { kind: 'link', text: words.link, href: link },
      { kind: 'paragraph', text: words.how },
      { kind: 'paragraph', text: words.decline },
      ...closing(texts),
    ],
  });
}
