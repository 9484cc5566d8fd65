/**
 * The words of the page behind a waiting-list offer's link, in German and English: the
 * seat held until when, that the registration counts at once, releasing the seat, and an
 * offer that has ended. `{placeholders}` are filled by interpolate().
 */
import type { Locale } from '../i18n/locales.ts';

const de = {
  title: 'Ein Platz ist für Sie frei',
  held: 'Wir halten einen Platz bis {until} (deutsche Zeit) für Sie frei. Ihre Angaben aus der Warteliste sind schon eingetragen; sobald Sie das Formular absenden, ist Ihre Anmeldung verbindlich, ohne weitere Bestätigung per E-Mail.',
  decline: 'Platz freigeben',
  declineHint: 'Sie möchten den Platz nicht? Dann geben Sie ihn frei: Er geht an die nächste Person auf der Warteliste.',
  declinedTitle: 'Platz freigegeben',
  declined: 'Vielen Dank. Der Platz geht an die nächste Person auf der Warteliste; Ihr Eintrag ist damit erledigt.',
  problemTitle: 'Dieses Angebot gilt nicht mehr',
  unknown: 'Diesen Link kennen wir nicht. Bitte prüfen Sie, ob er vollständig ist.',
  unavailable: 'Das Anmeldeformular kann gerade nicht angezeigt werden. Bitte versuchen Sie es in einigen Minuten erneut.',
};

export type ClaimTexts = typeof de;

const en: ClaimTexts = {
  title: 'A seat is free for you',
  held: 'We hold a seat for you until {until} (German time). Your details from the waiting list are filled in already; once you submit the form, your registration is binding, with no further confirmation by email.',
  decline: 'Release the seat',
  declineHint: 'Don’t want the seat? Then release it: it goes to the next person on the waiting list.',
  declinedTitle: 'Seat released',
  declined: 'Thank you. The seat goes to the next person on the waiting list; your entry is closed.',
  problemTitle: 'This offer is no longer valid',
  unknown: 'We do not know this link. Please check that it is complete.',
  unavailable: 'The registration form cannot be shown right now. Please try again in a few minutes.',
};

export const CLAIM_TEXTS: Readonly<Record<Locale, ClaimTexts>> = { de, en };
