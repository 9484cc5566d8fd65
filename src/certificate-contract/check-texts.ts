/**
 * The verification page's words in both languages (src/pages/certificate-check.tsx). Pure data.
 */
import type { Locale } from '../i18n/locales.ts';
import type { CertificateKind } from './certificate-check.ts';

export interface CheckTexts {
  readonly title: string;
  readonly lead: string;
  readonly number: string;
  readonly numberHint: string;
  readonly code: string;
  readonly codeHint: string;
  readonly submit: string;
  readonly wrongNumber: string;
  readonly wrongCode: string;
  readonly valid: string;
  /** {day}: the day it was revoked. */
  readonly revoked: string;
  readonly unknown: string;
  readonly unknownHelp: string;
  /** {seconds}. */
  readonly rateLimited: string;
  readonly kinds: Readonly<Record<CertificateKind, string>>;
  readonly holder: string;
  readonly certificate: string;
  readonly course: string;
  readonly issued: string;
  readonly validity: string;
  readonly validIndefinitely: string;
  readonly another: string;
}

export const CHECK_TEXTS: Readonly<Record<Locale, CheckTexts>> = {
  de: {
    title: 'Zertifikat prüfen',
    lead: 'Prüfen Sie, ob ein Zertifikat der Akademie echt und gültig ist: Geben Sie die Zertifikatsnummer und den Prüfcode ein, die unten auf dem Zertifikat stehen, oder scannen Sie dessen QR-Code.',
    number: 'Zertifikatsnummer',
    numberHint: 'Zum Beispiel RWA-2027-00042',
    code: 'Prüfcode',
    codeHint: 'Zehn Zeichen, zum Beispiel 7KQ2M-X9HFP',
    submit: 'Zertifikat prüfen',
    wrongNumber: 'Bitte geben Sie die Nummer so ein, wie sie auf dem Zertifikat steht, etwa RWA-2027-00042.',
    wrongCode: 'Der Prüfcode hat zehn Buchstaben und Ziffern, etwa 7KQ2M-X9HFP.',
    valid: 'Dieses Zertifikat ist gültig.',
    revoked: 'Dieses Zertifikat wurde am {day} widerrufen und ist nicht mehr gültig.',
    unknown: 'Zu dieser Nummer und diesem Prüfcode kennen wir kein Zertifikat.',
    unknownHelp:
      'Bitte vergleichen Sie beide Angaben mit dem Zertifikat. Stimmen sie überein, ist das Zertifikat nicht von uns ausgestellt.',
    rateLimited: 'Sie haben in kurzer Zeit sehr viele Zertifikate geprüft. Bitte versuchen Sie es in {seconds} Sekunden erneut.',
    kinds: { seminar: 'Zertifikat', attendance: 'Teilnahmebescheinigung' },
    holder: 'Inhaber/in',
    certificate: 'Zertifikat',
    course: 'Seminartermin',
    issued: 'Ausgestellt am',
    validity: 'Gültigkeit',
    validIndefinitely: 'unbefristet',
    another: 'Ein weiteres Zertifikat prüfen',
  },
  en: {
    title: 'Verify a certificate',
    lead: "Check whether one of the academy's certificates is genuine and valid: enter the certificate number and the check code printed at its foot, or scan its QR code.",
    number: 'Certificate number',
    numberHint: 'For example RWA-2027-00042',
    code: 'Check code',
    codeHint: 'Ten characters, for example 7KQ2M-X9HFP',
    submit: 'Verify certificate',
    wrongNumber: 'Please enter the number as printed on the certificate, such as RWA-2027-00042.',
    wrongCode: 'The check code has ten letters and digits, such as 7KQ2M-X9HFP.',
    valid: 'This certificate is valid.',
    revoked: 'This certificate was revoked on {day} and is no longer valid.',
    unknown: 'We know of no certificate with this number and check code.',
    unknownHelp: 'Please compare both with the certificate. If they match, the certificate was not issued by us.',
    rateLimited: 'You have checked a great many certificates in a short time. Please try again in {seconds} seconds.',
    kinds: { seminar: 'Certificate', attendance: 'Certificate of attendance' },
    holder: 'Holder',
    certificate: 'Certificate',
    course: 'Course dates',
    issued: 'Issued on',
    validity: 'Validity',
    validIndefinitely: 'indefinite',
    another: 'Verify another certificate',
  },
};
