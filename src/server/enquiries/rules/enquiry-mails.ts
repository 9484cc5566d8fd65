/**
 * An enquiry's two mails: to its sender, the link that confirms the address and sends the
 * enquiry (nothing of the enquiry reaches the academy before); once confirmed, the enquiry
 * to the academy's inbox, in German, answering to the sender, every field as label and
 * value. Pure.
 */

import type { Enquiry } from '../../../enquiry-contract/schema.ts';
import { ENQUIRY_FIELDS } from '../../../enquiry-contract/schema.ts';
import { ENQUIRY_TEXTS } from '../../../enquiry-contract/texts.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { interpolate, MESSAGES } from '../../../i18n/messages.ts';
import { academy, type MailSettings, mail } from '../../mail/envelope.ts';
import { closing } from '../../mail/mail-parts.ts';
import { MAIL_TEXTS } from '../../mail/texts.ts';
import type { OutgoingMail } from '../../outbox/mail-message.ts';

const TEXTS = {
  de: {
    subject: 'Bitte bestätigen Sie Ihre Anfrage',
    intro:
      'vielen Dank für Ihre Anfrage. Bitte bestätigen Sie über den folgenden Link, dass diese E-Mail-Adresse Ihnen gehört; erst dann erreicht uns Ihre Anfrage.',
    link: 'Anfrage bestätigen und senden',
    expires:
      'Der Link gilt {hours} Stunden. Haben Sie uns nicht geschrieben, ignorieren Sie diese E-Mail einfach: Ohne Bestätigung löschen wir die Angaben.',
  },
  en: {
    subject: 'Please confirm your enquiry',
    intro:
      'Thank you for your enquiry. Please confirm through the following link that this email address is yours; only then does your enquiry reach us.',
    link: 'Confirm and send the enquiry',
    expires:
      'The link works for {hours} hours. If you did not write to us, simply ignore this email: without confirmation we delete the details.',
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

/** The confirmed enquiry to the academy's inbox, answering to its sender. */
export function enquiryAcademyMail(settings: MailSettings, id: string, enquiry: Enquiry): OutgoingMail {
  const who = enquiry.company ? `${enquiry.name}, ${enquiry.company}` : enquiry.name;
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
        text: `${who} hat die E-Mail-Adresse bestätigt. ${enquiry.reply === 'callback' ? 'Bitte zurückrufen.' : 'Bitte per E-Mail antworten (eine Antwort auf diese E-Mail geht an die Person, die angefragt hat).'}`,
      },
      { kind: 'facts', rows: enquiryFacts(enquiry) },
    ],
  });
}
