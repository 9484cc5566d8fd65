/**
 * An enquiry's three mails: at once, the enquiry to the academy's inbox (in German, answering to
 * the sender, every field as label and value, and whether the address is confirmed yet), and to
 * its sender the link that confirms the address (to an address nobody has proven: none of the
 * enquiry's text); once confirmed, the sender's copy of their enquiry, in their language. Pure.
 */

import type { Enquiry } from '../../../enquiry-contract/schema.ts';
import { ENQUIRY_FIELDS } from '../../../enquiry-contract/schema.ts';
import { ENQUIRY_TEXTS } from '../../../enquiry-contract/texts.ts';
import { formatDate } from '../../../i18n/format.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { interpolate, MESSAGES } from '../../../i18n/messages.ts';
import { academy, type MailSettings, mail } from '../../mail/envelope.ts';
import { closing } from '../../mail/mail-parts.ts';
import { MAIL_TEXTS } from '../../mail/texts.ts';
import type { OutgoingMail } from '../../outbox/mail-message.ts';

const TEXTS = {
  de: {
    subject: 'Ihre Anfrage: bitte Adresse bestätigen',
    intro:
      'vielen Dank für Ihre Anfrage, sie hat uns erreicht. Bitte bestätigen Sie über den folgenden Link, dass diese E-Mail-Adresse Ihnen gehört; dann schicken wir Ihnen eine Kopie Ihrer Anfrage.',
    link: 'Adresse bestätigen',
    expires:
      'Der Link gilt {hours} Stunden. Haben Sie uns nicht geschrieben, antworten Sie kurz auf diese E-Mail: Dann löschen wir die Angaben.',
    copySubject: 'Ihre Anfrage an die {academy}',
    copy: 'hier ist die Kopie Ihrer Anfrage vom {date}.',
    answer: {
      email: 'Wir antworten Ihnen innerhalb von zwei Werktagen per E-Mail.',
      callback: 'Wir rufen Sie innerhalb von zwei Werktagen zurück.',
    },
  },
  en: {
    subject: 'Your enquiry: please confirm your address',
    intro:
      'Thank you for your enquiry, which has reached us. Please confirm through the following link that this email address is yours; we then send you a copy of your enquiry.',
    link: 'Confirm address',
    expires:
      'The link works for {hours} hours. If you did not write to us, please reply briefly to this email and we will delete the details.',
    copySubject: 'Your enquiry to {academy}',
    copy: 'here is the copy of your enquiry of {date}.',
    answer: { email: 'We will reply by email within two working days.', callback: 'We will call you back within two working days.' },
  },
} as const;

const ACADEMY_SUBJECT = { inhouse: 'Inhouse-Anfrage', question: 'Kontaktanfrage' } as const;

/** The fields as the academy's staff read them (the form's labels speak to the sender). */
const ACADEMY_LABELS: Readonly<Record<(typeof ENQUIRY_FIELDS)[number], string>> = {
  company: 'Unternehmen',
  name: 'Name',
  email: 'E-Mail',
  phone: 'Telefon',
  topic: 'Thema',
  people: 'Teilnehmende',
  period: 'Zeitraum',
  reply: 'Antwort',
  message: 'Nachricht',
};
const REPLY_LABELS = { email: 'per E-Mail', callback: 'Rückruf erbeten' } as const;

/** The "please confirm" mail, with the link: to an address nobody has proven yet, so nothing typed into the enquiry, its name neither. */
export function enquiryConfirmMail(settings: MailSettings, id: string, enquiry: Enquiry, link: string, hours: number): OutgoingMail {
  const locale: Locale = enquiry.locale;
  const texts = TEXTS[locale];
  return mail(settings, {
    kind: 'enquiry-confirm',
    entryId: id,
    locale,
    to: { name: '', address: enquiry.email },
    replyTo: academy(settings),
    subject: texts.subject,
    blocks: [
      { kind: 'paragraph', text: MAIL_TEXTS[locale].plainGreeting },
      { kind: 'paragraph', text: texts.intro },
      { kind: 'link', text: texts.link, href: link },
      { kind: 'paragraph', text: interpolate(texts.expires, { hours }) },
      ...closing(MAIL_TEXTS[locale], settings.academy),
    ],
  });
}

/** Each filled field of an enquiry as label and value, in German (the academy's language). */
export function enquiryFacts(enquiry: Enquiry): Array<[string, string]> {
  const texts = ENQUIRY_TEXTS.de;
  const value = (field: (typeof ENQUIRY_FIELDS)[number]): string => {
    if (field === 'topic' && enquiry.topic) return enquiry.topic === 'other' ? texts.otherTopic : MESSAGES.de.finder.topics[enquiry.topic];
    if (field === 'reply') return REPLY_LABELS[enquiry.reply];
    const raw = enquiry[field];
    return raw === undefined ? '' : String(raw);
  };
  return [
    ...ENQUIRY_FIELDS.map((field): [string, string] => [ACADEMY_LABELS[field], value(field)]).filter(([, shown]) => shown !== ''),
    ['Sprache', enquiry.locale === 'de' ? 'Deutsch' : 'Englisch'],
  ];
}

/** The enquiry to the academy's inbox as it arrives, answering to its sender; `confirmed`: whether the sender has proven the address. */
export function enquiryAcademyMail(settings: MailSettings, id: string, enquiry: Enquiry, confirmed = false): OutgoingMail {
  const who = enquiry.company ? `${enquiry.name}, ${enquiry.company}` : enquiry.name;
  const address = confirmed
    ? `${who} hat die E-Mail-Adresse bestätigt.`
    : `${who} hat uns geschrieben; die E-Mail-Adresse ist noch nicht bestätigt (der Link zur Bestätigung ist unterwegs).`;
  return mail(settings, {
    kind: 'enquiry-academy',
    entryId: id,
    locale: 'de',
    to: academy(settings),
    replyTo: { name: enquiry.name, address: enquiry.email },
    subject: `${ACADEMY_SUBJECT[enquiry.kind]}: ${who}`,
    blocks: [
      {
        kind: 'paragraph',
        text: `${address} ${enquiry.reply === 'callback' ? 'Bitte zurückrufen.' : 'Bitte per E-Mail antworten (eine Antwort auf diese E-Mail geht an die Person, die angefragt hat).'}`,
      },
      { kind: 'facts', rows: enquiryFacts(enquiry) },
    ],
  });
}

/** Once the sender proved the address: their copy of the enquiry sent at `receivedAt` (ISO), every field as its form labels it. */
export function enquiryCopyMail(settings: MailSettings, id: string, enquiry: Enquiry, receivedAt: string): OutgoingMail {
  const locale: Locale = enquiry.locale;
  const texts = TEXTS[locale];
  const form = ENQUIRY_TEXTS[locale];
  const value = (field: (typeof ENQUIRY_FIELDS)[number]): string => {
    if (field === 'topic' && enquiry.topic)
      return enquiry.topic === 'other' ? form.otherTopic : MESSAGES[locale].finder.topics[enquiry.topic];
    if (field === 'reply') return form.replies[enquiry.reply];
    const raw = enquiry[field];
    return raw === undefined ? '' : String(raw);
  };
  const rows = ENQUIRY_FIELDS.map((field): [string, string] => [form.labels[field], value(field)]).filter(([, shown]) => shown !== '');
  return mail(settings, {
    kind: 'enquiry-copy',
    entryId: id,
    locale,
    to: { name: enquiry.name, address: enquiry.email },
    replyTo: academy(settings),
    subject: interpolate(texts.copySubject, { academy: settings.academy.name }),
    blocks: [
      { kind: 'paragraph', text: interpolate(MAIL_TEXTS[locale].greeting.none, { name: enquiry.name }) },
      { kind: 'paragraph', text: interpolate(texts.copy, { date: formatDate(locale, receivedAt.slice(0, 10)) }) },
      { kind: 'facts', rows },
      { kind: 'paragraph', text: texts.answer[enquiry.reply] },
      ...closing(MAIL_TEXTS[locale], settings.academy),
    ],
  });
}
