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
  readonly takeAway: string;
  readonly download: string;
  readonly linkedIn: string;
  /** The form for a credential, and its answers. */
  readonly badge: {
    readonly heading: string;
    readonly lead: string;
    readonly file: string;
    readonly text: string;
    readonly textHint: string;
    readonly email: string;
    readonly emailHint: string;
    readonly submit: string;
    readonly unreadable: string;
    readonly elsewhere: string;
    readonly notGenuine: string;
    readonly notGenuineHelp: string;
    /** {issuer}. */
    readonly genuine: string;
    /** {issuer}. */
    readonly genuineRevoked: string;
    readonly number: string;
    readonly recipient: string;
    readonly matches: string;
    readonly differs: string;
  };
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
    takeAway:
      'Für Inhaberinnen und Inhaber: das Zertifikat als digital signiertes Open Badge (Version 3.0) für eine Nachweis-App, oder im LinkedIn-Profil.',
    download: 'Als Open Badge herunterladen (JSON)',
    linkedIn: 'Zu LinkedIn hinzufügen',
    badge: {
      heading: 'Digitalen Nachweis prüfen (Open Badge)',
      lead: 'Liegt Ihnen das Zertifikat als JSON-Datei vor, als Open Badge nach Version 3.0? Laden Sie die Datei hoch oder fügen Sie ihren Inhalt ein: Wir prüfen die digitale Signatur der Akademie und ob der Nachweis widerrufen wurde. Nichts davon wird gespeichert.',
      file: 'JSON-Datei',
      text: 'oder Inhalt einfügen',
      textHint: 'Der vollständige Inhalt der Datei, beginnend mit {',
      email: 'E-Mail-Adresse der Inhaberin oder des Inhabers (freiwillig)',
      emailHint: 'Wir prüfen, ob der Nachweis auf diese Adresse ausgestellt wurde.',
      submit: 'Nachweis prüfen',
      unreadable: 'Darin konnten wir keinen Nachweis lesen.',
      elsewhere: 'Bitte prüfen Sie den Nachweis mit dem Formular auf dieser Seite.',
      notGenuine: 'Dieser Nachweis ist nicht von der Akademie ausgestellt oder wurde nachträglich verändert.',
      notGenuineHelp:
        'Bitte prüfen Sie, ob Sie die Datei vollständig und unverändert hochgeladen haben, oder prüfen Sie das Zertifikat mit Nummer und Prüfcode.',
      genuine: 'Dieser Nachweis ist echt und unverändert, ausgestellt von {issuer}, und nicht widerrufen.',
      genuineRevoked: 'Dieser Nachweis ist echt, ausgestellt von {issuer}, wurde aber widerrufen und ist nicht mehr gültig.',
      number: 'Zertifikatsnummer',
      recipient: 'E-Mail-Adresse',
      matches: 'Der Nachweis wurde auf diese Adresse ausgestellt.',
      differs: 'Der Nachweis wurde nicht auf diese Adresse ausgestellt.',
    },
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
    takeAway:
      'For its holder: the certificate as a digitally signed Open Badge (version 3.0) for a credential wallet, or on a LinkedIn profile.',
    download: 'Download as Open Badge (JSON)',
    linkedIn: 'Add to LinkedIn',
    badge: {
      heading: 'Verify a digital credential (Open Badge)',
      lead: 'Have you been given the certificate as a JSON file, an Open Badge of version 3.0? Upload the file or paste its content: we check the academy’s digital signature and whether it has been revoked. Nothing of it is stored.',
      file: 'JSON file',
      text: 'or paste its content',
      textHint: 'The whole content of the file, starting with {',
      email: 'The holder’s email address (optional)',
      emailHint: 'We check whether the credential was issued to this address.',
      submit: 'Verify credential',
      unreadable: 'We could not read a credential in this.',
      elsewhere: 'Please verify the credential with the form on this page.',
      notGenuine: 'This credential was not issued by the academy, or it has been changed since.',
      notGenuineHelp:
        'Please check that the file was uploaded whole and unchanged, or verify the certificate by its number and check code.',
      genuine: 'This credential is genuine and unchanged, issued by {issuer}, and not revoked.',
      genuineRevoked: 'This credential is genuine, issued by {issuer}, but it has been revoked and is no longer valid.',
      number: 'Certificate number',
      recipient: 'Email address',
      matches: 'The credential was issued to this address.',
      differs: 'The credential was not issued to this address.',
    },
  },
};
