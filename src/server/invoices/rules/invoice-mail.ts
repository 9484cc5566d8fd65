/**
 * The mails of an invoice or credit note once it is drawn: to the person the invoice goes to,
 * in the registration's language, with the Factur-X PDF (and the XRechnung XML beside it for
 * a public buyer), answered to the accounts department, and the accounts department's copy
 * (German, to ACADEMY_BILLING_EMAIL) with the same files. Pure.
 */
import { formatCents, formatDate } from '../../../i18n/format.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { interpolate } from '../../../i18n/messages.ts';
import { type MailSettings, mail } from '../../mail/envelope.ts';
import { closing } from '../../mail/mail-parts.ts';
import { MAIL_TEXTS } from '../../mail/texts.ts';
import type { MailAttachment, OutgoingMail } from '../../outbox/mail-message.ts';
import type { InvoiceDocument } from './invoice-document.ts';
import type { InvoiceTotals } from './totals.ts';

const TEXTS = {
  de: {
    invoiceSubject: 'Rechnung {number}: {reference}',
    creditSubject: 'Stornorechnung {number}: {reference}',
    invoice:
      'anbei erhalten Sie unsere Rechnung {number} über {gross} zur Anmeldung {reference}. Bitte überweisen Sie den Betrag bis zum {due} mit der Vorgangsnummer {reference} als Verwendungszweck; den GiroCode auf der Rechnung kann Ihre Banking-App lesen.',
    credit:
      'anbei erhalten Sie unsere Stornorechnung {number} über {gross} zur Anmeldung {reference}: Sie hebt die Rechnung {corrects} auf. Bereits gezahlte Beträge erstatten wir.',
    files: 'Die PDF-Datei enthält die Rechnung auch als E-Rechnung (ZUGFeRD/Factur-X, EN 16931).',
    xrechnung: 'Die XRechnung für Ihre Leitweg-ID {reference} liegt als XML-Datei bei.',
    copy: 'Kopie für die Buchhaltung: {kind} {number} über {gross} an {to} ({company}), Anmeldung {reference}.',
  },
  en: {
    invoiceSubject: 'Invoice {number}: {reference}',
    creditSubject: 'Cancellation invoice {number}: {reference}',
    invoice:
      'Please find attached our invoice {number} for {gross} for the registration {reference}. Please transfer the amount by {due}, quoting the reference {reference}; your banking app can read the GiroCode on the invoice.',
    credit:
      'Please find attached our cancellation invoice {number} for {gross} for the registration {reference}: it cancels invoice {corrects}. Any amount already paid will be refunded.',
    files: 'The PDF file holds the invoice as an e-invoice too (ZUGFeRD/Factur-X, EN 16931).',
    xrechnung: 'The XRechnung for your Leitweg-ID {reference} is attached as an XML file.',
    copy: 'Copy for the accounts: {kind} {number} for {gross} to {to} ({company}), registration {reference}.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export interface DrawnDocument {
  /** The registration it belongs to (the mails are its entry's). */
  readonly registrationId: string;
  readonly document: InvoiceDocument;
  readonly totals: InvoiceTotals;
  /** The Factur-X PDF, base64. */
  readonly pdf: string;
  readonly xml: string;
  readonly xrechnung: boolean;
}

function attachments({ document, pdf, xml, xrechnung }: DrawnDocument): MailAttachment[] {
  return [
    { filename: `${document.number}.pdf`, contentType: 'application/pdf', content: pdf, encoding: 'base64' },
    ...(xrechnung ? [{ filename: `${document.number}-xrechnung.xml`, contentType: 'application/xml; charset=utf-8', content: xml }] : []),
  ];
}

/** To the buyer's invoice contact, and the academy's copy. */
export function invoiceMails(settings: MailSettings, drawn: DrawnDocument): OutgoingMail[] {
  const { document, totals, registrationId } = drawn;
  const { locale, buyer } = document;
  const words = TEXTS[locale];
  const texts = MAIL_TEXTS[locale];
  const facts = {
    number: document.number,
    reference: document.reference,
    gross: formatCents(locale, totals.gross),
    due: formatDate(locale, document.dueDate),
    corrects: document.corrects?.number ?? '',
  };
  const subject = interpolate(document.kind === 'invoice' ? words.invoiceSubject : words.creditSubject, facts);
  // The accounts department (ACADEMY_BILLING_EMAIL): answers to an invoice go there, and so does the academy's copy.
  const accounts = { name: settings.academy.name, address: document.seller.email };
  const toBuyer = mail(settings, {
    kind: `invoice-${document.number}`,
    entryId: registrationId,
    locale,
    to: { name: buyer.contact, address: buyer.email },
    replyTo: accounts,
    subject,
    blocks: [
      { kind: 'paragraph', text: interpolate(texts.greeting.none, { name: buyer.contact }) },
      { kind: 'paragraph', text: interpolate(document.kind === 'invoice' ? words.invoice : words.credit, facts) },
      { kind: 'paragraph', text: words.files },
      ...(drawn.xrechnung
        ? [{ kind: 'paragraph' as const, text: interpolate(words.xrechnung, { reference: buyer.reference ?? '' }) }]
        : []),
      ...closing(texts, settings.academy),
    ],
    attachments: attachments(drawn),
  });
  const copy = mail(settings, {
    kind: `invoice-${document.number}-academy`,
    entryId: registrationId,
    locale: 'de',
    to: accounts,
    replyTo: { name: buyer.contact, address: buyer.email },
    subject: interpolate(TEXTS.de[document.kind === 'invoice' ? 'invoiceSubject' : 'creditSubject'], facts),
    blocks: [
      {
        kind: 'paragraph',
        text: interpolate(TEXTS.de.copy, {
          ...facts,
          gross: formatCents('de', totals.gross),
          kind: document.kind === 'invoice' ? 'Rechnung' : 'Stornorechnung',
          to: `${buyer.contact} <${buyer.email}>`,
          company: buyer.name,
        }),
      },
    ],
    attachments: attachments(drawn),
  });
  return [toBuyer, copy];
}
