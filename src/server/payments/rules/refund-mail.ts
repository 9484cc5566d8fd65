/**
 * The mail that tells a customer a refund is on its way (`npm run payments:refunds`): how much,
 * for which invoice and registration, why (paid beyond the invoice, or the invoice reversed by a
 * credit note), and to the account the payment came from (its last four characters), in the
 * registration's language, to the invoice contact, answered to the accounts department. Pure.
 */

import { formatCents } from '../../../i18n/format.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { interpolate } from '../../../i18n/messages.ts';
import type { RefundReason } from '../../database/column-values.ts';
import type { InvoiceDocument } from '../../invoices/rules/invoice-document.ts';
import type { MailSettings } from '../../mail/envelope.ts';
import type { OutgoingMail } from '../../outbox/mail-message.ts';
import { invoiceContactMail } from './contact-mail.ts';

const TEXTS = {
  de: {
    subject: 'Erstattung zu Rechnung {number}',
    overpaid: 'Sie haben für unsere Rechnung {number} zur Anmeldung {reference} mehr überwiesen als berechnet.',
    credited:
      'Unsere Rechnung {number} zur Anmeldung {reference} ist durch eine Stornorechnung aufgehoben; was Sie darauf gezahlt haben, erstatten wir.',
    sent: 'Wir überweisen Ihnen {amount} auf das Konto mit der IBAN, die auf {last} endet, von dem Ihre Zahlung kam. Der Betrag ist in den nächsten Bankarbeitstagen bei Ihnen.',
  },
  en: {
    subject: 'Refund for invoice {number}',
    overpaid: 'You transferred more for our invoice {number} for the registration {reference} than it asked.',
    credited:
      'Our invoice {number} for the registration {reference} is cancelled by a cancellation invoice; we refund what you paid on it.',
    sent: 'We are transferring {amount} to the account ending in {last} that your payment came from. It will reach you within the next few banking days.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export interface RefundFacts {
  readonly id: string;
  readonly registrationId: string;
  readonly document: InvoiceDocument;
  readonly reason: RefundReason;
  /** Cents. */
  readonly amount: number;
  readonly iban: string;
}

/** The customer's mail of a refund sent. */
export function refundMail(settings: MailSettings, refund: RefundFacts): OutgoingMail {
  const { document } = refund;
  const { locale } = document;
  const words = TEXTS[locale];
  const facts = {
    number: document.number,
    reference: document.reference,
    amount: formatCents(locale, refund.amount),
    last: refund.iban.replace(/\s/g, '').slice(-4),
  };
  return invoiceContactMail(settings, {
    kind: `invoice-${document.number}-${refund.id}`,
    registrationId: refund.registrationId,
    document,
    subject: interpolate(words.subject, facts),
    blocks: [
      { kind: 'paragraph', text: interpolate(words[refund.reason], facts) },
      { kind: 'paragraph', text: interpolate(words.sent, facts) },
    ],
  });
}
