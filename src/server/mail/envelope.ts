/**
 * What every mail of an entry shares: the settings it is written with, the academy's
 * address, and the envelope (recipient, subject, body blocks) made into a mail with both
 * bodies and its Message-ID. Pure.
 */
import type { AcademyContact } from '../../config/academy-contact.ts';
import { LOCALE_INFO, type Locale } from '../../i18n/locales.ts';
import type { MailKind } from '../database/column-values.ts';
import { type MailAddress, messageIdOf, type OutgoingMail } from '../outbox/mail-message.ts';
import type { Place } from '../registrations/rules/change-records.ts';
import type { StoredRegistration } from '../registrations/rules/stored-entry.ts';
import { type Block, toHtml, toText } from './document.ts';

export interface MailSettings {
  /** The site's origin, for links and the Message-ID's domain. */
  readonly siteUrl: string;
  /** The academy's inbox: Reply-To of the visitors' mails, recipient of the copies. */
  readonly academyInbox: string;
  /** The academy's name, address and phone, as a mail's closing states them. */
  readonly academy: AcademyContact;
  /**
   * What a registration's places owe with VAT, as its invoices would say (net cents; null where that
   * cannot be known): what a private person's mails state as due. Absent: no mail states it.
   */
  readonly withVat?: (registration: StoredRegistration, places: readonly Place[]) => AccountWithVat | null;
}

/** What an account owes with VAT, in cents. */
export interface AccountWithVat {
  readonly vat: number;
  readonly gross: number;
}

/** The academy's inbox, as the visitors' mails answer to it and its copies go to it. */
export const academy = (settings: MailSettings): MailAddress => ({ name: settings.academy.name, address: settings.academyInbox });

export interface Envelope {
  readonly kind: MailKind;
  readonly entryId: string;
  readonly locale: Locale;
  readonly to: MailAddress;
  readonly replyTo: MailAddress;
  readonly subject: string;
  readonly blocks: readonly Block[];
  readonly attachments?: OutgoingMail['attachments'];
}

export function mail(settings: MailSettings, envelope: Envelope): OutgoingMail {
  const { kind, entryId, locale, to, replyTo, subject, blocks, attachments = [] } = envelope;
  return {
    kind,
    entryId,
    messageId: messageIdOf(entryId, kind, settings.siteUrl),
    to,
    replyTo,
    subject,
    text: toText(blocks),
    html: toHtml(blocks, { lang: LOCALE_INFO[locale].tag, title: subject }),
    attachments,
  };
}
