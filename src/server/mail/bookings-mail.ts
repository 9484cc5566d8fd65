/**
 * The sign-in link to every registration booked from an address ("my bookings"), in the
 * language it was asked for, to that address only: a link, how long it works, and what to do
 * when nobody there asked for it. Pure.
 */
import type { Locale } from '../../i18n/locales.ts';
import { interpolate } from '../../i18n/messages.ts';
import { MY_BOOKINGS_TEXTS } from '../../registration-contract/my-bookings-texts.ts';
import type { OutgoingMail } from '../outbox/mail-message.ts';
import { academy, type MailSettings, mail } from './envelope.ts';
import { closing } from './mail-parts.ts';
import { MAIL_TEXTS } from './texts.ts';

export interface BookingsLink {
  /** The registration the link's token stands on (its address is the one signed in). */
  readonly entryId: string;
  readonly locale: Locale;
  readonly address: string;
  readonly href: string;
  readonly hours: number;
  /** When it was asked for (ms): one mail each time. */
  readonly at: number;
}

export function bookingsLinkMail(settings: MailSettings, link: BookingsLink): OutgoingMail {
  const words = MY_BOOKINGS_TEXTS[link.locale];
  const texts = MAIL_TEXTS[link.locale];
  return mail(settings, {
    kind: `bookings-${link.at}`,
    entryId: link.entryId,
    locale: link.locale,
    to: { name: '', address: link.address },
    replyTo: academy(settings),
    subject: words.mailSubject,
    blocks: [
      { kind: 'paragraph', text: texts.plainGreeting },
      { kind: 'paragraph', text: interpolate(words.mailIntro, { hours: link.hours }) },
      { kind: 'link', text: words.mailLink, href: link.href },
      { kind: 'paragraph', text: words.mailNotYou },
      ...closing(texts, settings.academy),
    ],
  });
}
