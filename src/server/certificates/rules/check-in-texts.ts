/**
 * The words of the staff's check-in pages and of the sign-in sheet, in both languages.
 * `{name}`-style placeholders are filled by `interpolate` (src/i18n/messages.ts). Pure data.
 */
import type { Locale } from '../../../i18n/locales.ts';

export interface CheckInTexts {
  readonly title: string;
  readonly signIn: string;
  readonly signInLead: string;
  readonly email: string;
  readonly password: string;
  readonly signInButton: string;
  readonly refused: string;
  readonly unavailable: string;
  readonly tooMany: string;
  readonly crossSite: string;
  /** {name}. */
  readonly signedInAs: string;
  readonly signOut: string;
  readonly dates: string;
  readonly noDates: string;
  readonly online: string;
  readonly day: string;
  /** {count}, {total}. */
  readonly present: string;
  readonly participant: string;
  readonly company: string;
  readonly save: string;
  /** {day}. */
  readonly saved: string;
  readonly noPlaces: string;
  readonly sheet: string;
  readonly report: string;
  readonly reportLead: string;
  readonly reportFile: string;
  readonly importReport: string;
  readonly results: string;
  readonly resultsLead: string;
  readonly resultsFile: string;
  readonly importResults: string;
  /** {count}. */
  readonly matched: string;
  readonly unmatchedHeading: string;
  readonly noneUnmatched: string;
  /** {count}. */
  readonly resultsRecorded: string;
  /** {count}: results of the file recorded before (the same file imported again). */
  readonly resultsAlready: string;
  readonly problemsHeading: string;
  /** {line}, {problem}. */
  readonly problemLine: string;
  readonly problems: Readonly<Record<'email' | 'passed' | 'score' | 'date' | 'unknown', string>>;
  readonly badFile: string;
  readonly back: string;
  readonly unknownDate: string;
  /** The sign-in sheet. */
  readonly sheetTitle: string;
  readonly signature: string;
  /** {page}, {pages}. */
  readonly sheetPage: string;
}

export const CHECK_IN_TEXTS: Readonly<Record<Locale, CheckInTexts>> = {
  de: {
    title: 'Anwesenheit',
    signIn: 'Anmelden',
    signInLead: 'Melden Sie sich mit Ihrem Zugang zum Redaktionssystem (Directus) an.',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    signInButton: 'Anmelden',
    refused: 'E-Mail-Adresse oder Passwort stimmen nicht, oder Ihr Zugang darf keine Anmeldungen sehen.',
    unavailable: 'Das Redaktionssystem ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
    tooMany: 'Zu viele Versuche. Bitte warten Sie eine Minute.',
    crossSite: 'Diese Anfrage kam nicht von dieser Seite und wurde nicht ausgeführt.',
    signedInAs: 'Angemeldet als {name}',
    signOut: 'Abmelden',
    dates: 'Termine der letzten zwei und der nächsten Woche',
    noDates: 'In diesem Zeitraum findet kein Termin statt.',
    online: 'online',
    day: 'Tag',
    present: '{count} von {total} anwesend',
    participant: 'Teilnehmer/in',
    company: 'Firma',
    save: 'Anwesenheit speichern',
    saved: 'Die Anwesenheit am {day} ist gespeichert.',
    noPlaces: 'Für diesen Termin gibt es keine bestätigten Teilnehmenden.',
    sheet: 'Unterschriftenliste (PDF)',
    report: 'Teilnahmebericht importieren',
    reportLead:
      'Der Anwesenheitsbericht aus Microsoft Teams oder Zoom (CSV): Wer darin mit der E-Mail-Adresse einer Anmeldung steht, gilt an diesem Tag als anwesend.',
    reportFile: 'Bericht (CSV)',
    importReport: 'Bericht importieren',
    results: 'Prüfungsergebnisse importieren',
    resultsLead:
      'Eine CSV-Datei mit den Spalten E-Mail, Bestanden (ja/nein), Punkte (Prozent, optional) und Datum. Jede Zeile ist ein Ergebnis; eine Wiederholungsprüfung ist ein neues Ergebnis.',
    resultsFile: 'Ergebnisse (CSV)',
    importResults: 'Ergebnisse importieren',
    matched: '{count} Teilnehmende als anwesend eingetragen.',
    unmatchedHeading: 'Im Bericht, aber keiner Anmeldung zuzuordnen',
    noneUnmatched: 'Alle Personen im Bericht sind angemeldet.',
    resultsRecorded: '{count} Ergebnisse eingetragen.',
    resultsAlready: '{count} Ergebnisse der Datei waren schon eingetragen und wurden nicht noch einmal eingetragen.',
    problemsHeading: 'Nicht eingetragen',
    problemLine: 'Zeile {line}: {problem}',
    problems: {
      email: 'keine gültige E-Mail-Adresse',
      passed: '„Bestanden“ ist weder ja noch nein',
      score: 'die Punkte sind keine Prozentzahl von 0 bis 100',
      date: 'kein gültiges Datum (TT.MM.JJJJ oder JJJJ-MM-TT)',
      unknown: 'keine bestätigte Anmeldung zu diesem Termin mit dieser E-Mail-Adresse',
    },
    badFile: 'Die Datei konnte nicht gelesen werden: {why}. Es wurde nichts eingetragen.',
    back: 'Zurück zur Liste',
    unknownDate: 'Diesen Termin gibt es nicht.',
    sheetTitle: 'Unterschriftenliste',
    signature: 'Unterschrift',
    sheetPage: 'Seite {page} von {pages}',
  },
  en: {
    title: 'Attendance',
    signIn: 'Sign in',
    signInLead: 'Sign in with your account of the content management system (Directus).',
    email: 'Email address',
    password: 'Password',
    signInButton: 'Sign in',
    refused: 'The email address or password is wrong, or your account may not see registrations.',
    unavailable: 'The content management system cannot be reached just now. Please try again in a moment.',
    tooMany: 'Too many attempts. Please wait a minute.',
    crossSite: 'This request did not come from this site and was not carried out.',
    signedInAs: 'Signed in as {name}',
    signOut: 'Sign out',
    dates: 'Dates of the last two weeks and the next one',
    noDates: 'No date takes place in this period.',
    online: 'online',
    day: 'Day',
    present: '{count} of {total} present',
    participant: 'Participant',
    company: 'Company',
    save: 'Save attendance',
    saved: 'Attendance on {day} is saved.',
    noPlaces: 'This date has no confirmed participants.',
    sheet: 'Sign-in sheet (PDF)',
    report: 'Import an attendance report',
    reportLead:
      'The attendance report of Microsoft Teams or Zoom (CSV): everyone in it with the email address of a registration counts as present on this day.',
    reportFile: 'Report (CSV)',
    importReport: 'Import report',
    results: 'Import exam results',
    resultsLead:
      'A CSV file with the columns Email, Passed (yes/no), Score (per cent, optional) and Date. Each row is a result; a retake is a new result.',
    resultsFile: 'Results (CSV)',
    importResults: 'Import results',
    matched: '{count} participants recorded as present.',
    unmatchedHeading: 'In the report, but matching no registration',
    noneUnmatched: 'Everyone in the report is registered.',
    resultsRecorded: '{count} results recorded.',
    resultsAlready: '{count} results of the file were recorded before and were not recorded again.',
    problemsHeading: 'Not recorded',
    problemLine: 'Line {line}: {problem}',
    problems: {
      email: 'not a valid email address',
      passed: '“Passed” is neither yes nor no',
      score: 'the score is not a percentage from 0 to 100',
      date: 'not a valid date (DD.MM.YYYY or YYYY-MM-DD)',
      unknown: 'no confirmed registration for this date with this email address',
    },
    badFile: 'The file could not be read: {why}. Nothing was recorded.',
    back: 'Back to the list',
    unknownDate: 'There is no such date.',
    sheetTitle: 'Sign-in sheet',
    signature: 'Signature',
    sheetPage: 'Page {page} of {pages}',
  },
};
