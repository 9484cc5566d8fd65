/**
 * The waiting list's texts in German and English: the form's labels and words, its
 * thank-you, and the labels the server's pages and the staff's export use. Error messages
 * are the registration's (src/registration-contract/messages.ts), by error code.
 */
import type { Locale } from '../i18n/locales.ts';
import type { WaitlistFieldPath } from './waitlist.ts';

export type WaitlistLabelPath = Exclude<WaitlistFieldPath, 'dateId'>;

const de = {
  section: 'Warteliste',
  intro:
    'Wird für diesen Termin ein Platz frei, bieten wir ihn der Reihe nach per E-Mail an. Der Eintrag ist unverbindlich und kostenlos. Pflichtfelder sind mit * markiert.',
  labels: {
    'waitlist.name': 'Vor- und Nachname',
    'waitlist.email': 'E-Mail-Adresse',
    'waitlist.phone': 'Telefon',
    'waitlist.company': 'Unternehmen',
    'waitlist.consent': 'Ich bin einverstanden, dass Sie mich wegen eines frei gewordenen Platzes kontaktieren.',
  },
  privacyBefore: 'Mehr dazu in unserer ',
  privacy: 'Datenschutzerklärung',
  privacyAfter: '.',
  submit: 'Auf die Warteliste setzen',
  errorSummary: { one: 'Bitte korrigieren Sie {n} Angabe.', other: 'Bitte korrigieren Sie {n} Angaben.' },
  honeypot: 'Referenz',
} satisfies { labels: Record<WaitlistLabelPath, string>; [key: string]: unknown };

export type WaitlistTexts = typeof de;

const en: WaitlistTexts = {
  section: 'Waiting list',
  intro:
    'If a seat becomes free for this date, we offer it by email in turn. Joining is free and not binding. Required fields are marked with *.',
  labels: {
    'waitlist.name': 'Full name',
    'waitlist.email': 'Email address',
    'waitlist.phone': 'Phone',
    'waitlist.company': 'Company',
    'waitlist.consent': 'I agree to be contacted about a free seat.',
  },
  privacyBefore: 'More in our ',
  privacy: 'privacy policy',
  privacyAfter: '.',
  submit: 'Put me on the waiting list',
  errorSummary: { one: 'Please correct {n} entry.', other: 'Please correct {n} entries.' },
  honeypot: 'Reference',
};

export const WAITLIST_TEXTS: Readonly<Record<Locale, WaitlistTexts>> = { de, en };

export function isWaitlistLabelPath(path: string): path is WaitlistLabelPath {
  return Object.hasOwn(de.labels, path);
}

/** A field's label with its form's name, e.g. 'Waiting list: Email address'. */
export function qualifiedWaitlistLabel(path: WaitlistLabelPath, locale: Locale): string {
  return `${WAITLIST_TEXTS[locale].section}: ${WAITLIST_TEXTS[locale].labels[path]}`;
}
