/**
 * The words of the access mail a participant who joins online gets the day before each day,
 * and of the academy's alert when a day has no access details yet. Pure data.
 */
import type { Locale } from '../../i18n/locales.ts';

export interface AccessTexts {
  /** {seminar}, {date}: the day joined. */
  readonly subject: string;
  /** {day}. */
  readonly intro: string;
  readonly link: string;
  readonly dialIn: string;
  readonly platform: string;
  /** {opens}, {hours}. */
  readonly hours: string;
  readonly shared: string;
  readonly calendar: string;
  readonly manage: string;
}

export const ACCESS_TEXTS: Readonly<Record<Locale, AccessTexts>> = {
  de: {
    subject: 'Zugang: {seminar} am {date}',
    intro: 'am {day} nehmen Sie online an Ihrem Seminar teil. So kommen Sie in den Raum:',
    link: 'Zugangslink',
    dialIn: 'Einwahl',
    platform: 'Plattform',
    hours: 'Der Raum öffnet um {opens} Uhr; Unterrichtszeiten: {hours} (deutsche Zeit). Bitte prüfen Sie vorher Browser, Ton und Mikrofon.',
    shared:
      'Der Link gilt für alle angemeldeten Teilnehmenden dieses Termins; bitte geben Sie ihn nicht weiter. Wer teilnimmt, sehen wir im Raum mit dem Namen aus der Anmeldung.',
    calendar: 'Im Anhang finden Sie den Termin mit dem Zugangslink für Ihren Kalender; er ersetzt den früheren Eintrag.',
    manage: 'Den Zugang finden Sie auch über den Link in Ihrer Anmeldebestätigung.',
  },
  en: {
    subject: 'How to join: {seminar} on {date}',
    intro: 'on {day} you take part in your course online. This is how you join:',
    link: 'Access link',
    dialIn: 'Dial-in',
    platform: 'Platform',
    hours: 'The room opens at {opens}; teaching hours: {hours} (German time). Please check your browser, sound and microphone beforehand.',
    shared:
      'The link is the same for everyone registered for this date; please do not pass it on. We see who takes part in the room by the name in the registration.',
    calendar: 'The date with the access link for your calendar is attached; it replaces the earlier entry.',
    manage: 'You also find the access details through the link in your registration confirmation.',
  },
};

/** The academy's alert (in German, for the staff): {seminar}, {date}, {dateId}, {day}, {hour}. */
export const ACCESS_ALERT_TEXTS = {
  subject: 'Zugangsdaten fehlen: {seminar} am {day}',
  body: 'Für den Online-Termin {seminar} ({date}, Termin #{dateId}) fehlen für den {day} noch Zugangslink und Einwahldaten. Die Teilnehmenden erhalten sie am Vortag um {hour} Uhr per E-Mail, sobald sie im CMS beim Termin unter „Zugang“ eingetragen sind.',
} as const;
