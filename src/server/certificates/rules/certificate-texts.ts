/**
 * The words of a certificate, its mail and its check, in both languages. `{name}`-style
 * placeholders are filled by `interpolate` (src/i18n/messages.ts). Pure data.
 */

import type { CertificateKind } from '../../../certificate-contract/certificate-check.ts';
import type { Locale } from '../../../i18n/locales.ts';

export interface CertificateTexts {
  /** The document's heading, by kind. */
  readonly heading: Readonly<Record<CertificateKind, string>>;
  readonly certifies: string;
  /** What the holder did, by kind: {title}, {passedOn}. */
  readonly achieved: Readonly<Record<CertificateKind, string>>;
  readonly dates: string;
  readonly online: string;
  readonly covers: string;
  readonly trainers: string;
  readonly validity: string;
  readonly validIndefinitely: string;
  readonly number: string;
  readonly checkCode: string;
  readonly issued: string;
  readonly verify: string;
  /** The mail to the holder: its subject ({title}) and its lines ({title}, {url}). */
  readonly mailSubject: Readonly<Record<CertificateKind, string>>;
  readonly mailBody: Readonly<Record<CertificateKind, string>>;
  readonly mailVerify: string;
  /** The mail's line on the attached credential. */
  readonly mailCredential: string;
  /** The academy's copy: {number}, {holder}, {title}. */
  readonly academySubject: string;
  /** What the holder did to earn it, as its Open Badges credential says: {title}. */
  readonly criteria: Readonly<Record<CertificateKind, string>>;
  /** The credential's evidence, the verification page: {number}. */
  readonly evidence: string;
}

export const CERTIFICATE_TEXTS: Readonly<Record<Locale, CertificateTexts>> = {
  de: {
    heading: { seminar: 'Zertifikat', attendance: 'Teilnahmebescheinigung' },
    certifies: 'Hiermit wird bescheinigt, dass',
    achieved: {
      seminar: 'das Seminar „{title}“ besucht und die Abschlussprüfung am {passedOn} bestanden hat.',
      attendance: 'am Seminar „{title}“ teilgenommen hat.',
    },
    dates: 'Termin',
    online: 'online',
    covers: 'Inhalte',
    trainers: 'Trainerinnen und Trainer',
    validity: 'Gültigkeit',
    validIndefinitely: 'unbefristet gültig',
    number: 'Zertifikatsnummer',
    checkCode: 'Prüfcode',
    issued: 'Ausgestellt am',
    verify: 'Echtheit prüfen: QR-Code scannen oder Nummer und Prüfcode eingeben unter',
    mailSubject: { seminar: 'Ihr Zertifikat: {title}', attendance: 'Ihre Teilnahmebescheinigung: {title}' },
    mailBody: {
      seminar: 'herzlichen Glückwunsch zur bestandenen Prüfung! Anbei erhalten Sie Ihr Zertifikat „{title}“ als PDF.',
      attendance: 'vielen Dank für Ihre Teilnahme. Anbei erhalten Sie Ihre Teilnahmebescheinigung zum Seminar „{title}“ als PDF.',
    },
    mailVerify: 'Wer es vorgelegt bekommt, kann es unter {url} prüfen.',
    mailCredential:
      'Die beigefügte JSON-Datei ist derselbe Nachweis als digital signiertes Open Badge (Version 3.0): Sie können ihn in einer digitalen Nachweis-App (Wallet) speichern, und jeder kann ihn ohne Rückfrage bei uns prüfen. Auf der Prüfseite finden Sie auch den Link, um das Zertifikat Ihrem LinkedIn-Profil hinzuzufügen.',
    academySubject: '{number} ausgestellt: {holder}, {title}',
    criteria: {
      seminar: 'An allen Tagen des Seminars „{title}“ teilgenommen und die Abschlussprüfung bestanden.',
      attendance: 'An allen Tagen des Seminars „{title}“ teilgenommen.',
    },
    evidence: 'Zertifikat {number} im Register der Akademie',
  },
  en: {
    heading: { seminar: 'Certificate', attendance: 'Certificate of attendance' },
    certifies: 'This is to certify that',
    achieved: {
      seminar: 'attended the course “{title}” and passed its final exam on {passedOn}.',
      attendance: 'attended the course “{title}”.',
    },
    dates: 'Dates',
    online: 'online',
    covers: 'Contents',
    trainers: 'Trainers',
    validity: 'Validity',
    validIndefinitely: 'valid indefinitely',
    number: 'Certificate number',
    checkCode: 'Check code',
    issued: 'Issued on',
    verify: 'Check that it is genuine: scan the QR code, or enter the number and check code at',
    mailSubject: { seminar: 'Your certificate: {title}', attendance: 'Your certificate of attendance: {title}' },
    mailBody: {
      seminar: 'congratulations on passing the exam! Attached is your certificate “{title}” as a PDF.',
      attendance: 'thank you for attending. Attached is your certificate of attendance for the course “{title}” as a PDF.',
    },
    mailVerify: 'Anyone you show it to can check it at {url}.',
    mailCredential:
      'The attached JSON file is the same record as a digitally signed Open Badge (version 3.0): you can keep it in a digital credential wallet, and anyone can check it without asking us. The verification page also has a link to add the certificate to your LinkedIn profile.',
    academySubject: '{number} issued: {holder}, {title}',
    criteria: {
      seminar: 'Attended every day of the course “{title}” and passed its final exam.',
      attendance: 'Attended every day of the course “{title}”.',
    },
    evidence: 'Certificate {number} in the academy’s register',
  },
};
