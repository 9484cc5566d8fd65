/** The words of the "my bookings" page and its sign-in mail, in German and English (my-bookings.ts). */
import type { Locale } from '../i18n/locales.ts';

const de = {
  title: 'Meine Buchungen',
  lead: 'Alle Anmeldungen, die Sie gebucht haben, auf einen Blick: Wir senden Ihnen einen Link, mit dem Sie sie sehen und verwalten, ohne Passwort.',
  email: 'Ihre E-Mail-Adresse',
  emailHint: 'Die Adresse, mit der Sie gebucht haben.',
  submit: 'Link anfordern',
  sent: 'Wenn mit {email} gebucht wurde, ist ein Link zu Ihren Buchungen unterwegs. Er gilt {hours} Stunden.',
  invalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@firma.de.',
  problem: 'Dieser Link funktioniert nicht mehr. Fordern Sie hier einfach einen neuen an.',
  listHeading: 'Gebucht mit {email}',
  none: 'Mit dieser Adresse ist zurzeit nichts gebucht.',
  reference: 'Nummer',
  people: 'Teilnehmende',
  due: 'Zu zahlen',
  dueNote: 'zzgl. MwSt.',
  dueWithVat: 'inkl. MwSt.',
  state: { ahead: 'gebucht', over: 'vorbei', cancelled: 'storniert' },
  open: 'Verwalten: {reference}',
  online: 'Online',
  mailSubject: 'Ihr Link zu Ihren Buchungen',
  mailIntro:
    'mit diesem Link sehen und verwalten Sie alle Anmeldungen, die Sie mit dieser Adresse gebucht haben. Er gilt {hours} Stunden; geben Sie ihn nicht weiter.',
  mailLink: 'Meine Buchungen öffnen',
  mailNotYou: 'Haben Sie den Link nicht angefordert? Dann können Sie diese E-Mail einfach löschen.',
};

export type MyBookingsTexts = typeof de;

const en: MyBookingsTexts = {
  title: 'My bookings',
  lead: 'Every registration you booked, at a glance: we send you a link to see and manage them, no password needed.',
  email: 'Your email address',
  emailHint: 'The address you booked with.',
  submit: 'Send me the link',
  sent: 'If bookings were made with {email}, a link to them is on its way. It works for {hours} hours.',
  invalid: 'Please enter a valid email address, e.g. name@company.com.',
  problem: 'This link no longer works. Simply ask for a new one here.',
  listHeading: 'Booked with {email}',
  none: 'Nothing is booked with this address at present.',
  reference: 'Reference',
  people: 'Participants',
  due: 'Amount due',
  dueNote: 'plus VAT',
  dueWithVat: 'including VAT',
  state: { ahead: 'booked', over: 'over', cancelled: 'cancelled' },
  open: 'Manage: {reference}',
  online: 'Online',
  mailSubject: 'Your link to your bookings',
  mailIntro:
    'with this link you see and manage every registration you booked with this address. It works for {hours} hours; please do not pass it on.',
  mailLink: 'Open my bookings',
  mailNotYou: 'Did you not ask for this link? Then you can simply delete this email.',
};

export const MY_BOOKINGS_TEXTS: Readonly<Record<Locale, MyBookingsTexts>> = { de, en };
