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
  /** The footer's link to the home page's events section. */
  footerEvents: 'Veranstaltungen',
  homeLinkLabel: 'Startseite',
  search: {
    label: 'Website durchsuchen',
    submit: 'Suchen',
    results: 'Seminare zu „{query}“',
    none: 'Kein Seminar enthält „{query}“. Alle Seminare finden Sie hier:',
    all: 'Alle Seminare anzeigen',
  },
  tagline: 'Weiterbildung zur EN\u00a050600 für Rechenzentren',
  nav: {
    seminars: 'Seminare',
    seminarDates: 'Termine',
    trainingPath: 'Ausbildungsweg',
    corporateSolutions: 'Für Unternehmen',
    standard: 'EN\u00a050600',
    career: 'Karriere',
    aboutUs: 'Über uns',
  },
  legal: {
    terms: 'AGB',
    privacy: 'Datenschutz',
    imprint: 'Impressum',
    legalNotice: 'Rechtliche Hinweise',
  },
  pages: {
    home: {
      title: null,
      description:
        'Seminare, Webinare und Ausbildungswege zur EN\u00a050600: Planung, Bau und Betrieb von Rechenzentren – praxisnah, zertifiziert, in Präsenz und online.',
    },
    seminars: {
      title: 'Seminare',
      description: 'Alle Seminare zur EN\u00a050600 im Überblick: Webinare, Präsenz- und Hybridseminare mit Terminen und Preisen.',
    },
    seminarDates: {
      title: 'Seminartermine',
      description: 'Alle kommenden Seminartermine zur EN\u00a050600 nach Monaten – online und in Ihrer Nähe.',
    },
    career: {
      title: 'Karriere',
      description: 'Arbeiten bei der Akademie: offene Stellen für Trainerinnen, Trainer und Fachleute aus dem Rechenzentrumsbetrieb.',
    },
  },
  home: {
    heroCta: 'Seminare entdecken',
    heroSecondary: 'Alle Termine',
    expertiseTitle: 'Unsere Expertise',
    expertise: [
      {
        title: 'Planung und Bau',
        text: 'Verfügbarkeits- und Schutzklassen, Gebäudekonstruktion, Stromversorgung und Klimatisierung nach EN\u00a050600-1 und -2-x.',
      },
      {
        title: 'Betrieb und Management',
        text: 'Betriebsprozesse, Kapazitäts- und Änderungsmanagement nach EN\u00a050600-3-1 – sicher im Alltag eines Rechenzentrums.',
      },
      {
        title: 'Energieeffizienz',
        text: 'Kennzahlen nach EN\u00a050600-4-x wie PUE, REF und WUE messen und verbessern – und die Pflichten aus dem EnEfG erfüllen.',
      },
      {
        title: 'Audit und Zertifizierung',
        text: 'Vorbereitung auf Audits und Zertifizierungen: Nachweise, Dokumentation und typische Abweichungen.',
      },
    ],
    heroImageAlt: 'Illustration eines Rechenzentrums: Rackreihen mit Strom- und Kälteversorgung, darüber ein Netz verbundener Standorte',
    upcoming: 'Nächste Termine',
    newSeminars: 'Neue Seminare',
    events: 'Veranstaltungen',
    pastEvents: 'Vergangene Veranstaltungen',
    noEvents: 'Derzeit sind keine Veranstaltungen geplant.',
    allDates: 'Alle Termine ansehen',
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
    facts: 'Auf einen Blick',
    price: 'Preis',
    language: 'Sprache',
    duration: 'Dauer',
    format: 'Format',
    days: { one: '{n} Tag', other: '{n} Tage' },
    halfDay: 'Ein halber Tag',
    formats: { webinar: 'Webinar', 'in-person': 'Präsenzseminar', hybrid: 'Hybrid (Präsenz und online)' },
    languages: { de: 'Deutsch', en: 'Englisch' },
    new: 'Neu',
    fullyBooked: 'Ausgebucht',
    dateFullyBooked: 'Dieser Termin ist bereits ausgebucht',
    cancelled: 'Abgesagt',
    dateCancelled: 'Dieser Termin ist abgesagt',
    seatsLeft: { one: 'Nur noch {n} Platz frei', other: 'Nur noch {n} Plätze frei' },
    priceNote: 'Preis pro Person inkl. Prüfungs- und Zertifizierungsgebühr, zzgl. gesetzl. MwSt.',
    /** The same note inside a sentence, after a price: '1.290,00 € (…; zzgl. gesetzl. MwSt.)'. */
    vatInSentence: 'zzgl. gesetzl. MwSt.',
    promoUntil: 'nur bis {date}',
    regularPrice: 'Regulärer Preis',
    promoPrice: 'Frühbucherpreis',
    priceParts: 'Kursgebühr {course} + Prüfungs- und Zertifizierungsgebühr {exam}',
    totalPriceNote: 'inkl. Prüfungs- und Zertifizierungsgebühr',
    certificateValidity: 'Zertifikate, die nach bestandener Abschlussprüfung ausgestellt werden, sind unbegrenzt gültig.',
    catering: 'Getränke, Kaffee und Mittagessen sind inklusive.',
    cateringOnSite: 'Wer vor Ort teilnimmt: Getränke, Kaffee und Mittagessen sind inklusive.',
    materials: 'Die Seminarunterlagen erhalten Sie als PDF.',
    trainingPathStep: 'Schritt {step} von {total}',
    nextDate: 'Nächster Termin',
    noUpcomingDates: 'Derzeit sind keine Termine geplant. Schreiben Sie uns – gern auch für eine Inhouse-Schulung.',
    events: 'Veranstaltungen zum Thema',
    downloads: 'Unterlagen zum Herunterladen',
    fromPrice: 'ab {price}',
    bookDate: 'Termin ansehen und anmelden',
  },
  finder: {
    title: 'Seminar finden',
    format: 'Format',
    language: 'Sprache',
    month: 'Monat',
    all: 'Alle',
    allMonths: 'Alle Monate',
    results: 'Passende Seminare:',
    none: 'Kein Seminar passt zu dieser Auswahl. Bitte ändern Sie die Filter.',
  },
  seminarDate: {
    title: '{seminar} am {date}',
    registration: 'Anmeldung',
    toRegistration: 'Zur Anmeldung',
    when: 'Datum',
    where: 'Ort',
    calendar: 'In den Kalender eintragen (.ics)',
    past: 'Dieser Termin hat bereits stattgefunden.',
    fullyBookedHint:
      'Bitte wählen Sie einen anderen Termin oder tragen Sie sich in die Warteliste ein: Wird ein Platz frei, melden wir uns.',
    toWaitlist: 'Zur Warteliste',
    cancelledHint:
      'Wir mussten diesen Termin absagen. Alle Angemeldeten haben von uns eine E-Mail erhalten; es entstehen keine Kosten. Bitte wählen Sie einen anderen Termin.',
    otherDates: 'Weitere Termine dieses Seminars',
    aboutSeminar: 'Zum Seminar',
  },
  dates: { upcomingNone: 'Derzeit sind keine Termine geplant.' },
  event: {
    when: 'Datum',
    where: 'Ort',
    online: 'Online',
    takingPart: 'Teilnahme',
    open: 'Eine Anmeldung ist nicht nötig.',
    byEmail: 'Anmeldung per E-Mail an',
    emailSubject: 'Anmeldung: {title}',
    emailAction: 'Per E-Mail anmelden',
    byLink: 'Die Anmeldung erfolgt beim Veranstalter.',
    linkAction: 'Zur Anmeldung beim Veranstalter',
    past: 'Diese Veranstaltung hat bereits stattgefunden.',
    seminars: 'Passende Seminare',
  },
  job: {
    location: 'Einsatzort',
    remote: 'Remote aus {countries}',
    employmentType: 'Anstellungsart',
    posted: 'Veröffentlicht am',
    types: { 'full-time': 'Vollzeit', 'part-time': 'Teilzeit', 'working-student': 'Werkstudium', freelance: 'Freie Mitarbeit' },
    apply: 'Per E-Mail bewerben',
    noJobs: 'Derzeit sind keine Stellen ausgeschrieben.',
  },
  downloads: { file: 'PDF' },
  calendar: { organizer: 'Rackwise Academy GmbH' },
  notFound: {
    message: 'Seite nicht gefunden: {path}',
    backHome: 'Zur Startseite',
  },
  /** The error pages: per status (src/routes/error-files.ts) its message and what the visitor can do; 500's also for any other status. */
  error: {
    statusLabel: 'Fehler {status}',
    statuses: {
      400: {
        message: 'Ungültige Anfrage',
        description: 'Ihr Browser hat eine Anfrage gesendet, die wir nicht verarbeiten können. Bitte prüfen Sie die Adresse.',
      },
      404: {
        message: 'Seite nicht gefunden',
        description: 'Vielleicht ist die Adresse falsch geschrieben, oder die Seite wurde verschoben.',
      },
      405: {
        message: 'Methode nicht erlaubt',
        description: 'Diese Adresse kann nur abgerufen werden; Formulardaten nimmt sie nicht entgegen.',
      },
      408: { message: 'Zeitüberschreitung der Anfrage', description: 'Die Anfrage hat zu lange gedauert. Bitte laden Sie die Seite neu.' },
      413: { message: 'Anfrage zu groß', description: 'Die gesendeten Daten sind zu umfangreich. Bitte kürzen Sie Ihre Angaben.' },
      431: {
        message: 'Anfrage-Header zu groß',
        description:
          'Ihr Browser hat zu viele oder zu große Cookies gesendet. Bitte löschen Sie die Cookies dieser Website und versuchen Sie es erneut.',
      },
      500: {
        message: 'Interner Serverfehler',
        description: 'Beim Laden dieser Seite ist ein Fehler aufgetreten. Bitte versuchen Sie es später noch einmal.',
      },
    },
  },
};

export type Messages = typeof de;

const en: Messages = {
  skipToContent: 'Skip to content',
  mainNavigation: 'Main navigation',
  footerNavigation: 'Legal',
  /** The footer's link to the home page's events section. */
  footerEvents: 'Events',
  homeLinkLabel: 'Home',
  search: {
    label: 'Search the site',
    submit: 'Search',
    results: 'Courses about “{query}”',
    none: 'No course mentions “{query}”. Here are all our courses:',
    all: 'Show all courses',
  },
  tagline: 'EN\u00a050600 training for data centres',
  nav: {
    seminars: 'Courses',
    seminarDates: 'Course dates',
    trainingPath: 'Training path',
    corporateSolutions: 'For companies',
    standard: 'EN\u00a050600',
    career: 'Career',
    aboutUs: 'About us',
  },
  legal: {
    terms: 'Terms and conditions',
    privacy: 'Privacy policy',
    imprint: 'Imprint',
    legalNotice: 'Legal notice',
  },
  pages: {
    home: {
      title: null,
      description:
        'Courses, webinars and training paths on EN\u00a050600: designing, building and operating data centres – practical, certified, in person and online.',
    },
    seminars: {
      title: 'Courses',
      description: 'All EN\u00a050600 courses at a glance: webinars, in-person and hybrid courses with dates and prices.',
    },
    seminarDates: { title: 'Course dates', description: 'All upcoming EN\u00a050600 course dates by month – online and near you.' },
    career: { title: 'Career', description: 'Work at the academy: open positions for trainers and data-centre professionals.' },
  },
  home: {
    heroCta: 'Explore courses',
    heroSecondary: 'All dates',
    expertiseTitle: 'Our expertise',
    expertise: [
      {
        title: 'Design and construction',
        text: 'Availability and protection classes, building construction, power distribution and environmental control under EN\u00a050600-1 and -2-x.',
      },
      {
        title: 'Operations and management',
        text: 'Operational processes, capacity and change management under EN\u00a050600-3-1 – safe in a data centre’s daily routine.',
      },
      {
        title: 'Energy efficiency',
        text: 'Measuring and improving EN\u00a050600-4-x KPIs such as PUE, REF and WUE – and meeting the duties of the German Energy Efficiency Act.',
      },
      {
        title: 'Audit and certification',
        text: 'Preparing for audits and certification: evidence, documentation and typical nonconformities.',
      },
    ],
    heroImageAlt: 'Illustration of a data centre: rows of racks with power and cooling supply, above them a network of linked sites',
    upcoming: 'Upcoming dates',
    newSeminars: 'New courses',
    events: 'Events',
    pastEvents: 'Past events',
    noEvents: 'No events are planned at the moment.',
    allDates: 'See all dates',
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
    facts: 'At a glance',
    price: 'Price',
    language: 'Language',
    duration: 'Duration',
    format: 'Format',
    days: { one: '{n} day', other: '{n} days' },
    halfDay: 'Half a day',
    formats: { webinar: 'Webinar', 'in-person': 'In-person course', hybrid: 'Hybrid (in person and online)' },
    languages: { de: 'German', en: 'English' },
    new: 'New',
    fullyBooked: 'Fully booked',
    dateFullyBooked: 'This date is already fully booked',
    cancelled: 'Cancelled',
    dateCancelled: 'This date has been cancelled',
    seatsLeft: { one: 'Only {n} seat left', other: 'Only {n} seats left' },
    priceNote: 'Price per person including the exam and certification fee, plus applicable VAT',
    vatInSentence: 'plus applicable VAT',
    promoUntil: 'only until {date}',
    regularPrice: 'Regular price',
    promoPrice: 'Early-booking price',
    priceParts: 'Course fee {course} + exam and certification fee {exam}',
    totalPriceNote: 'including exam and certification fee',
    certificateValidity: 'Certificates issued after passing the end-of-course exam are valid indefinitely.',
    catering: 'Drinks, coffee and lunch are included.',
    cateringOnSite: 'On site, drinks, coffee and lunch are included.',
    materials: 'Course materials are provided as PDF.',
    trainingPathStep: 'Step {step} of {total}',
    nextDate: 'Next date',
    noUpcomingDates: 'No dates are scheduled at the moment. Write to us – also about in-house training.',
    events: 'Events on the topic',
    downloads: 'Materials to download',
    fromPrice: 'from {price}',
    bookDate: 'View date and register',
  },
  finder: {
    title: 'Find a course',
    format: 'Format',
    language: 'Language',
    month: 'Month',
    all: 'All',
    allMonths: 'All months',
    results: 'Matching courses:',
    none: 'No course matches this selection. Please change the filters.',
  },
  seminarDate: {
    title: '{seminar} on {date}',
    registration: 'Registration',
    toRegistration: 'Register now',
    when: 'Date',
    where: 'Location',
    calendar: 'Add to calendar (.ics)',
    past: 'This date has already taken place.',
    fullyBookedHint: 'Please choose another date or join the waiting list: if a seat becomes free, we will get in touch.',
    toWaitlist: 'Join the waiting list',
    cancelledHint:
      'We had to cancel this date. Everyone registered has heard from us by email, free of charge. Please choose another date.',
    otherDates: 'Other dates of this course',
    aboutSeminar: 'About the course',
  },
  dates: { upcomingNone: 'No dates are scheduled at the moment.' },
  event: {
    when: 'Date',
    where: 'Location',
    online: 'Online',
    takingPart: 'Taking part',
    open: 'No registration is needed.',
    byEmail: 'Register by e-mail to',
    emailSubject: 'Registration: {title}',
    emailAction: 'Register by e-mail',
    byLink: 'Registration is handled by the organiser.',
    linkAction: 'Register with the organiser',
    past: 'This event has taken place.',
    seminars: 'Related courses',
  },
  job: {
    location: 'Location',
    remote: 'Remote from {countries}',
    employmentType: 'Employment type',
    posted: 'Posted on',
    types: { 'full-time': 'Full-time', 'part-time': 'Part-time', 'working-student': 'Working student', freelance: 'Freelance' },
    apply: 'Apply by email',
    noJobs: 'There are no open positions at the moment.',
  },
  downloads: { file: 'PDF' },
  calendar: { organizer: 'Rackwise Academy GmbH' },
  notFound: {
    message: 'Page not found: {path}',
    backHome: 'Back to the home page',
  },
  error: {
    statusLabel: 'Error {status}',
    statuses: {
      400: { message: 'Bad Request', description: 'Your browser sent a request we cannot process. Please check the address.' },
      404: { message: 'Page Not Found', description: 'The address may be misspelt, or the page may have moved.' },
      405: { message: 'Method Not Allowed', description: 'This address can only be retrieved; it does not accept form data.' },
      408: { message: 'Request Timeout', description: 'The request took too long. Please reload the page.' },
      413: { message: 'Content Too Large', description: 'The data sent is too large. Please shorten your entries.' },
      431: {
        message: 'Request Header Fields Too Large',
        description: "Your browser sent too many or too large cookies. Please delete this site's cookies and try again.",
      },
      500: { message: 'Internal Server Error', description: 'Something went wrong while loading this page. Please try again later.' },
    },
  },
};

export const MESSAGES: Readonly<Record<Locale, Messages>> = { de, en };

/** Fills '{name}' placeholders, and '{name|one|other}' with the number and its noun; an unknown placeholder is left as it is. */
export function interpolate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)(?:\|([^|}]*)\|([^}]*))?\}/g, (whole, name: string, one?: string, other?: string) => {
    if (!Object.hasOwn(values, name)) return whole;
    const value = values[name] as string | number;
    // {n|Tag|Tage}: the number with its noun, singular for exactly one (both languages count so).
    return one === undefined ? String(value) : `${value} ${Number(value) === 1 ? one : other}`;
  });
}
