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
    career: { title: 'Karriere', description: 'Arbeiten bei der Akademie: offene Stellen für Trainerinnen, Trainer und Fachleute aus dem Rechenzentrumsbetrieb.' },
  },
  seminar: {
    dates: 'Termine',
    online: 'Online',
    objectives: 'Lernziele',
    contents: 'Inhalte',
    targetAudience: 'Zielgruppe',
    benefits: 'Ihr Nutzen',
    highlights: 'Highlights',
    certificate: 'Zertifikat',
  },
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
    career: { title: 'Career', description: 'Work at the academy: open positions for trainers and data-centre professionals.' },
  },
  seminar: {
    dates: 'Dates',
    online: 'Online',
    objectives: 'Objectives',
    contents: 'Contents',
    targetAudience: 'Target audience',
    benefits: 'Benefits',
    highlights: 'Highlights',
    certificate: 'Certificate',
  },
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
