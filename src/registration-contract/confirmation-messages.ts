/**
 * The words of confirming by mail, in German and English: what the thank-you says after a
 * submission (look for our mail, from whom, and confirm), and what the page behind the
 * mail's link says: the one button that confirms, the confirmation, and a link that cannot
 * confirm (used, expired, replaced by a newer submission, or the seats gone meanwhile),
 * each with what to do next. `{placeholders}` are filled by interpolate().
 */
import type { Locale } from '../i18n/locales.ts';

/** Why a link cannot confirm. */
export type LinkProblem = 'unknown' | 'used' | 'expired' | 'replaced' | 'noSeats' | 'noOnSiteSeats' | 'duplicate' | 'past';

const de = {
  /** After a submission: where the mail went and where it comes from. */
  checkMailTitle: 'Bitte bestätigen Sie Ihre Anmeldung',
  checkMailTitleWaitlist: 'Bitte bestätigen Sie Ihren Eintrag',
  checkMail:
    'Fast geschafft: Wir haben eine E-Mail an {email} geschickt, Absender {from}. Ihre Anmeldung gilt erst, wenn Sie den Link darin öffnen und bestätigen; wie lange wir bis dahin Plätze für Sie freihalten, steht in der E-Mail.',
  checkMailWaitlist:
    'Fast geschafft: Wir haben eine E-Mail an {email} geschickt, Absender {from}. Ihr Eintrag in die Warteliste gilt erst, wenn Sie den Link darin öffnen und bestätigen.',
  checkMailSpam: 'Keine E-Mail erhalten? Sehen Sie bitte auch im Spam-Ordner nach.',
  reference: 'Ihre Vorgangsnummer:',
  askTitle: 'Anmeldung bestätigen',
  askTitleWaitlist: 'Eintrag in die Warteliste bestätigen',
  ask: 'Bitte bestätigen Sie die Anmeldung von {people} zu diesem Termin, die mit der E-Mail-Adresse {email} abgeschickt wurde.',
  askWaitlist: 'Bitte bestätigen Sie den Eintrag von {email} in die Warteliste dieses Termins.',
  people: { one: 'einer Person', other: '{n} Personen' },
  persons: 'Angemeldet',
  billing: 'Rechnung an',
  confirm: 'Anmeldung verbindlich bestätigen',
  confirmWaitlist: 'Eintrag bestätigen',
  confirmedTitle: 'Ihre Anmeldung ist bestätigt',
  confirmedTitleWaitlist: 'Sie stehen auf der Warteliste',
  confirmed:
    'Vielen Dank. Jede angemeldete Person erhält jetzt ihre Anmeldebestätigung mit allen Einzelheiten und dem Termin für den Kalender.',
  confirmedWaitlist: 'Vielen Dank. Sobald für diesen Termin ein Platz frei wird, melden wir uns bei Ihnen.',
  problemTitle: 'Dieser Link bestätigt nichts mehr',
  problems: {
    unknown:
      'Diesen Bestätigungslink kennen wir nicht. Bitte prüfen Sie, ob er vollständig ist, oder melden Sie sich auf unserer Website neu an.',
    used: 'Dieser Link wurde bereits verwendet: Die Anmeldung ist bestätigt. Die Bestätigung finden Sie in Ihrem Postfach.',
    expired:
      'Dieser Link ist abgelaufen: Er galt {hours|Stunde|Stunden}. Bitte melden Sie sich auf dieser Seite neu an; Sie erhalten dann einen neuen Link.',
    replaced:
      'Mit dieser E-Mail-Adresse wurde inzwischen eine neuere Anmeldung für diesen Termin abgeschickt. Bitte verwenden Sie den Link aus der neuesten E-Mail.',
    noSeats:
      'Die Zeit, in der wir Ihre Plätze freigehalten haben, ist vorbei, und inzwischen sind nicht mehr genug Plätze frei. Sie können sich auf die Warteliste setzen oder einen anderen Termin wählen.',
    noOnSiteSeats:
      'Die Zeit, in der wir Ihre Plätze freigehalten haben, ist vorbei, und vor Ort sind inzwischen nicht mehr genug Plätze frei. Online ist die Teilnahme weiter möglich: Bitte melden Sie sich neu an und wählen Sie „online“.',
    duplicate:
      'Mit der E-Mail-Adresse {email} ist bereits eine bestätigte Anmeldung für diesen Termin eingegangen. Bitte melden Sie die übrigen Personen ohne sie neu an.',
    past: 'Dieser Termin hat bereits stattgefunden; eine Anmeldung ist nicht mehr möglich.',
  } satisfies Record<LinkProblem, string>,
};

export type ConfirmationTexts = typeof de;

const en: ConfirmationTexts = {
  checkMailTitle: 'Please confirm your registration',
  checkMailTitleWaitlist: 'Please confirm your entry',
  checkMail:
    'Almost done: we have sent an email to {email}, from {from}. Your registration counts once you open the link in it and confirm; the email says how long we hold seats for you until then.',
  checkMailWaitlist:
    'Almost done: we have sent an email to {email}, from {from}. Your waiting-list entry counts once you open the link in it and confirm.',
  checkMailSpam: 'No email? Please look in your spam folder too.',
  reference: 'Your reference number:',
  askTitle: 'Confirm your registration',
  askTitleWaitlist: 'Confirm your waiting-list entry',
  ask: 'Please confirm the registration of {people} for this date, sent with the email address {email}.',
  askWaitlist: 'Please confirm the waiting-list entry of {email} for this date.',
  people: { one: 'one person', other: '{n} people' },
  persons: 'Registered',
  billing: 'Invoice to',
  confirm: 'Confirm registration with obligation to pay',
  confirmWaitlist: 'Confirm entry',
  confirmedTitle: 'Your registration is confirmed',
  confirmedTitleWaitlist: 'You are on the waiting list',
  confirmed: 'Thank you. Each person registered now receives their confirmation with all the details and the date for their calendar.',
  confirmedWaitlist: 'Thank you. As soon as a seat becomes free for this date, we will get in touch.',
  problemTitle: 'This link no longer confirms anything',
  problems: {
    unknown: 'We do not know this confirmation link. Please check that it is complete, or register again on our website.',
    used: 'This link has been used already: the registration is confirmed. You will find the confirmation in your inbox.',
    expired: 'This link has expired: it worked for {hours|hour|hours}. Please register again on this page; you will receive a new link.',
    replaced:
      'A newer registration for this date has since been sent with this email address. Please use the link in the most recent email.',
    noSeats:
      'The time we held your seats is over, and not enough seats are free any more. You can join the waiting list or choose another date.',
    noOnSiteSeats:
      'The time we held your seats for you is over, and not enough seats on site are left now. Joining online is still possible: please register again and choose “online”.',
    duplicate:
      'A confirmed registration for this date has already been received from {email}. Please register the other people again without them.',
    past: 'This date has already taken place; registration is closed.',
  },
};

export const CONFIRMATION_TEXTS: Readonly<Record<Locale, ConfirmationTexts>> = { de, en };
