/**
 * The words of the mails a registration and a waiting-list entry send, in German and
 * English: to the participant, to a separate invoice contact, and the academy's own copy
 * (always German, the staff's language). One type for both languages: a missing text is
 * a type error. `{name}` placeholders are filled by entry-mails.ts.
 */
import type { BookedCourse } from '../../content/types.ts';
import type { Locale } from '../../i18n/locales.ts';

const de = {
  greeting: { ms: 'Sehr geehrte Frau {name},', mr: 'Sehr geehrter Herr {name},', none: 'Guten Tag {name},' },
  /** The greeting of a mail to an address its owner has not proven: no name (mail-parts.ts, addressees). */
  plainGreeting: 'Guten Tag,',
  signOff: 'Mit freundlichen Grüßen\nIhr Team der {academy}',
  facts: {
    seminar: 'Seminar',
    event: 'Veranstaltung',
    date: 'Termin',
    duration: 'Dauer',
    place: 'Ort',
    time: 'Uhrzeit',
    trainers: 'Trainer',
    format: 'Format',
    language: 'Sprache',
    participant: 'Teilnehmende Person',
    participants: 'Teilnehmende Personen',
    cancelled: 'Storniert',
    moved: 'Umgebucht in eigene Anmeldung',
    invoiceTo: 'Rechnung an',
    purchaseOrder: 'Bestellnummer',
    reference: 'Vorgangsnummer',
    /** A place named by its number, in a mail that names nobody. */
    placeNumber: 'Platz {n}',
    attendance: 'Teilnahme',
  },
  vat: 'Alle Preise zzgl. gesetzl. MwSt.',
  vatConsumer: 'Die Preise je Person sind Nettopreise; der Betrag, den Sie zahlen, enthält die Mehrwertsteuer.',
  /** Where a webinar is joined when its date does not name the platform. */
  webinarPlatform: 'unsere Webinar-Plattform',
  calendarFile: 'termin.ics',
  questions: 'Haben Sie Fragen? Antworten Sie einfach auf diese E-Mail oder rufen Sie uns an: {phone}.',
  terms: 'Allgemeine Geschäftsbedingungen',
  participant: {
    subject: 'Anmeldebestätigung: {seminar} am {date}',
    intro: 'vielen Dank für Ihre Anmeldung. Hiermit bestätigen wir Ihren Platz:',
    /** To a further participant, whose address nobody proved: who registered them stays unsaid. */
    introUnnamed:
      'über unsere Website sind Sie zu einem Seminar angemeldet worden; die Person, die Sie angemeldet hat, hat die Anmeldung bestätigt. Hiermit bestätigen wir Ihren Platz:',
    notYou:
      'Erwarten Sie diese Anmeldung nicht? Dann stornieren Sie den Platz über Ihren persönlichen Link oder antworten Sie auf diese E-Mail.',
    next: 'So geht es weiter',
    invoice: 'Die Rechnung senden wir nach dem Seminar per E-Mail an {invoiceTo}.',
    details: 'Rechtzeitig vor Beginn erhalten Sie die Einzelheiten zum Ablauf.',
    onlineDetails: 'Rechtzeitig vor Beginn erhalten Sie die Einzelheiten zum Ablauf und Ihre Zugangsdaten.',
    calendar: 'Den Termin für Ihren Kalender finden Sie im Anhang ({file}).',
    cancel:
      'Eine Stornierung ist jederzeit möglich, über Ihren persönlichen Link unten oder in Textform, zum Beispiel als Antwort auf diese E-Mail; es gelten die Stornobedingungen unserer AGB.',
    withdrawal:
      'Widerrufsrecht für Verbraucherinnen und Verbraucher: Haben Sie sich als Verbraucherin oder Verbraucher angemeldet, können Sie Ihre Anmeldung binnen 14 Tagen ohne Angabe von Gründen widerrufen. Die Frist beginnt mit dem Tag dieser Bestätigung, mit der der Vertrag zustande kommt. Eine eindeutige Erklärung in Textform genügt, zum Beispiel als Antwort auf diese E-Mail; zur Wahrung der Frist reicht es, den Widerruf vor ihrem Ablauf abzusenden. Im Fall eines Widerrufs erstatten wir bereits geleistete Zahlungen binnen 14 Tagen.',
  },
  booker: {
    subject: 'Buchungsbestätigung: {seminar} am {date}',
    intro:
      'vielen Dank für Ihre Buchung. Hiermit bestätigen wir die Plätze; jede angemeldete Person erhält ihre eigene Bestätigung mit dem Link zu ihrem Platz.',
    invoiceToYou: 'Die Rechnung senden wir Ihnen nach dem Seminar per E-Mail.',
    told: 'Storniert eine angemeldete Person ihren Platz, erfahren Sie es per E-Mail.',
  },
  invoiceContact: {
    subject: 'Rechnung zur Anmeldung: {seminar} am {date}',
    intro: '{participant} hat sich zu einem Seminar angemeldet und Sie als Ansprechperson für die Rechnung genannt:',
    introGroup: '{company} hat {people|Person|Personen} zu einem Seminar angemeldet und Sie als Ansprechperson für die Rechnung genannt:',
    introUnnamed:
      'über unsere Website ist eine Anmeldung zu einem Seminar eingegangen, die Sie als Ansprechperson für die Rechnung nennt. Die angemeldete Person hat ihre Anmeldung bestätigt:',
    invoice: 'Die Rechnung senden wir Ihnen nach dem Seminar per E-Mail. Bei Fragen zur Zahlung wenden wir uns an Sie.',
  },
  confirm: {
    subject: 'Bitte bestätigen Sie Ihre Anmeldung: {seminar} am {date}',
    waitlistSubject: 'Bitte bestätigen Sie Ihren Eintrag in die Warteliste: {seminar} am {date}',
    people: { one: 'eine Person', other: '{n} Personen' },
    intro:
      'über unsere Website ist mit Ihrer E-Mail-Adresse eine Anmeldung für {people} zu diesem Termin eingegangen. Sie gilt erst, wenn Sie sie bestätigen:',
    waitlistIntro:
      'über unsere Website ist mit Ihrer E-Mail-Adresse ein Eintrag in die Warteliste dieses Termins eingegangen. Er gilt erst, wenn Sie ihn bestätigen:',
    link: 'Anmeldung bestätigen',
    waitlistLink: 'Eintrag bestätigen',
    /** {button}: the confirmation page's button, in its own words (CONFIRMATION_TEXTS). */
    how: 'Öffnen Sie den Link und klicken Sie auf der Seite, die sich öffnet, auf „{button}“. Der Link gilt {hours|Stunde|Stunden} und nur einmal.',
    hold: 'Bis zur Bestätigung halten wir die Plätze {minutes|Minute|Minuten} lang für Sie frei; danach können Sie bestätigen, solange noch Plätze frei sind.',
    holdSome:
      'Bis zur Bestätigung halten wir {held|Platz|Plätze} {minutes|Minute|Minuten} lang für Sie frei. {others|weiterer Platz ist|weitere Plätze sind} für Sie vorgemerkt und gehören Ihnen, sobald Sie bestätigen, solange dann noch Plätze frei sind: Bestätigen Sie am besten gleich.',
    notHeld:
      'Viele Plätze dieses Termins sind gerade für unbestätigte Anmeldungen reserviert. Ihre Plätze gehören Ihnen, sobald Sie bestätigen, solange dann noch Plätze frei sind: Bestätigen Sie am besten gleich.',
    after: 'Nach der Bestätigung erhält jede angemeldete Person ihre Anmeldebestätigung mit allen Einzelheiten.',
    notYou:
      'Haben Sie sich nicht angemeldet? Dann ignorieren Sie diese E-Mail: Ohne Bestätigung geschieht nichts, und wir verwenden Ihre Adresse nicht weiter.',
  },
  known: {
    subject: 'Sie sind bereits angemeldet: {seminar} am {date}',
    waitlistSubject: 'Sie stehen bereits auf der Liste: {seminar} am {date}',
    intro:
      'über unsere Website wurde soeben noch einmal eine Anmeldung mit Ihrer E-Mail-Adresse für diesen Termin abgeschickt. Sie sind bereits angemeldet; an Ihrer Anmeldung ändert sich nichts, und die neue haben wir nicht angenommen.',
    waitlistIntro:
      'über unsere Website wurde soeben noch einmal ein Eintrag in die Warteliste dieses Termins mit Ihrer E-Mail-Adresse abgeschickt. Für diesen Termin sind Sie bereits angemeldet oder auf der Warteliste; es ändert sich nichts.',
    /** To a further participant registered for the date already (entry-mails.ts): who named them stays unsaid. */
    participantIntro:
      'über unsere Website sind Sie soeben noch einmal als teilnehmende Person für diesen Termin angemeldet worden. Sie sind bereits angemeldet; an Ihrer Anmeldung ändert sich nichts, und einen zweiten Platz haben wir nicht gebucht.',
    change: 'Möchten Sie etwas ändern oder weitere Personen anmelden? Antworten Sie einfach auf diese E-Mail.',
    notYou: 'Haben Sie das nicht selbst abgeschickt? Dann können Sie diese E-Mail ignorieren.',
  },
  waitlist: {
    subject: 'Warteliste: {seminar} am {date}',
    intro: 'vielen Dank für Ihr Interesse. Sie stehen auf der Warteliste für diesen Termin:',
    next: 'Wird ein Platz frei, bieten wir ihn der Reihe nach an: Sind Sie an der Reihe, erhalten Sie eine E-Mail mit einem Link, über den Sie den Platz {hours|Stunde|Stunden} lang buchen können. Der Eintrag ist unverbindlich und kostenlos. Möchten Sie nicht mehr auf der Warteliste stehen, genügt eine Antwort auf diese E-Mail.',
  },
};

export type MailTexts = typeof de;

const en: MailTexts = {
  greeting: { ms: 'Dear Ms {name},', mr: 'Dear Mr {name},', none: 'Dear {name},' },
  plainGreeting: 'Hello,',
  signOff: 'Kind regards\nThe {academy} team',
  facts: {
    seminar: 'Course',
    event: 'Event',
    date: 'Date',
    duration: 'Duration',
    place: 'Location',
    time: 'Time',
    trainers: 'Trainers',
    format: 'Format',
    language: 'Language',
    participant: 'Participant',
    participants: 'Participants',
    cancelled: 'Cancelled',
    moved: 'Moved to a registration of their own',
    invoiceTo: 'Invoice to',
    purchaseOrder: 'Purchase order',
    reference: 'Reference number',
    placeNumber: 'Place {n}',
    attendance: 'Attendance',
  },
  vat: 'All prices plus applicable VAT.',
  vatConsumer: 'The prices per person are net; the amount you pay includes VAT.',
  webinarPlatform: 'our webinar platform',
  calendarFile: 'calendar.ics',
  questions: 'Any questions? Simply reply to this email or call us on {phone}.',
  terms: 'Terms and conditions',
  participant: {
    subject: 'Registration confirmed: {seminar}, {date}',
    intro: 'Thank you for registering. This confirms your place:',
    introUnnamed:
      'You have been registered for a course through our website, and the person who registered you has confirmed the registration. This confirms your place:',
    notYou: 'Not expecting this registration? Then cancel the place with your personal link, or reply to this email.',
    next: 'What happens next',
    invoice: 'We will send the invoice by email to {invoiceTo} after the course.',
    details: 'In good time before the start you will receive the details of the day.',
    onlineDetails: 'In good time before the start you will receive the details of the day and your access details.',
    calendar: 'The date for your calendar is attached ({file}).',
    cancel:
      'You can cancel at any time, with your personal link below or in text form, for example by replying to this email; the cancellation terms of our terms and conditions apply.',
    withdrawal:
      'Right of withdrawal for consumers: if you registered as a consumer, you may withdraw from your registration within 14 days without giving any reason. The period begins on the day of this confirmation, with which the contract is concluded. A clear statement in text form is sufficient, for example a reply to this email; to meet the deadline it is enough to send it before the period has expired. If you withdraw, we will refund any payments made within 14 days.',
  },
  booker: {
    subject: 'Booking confirmed: {seminar}, {date}',
    intro:
      'Thank you for your booking. This confirms the places; each person registered receives their own confirmation with the link to their place.',
    invoiceToYou: 'We will send you the invoice by email after the course.',
    told: 'If a person registered cancels their place, you will be told by email.',
  },
  invoiceContact: {
    subject: 'Invoice for a registration: {seminar}, {date}',
    intro: '{participant} has registered for a course and named you as the contact for the invoice:',
    introGroup: '{company} has registered {people|person|people} for a course and named you as the contact for the invoice:',
    introUnnamed:
      'A registration for a course, sent through our website and confirmed by the person who registered, names you as the contact for the invoice:',
    invoice: 'We will send you the invoice by email after the course, and contact you with any questions about payment.',
  },
  confirm: {
    subject: 'Please confirm your registration: {seminar}, {date}',
    waitlistSubject: 'Please confirm your waiting-list entry: {seminar}, {date}',
    people: { one: 'one person', other: '{n} people' },
    intro: 'A registration for {people} for this date was sent through our website with your email address. It counts once you confirm it:',
    waitlistIntro:
      'A waiting-list entry for this date was sent through our website with your email address. It counts once you confirm it:',
    link: 'Confirm registration',
    waitlistLink: 'Confirm entry',
    how: 'Open the link and press “{button}” on the page that opens. The link works for {hours|hour|hours}, and only once.',
    hold: 'Until you confirm, we hold the seats for you for {minutes|minute|minutes}; after that you can still confirm while seats are free.',
    holdSome:
      'Until you confirm, we hold {held|seat|seats} for you for {minutes|minute|minutes}. {others|more seat is|more seats are} reserved for you and become yours as soon as you confirm, while seats are still free then: it is best to confirm right away.',
    notHeld:
      'Many seats of this date are reserved for registrations awaiting confirmation right now. Your seats are yours as soon as you confirm, while seats are still free then: it is best to confirm right away.',
    after: 'Once you confirm, each person registered receives their confirmation with all the details.',
    notYou:
      'Did you not register? Then ignore this email: without confirmation nothing happens, and we will not use your address any further.',
  },
  known: {
    subject: 'You are already registered: {seminar}, {date}',
    waitlistSubject: 'You are already on the list: {seminar}, {date}',
    intro:
      'Another registration for this date was just sent through our website with your email address. You are registered already; nothing about your registration changes, and we have not accepted the new one.',
    waitlistIntro:
      'Another waiting-list entry for this date was just sent through our website with your email address. You are already registered or on the waiting list for this date; nothing changes.',
    participantIntro:
      'You have just been named once more as a participant for this date through our website. You are registered already; nothing about your registration changes, and we have not booked a second place.',
    change: 'Would you like to change something or register more people? Simply reply to this email.',
    notYou: 'Did you not send this yourself? Then you can ignore this email.',
  },
  waitlist: {
    subject: 'Waiting list: {seminar}, {date}',
    intro: 'Thank you for your interest. You are on the waiting list for this date:',
    next: 'If a seat becomes free, we offer it in turn: when it is yours, you receive an email with a link to book the seat within {hours|hour|hours}. Joining is free and not binding. If you no longer wish to be on the waiting list, simply reply to this email.',
  },
};

export const MAIL_TEXTS: Readonly<Record<Locale, MailTexts>> = { de, en };

/** The academy's copies: for the staff, in German. */
export const ACADEMY_COPY_TEXTS = {
  registrationSubject: 'Neue Anmeldung: {seminar} am {date} – {name}, {company}',
  registrationIntro:
    'Über die Website ist eine Anmeldung eingegangen (Sprache der Anmeldung: {language}). Antworten gehen an die angemeldete Person.',
  waitlistSubject: 'Neuer Eintrag auf der Warteliste: {seminar} am {date} – {name}, {company}',
  waitlistIntro:
    'Für einen ausgebuchten Termin hat sich jemand auf die Warteliste gesetzt (Sprache: {language}). Antworten gehen an diese Person.',
  more: 'Weitere Angaben',
  groupName: '{name} und {more} weitere',
  csv: 'Als CSV-Zeile (auch im Anhang)',
  csvFile: 'anmeldung-{id}.csv',
  waitlistCsvFile: 'warteliste-{id}.csv',
};

/**
 * What the mails of a registration for an event (one that registers with the form,
 * src/content/event-bookings.ts) say other than a seminar's: the event where a seminar's
 * mails speak of the seminar.
 */
const EVENT_MAIL_TEXTS: Readonly<Record<Locale, MailTexts>> = {
  de: {
    ...MAIL_TEXTS.de,
    participant: {
      ...MAIL_TEXTS.de.participant,
      introUnnamed:
        'über unsere Website sind Sie zu einer Veranstaltung angemeldet worden; die Person, die Sie angemeldet hat, hat die Anmeldung bestätigt. Hiermit bestätigen wir Ihren Platz:',
      invoice: 'Die Rechnung senden wir nach der Veranstaltung per E-Mail an {invoiceTo}.',
    },
    booker: { ...MAIL_TEXTS.de.booker, invoiceToYou: 'Die Rechnung senden wir Ihnen nach der Veranstaltung per E-Mail.' },
    invoiceContact: {
      ...MAIL_TEXTS.de.invoiceContact,
      intro: '{participant} hat sich zu einer Veranstaltung angemeldet und Sie als Ansprechperson für die Rechnung genannt:',
      introGroup:
        '{company} hat {people|Person|Personen} zu einer Veranstaltung angemeldet und Sie als Ansprechperson für die Rechnung genannt:',
      introUnnamed:
        'über unsere Website ist eine Anmeldung zu einer Veranstaltung eingegangen, die Sie als Ansprechperson für die Rechnung nennt. Die angemeldete Person hat ihre Anmeldung bestätigt:',
      invoice: 'Die Rechnung senden wir Ihnen nach der Veranstaltung per E-Mail. Bei Fragen zur Zahlung wenden wir uns an Sie.',
    },
  },
  en: {
    ...MAIL_TEXTS.en,
    participant: {
      ...MAIL_TEXTS.en.participant,
      introUnnamed:
        'You have been registered for an event through our website, and the person who registered you has confirmed the registration. This confirms your place:',
      invoice: 'We will send the invoice by email to {invoiceTo} after the event.',
    },
    booker: { ...MAIL_TEXTS.en.booker, invoiceToYou: 'We will send you the invoice by email after the event.' },
    invoiceContact: {
      ...MAIL_TEXTS.en.invoiceContact,
      intro: '{participant} has registered for an event and named you as the contact for the invoice:',
      introGroup: '{company} has registered {people|person|people} for an event and named you as the contact for the invoice:',
      introUnnamed:
        'A registration for an event, sent through our website and confirmed by the person who registered, names you as the contact for the invoice:',
      invoice: 'We will send you the invoice by email after the event, and contact you with any questions about payment.',
    },
  },
};

/** The words of the mails of a registration for `course`: an event's, or a seminar's. */
export const mailTextsFor = (locale: Locale, course: BookedCourse): MailTexts =>
  course.event ? EVENT_MAIL_TEXTS[locale] : MAIL_TEXTS[locale];
