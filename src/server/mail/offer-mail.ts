/**
 * The mail that offers a freed seat to the next person on a date's waiting list, in the
 * entry's language: until when the seat is held (German time), the claim link, and that
 * letting it go passes it on. Pure.
 */
import type { Content } from '../../content/types.ts';
import { formatBerlinTime } from '../../i18n/format.ts';
import { interpolate } from '../../i18n/messages.ts';
import type { OutgoingMail } from '../outbox/mail-message.ts';
import type { StoredWaitlistEntry } from '../registrations/rules/stored-entry.ts';
import { CHANGE_TEXTS } from './change-texts.ts';
import type { MailSettings } from './envelope.ts';
import { waitingEntryMail } from './waiting-entry-mail.ts';

export function offerMail(
  entry: StoredWaitlistEntry,
  content: Content,
  settings: MailSettings,
  link: string,
  expiresAt: number,
): OutgoingMail {
  const words = CHANGE_TEXTS[entry.locale].offer;
  return waitingEntryMail(entry, content, settings, {
    kind: 'offer',
    subject: words.subject,
    intro: interpolate(words.intro, { until: formatBerlinTime(entry.locale, expiresAt) }),
    after: () => [
      { kind: 'link', text: words.link, href: link },
      { kind: 'paragraph', text: words.how },
      { kind: 'paragraph', text: words.decline },
    ],
  });
}
