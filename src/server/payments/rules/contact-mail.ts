/**
 * A mail about an invoice's money to its buyer's invoice contact (a receipt, a reminder, a
 * refund): in the document's language, greeted by name, answered to the accounts department,
 * with the academy's closing after `blocks`. Pure.
 */

import { interpolate } from '../../../i18n/messages.ts';
import type { MailKind } from '../../database/column-values.ts';
import type { InvoiceDocument } from '../../invoices/rules/invoice-document.ts';
import { type Envelope, type MailSettings, mail } from '../../mail/envelope.ts';
import { closing } from '../../mail/mail-parts.ts';
import { MAIL_TEXTS } from '../../mail/texts.ts';
import type { OutgoingMail } from '../../outbox/mail-message.ts';

export function invoiceContactMail(
  settings: MailSettings,
  message: {
    readonly kind: MailKind;
    readonly registrationId: string;
    readonly document: InvoiceDocument;
    readonly subject: string;
    readonly blocks: Envelope['blocks'];
    readonly attachments?: Envelope['attachments'];
  },
): OutgoingMail {
  const { locale, buyer, seller } = message.document;
  return mail(settings, {
    kind: message.kind,
    entryId: message.registrationId,
    locale,
    to: { name: buyer.contact, address: buyer.email },
    replyTo: { name: settings.academy.name, address: seller.email },
    subject: message.subject,
    blocks: [
      { kind: 'paragraph', text: interpolate(MAIL_TEXTS[locale].greeting.none, { name: buyer.contact }) },
      ...message.blocks,
      ...closing(MAIL_TEXTS[locale], settings.academy),
    ],
    ...(message.attachments ? { attachments: message.attachments } : {}),
  });
}
