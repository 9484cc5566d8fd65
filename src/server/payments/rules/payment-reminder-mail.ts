/**
 * The reminders of an unpaid invoice (dunning.ts) to its invoice contact, in the registration's
 * language, answered to the accounts department, with the invoice's PDF again: the first a
 * friendly reminder, the second firmer and, where LATE_PAYMENT_CHARGES asks it of a business,
 * with the statutory interest to the day and the lump sum. Both give what was received, what is
 * still owed, the account and the payment reference, and invite a reply where something about
 * the invoice is not right. And the accounts department's note when an invoice is handed to
 * staff after both (German, like its other copies). Pure.
 */
import { formatCents, formatDate } from '../../../i18n/format.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { interpolate } from '../../../i18n/messages.ts';
import type { InvoiceDocument } from '../../invoices/rules/invoice-document.ts';
import { type MailSettings, mail } from '../../mail/envelope.ts';
import type { OutgoingMail } from '../../outbox/mail-message.ts';
import { invoiceContactMail } from './contact-mail.ts';
import type { LateCharges } from './dunning.ts';

const TEXTS = {
  de: {
    first: {
      subject: 'Zahlungserinnerung: Rechnung {number}',
      intro:
        'unsere Rechnung {number} vom {issued} zur Anmeldung {reference} war am {due} fällig. Bis heute ist der Betrag bei uns nicht vollständig eingegangen; sicher ist das nur übersehen worden. Bitte überweisen Sie den offenen Betrag in den nächsten Tagen. Die Rechnung liegt noch einmal bei.',
    },
    second: {
      subject: 'Mahnung: Rechnung {number}',
      intro:
        'trotz unserer Zahlungserinnerung vom {reminded} ist unsere Rechnung {number} vom {issued} zur Anmeldung {reference}, fällig am {due}, noch nicht beglichen. Bitte überweisen Sie den offenen Betrag umgehend. Die Rechnung liegt noch einmal bei.',
    },
    charges:
      'Da die Zahlung seit dem Fälligkeitstag, dem {due}, aussteht, berechnen wir nach § 288 BGB Verzugszinsen von {rate} % pro Jahr (neun Prozentpunkte über dem Basiszinssatz), bis heute {interest} für {days} Tage, und die Verzugspauschale von {lumpSum}. Die Zinsen laufen bis zum Zahlungseingang weiter.',
    facts: {
      invoice: 'Rechnung',
      gross: 'Rechnungsbetrag',
      received: 'Bereits eingegangen',
      outstanding: 'Offener Betrag',
      interest: 'Verzugszinsen bis heute',
      lumpSum: 'Verzugspauschale',
      total: 'Zu zahlen',
      payee: 'Empfänger',
      iban: 'IBAN',
      bic: 'BIC',
      purpose: 'Verwendungszweck',
    },
    paid: 'Haben Sie die Zahlung in den letzten Tagen schon veranlasst, betrachten Sie dieses Schreiben bitte als gegenstandslos.',
    dispute: 'Stimmt an der Rechnung etwas nicht, lassen Sie es uns bitte wissen: Wir klären es mit Ihnen.',
  },
  en: {
    first: {
      subject: 'Payment reminder: invoice {number}',
      intro:
        'our invoice {number} of {issued} for the registration {reference} was due on {due}. We have not yet received the full amount; this has surely been overlooked. Please transfer the amount outstanding within the next few days. The invoice is attached again.',
    },
    second: {
      subject: 'Second reminder: invoice {number}',
      intro:
        'despite our payment reminder of {reminded}, our invoice {number} of {issued} for the registration {reference}, due on {due}, has not been settled. Please transfer the amount outstanding without delay. The invoice is attached again.',
    },
    charges:
      'As payment has been outstanding since the due date, {due}, we charge statutory default interest under § 288 of the German Civil Code (BGB) of {rate} % a year (nine percentage points above the base rate), {interest} for {days} days to today, and the flat-rate default charge of {lumpSum}. Interest continues to accrue until payment is received.',
    facts: {
      invoice: 'Invoice',
      gross: 'Invoice amount',
      received: 'Received so far',
      outstanding: 'Amount outstanding',
      interest: 'Default interest to today',
      lumpSum: 'Flat-rate default charge',
      total: 'To pay',
      payee: 'Payee',
      iban: 'IBAN',
      bic: 'BIC',
      purpose: 'Payment reference',
    },
    paid: 'If you have paid in the last few days, please disregard this letter.',
    dispute: 'If something about the invoice is not right, please let us know and we will sort it out with you.',
  },
} as const satisfies Record<Locale, unknown>;

export interface ReminderFacts {
  readonly step: 'first' | 'second';
  readonly registrationId: string;
  readonly document: InvoiceDocument;
  /** Cents: the invoice's amount, what it received, what is still owed. */
  readonly gross: number;
  readonly received: number;
  readonly outstanding: number;
  /** 'YYYY-MM-DD': the day it is sent, and the first reminder's (for the second). */
  readonly today: string;
  readonly reminded: string | null;
  /** The statutory charges claimed (the second reminder to a business, LATE_PAYMENT_CHARGES); null: none. */
  readonly charges: LateCharges | null;
  /** The invoice's PDF, base64, when it is drawn. */
  readonly pdf: string | null;
}

/** The reminder `facts.step` of an invoice, to its buyer's contact. */
export function paymentReminderMail(settings: MailSettings, facts: ReminderFacts): OutgoingMail {
  const { document, charges } = facts;
  const { locale, seller } = document;
  const words = TEXTS[locale];
  const money = (cents: number) => formatCents(locale, cents);
  const values = {
    number: document.number,
    reference: document.reference,
    issued: formatDate(locale, document.issueDate),
    due: formatDate(locale, document.dueDate),
    reminded: facts.reminded ? formatDate(locale, facts.reminded) : '',
    ...(charges && {
      rate: charges.rate.toLocaleString(locale === 'de' ? 'de-DE' : 'en-GB', { minimumFractionDigits: 2 }),
      interest: money(charges.interest),
      days: String(charges.days),
      lumpSum: money(charges.lumpSum),
    }),
  };
  const label = words.facts;
  const rows: [string, string][] = [
    [label.invoice, `${document.number} (${values.issued})`],
    [label.gross, money(facts.gross)],
    ...(facts.received > 0 ? [[label.received, money(facts.received)] as [string, string]] : []),
    [label.outstanding, money(facts.outstanding)],
    ...(charges
      ? ([
          [label.interest, money(charges.interest)],
          [label.lumpSum, money(charges.lumpSum)],
          [label.total, money(facts.outstanding + charges.interest + charges.lumpSum)],
        ] as [string, string][])
      : []),
    [label.payee, seller.name],
    [label.iban, seller.iban],
    [label.bic, seller.bic],
    [label.purpose, document.number],
  ];
  return invoiceContactMail(settings, {
    kind: `invoice-${document.number}-reminder-${facts.step}`,
    registrationId: facts.registrationId,
    document,
    subject: interpolate(words[facts.step].subject, values),
    blocks: [
      { kind: 'paragraph', text: interpolate(words[facts.step].intro, values) },
      ...(charges ? [{ kind: 'paragraph' as const, text: interpolate(words.charges, values) }] : []),
      { kind: 'facts', rows },
      { kind: 'paragraph', text: words.paid },
      { kind: 'paragraph', text: words.dispute },
    ],
    attachments: facts.pdf
      ? [{ filename: `${document.number}.pdf`, contentType: 'application/pdf', content: facts.pdf, encoding: 'base64' }]
      : [],
  });
}

/** The accounts department's note that an invoice is still unpaid after both reminders: its item in the CMS is flagged. */
export function handOverMail(
  settings: MailSettings,
  facts: Pick<ReminderFacts, 'registrationId' | 'document' | 'outstanding' | 'reminded'>,
): OutgoingMail {
  const { document } = facts;
  const money = formatCents('de', facts.outstanding);
  return mail(settings, {
    kind: `invoice-${document.number}-to-staff`,
    entryId: facts.registrationId,
    locale: 'de',
    to: { name: settings.academy.name, address: document.seller.email },
    replyTo: { name: document.buyer.contact, address: document.buyer.email },
    subject: `Offen nach zwei Mahnungen: Rechnung ${document.number}`,
    blocks: [
      {
        kind: 'paragraph',
        text: `Die Rechnung ${document.number} an ${document.buyer.name} (Anmeldung ${document.reference}), fällig am ${formatDate('de', document.dueDate)}, ist nach der Mahnung vom ${facts.reminded ? formatDate('de', facts.reminded) : ''} noch offen: ${money}. Es geht keine weitere Mahnung hinaus; die Rechnung ist im CMS für Sie markiert. Ist sie strittig, setzen Sie dort „Strittig“.`,
      },
      {
        kind: 'facts',
        rows: [
          ['Ansprechpartner', `${document.buyer.contact} <${document.buyer.email}>`],
          ['Offener Betrag', money],
        ],
      },
    ],
  });
}
