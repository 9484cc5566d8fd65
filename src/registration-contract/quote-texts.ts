/**
 * The words of quotes (quote.ts) in both languages: the answer to a request, the quote's box on
 * the date's page, the mails with its link and with its PDF, and the academy's copy.
 */
import type { Locale } from '../i18n/locales.ts';

export const QUOTE_TEXTS = {
  de: {
    sentTitle: 'Ihr Angebot ist unterwegs',
    sent: 'Wir haben einen Link an {email} geschickt. Öffnen Sie ihn innerhalb von {hours} Stunden: Er bestätigt Ihre Adresse, und Sie erhalten das Angebot als PDF. Daraus können Sie zu seinen Preisen buchen, solange es gilt.',
    title: 'Angebot {number}',
    titleNew: 'Ihr Angebot',
    issued: 'vom {issued}, gültig bis einschließlich {until}',
    people: 'Teilnehmende',
    billing: 'Rechnungsadresse',
    places: '{people} × {price}',
    net: 'Summe netto',
    vat: 'Umsatzsteuer',
    gross: 'Gesamt brutto',
    pdf: 'Angebot als PDF',
    bookNote:
      'Mit dem Klick buchen Sie die Plätze verbindlich zu den Preisen dieses Angebots und nach unseren AGB; jede Person erhält ihre Bestätigung per E-Mail.',
    book: 'Zahlungspflichtig buchen',
    expired:
      'Dieses Angebot galt bis zum {until}. Zu den heutigen Preisen können Sie weiter unten auf der Terminseite buchen oder ein neues Angebot anfordern.',
    closed: 'Für diesen Termin nehmen wir keine Buchungen mehr an. Die weiteren Termine des Seminars finden Sie auf seiner Seite.',
    booked:
      'Aus diesem Angebot wurde gebucht: Vorgangsnummer {reference}. Die Bestätigungen mit den Links zur Buchung sind per E-Mail unterwegs.',
    issueIntro:
      'Sie haben dieses Angebot auf unserer Website angefordert. Mit dem Klick bestätigen Sie Ihre Adresse: Das Angebot erhält seine Nummer, gilt bis einschließlich {until}, und Sie erhalten es als PDF per E-Mail.',
    issue: 'Angebot erstellen',
    codeUsedUp:
      'Der Rabattcode dieses Angebots ist inzwischen aufgebraucht: Zu seinen Preisen können wir es nicht mehr buchen. Fordern Sie gern ein neues Angebot an.',
    problemTitle: 'Dieses Angebot können wir nicht öffnen',
    problem: 'Der Link ist unvollständig, abgelaufen oder gehört zu keinem Angebot. Fordern Sie auf der Seite des Termins ein neues an.',
    requestSubject: 'Ihr Angebot: bitte Adresse bestätigen',
    requestIntro:
      'Sie haben auf unserer Website ein Angebot für {seminar} am {when} angefordert. Öffnen Sie diesen Link innerhalb von {hours} Stunden, um Ihre Adresse zu bestätigen und das Angebot zu erhalten:',
    requestLink: 'Angebot öffnen',
    notYou: 'Wenn Sie kein Angebot angefordert haben, können Sie diese E-Mail ignorieren: Ohne den Link geschieht nichts.',
    quoteSubject: 'Angebot {number}: {seminar}',
    quoteBody:
      'anbei erhalten Sie unser Angebot {number} über {gross} für {people} zu {seminar} am {when}. Es gilt bis einschließlich {until}; über den Link buchen Sie bis dahin zu seinen Preisen, solange Plätze frei sind:',
    quoteLink: 'Angebot ansehen und buchen',
    copy: 'Angebot {number} über {net} netto an {to} ({company}): {people} für {seminar} am {when}, gültig bis {until}.',
    copySubject: 'Angebot {number}: {company}',
  },
  en: {
    sentTitle: 'Your quote is on its way',
    sent: 'We have sent a link to {email}. Open it within {hours} hours: it confirms your address, and you get the quote as a PDF. While it is valid, you can book at its prices from it.',
    title: 'Quotation {number}',
    titleNew: 'Your quotation',
    issued: 'of {issued}, valid until {until} inclusive',
    people: 'Participants',
    billing: 'Billing address',
    places: '{people} × {price}',
    net: 'Total net',
    vat: 'VAT',
    gross: 'Total gross',
    pdf: 'Quotation as PDF',
    bookNote:
      'By clicking, you book the places at the prices of this quotation and under our terms and conditions; each person receives their confirmation by email.',
    book: 'Book with obligation to pay',
    expired:
      'This quotation was valid until {until}. You can book at today’s prices further down this date’s page, or ask for a new quotation.',
    closed: 'This date no longer takes bookings. The seminar’s other dates are on its page.',
    booked: 'This quotation was booked: reference {reference}. The confirmations with the links to the booking are on their way by email.',
    issueIntro:
      'You asked for this quotation on our website. Clicking confirms your address: the quotation gets its number, holds until {until} inclusive, and you receive it as a PDF by email.',
    issue: 'Create the quotation',
    codeUsedUp:
      'The discount code of this quotation has been used up meanwhile: we can no longer book it at its prices. You are welcome to ask for a new quotation.',
    problemTitle: 'We cannot open this quotation',
    problem: 'The link is incomplete, has expired or belongs to no quotation. Ask for a new one on the date’s page.',
    requestSubject: 'Your quotation: please confirm your address',
    requestIntro:
      'You asked on our website for a quotation for {seminar} on {when}. Open this link within {hours} hours to confirm your address and receive the quotation:',
    requestLink: 'Open the quotation',
    notYou: 'If you did not ask for a quotation, you can ignore this email: nothing happens without the link.',
    quoteSubject: 'Quotation {number}: {seminar}',
    quoteBody:
      'Please find attached our quotation {number} for {gross} for {people} to attend {seminar} on {when}. It is valid until {until} inclusive; until then, the link books at its prices while places are free:',
    quoteLink: 'View and book the quotation',
    copy: 'Quotation {number} for {net} net to {to} ({company}): {people} for {seminar} on {when}, valid until {until}.',
    copySubject: 'Quotation {number}: {company}',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** "3 people", "1 person". */
export const QUOTE_PEOPLE = {
  de: { one: '{n} Person', other: '{n} Personen' },
  en: { one: '{n} person', other: '{n} people' },
} as const satisfies Record<Locale, Record<'one' | 'other', string>>;
