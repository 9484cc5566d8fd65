/**
 * The words of the page behind a manage link, in German and English: what was booked,
 * the three changes the terms allow (cancel, move once to a later date, name a
 * substitute) with what each costs, their review, what happened, and why a link or a
 * change does not work. `{placeholders}` are filled by interpolate().
 */
import type { Locale } from '../i18n/locales.ts';
import type { AddClosed, ManageAction, ManageLinkProblem, TransferClosed } from './manage.ts';

/** Why a change was refused once asked for. */
export type ManageRefusal =
  | 'started'
  | 'cancelled'
  | 'transferUsed'
  | 'handedOn'
  | 'tooLate'
  | 'noDates'
  | 'seats'
  | 'onSiteSeats'
  | 'duplicate'
  | 'most'
  | 'unknownDate'
  | 'notAllowed';

const de = {
  title: 'Ihre Anmeldung verwalten',
  titlePlace: 'Ihren Platz verwalten',
  reference: 'Vorgangsnummer',
  booked: 'Gebucht',
  price: 'Gesamtpreis je Person wie gebucht',
  priceNote: 'zzgl. MwSt.',
  dueWithVat: '{gross} inkl. {vat} MwSt.',
  cancelledPlace: 'storniert',
  cancelledFee: 'storniert, Gebühr {fee}',
  cancelledWaived: 'storniert, Gebühr {fee} erlassen (Termin abgesagt)',
  due: 'Zu zahlen',
  documentsHeading: 'Rechnungen',
  documentsColumns: { net: 'netto', vat: 'USt.', gross: 'brutto' },
  documentStatus: {
    open: 'offen, fällig am {due}',
    'partly-paid': 'teilweise bezahlt, noch {outstanding} fällig am {due}',
    overdue: 'überfällig seit {due}, offen {outstanding}',
    paid: 'bezahlt',
    credited: 'storniert',
    issued: 'Stornorechnung',
  },
  documentPdf: 'PDF von {number}',
  documentXml: 'XRechnung (XML) von {number}',
  documentDrawing: 'wird erstellt',
  certificatesHeading: 'Zertifikate',
  certificateKinds: { seminar: 'Zertifikat', attendance: 'Teilnahmebescheinigung' },
  certificateRevoked: 'widerrufen',
  certificatePdf: 'PDF von {number}',
  certificateBadge: 'Open Badge (JSON) von {number}',
  certificateLinkedIn: 'Zu LinkedIn hinzufügen',
  accessHeading: 'Online teilnehmen',
  accessJoin: 'Zum Online-Raum am {day}',
  accessDialIn: 'Einwahl: {details}',
  accessShared: 'Der Link gilt für alle angemeldeten Teilnehmenden dieses Termins; bitte geben Sie ihn nicht weiter.',
  materialsHeading: 'Seminarunterlagen',
  materials: {
    soon: 'Abrufbar vom {first} bis zum {last}.',
    open: 'Abrufbar bis zum {last}.',
    over: 'Die Unterlagen waren bis zum {last} abrufbar.',
  },
  movedFrom: 'Umgebucht; ursprünglich gebucht für {when}.',
  started: 'Das Seminar hat begonnen; die Anmeldung kann nicht mehr geändert werden. Bei Fragen erreichen Sie uns per E-Mail oder Telefon.',
  allCancelled: 'Diese Anmeldung ist vollständig storniert.',
  placeCancelled: 'Dieser Platz ist storniert.',
  movedPlace: 'umgebucht in die Anmeldung {reference}',
  cancelHeading: 'Stornieren',
  cancelFeeToday: 'Eine Stornierung heute kostet nach unseren AGB {percent} % des Gesamtpreises, also {fee} je Person.',
  cancelFreeToday: 'Eine Stornierung heute ist nach unseren AGB kostenfrei.',
  cancelPlace: 'Platz von {name} stornieren',
  cancelAll: 'Gesamte Anmeldung stornieren',
  transferHeading: 'Auf einen späteren Termin umbuchen',
  transferIntro:
    'Einmal und kostenfrei bis {days|Tag|Tage} vor Seminarbeginn, auf einen späteren Termin desselben Seminars mit genug freien Plätzen.',
  transferChoose: 'Neuer Termin',
  transferWho: 'Wer wechselt den Termin?',
  transferEveryone: 'Alle gebuchten Personen ({count})',
  transferReview: 'Umbuchung prüfen',
  transferClosed: {
    used: 'Diese Anmeldung wurde bereits einmal umgebucht; eine weitere Umbuchung ist nicht möglich.',
    tooLate: 'Eine Umbuchung ist nur bis {days|Tag|Tage} vor Seminarbeginn möglich.',
    noDates: 'Zurzeit gibt es keinen späteren Termin dieses Seminars mit genug freien Plätzen.',
    placeLink: 'Umbuchen kann die Person, die angemeldet hat, über ihren eigenen Link.',
    cancelled: 'Es ist kein Platz mehr gebucht, der umgebucht werden könnte.',
  } satisfies Record<TransferClosed, string>,
  substituteHeading: 'Ersatzperson benennen',
  substituteIntro: 'Bis zum Seminarbeginn kostenfrei: Die Ersatzperson übernimmt den Platz und erhält eine eigene Bestätigung.',
  substituteFor: 'Ersatzperson für {name}',
  substituteReview: 'Ersatzperson prüfen',
  addHeading: 'Weitere Person anmelden',
  addIntro: 'Solange Plätze frei sind, zum Preis wie gebucht ({price} je Person zzgl. MwSt.); die Person erhält eine eigene Bestätigung.',
  addSummary: 'Person hinzufügen',
  addReview: 'Anmeldung prüfen',
  addAttendance: 'Teilnahme',
  addClosed: {
    full: 'Für diesen Termin ist kein Platz mehr frei.',
    closed: 'Zu diesem Termin nehmen wir keine Anmeldungen mehr an.',
    most: 'Eine Anmeldung umfasst höchstens {max|Person|Personen}; bitte melden Sie weitere Personen gesondert an.',
  } satisfies Record<AddClosed, string>,
  reviewAdd: 'Sie melden {name} ({email}) zusätzlich an, zum Preis wie gebucht.',
  reviewHeading: 'Bitte prüfen und bestätigen',
  reviewCancel: 'Sie stornieren: {names}.',
  reviewCancelFee: 'Stornogebühr nach unseren AGB: {percent} % des Gesamtpreises, zusammen {fee} (zzgl. MwSt.).',
  reviewCancelFree: 'Die Stornierung ist kostenfrei.',
  reviewTransfer: 'Sie buchen {people} von {from} auf {to} ({where}) um. Die Umbuchung ist kostenfrei und nur einmal möglich.',
  reviewMovePlace:
    'Sie buchen {people} von {from} auf {to} ({where}) um. Der Platz wird eine eigene Anmeldung mit eigener Nummer und eigenem Link für Sie; die übrigen Plätze bleiben, wie sie sind. Die Umbuchung ist kostenfrei; danach kann dieser Platz nicht noch einmal umgebucht werden.',
  reviewSubstitute: 'Der Platz von {from} geht an {to} ({email}). Es entstehen keine Kosten; {from} ist danach nicht mehr angemeldet.',
  confirm: {
    cancel: 'Verbindlich stornieren',
    transfer: 'Verbindlich umbuchen',
    substitute: 'Ersatzperson verbindlich benennen',
    add: 'Zahlungspflichtig anmelden',
  } satisfies Record<ManageAction, string>,
  back: 'Zurück, nichts ändern',
  done: {
    cancel: 'Die Stornierung ist erfolgt. Sie erhalten eine Bestätigung per E-Mail.',
    transfer: 'Die Umbuchung ist erfolgt. Alle Personen erhalten eine neue Anmeldebestätigung mit dem neuen Termin.',
    substitute: 'Die Ersatzperson ist benannt und erhält ihre Anmeldebestätigung per E-Mail.',
    add: 'Die Person ist angemeldet und erhält ihre Anmeldebestätigung per E-Mail.',
  } satisfies Record<ManageAction, string>,
  refused: {
    started: 'Das Seminar hat bereits begonnen; die Anmeldung kann nicht mehr geändert werden.',
    cancelled: 'Dieser Platz ist bereits storniert.',
    transferUsed: 'Diese Anmeldung wurde bereits einmal umgebucht.',
    handedOn:
      'Dieser Platz wurde bereits {times}-mal an eine Ersatzperson weitergegeben. Für eine weitere Änderung antworten Sie bitte auf Ihre Anmeldebestätigung.',
    tooLate: 'Eine Umbuchung ist nur bis {days|Tag|Tage} vor Seminarbeginn möglich.',
    noDates: 'Zurzeit gibt es keinen späteren Termin dieses Seminars mit genug freien Plätzen. Ihre Anmeldung bleibt unverändert.',
    seats:
      'Für diesen Termin sind inzwischen nicht mehr genug Plätze frei (noch {left}). Ihre Anmeldung bleibt unverändert; bitte wählen Sie einen anderen Termin.',
    onSiteSeats: 'Vor Ort sind an diesem Termin nicht mehr genug Plätze frei (noch {left}). Ihre Anmeldung bleibt unverändert.',
    duplicate: 'Mit dieser E-Mail-Adresse ist für diesen Termin bereits jemand angemeldet. Ihre Anmeldung bleibt unverändert.',
    most: 'Eine Anmeldung umfasst höchstens {max|Person|Personen}; bitte melden Sie weitere Personen gesondert an.',
    unknownDate: 'Diesen Termin gibt es nicht mehr. Bitte wählen Sie einen anderen.',
    notAllowed: 'Diese Änderung ist über diesen Link nicht möglich.',
  } satisfies Record<ManageRefusal, string>,
  unavailable:
    'Änderungen sind auf dieser Seite gerade nicht möglich. Bitte versuchen Sie es später erneut oder antworten Sie auf Ihre Anmeldebestätigung.',
  problemTitle: 'Dieser Link funktioniert nicht',
  problems: {
    unknown: 'Diesen Link kennen wir nicht. Bitte prüfen Sie, ob er vollständig ist; den Link finden Sie in Ihrer Anmeldebestätigung.',
    revoked: 'Dieser Link gilt nicht mehr: Der Platz wurde an eine andere Person übertragen.',
    expired: 'Dieser Link gilt nicht mehr: Das Seminar ist vorbei. Bei Fragen erreichen Sie uns per E-Mail oder Telefon.',
  } satisfies Record<ManageLinkProblem, string>,
};

export type ManageTexts = typeof de;

const en: ManageTexts = {
  title: 'Manage your registration',
  titlePlace: 'Manage your place',
  reference: 'Reference number',
  booked: 'Booked',
  price: 'Total price per person as booked',
  priceNote: 'plus VAT',
  dueWithVat: '{gross} including {vat} VAT',
  cancelledPlace: 'cancelled',
  cancelledFee: 'cancelled, fee {fee}',
  cancelledWaived: 'cancelled, fee {fee} waived (date called off)',
  due: 'Amount due',
  documentsHeading: 'Invoices',
  documentsColumns: { net: 'net', vat: 'VAT', gross: 'gross' },
  documentStatus: {
    open: 'open, due on {due}',
    'partly-paid': 'partly paid, {outstanding} still due on {due}',
    overdue: 'overdue since {due}, {outstanding} outstanding',
    paid: 'paid',
    credited: 'cancelled',
    issued: 'cancellation invoice',
  },
  documentPdf: 'PDF of {number}',
  documentXml: 'XRechnung (XML) of {number}',
  documentDrawing: 'being prepared',
  certificatesHeading: 'Certificates',
  certificateKinds: { seminar: 'Certificate', attendance: 'Certificate of attendance' },
  certificateRevoked: 'revoked',
  certificatePdf: 'PDF of {number}',
  certificateBadge: 'Open Badge (JSON) of {number}',
  certificateLinkedIn: 'Add to LinkedIn',
  accessHeading: 'Joining online',
  accessJoin: 'Join the online room on {day}',
  accessDialIn: 'Dial-in: {details}',
  accessShared: 'The link is the same for everyone registered for this date; please do not pass it on.',
  materialsHeading: 'Course materials',
  materials: {
    soon: 'Available from {first} to {last}.',
    open: 'Available until {last}.',
    over: 'The materials were available until {last}.',
  },
  movedFrom: 'Moved; first booked for {when}.',
  started: 'The course has begun; the registration can no longer be changed. If you have questions, contact us by email or phone.',
  allCancelled: 'This registration has been cancelled in full.',
  placeCancelled: 'This place has been cancelled.',
  movedPlace: 'moved to registration {reference}',
  cancelHeading: 'Cancel',
  cancelFeeToday: 'Under our terms, cancelling today costs {percent} % of the total price, that is {fee} per person.',
  cancelFreeToday: 'Under our terms, cancelling today is free of charge.',
  cancelPlace: 'Cancel the place of {name}',
  cancelAll: 'Cancel the whole registration',
  transferHeading: 'Move to a later date',
  transferIntro:
    'Once and free of charge up to {days|day|days} before the course starts, to a later date of the same course with enough free seats.',
  transferChoose: 'New date',
  transferWho: 'Who moves to the new date?',
  transferEveryone: 'Everyone booked ({count})',
  transferReview: 'Review the move',
  transferClosed: {
    used: 'This registration has been moved once already; it cannot be moved again.',
    tooLate: 'A registration can be moved only up to {days|day|days} before the course starts.',
    noDates: 'There is currently no later date of this course with enough free seats.',
    placeLink: 'The person who registered can move the registration with their own link.',
    cancelled: 'No place is booked any more that could be moved.',
  },
  substituteHeading: 'Name a substitute',
  substituteIntro: 'Free of charge until the course starts: the substitute takes over the place and receives their own confirmation.',
  substituteFor: 'Substitute for {name}',
  substituteReview: 'Review the substitute',
  addHeading: 'Register another person',
  addIntro: 'While seats are free, at the price as booked ({price} per person plus VAT); the person receives a confirmation of their own.',
  addSummary: 'Add a person',
  addReview: 'Review the registration',
  addAttendance: 'Attendance',
  addClosed: {
    full: 'No seat is free on this date any more.',
    closed: 'This date takes no more registrations.',
    most: 'A registration names at most {max|person|people}; please register further people separately.',
  },
  reviewAdd: 'You are registering {name} ({email}) in addition, at the price as booked.',
  reviewHeading: 'Please check and confirm',
  reviewCancel: 'You are cancelling: {names}.',
  reviewCancelFee: 'Cancellation fee under our terms: {percent} % of the total price, {fee} in all (plus VAT).',
  reviewCancelFree: 'The cancellation is free of charge.',
  reviewTransfer: 'You are moving {people} from {from} to {to} ({where}). The move is free of charge and possible only once.',
  reviewMovePlace:
    'You are moving {people} from {from} to {to} ({where}). The place becomes a registration of its own, with its own reference and its own link for you; the other places stay as they are. The move is free of charge; the place cannot be moved again afterwards.',
  reviewSubstitute: 'The place of {from} goes to {to} ({email}). There is no charge; {from} will no longer be registered.',
  confirm: {
    cancel: 'Cancel for good',
    transfer: 'Move for good',
    substitute: 'Name the substitute for good',
    add: 'Register with obligation to pay',
  },
  back: 'Back, change nothing',
  done: {
    cancel: 'The cancellation is done. You will receive a confirmation by email.',
    transfer: 'The move is done. Everyone registered will receive a new confirmation with the new date.',
    substitute: 'The substitute has been named and will receive their confirmation by email.',
    add: 'The person is registered and will receive their confirmation by email.',
  },
  refused: {
    started: 'The course has already begun; the registration can no longer be changed.',
    cancelled: 'This place has already been cancelled.',
    transferUsed: 'This registration has been moved once already.',
    handedOn:
      'This place has already been passed on to a substitute {times|time|times}. For a further change, please reply to your confirmation email.',
    tooLate: 'A registration can be moved only up to {days|day|days} before the course starts.',
    noDates: 'There is currently no later date of this course with enough free seats. Your registration is unchanged.',
    seats: 'Not enough seats are free on that date any more ({left} left). Your registration is unchanged; please choose another date.',
    onSiteSeats: 'Not enough seats on site are free on that date any more ({left} left). Your registration is unchanged.',
    duplicate: 'Someone with this email address is already registered for this date. Your registration is unchanged.',
    most: 'A registration names at most {max|person|people}; please register further people separately.',
    unknownDate: 'This date no longer exists. Please choose another one.',
    notAllowed: 'This change is not possible with this link.',
  },
  unavailable: 'Changes are not possible on this page right now. Please try again later or reply to your confirmation email.',
  problemTitle: 'This link does not work',
  problems: {
    unknown: 'We do not know this link. Please check that it is complete; you will find the link in your confirmation email.',
    revoked: 'This link no longer works: the place has been passed on to another person.',
    expired: 'This link no longer works: the course is over. If you have questions, contact us by email or phone.',
  },
};

export const MANAGE_TEXTS: Readonly<Record<Locale, ManageTexts>> = { de, en };
