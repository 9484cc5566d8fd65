/**
 * A mail to a person on a date's waiting list, in the entry's language: the greeting by
 * name, what it is about, the date's facts with the entry's reference, what follows, and
 * the closing. Pure.
 */
import type { Content } from '../../content/types.ts';
import { interpolate } from '../../i18n/messages.ts';
import type { MailKind } from '../database/column-values.ts';
import type { OutgoingMail } from '../outbox/mail-message.ts';
import type { StoredWaitlistEntry } from '../registrations/rules/stored-entry.ts';
import type { Block } from './document.ts';
import { academy, type MailSettings, mail } from './envelope.ts';
import { type Booked, bookedDate, closing, dateFacts, subjectOf } from './mail-parts.ts';
import { MAIL_TEXTS } from './texts.ts';

export interface WaitingMailParts {
  readonly kind: MailKind;
  /** The subject's template ({seminar}, {date}). */
  readonly subject: string;
  readonly intro: string;
  /** The blocks after the facts, for the date booked. */
  readonly after: (booked: Booked) => readonly Block[];
}

export function waitingEntryMail(
  entry: StoredWaitlistEntry,
  content: Content,
  settings: MailSettings,
  parts: WaitingMailParts,
): OutgoingMail {
  const { locale, id } = entry;
  const texts = MAIL_TEXTS[locale];
  const booked = bookedDate(content, entry.dateId);
  const { name, email } = entry.payload.waitlist;
  return mail(settings, {
    kind: parts.kind,
    entryId: id,
    locale,
    to: { name, address: email },
    replyTo: academy(settings),
    subject: subjectOf(parts.subject, locale, booked),
    blocks: [
      { kind: 'paragraph', text: interpolate(texts.greeting.none, { name }) },
      { kind: 'paragraph', text: parts.intro },
      { kind: 'facts', rows: dateFacts(locale, booked) },
      ...parts.after(booked),
      ...closing(texts, settings.academy),
    ],
  });
}
