/**
 * The receipt an invoice's contact gets once the invoice is paid in full (PAYMENT_RECEIPTS):
 * what was received for which invoice and registration, and by which day, in the registration's
 * language, answered to the accounts department. Pure.
 */
import { formatCents, formatDate } from '../../../i18n/format.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { interpolate } from '../../../i18n/messages.ts';
import type { InvoiceDocument } from '../../invoices/rules/invoice-document.ts';
import type { MailSettings } from '../../mail/envelope.ts';
import type { OutgoingMail } from '../../outbox/mail-message.ts';
import { invoiceContactMail } from './contact-mail.ts';

const TEXTS = {
  de: {
    subject: 'Zahlungseingang: Rechnung {number}',
    received:
      'vielen Dank: Ihre Zahlung über {amount} für unsere Rechnung {number} zur Anmeldung {reference} ist am {day} bei uns eingegangen. Die Rechnung ist damit beglichen.',
  },
  en: {
    subject: 'Payment received: invoice {number}',
    received:
      'Thank you: your payment of {amount} for our invoice {number} for the registration {reference} reached us on {day}. The invoice is now settled.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** The receipt of `document`, paid `amount` cents in all by `day` ('YYYY-MM-DD'), to its buyer's contact. */
export function receiptMail(
  settings: MailSettings,
  registrationId: string,
  document: InvoiceDocument,
  amount: number,
  day: string,
): OutgoingMail {
  const { locale } = document;
  const words = TEXTS[locale];
  const facts = {
    number: document.number,
    reference: document.reference,
    amount: formatCents(locale, amount),
    day: formatDate(locale, day),
  };
  return invoiceContactMail(settings, {
    kind: `invoice-${document.number}-receipt`,
    registrationId,
    document,
    subject: interpolate(words.subject, facts),
    blocks: [{ kind: 'paragraph', text: interpolate(words.received, facts) }],
  });
}
