/**
 * The registration form's own words (hints, buttons, the review dialog, the thank-you),
 * in both languages; field labels and error messages are src/registration-contract/messages.ts,
 * which the server shares. One type for both languages: a missing text is a type error.
 */
import type { Locale } from '../../i18n/locales.ts';
import { vatIdHint } from '../../registration-contract/vat-statements.ts';

const de = {
  intro: 'Pflichtfelder sind mit * markiert.',
  choose: 'Bitte wählen',
  hints: {
    vatId: vatIdHint('de'),
    purchaseOrder: 'Wenn Ihre Buchhaltung eine Bestellnummer auf der Rechnung braucht, tragen wir sie dort ein.',
    buyerReference: 'Für öffentliche Auftraggeber: Mit Ihrer Leitweg-ID erhalten Sie die Rechnung zusätzlich als XRechnung.',
    invoiceContact: 'Diese Person erhält die Rechnung per E-Mail und ist unsere Ansprechperson bei Rückfragen zur Zahlung.',
    booker:
      'Sie bestätigen die Anmeldung und verwalten alle Plätze über Ihren Link; jede angemeldete Person erhält ihre eigene Bestätigung.',
    remarks: 'Zum Beispiel Ernährungswünsche, Barrierefreiheit oder Fragen zum Seminar.',
  },
  consentBefore: 'Ich akzeptiere die ',
  consentTerms: 'AGB',
  consentBetween: ' und habe die ',
  consentPrivacy: 'Datenschutzerklärung',
  consentAfter: ' gelesen.',
  submit: 'Zahlungspflichtig anmelden',
  review: 'Angaben prüfen',
  sending: 'Anmeldung wird gesendet …',
  reviewTitle: 'Bitte prüfen Sie Ihre Anmeldung',
  reviewDescription: 'Mit „Zahlungspflichtig anmelden“ melden Sie sich verbindlich an. Die Rechnung erhalten Sie nach dem Seminar.',
  reviewSeminar: 'Seminar',
  reviewDate: 'Termin',
  bookForOthers: 'Sie buchen für andere, ohne selbst teilzunehmen?',
  reviewPrice: 'Preis',
  reviewTotal: '{people} × {price} = {total} ({vat})',
  reviewPlaces: '{people} × {price} = {total}',
  reviewAllowance: '{label}: − {amount}',
  reviewDue: 'Zu zahlen: {net} ({vat})',
  reviewParticipant: 'Teilnehmende Person',
  reviewParticipants: 'Teilnehmende Personen',
  addParticipant: 'Weitere Person anmelden',
  /** Without JavaScript: the closed section of a further person. */
  addParticipantN: 'Person {n} hinzufügen',
  moreBilling: 'USt-IdNr., Bestellnummer oder Leitweg-ID angeben',
  addRemarks: 'Anmerkung oder Rabattcode',
  removeParticipant: 'Person {n} entfernen',
  optionalParticipant: 'Nur ausfüllen, wenn Sie mehrere Personen zu diesem Termin anmelden; sonst leer lassen.',
  reviewBilling: 'Rechnung an',
  reviewBooker: 'Gebucht von (bestätigt per E-Mail)',
  edit: 'Angaben ändern',
  errorSummary: { one: 'Bitte korrigieren Sie {n} Angabe.', other: 'Bitte korrigieren Sie {n} Angaben.' },
  networkError:
    'Die Anmeldung konnte nicht gesendet werden. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut; Ihre Angaben bleiben erhalten.',
  networkErrorTitle: 'Keine Verbindung',
  serverError:
    'Ihre Anmeldung konnte gerade nicht angenommen werden. Bitte versuchen Sie es in einigen Minuten erneut; Ihre Angaben bleiben erhalten.',
  thanksToast: 'Bitte bestätigen Sie per E-Mail',
  another: 'Eine weitere Person anmelden',
  /** The label of the field for bots only (hidden from people and screen readers). */
  honeypot: 'Referenz',
};

export type FormTexts = typeof de;

const en: FormTexts = {
  intro: 'Required fields are marked with *.',
  choose: 'Please choose',
  hints: {
    vatId: vatIdHint('en'),
    purchaseOrder: 'If your accounts department needs a purchase order number on the invoice, we will print it there.',
    buyerReference: 'For public buyers: with your Leitweg-ID you also receive the invoice as an XRechnung.',
    invoiceContact: 'This person receives the invoice by email and is our contact for questions about payment.',
    booker:
      'You confirm the registration and manage every place through your link; each person registered receives their own confirmation.',
    remarks: 'For example dietary requirements, accessibility needs or questions about the course.',
  },
  consentBefore: 'I accept the ',
  consentTerms: 'terms and conditions',
  consentBetween: ' and have read the ',
  consentPrivacy: 'privacy policy',
  consentAfter: '.',
  submit: 'Register with obligation to pay',
  review: 'Review registration',
  sending: 'Sending registration …',
  reviewTitle: 'Please check your registration',
  reviewDescription: '“Register with obligation to pay” makes your registration binding. You will receive the invoice after the course.',
  reviewSeminar: 'Course',
  reviewDate: 'Date',
  bookForOthers: 'Booking for others without taking part yourself?',
  reviewPrice: 'Price',
  reviewTotal: '{people} × {price} = {total} ({vat})',
  reviewPlaces: '{people} × {price} = {total}',
  reviewAllowance: '{label}: − {amount}',
  reviewDue: 'Amount due: {net} ({vat})',
  reviewParticipant: 'Participant',
  reviewParticipants: 'Participants',
  addParticipant: 'Add another participant',
  addParticipantN: 'Add participant {n}',
  moreBilling: 'Add a VAT ID, purchase order or Leitweg-ID',
  addRemarks: 'Remark or discount code',
  removeParticipant: 'Remove participant {n}',
  optionalParticipant: 'Only fill this in if you are registering several people for this date; otherwise leave it empty.',
  reviewBilling: 'Invoice to',
  reviewBooker: 'Booked by (confirms by email)',
  edit: 'Change details',
  errorSummary: { one: 'Please correct {n} entry.', other: 'Please correct {n} entries.' },
  networkError: 'Your registration could not be sent. Please check your internet connection and try again; everything you entered is kept.',
  networkErrorTitle: 'No connection',
  serverError: 'Your registration could not be accepted just now. Please try again in a few minutes; everything you entered is kept.',
  thanksToast: 'Please confirm by email',
  another: 'Register another person',
  honeypot: 'Reference',
};

export const FORM_TEXTS: Readonly<Record<Locale, FormTexts>> = { de, en };
