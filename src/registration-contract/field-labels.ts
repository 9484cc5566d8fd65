/**
 * The labels of the registration's fields and sections in German and English, and of the
 * choices a field offers (attendance, salutation): the form, the server's error pages, the
 * academy's copy and the CSV export use them.
 */
import type { Locale } from '../i18n/locales.ts';
import { type AttendanceMode, type FieldKey, fieldKeyOf, participantIndexOf, type Salutation } from './schema.ts';

export type Section = 'booker' | 'participant' | 'billing' | 'invoiceContact';

export const SECTION_LABELS: Record<Locale, Record<Section, string>> = {
  de: {
    booker: 'Buchende Person',
    participant: 'Teilnehmende Person',
    billing: 'Rechnungsanschrift',
    invoiceContact: 'Ansprechperson für die Rechnung',
  },
  en: { booker: 'Person booking', participant: 'Participant', billing: 'Billing address', invoiceContact: 'Invoice contact' },
};

export const FIELD_LABELS: Record<Locale, Record<FieldKey, string>> = {
  de: {
    dateId: 'Termin',
    'booker.forOthers': 'Ich buche für andere und nehme selbst nicht teil',
    'booker.name': 'Ihr Name',
    'booker.email': 'Ihre E-Mail-Adresse',
    'booker.phone': 'Ihre Telefonnummer',
    'booker.company': 'Unternehmen',
    'participant.salutation': 'Anrede',
    'participant.academicTitle': 'Titel',
    'participant.firstName': 'Vorname',
    'participant.lastName': 'Nachname',
    'participant.email': 'E-Mail-Adresse',
    'participant.phone': 'Telefon',
    'participant.company': 'Unternehmen',
    'participant.jobTitle': 'Position',
    'participant.attendance': 'Teilnahme',
    'billing.company': 'Unternehmen',
    'billing.street': 'Straße und Hausnummer',
    'billing.postalCode': 'Postleitzahl',
    'billing.city': 'Ort',
    'billing.country': 'Land',
    'billing.vatId': 'USt-IdNr.',
    'billing.purchaseOrder': 'Bestellnummer',
    'billing.buyerReference': 'Leitweg-ID / Käuferreferenz',
    'invoiceContact.sameAsParticipant': 'Die buchende Person ist Ansprechperson für die Rechnung',
    'invoiceContact.name': 'Name',
    'invoiceContact.email': 'E-Mail-Adresse',
    'invoiceContact.phone': 'Telefon',
    remarks: 'Anmerkungen',
    consumer: 'Ich buche als Privatperson',
    discountCode: 'Rabattcode',
    consent: 'Ich akzeptiere die AGB und habe die Datenschutzerklärung gelesen.',
  },
  en: {
    dateId: 'Date',
    'booker.forOthers': 'I am booking for others and not taking part myself',
    'booker.name': 'Your name',
    'booker.email': 'Your email address',
    'booker.phone': 'Your phone number',
    'booker.company': 'Company',
    'participant.salutation': 'Salutation',
    'participant.academicTitle': 'Academic title',
    'participant.firstName': 'First name',
    'participant.lastName': 'Last name',
    'participant.email': 'Email address',
    'participant.phone': 'Phone',
    'participant.company': 'Company',
    'participant.jobTitle': 'Job title',
    'participant.attendance': 'Attendance',
    'billing.company': 'Company',
    'billing.street': 'Street and number',
    'billing.postalCode': 'Postal code',
    'billing.city': 'City',
    'billing.country': 'Country',
    'billing.vatId': 'VAT ID',
    'billing.purchaseOrder': 'Purchase order number',
    'billing.buyerReference': 'Leitweg-ID / buyer reference',
    'invoiceContact.sameAsParticipant': 'The person booking is the contact for the invoice',
    'invoiceContact.name': 'Name',
    'invoiceContact.email': 'Email address',
    'invoiceContact.phone': 'Phone',
    remarks: 'Remarks',
    consumer: 'I am booking as a private person',
    discountCode: 'Discount code',
    consent: 'I accept the terms and conditions and have read the privacy policy.',
  },
};

export const ATTENDANCE_LABELS: Record<Locale, Record<AttendanceMode, string>> = {
  de: { onSite: 'Vor Ort', online: 'Online' },
  en: { onSite: 'On site', online: 'Online' },
};

export const SALUTATION_LABELS: Record<Locale, Record<Salutation, string>> = {
  de: { ms: 'Frau', mr: 'Herr', none: 'Keine Angabe' },
  en: { ms: 'Ms', mr: 'Mr', none: 'Not specified' },
};

export function isFieldKey(key: string, locale: Locale = 'de'): key is FieldKey {
  return Object.hasOwn(FIELD_LABELS[locale], key);
}

/** A participant section's name: 'Participant', and from the second one on 'Participant 2'. */
export function participantLabel(index: number, locale: Locale): string {
  return index === 0 ? SECTION_LABELS[locale].participant : `${SECTION_LABELS[locale].participant} ${index + 1}`;
}

/**
 * The label of a field (by path or key) with its section where the field alone is
 * ambiguous, e.g. 'Billing address: Company', 'Participant 2: Email address'; null for
 * a path the form does not have.
 */
export function qualifiedFieldLabel(path: string, locale: Locale): string | null {
  const key = fieldKeyOf(path);
  if (!isFieldKey(key, locale)) return null;
  const [section, field] = key.split('.') as [Section, string | undefined];
  if (field === undefined) return FIELD_LABELS[locale][key];
  const sectionLabel =
    section === 'participant' ? participantLabel(participantIndexOf(path) ?? 0, locale) : SECTION_LABELS[locale][section];
  return `${sectionLabel}: ${FIELD_LABELS[locale][key]}`;
}
