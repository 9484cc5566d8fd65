/**
 * The registration's texts in German and English: a message for every error code of the
 * schema and every answer the API can give instead of a registration (the fields' labels:
 * field-labels.ts). `{name}` placeholders are filled from the params.
 */

import type { Locale } from '../i18n/locales.ts';
import { interpolate } from '../i18n/messages.ts';
import { CONFIRMATION_TEXTS } from './confirmation-messages.ts';
import { type ErrorCode, isErrorCode, MAX_PARTICIPANTS, maxLengthOf, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from './schema.ts';

type Params = Readonly<Record<string, string | number>>;

const ERROR_MESSAGES: Record<Locale, Record<ErrorCode, string>> = {
  de: {
    required: 'Bitte füllen Sie dieses Feld aus.',
    invalid: 'Dieser Wert ist ungültig.',
    choice: 'Bitte wählen Sie eine der angebotenen Möglichkeiten.',
    tooLong: 'Bitte geben Sie höchstens {max} Zeichen ein.',
    characters:
      'Dieses Feld enthält Zeichen, die hier nicht stehen dürfen, etwa unsichtbare Steuer- oder Richtungszeichen aus kopiertem Text. Bitte tippen Sie es neu ein.',
    email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@firma.de.',
    phone: `Bitte geben Sie eine Telefonnummer mit ${PHONE_MIN_DIGITS} bis ${PHONE_MAX_DIGITS} Ziffern ein (erlaubt sind auch Leerzeichen, +, (), / und -).`,
    postalCode: 'Bitte geben Sie eine gültige Postleitzahl für das gewählte Land ein.',
    vatId: 'Bitte geben Sie eine gültige USt-IdNr. ein, z. B. DE123456789.',
    vatIdCountry: 'Diese USt-IdNr. gehört zu einem anderen Land als die Rechnungsanschrift.',
    leitwegId: 'Diese Leitweg-ID stimmt nicht: Die beiden Prüfziffern am Ende passen nicht zu den Ziffern davor.',
    consent: 'Bitte stimmen Sie den AGB und der Datenschutzerklärung zu.',
    tooManyParticipants: `Bitte melden Sie höchstens ${MAX_PARTICIPANTS} Personen auf einmal an.`,
    sameParticipant: 'Diese E-Mail-Adresse steht schon bei einer anderen Person dieser Anmeldung.',
    bookerParticipant:
      'Diese Adresse steht bei einer teilnehmenden Person: Wenn Sie selbst teilnehmen, entfernen Sie bitte oben den Haken.',
    contactConsent: 'Bitte bestätigen Sie, dass wir Sie zu einem frei gewordenen Platz kontaktieren dürfen.',
    discountUnknown: 'Diesen Rabattcode kennen wir nicht. Bitte prüfen Sie die Schreibweise oder lassen Sie das Feld leer.',
    discountNotValid:
      'Dieser Rabattcode gilt nicht für diesen Termin oder nicht mehr. Bitte lassen Sie das Feld leer, um ohne ihn zu buchen.',
    discountUsedUp: 'Dieser Rabattcode ist aufgebraucht. Bitte lassen Sie das Feld leer, um ohne ihn zu buchen.',
  },
  en: {
    required: 'Please fill in this field.',
    invalid: 'This value is not valid.',
    choice: 'Please choose one of the options offered.',
    tooLong: 'Please enter no more than {max} characters.',
    characters:
      'This field contains characters it may not hold, such as invisible control or direction marks from copied text. Please type it again.',
    email: 'Please enter a valid email address, e.g. name@company.com.',
    phone: `Please enter a phone number with ${PHONE_MIN_DIGITS} to ${PHONE_MAX_DIGITS} digits (spaces, +, (), / and - are allowed too).`,
    postalCode: 'Please enter a valid postal code for the selected country.',
    vatId: 'Please enter a valid VAT ID, e.g. DE123456789.',
    vatIdCountry: 'This VAT ID belongs to a country other than the billing address.',
    leitwegId: 'This Leitweg-ID is not right: the two check digits at its end do not match the digits before them.',
    consent: 'Please accept the terms and conditions and the privacy policy.',
    tooManyParticipants: `Please register no more than ${MAX_PARTICIPANTS} people at once.`,
    sameParticipant: 'This email address is already given for another person in this registration.',
    bookerParticipant: 'This address is given for a participant: if you are taking part yourself, please untick the box above.',
    contactConsent: 'Please confirm that we may contact you about a free seat.',
    discountUnknown: 'We do not know this discount code. Please check its spelling or leave the field empty.',
    discountNotValid:
      'This discount code does not apply to this date, or no longer applies. Please leave the field empty to book without it.',
    discountUsedUp: 'This discount code has been used up. Please leave the field empty to book without it.',
  },
};

/** Why the API refused a registration that was valid in itself (status in brackets). */
export const REJECTION_CODES = [
  'unknownDate', // 404
  'fullyBooked', // 409
  'notEnoughSeats', // 409
  'notEnoughOnSiteSeats', // 409
  'past', // 409
  'dateCancelled', // 409
  'duplicate', // 409
  'seatsAvailable', // 409
  'idempotencyConflict', // 409
  'noSeats', // 409
  'noOnSiteSeats', // 409
  'crossSite', // 403
  'unknownLink', // 404
  'usedLink', // 410
  'expiredLink', // 410
  'replacedLink', // 410
  'offerEnded', // 410
  'offerEmail', // 409
  'rateLimited', // 429
  'capped', // 429
  'tooLarge', // 413
  'unsupportedType', // 415
  'malformed', // 400
  'serverError', // 500
] as const;
export type RejectionCode = (typeof REJECTION_CODES)[number];

const REJECTION_MESSAGES: Record<Locale, Record<RejectionCode, string>> = {
  de: {
    unknownDate: 'Diesen Seminartermin gibt es nicht. Bitte wählen Sie einen Termin auf unserer Website.',
    fullyBooked: 'Dieser Termin ist leider ausgebucht. Bitte wählen Sie einen anderen Termin.',
    notEnoughSeats:
      'Für diesen Termin sind nicht mehr genug Plätze frei: noch {left} frei, Ihre Anmeldung nennt {requested}. Bitte melden Sie weniger Personen an oder wählen Sie einen anderen Termin.',
    notEnoughOnSiteSeats:
      'Vor Ort sind für diesen Termin nur noch {left|Platz|Plätze} frei, Ihre Anmeldung nennt {requested} vor Ort. Online ist die Teilnahme weiter möglich: Bitte wählen Sie für die übrigen Personen „online“.',
    past: 'Dieser Termin hat bereits stattgefunden; eine Anmeldung ist nicht mehr möglich.',
    dateCancelled: 'Dieser Termin ist abgesagt; eine Anmeldung ist nicht möglich. Bitte wählen Sie einen anderen Termin.',
    duplicate: CONFIRMATION_TEXTS.de.problems.duplicate,
    noSeats: CONFIRMATION_TEXTS.de.problems.noSeats,
    noOnSiteSeats: CONFIRMATION_TEXTS.de.problems.noOnSiteSeats,
    unknownLink: CONFIRMATION_TEXTS.de.problems.unknown,
    usedLink: CONFIRMATION_TEXTS.de.problems.used,
    expiredLink: CONFIRMATION_TEXTS.de.problems.expired,
    replacedLink: CONFIRMATION_TEXTS.de.problems.replaced,
    offerEnded:
      'Dieses Angebot gilt nicht mehr: Die Frist ist abgelaufen, oder der Platz wurde bereits gebucht oder freigegeben. Er ist an die nächste Person auf der Warteliste gegangen.',
    offerEmail:
      'Der Platz wurde {email} angeboten. Bitte melden Sie sich mit dieser E-Mail-Adresse als erste Person an; weitere Personen können Sie dazunehmen, solange Plätze frei sind.',
    crossSite: 'Diese Anfrage kam von einer anderen Website und wurde abgelehnt. Bitte melden Sie sich direkt auf unserer Website an.',
    seatsAvailable: 'Für diesen Termin sind wieder Plätze frei. Bitte melden Sie sich direkt an.',
    idempotencyConflict: 'Diese Anmeldung wurde inzwischen geändert. Bitte senden Sie das Formular erneut ab.',
    rateLimited: 'Zu viele Anfragen in kurzer Zeit. Bitte versuchen Sie es in einer Minute erneut.',
    capped:
      'Für diesen Termin warten schon mehrere Anmeldungen von Ihnen oder an diese E-Mail-Adresse auf ihre Bestätigung. Bitte bestätigen Sie sie über den Link in unserer E-Mail, oder versuchen Sie es in {minutes|Minute|Minuten} erneut.',
    tooLarge: 'Die Anfrage ist zu groß. Bitte kürzen Sie Ihre Angaben.',
    unsupportedType: 'Dieses Datenformat wird nicht unterstützt. Bitte senden Sie JSON oder ein Formular.',
    malformed: 'Die Anfrage konnte nicht gelesen werden.',
    serverError: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
  },
  en: {
    unknownDate: 'This course date does not exist. Please choose a date on our website.',
    fullyBooked: 'Sorry, this date is fully booked. Please choose another date.',
    notEnoughSeats:
      'Not enough seats are left for this date: {left} free, and your registration names {requested}. Please register fewer people or choose another date.',
    notEnoughOnSiteSeats:
      'Only {left|seat|seats} on site are left for this date, and your registration names {requested} on site. Joining online is still possible: please choose “online” for the others.',
    past: 'This date has already taken place; registration is closed.',
    dateCancelled: 'This date has been cancelled; registration is closed. Please choose another date.',
    duplicate: CONFIRMATION_TEXTS.en.problems.duplicate,
    noSeats: CONFIRMATION_TEXTS.en.problems.noSeats,
    noOnSiteSeats: CONFIRMATION_TEXTS.en.problems.noOnSiteSeats,
    unknownLink: CONFIRMATION_TEXTS.en.problems.unknown,
    usedLink: CONFIRMATION_TEXTS.en.problems.used,
    expiredLink: CONFIRMATION_TEXTS.en.problems.expired,
    replacedLink: CONFIRMATION_TEXTS.en.problems.replaced,
    offerEnded:
      'This offer is no longer valid: its time is up, or the seat has been booked or released already. It has gone to the next person on the waiting list.',
    offerEmail:
      'The seat was offered to {email}. Please register with this email address as the first person; you can add more people while seats are free.',
    crossSite: 'This request came from another website and was refused. Please register on our website directly.',
    seatsAvailable: 'Seats are available for this date again. Please register directly.',
    idempotencyConflict: 'This registration was changed in the meantime. Please submit the form again.',
    rateLimited: 'Too many requests in a short time. Please try again in a minute.',
    capped:
      'Several registrations from you or to this email address are already waiting to be confirmed for this date. Please confirm them through the link in our email, or try again in {minutes|minute|minutes}.',
    tooLarge: 'The request is too large. Please shorten your entries.',
    unsupportedType: 'This data format is not supported. Please send JSON or a form.',
    malformed: 'The request could not be read.',
    serverError: 'Something went wrong. Please try again later.',
  },
};

const fill = (template: string, params: Params = {}) => interpolate(template, params);

/** The text of an error code; an unknown code reads as 'invalid'. tooLong takes { max }. */
export function errorMessage(code: string, locale: Locale, params?: Params): string {
  return fill(ERROR_MESSAGES[locale][isErrorCode(code) ? code : 'invalid'], params);
}

/** The text of a refusal (the exact wait of rateLimited is the Retry-After header's). */
export function rejectionMessage(code: RejectionCode, locale: Locale, params?: Params): string {
  return fill(REJECTION_MESSAGES[locale][code], params);
}

/** The message of a field's error code, with the field's own limit filled in. */
export function fieldErrorMessage(path: string, code: string, locale: Locale): string {
  const max = maxLengthOf(path);
  return errorMessage(code, locale, max === undefined ? undefined : { max });
}

export interface IssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** Localized messages by field path ('participant.email'), the first issue of each path only. */
export function fieldErrors(issues: readonly IssueLike[], locale: Locale): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (!Object.hasOwn(errors, path)) errors[path] = fieldErrorMessage(path, issue.message, locale);
  }
  return errors;
}
