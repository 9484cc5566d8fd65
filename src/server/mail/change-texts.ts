/**
 * The words of the mails about a registration's manage link and the changes made through
 * it (cancelling places, moving to another date, sending a substitute), in German and
 * English, and the academy's copies of the changes (German). `{name}` placeholders are
 * filled by change-mails.ts and entry-mails.ts.
 */
import type { BookedCourse } from '../../content/types.ts';
import type { Locale } from '../../i18n/locales.ts';

const de = {
  manage: {
    whole:
      'Über Ihren persönlichen Link können Sie die Anmeldung jederzeit stornieren, einmal kostenfrei auf einen späteren Termin umbuchen oder für eine Person eine Ersatzperson benennen. Der Link gilt bis zum Ende des Seminars; bitte geben Sie ihn nicht weiter.',
    place:
      'Über Ihren persönlichen Link können Sie Ihren Platz jederzeit stornieren oder eine Ersatzperson benennen. Der Link gilt bis zum Ende des Seminars; bitte geben Sie ihn nicht weiter.',
    link: 'Anmeldung verwalten',
  },
  cancelled: {
    subject: 'Stornierung bestätigt: {seminar} am {date}',
    intro: 'hiermit bestätigen wir die Stornierung für diesen Termin:',
    places: 'Storniert',
    fee: 'Stornogebühr',
    free: 'keine (kostenfreie Stornierung)',
    feeValue: '{percent} % des Gesamtpreises: {amount}',
    feeNote: 'Die Stornogebühr stellen wir nach den Stornobedingungen unserer AGB in Rechnung.',
    remaining: 'Weiterhin angemeldet',
  },
  transferred: {
    subject: 'Umbuchung bestätigt: {seminar} am {date}',
    intro: 'Ihre Anmeldung ist kostenfrei auf einen neuen Termin umgebucht. Ihr Platz gilt ab sofort für diesen Termin:',
    bookerIntro:
      'Die Umbuchung ist erfolgt, kostenfrei. Diese Plätze gelten ab sofort für den neuen Termin; alle Teilnehmenden erhalten eine neue Bestätigung:',
    from: 'Bisheriger Termin',
    calendar: 'Den neuen Termin für Ihren Kalender finden Sie im Anhang ({file}); den bisherigen können Sie löschen.',
  },
  added: {
    intro: '{by} hat Sie zusätzlich zu diesem Termin angemeldet. Hiermit bestätigen wir Ihren Platz:',
    introUnnamed: 'Sie sind zu diesem Termin angemeldet worden. Hiermit bestätigen wir Ihren Platz:',
    bookerIntro: 'Die Person ist zusätzlich angemeldet und erhält ihre eigene Bestätigung. So steht Ihre Buchung jetzt:',
  },
  substituted: {
    intro: '{by} hat Sie als Ersatzperson für diesen Termin angemeldet. Hiermit bestätigen wir Ihren Platz:',
    replacedSubject: 'Ihr Platz wurde übertragen: {seminar} am {date}',
    replaced: 'Ihr Platz für diesen Termin ist auf {name} übertragen worden. Sie sind für diesen Termin nicht mehr angemeldet.',
    /** To an address nobody proved: who registered, and who takes the place, stay unsaid. */
    introUnnamed: 'Sie sind als Ersatzperson für diesen Termin angemeldet worden. Hiermit bestätigen wir Ihren Platz:',
    replacedUnnamed:
      'Ihr Platz für diesen Termin ist auf eine Ersatzperson übertragen worden. Sie sind für diesen Termin nicht mehr angemeldet.',
  },
  reminder: {
    subject: 'Erinnerung: {seminar} am {date}',
    intro: 'in {days} beginnt Ihr Seminar. Hier noch einmal alles Wichtige:',
    days: { one: 'einem Tag', other: '{n} Tagen' },
    onSite:
      'Veranstaltungsort: {location}. Bitte kommen Sie bis {opens} Uhr; Unterrichtszeiten: {hours} (deutsche Zeit). Anreise: {directions}',
    online:
      'Sie nehmen online über {platform} teil. Den Zugangslink und die Einwahldaten erhalten Sie am Vortag per E-Mail; der Raum öffnet um {opens} Uhr. Unterrichtszeiten: {hours} (deutsche Zeit). Bitte prüfen Sie vorher Browser, Ton und Mikrofon.',
    calendar: 'Den Termin für Ihren Kalender finden Sie noch einmal im Anhang ({file}).',
    change: 'Können Sie nicht teilnehmen? Über den Link in Ihrer Anmeldebestätigung können Sie eine Ersatzperson benennen oder stornieren.',
    materials: 'Ihre Seminarunterlagen (PDF) können Sie vom {first} bis zum {last} über den Link zu Ihrem Platz herunterladen.',
    place: 'Können Sie nicht teilnehmen? Über den Link zu Ihrem Platz können Sie eine Ersatzperson benennen oder stornieren.',
    link: 'Zu Ihrem Platz',
  },
  offer: {
    subject: 'Ein Platz ist frei: {seminar} am {date}',
    intro:
      'für diesen Termin ist ein Platz frei geworden, und Sie stehen als Nächste auf der Warteliste. Wir halten ihn bis {until} (deutsche Zeit) für Sie frei:',
    link: 'Platz jetzt buchen',
    how: 'Der Link öffnet das Anmeldeformular mit Ihren Angaben. Sobald Sie es absenden, ist Ihre Anmeldung verbindlich; eine weitere Bestätigung per E-Mail ist nicht nötig.',
    decline:
      'Möchten Sie den Platz nicht? Dann geben Sie ihn auf derselben Seite frei, damit er an die nächste Person auf der Warteliste geht. Nach Ablauf der Frist geschieht das von selbst.',
  },
};

export type ChangeTexts = typeof de;

const en: ChangeTexts = {
  manage: {
    whole:
      'With your personal link you can cancel the registration at any time, move it once free of charge to a later date, or name a substitute for a participant. The link works until the course has ended; please do not pass it on.',
    place:
      'With your personal link you can cancel your place at any time or name a substitute. The link works until the course has ended; please do not pass it on.',
    link: 'Manage registration',
  },
  cancelled: {
    subject: 'Cancellation confirmed: {seminar}, {date}',
    intro: 'This confirms the cancellation for this date:',
    places: 'Cancelled',
    fee: 'Cancellation fee',
    free: 'none (free cancellation)',
    feeValue: '{percent} % of the total price: {amount}',
    feeNote: 'We will invoice the cancellation fee as set out in the cancellation terms of our terms and conditions.',
    remaining: 'Still registered',
  },
  transferred: {
    subject: 'Transfer confirmed: {seminar}, {date}',
    intro: 'Your registration has been moved to a new date free of charge. Your place now counts for this date:',
    bookerIntro:
      'The move is done, free of charge. These places now count for the new date; every participant receives a new confirmation:',
    from: 'Previous date',
    calendar: 'The new date for your calendar is attached ({file}); you can delete the previous one.',
  },
  added: {
    intro: '{by} has registered you for this date in addition. This confirms your place:',
    introUnnamed: 'You have been registered for this date. This confirms your place:',
    bookerIntro: 'The person is registered in addition and receives a confirmation of their own. Your booking now stands as follows:',
  },
  substituted: {
    intro: '{by} has registered you as a substitute for this date. This confirms your place:',
    replacedSubject: 'Your place has been passed on: {seminar}, {date}',
    replaced: 'Your place for this date has been passed on to {name}. You are no longer registered for this date.',
    introUnnamed: 'You have been registered as a substitute for this date. This confirms your place:',
    replacedUnnamed: 'Your place for this date has been passed on to a substitute. You are no longer registered for this date.',
  },
  reminder: {
    subject: 'Reminder: {seminar}, {date}',
    intro: 'Your course begins in {days}. Here is everything you need once more:',
    days: { one: 'one day', other: '{n} days' },
    onSite: 'Venue: {location}. Please arrive by {opens}; teaching hours: {hours} (German time). Getting there: {directions}',
    online:
      'You are taking part online via {platform}. The access link and dial-in details reach you by email the day before; the room opens at {opens}. Teaching hours: {hours} (German time). Please check your browser, sound and microphone beforehand.',
    calendar: 'The date for your calendar is attached once more ({file}).',
    change: 'Can’t make it? With the link in your registration confirmation you can name a substitute or cancel.',
    materials: 'You can download your course materials (PDF) from {first} to {last} through the link to your place.',
    place: 'Can’t make it? Through the link to your place you can name a substitute or cancel.',
    link: 'Go to your place',
  },
  offer: {
    subject: 'A seat is free: {seminar}, {date}',
    intro: 'A seat has become free for this date, and you are next on the waiting list. We hold it for you until {until} (German time):',
    link: 'Book the seat now',
    how: 'The link opens the registration form with your details. Once you submit it, your registration is binding; no further confirmation by email is needed.',
    decline:
      'Don’t want the seat? Then release it on the same page so that it goes to the next person on the waiting list. When the time is up, that happens by itself.',
  },
};

export const CHANGE_TEXTS: Readonly<Record<Locale, ChangeTexts>> = { de, en };

/** The academy's copies of changes: for the staff, in German. */
export const CHANGE_COPY_TEXTS = {
  cancelSubject: 'Stornierung: {seminar} am {date} – {names}',
  cancelIntro: 'Über den Verwaltungslink wurde storniert ({by}). Storniert: {names}. Stornogebühr: {fee}.',
  cancelWholeIntro: 'Die Anmeldung ist damit vollständig storniert.',
  transferSubject: 'Umbuchung: {seminar} am {date} – {name}',
  transferIntro: 'Über den Verwaltungslink wurde die Anmeldung umgebucht ({by}), von {from} auf {to}.',
  substituteSubject: 'Ersatzperson: {seminar} am {date} – {to} statt {from}',
  substituteIntro: 'Über den Verwaltungslink wurde eine Ersatzperson benannt ({by}): {to} übernimmt den Platz von {from}.',
  addSubject: 'Person hinzugefügt: {seminar} am {date} – {name}',
  addIntro: 'Über den Verwaltungslink wurde eine Person hinzugefügt ({by}): {name}, zum Preis wie gebucht.',
  noFee: 'keine',
  by: { submitter: 'von der anmeldenden Person', participant: 'von der teilnehmenden Person', operator: 'vom Team' },
  csvFile: 'aenderung-{id}.csv',
};

/**
 * What the manage link and the reminder of a registration for an event say other than a
 * seminar's: the event where they speak of the seminar, and no move to another date, which an
 * event does not have.
 */
const EVENT_CHANGE_TEXTS: Readonly<Record<Locale, ChangeTexts>> = {
  de: {
    ...CHANGE_TEXTS.de,
    manage: {
      ...CHANGE_TEXTS.de.manage,
      whole:
        'Über Ihren persönlichen Link können Sie die Anmeldung jederzeit stornieren oder für eine Person eine Ersatzperson benennen. Der Link gilt bis zum Ende der Veranstaltung; bitte geben Sie ihn nicht weiter.',
      place:
        'Über Ihren persönlichen Link können Sie Ihren Platz jederzeit stornieren oder eine Ersatzperson benennen. Der Link gilt bis zum Ende der Veranstaltung; bitte geben Sie ihn nicht weiter.',
    },
    reminder: {
      ...CHANGE_TEXTS.de.reminder,
      intro: 'in {days} beginnt Ihre Veranstaltung. Hier noch einmal alles Wichtige:',
      onSite: 'Veranstaltungsort: {location}. Bitte kommen Sie bis {opens} Uhr; Zeiten: {hours} (deutsche Zeit). Anreise: {directions}',
      online:
        'Sie nehmen online über {platform} teil. Den Zugangslink und die Einwahldaten erhalten Sie am Vortag per E-Mail; der Raum öffnet um {opens} Uhr. Zeiten: {hours} (deutsche Zeit). Bitte prüfen Sie vorher Browser, Ton und Mikrofon.',
    },
  },
  en: {
    ...CHANGE_TEXTS.en,
    manage: {
      ...CHANGE_TEXTS.en.manage,
      whole:
        'With your personal link you can cancel the registration at any time or name a substitute for a participant. The link works until the event has ended; please do not pass it on.',
      place:
        'With your personal link you can cancel your place at any time or name a substitute. The link works until the event has ended; please do not pass it on.',
    },
    reminder: {
      ...CHANGE_TEXTS.en.reminder,
      intro: 'Your event begins in {days}. Here is everything you need once more:',
      onSite: 'Venue: {location}. Please arrive by {opens}; times: {hours} (German time). Getting there: {directions}',
      online:
        'You are taking part online via {platform}. The access link and dial-in details reach you by email the day before; the room opens at {opens}. Times: {hours} (German time). Please check your browser, sound and microphone beforehand.',
    },
  },
};

/** The words of the mails about the manage link and the reminder of a registration for `course`. */
export const changeTextsFor = (locale: Locale, course: BookedCourse): ChangeTexts =>
  course.event ? EVENT_CHANGE_TEXTS[locale] : CHANGE_TEXTS[locale];
