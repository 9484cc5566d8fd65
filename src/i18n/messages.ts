/**
 * Interface texts of the site in German and English. Page content comes from the CMS;
 * these are the labels and fixed texts around it. Both dictionaries share one type, so a
 * text missing in one language is a type error.
 */
import type { Locale } from './locales.ts';

const de = {
  skipToContent: 'Zum Inhalt springen',
  mainNavigation: 'Hauptnavigation',
  footerNavigation: 'Rechtliches',
  homeLinkLabel: 'Startseite',
  tagline: 'Weiterbildung zur EN 50600 für Rechenzentren',
  nav: {
    seminars: 'Seminare',
    seminarDates: 'Termine',
    trainingPath: 'Ausbildungsweg',
    corporateSolutions: 'Für Unternehmen',
    standard: 'EN 50600',
    career: 'Karriere',
    aboutUs: 'Über uns',
  },
  legal: {
    terms: 'AGB',
    privacy: 'Datenschutz',
    imprint: 'Impressum',
    legalNotice: 'Rechtliche Hinweise',
  },
  theme: {
    label: 'Farbschema',
    system: 'System',
    light: 'Hell',
    dark: 'Dunkel',
  },
  language: { switchTo: 'Switch to English' },
  notifications: 'Benachrichtigungen',
  pages: {
    home: {
      title: null,
      description:
        'Seminare, Webinare und Ausbildungswege zur EN 50600: Planung, Bau und Betrieb von Rechenzentren – praxisnah, zertifiziert, in Präsenz und online.',
    },
    seminars: { title: 'Seminare', description: 'Alle Seminare zur EN 50600 im Überblick: Webinare, Präsenz- und Hybridseminare mit Terminen und Preisen.' },
    seminarDates: { title: 'Seminartermine', description: 'Alle kommenden Seminartermine zur EN 50600 nach Monaten – online und in Ihrer Nähe.' },
    trainingPath: { title: 'Ausbildungsweg Data Center Specialist', description: 'Der Ausbildungsweg zum Data Center Specialist: aufeinander aufbauende Seminare zur EN 50600.' },
    corporateSolutions: { title: 'Lösungen für Unternehmen', description: 'Inhouse-Schulungen zur EN 50600 für Ihr Team – abgestimmt auf Ihr Rechenzentrum.' },
    standard: { title: 'Die Norm EN 50600', description: 'Was die europäische Normenreihe EN 50600 für Planung, Bau und Betrieb von Rechenzentren regelt.' },
    career: { title: 'Karriere', description: 'Arbeiten bei der Akademie: offene Stellen für Trainerinnen, Trainer und Fachleute aus dem Rechenzentrumsbetrieb.' },
    aboutUs: { title: 'Über uns', description: 'Wer wir sind: Fachleute aus Rechenzentrumsplanung und -betrieb, die ihr Wissen zur EN 50600 weitergeben.' },
    terms: { title: 'AGB', description: 'Allgemeine Geschäftsbedingungen für Seminare, Webinare und Inhouse-Schulungen.' },
    privacy: { title: 'Datenschutzerklärung', description: 'Wie wir personenbezogene Daten auf dieser Website und bei Seminaranmeldungen verarbeiten.' },
    imprint: { title: 'Impressum', description: 'Anbieterkennzeichnung der Akademie.' },
    legalNotice: { title: 'Rechtliche Hinweise', description: 'Hinweise zu Haftung, Urheberrecht und Marken.' },
    download: { title: 'Seminarunterlagen', description: 'Seminarunterlagen als PDF zum Herunterladen.' },
    hiddenDownload: { title: 'Seminarunterlagen für Teilnehmende', description: 'Unterlagen für Teilnehmende eines Seminars.' },
  },
  seminar: { descriptionFallback: 'Seminar zur EN 50600', dates: 'Termine', online: 'Online' },
  seminarDate: { title: '{seminar} am {date}', registration: 'Anmeldung' },
  notFound: {
    title: 'Seite nicht gefunden',
    message: 'Seite nicht gefunden: {path}',
    backHome: 'Zur Startseite',
  },
  error: {
    notFoundMessage: 'Page Not Found',
    defaultMessage: 'Internal Server Error',
    statusLabel: 'Fehler {status}',
    description: 'Beim Laden dieser Seite ist ein Fehler aufgetreten. Bitte versuchen Sie es später noch einmal.',
  },
};

export type Messages = typeof de;

const en: Messages = {
  skipToContent: 'Skip to content',
  mainNavigation: 'Main navigation',
  footerNavigation: 'Legal',
  homeLinkLabel: 'Home',
  tagline: 'EN 50600 training for data centres',
  nav: {
    seminars: 'Courses',
    seminarDates: 'Course dates',
    trainingPath: 'Training path',
    corporateSolutions: 'For companies',
    standard: 'EN 50600',
    career: 'Career',
    aboutUs: 'About us',
  },
  legal: {
    terms: 'Terms and conditions',
    privacy: 'Privacy policy',
    imprint: 'Imprint',
    legalNotice: 'Legal notice',
  },
  theme: {
    label: 'Colour mode',
    system: 'System',
    light: 'Light',
    dark: 'Dark',
  },
  language: { switchTo: 'Auf Deutsch wechseln' },
  notifications: 'Notifications',
  pages: {
    home: {
      title: null,
      description:
        'Courses, webinars and training paths on EN 50600: designing, building and operating data centres – practical, certified, in person and online.',
    },
    seminars: { title: 'Courses', description: 'All EN 50600 courses at a glance: webinars, in-person and hybrid courses with dates and prices.' },
    seminarDates: { title: 'Course dates', description: 'All upcoming EN 50600 course dates by month – online and near you.' },
    trainingPath: { title: 'Training path Data Center Specialist', description: 'The Data Center Specialist training path: EN 50600 courses that build on one another.' },
    corporateSolutions: { title: 'Solutions for companies', description: 'In-house EN 50600 training for your team, tailored to your data centre.' },
    standard: { title: 'The EN 50600 standard', description: 'What the European EN 50600 series of standards sets out for designing, building and operating data centres.' },
    career: { title: 'Career', description: 'Work at the academy: open positions for trainers and data-centre professionals.' },
    aboutUs: { title: 'About us', description: 'Who we are: data-centre designers and operators who pass on their EN 50600 know-how.' },
    terms: { title: 'Terms and conditions', description: 'General terms and conditions for courses, webinars and in-house training.' },
    privacy: { title: 'Privacy policy', description: 'How we process personal data on this website and for course registrations.' },
    imprint: { title: 'Imprint', description: 'Legal disclosure of the academy.' },
    legalNotice: { title: 'Legal notice', description: 'Notes on liability, copyright and trademarks.' },
    download: { title: 'Course materials', description: 'Course materials as PDF downloads.' },
    hiddenDownload: { title: 'Course materials for participants', description: 'Materials for the participants of a course.' },
  },
  seminar: { descriptionFallback: 'EN 50600 course', dates: 'Dates', online: 'Online' },
  seminarDate: { title: '{seminar} on {date}', registration: 'Registration' },
  notFound: {
    title: 'Page not found',
    message: 'Page not found: {path}',
    backHome: 'Back to the home page',
  },
  error: {
    notFoundMessage: 'Page Not Found',
    defaultMessage: 'Internal Server Error',
    statusLabel: 'Error {status}',
    description: 'Something went wrong while loading this page. Please try again later.',
  },
};

export const MESSAGES: Readonly<Record<Locale, Messages>> = { de, en };

/** Fills '{name}' placeholders; an unknown placeholder is left as it is. */
export function interpolate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
