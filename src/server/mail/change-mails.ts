import { formatDateRange, formatPrice } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { interpolate } from '../../i18n/messages.ts';
import { firstParticipant } from '../../registration-contract/schema.ts';
import type { OutgoingMail } from '../outbox/mail-message.ts';
import { accountOf } from '../registrations/rules/account.ts';
import type { CancellationFee } from '../registrations/rules/cancellation-fee.ts';
import { registrationTable } from '../registrations/rules/entry-tables.ts';
import { bookingPerson, fullName } from '../registrations/rules/people.ts';
import type { StoredRegistration } from '../registrations/rules/stored-entry.ts';
import { academyCopy } from './academy-copy.ts';
import { accountFacts, consumerVat } from './account-facts.ts';
import { CHANGE_COPY_TEXTS, CHANGE_TEXTS } from './change-texts.ts';
import type { ChangeMailParts } from './composer.ts';
import { bookerConfirmationOf, confirmationOf } from './entry-mails.ts';
import { academy, mail } from './envelope.ts';
import { withInvoiceNotice } from './invoice-notice.ts';
import {
  type Addressee,
  bookedDate,
  closing,
  contactAddressee,
  dateAndReference,
  dateFacts,
  nameIn,
  type Participant,
  participantAddressee,
  placeNumberIn,
  subjectOf,
} from './mail-parts.ts';
import { linkFor, type ManageLinks, type PersonalLink } from './manage-links.ts';
import { MAIL_TEXTS } from './texts.ts';

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

const kindOf = (change: number, what: string) => `change-${change}-${what}` as const;

/** The academy's copy of a change: its subject and intro, and the registration as it stands (places after the change). */
export function copyOf(registration: StoredRegistration, parts: ChangeMailParts, subject: string, intro: string): OutgoingMail {
  const booking = bookingPerson(registration.payload);
  return academyCopy(parts.settings, {
    entryId: registration.id,
    kind: kindOf(parts.change, 'academy'),
    subject,
    intro,
    replyTo: { name: booking.name, address: registration.email },
    table: registrationTable([registration], { locale: 'de', content: parts.content, places: new Map([[registration.id, parts.places]]) }),
    csvFile: CHANGE_COPY_TEXTS.csvFile,
  });
}

/** A booker who does not take part, as a mail to them addresses them; none when the first participant booked. */
function bookerAddressee(registration: StoredRegistration): Addressee[] {
  const booking = bookingPerson(registration.payload);
  if (booking.participates) return [];
  return [contactAddressee(registration.locale, registration.email, { name: booking.name, address: booking.email })];
}

const feeText = (locale: Locale, fee: CancellationFee | null) => {
  const words = CHANGE_TEXTS[locale].cancelled;
  if (fee === null) return null;
  return fee.amount === 0 ? words.free : interpolate(words.feeValue, { percent: fee.percent, amount: formatPrice(locale, fee.amount) });
};

/**
 * A cancellation's facts: the date, who was cancelled and who remains, a free fee (the account
 * states the others), the account and the reference; and the same by place number, naming nobody.
 */
function cancellationFacts(
  registration: StoredRegistration,
  positions: readonly number[],
  fee: CancellationFee | null,
  parts: ChangeMailParts,
  remaining: readonly Participant[],
) {
  const { locale } = registration;
  const { participants } = registration.payload;
  const words = CHANGE_TEXTS[locale].cancelled;
  const texts = MAIL_TEXTS[locale];
  const booked = bookedDate(parts.content, registration.dateId);
  const cancelled = positions.map((position) => participants[position]).filter((person): person is Participant => person !== undefined);
  // The account states each fee; a free cancellation, or one of a registration without its price, says so here.
  const feeLine = fee && (fee.amount === 0 || registration.price === null) ? feeText(locale, fee) : null;
  const account = accountOf(registration.price, parts.places);
  const withVat = consumerVat(parts.settings, registration, parts.places);
  const facts: Array<[string, string]> = [
    ...dateFacts(locale, booked),
    [words.places, cancelled.map(fullName).join('\n')],
    ...(remaining.length > 0 ? [[words.remaining, remaining.map(fullName).join('\n')] as [string, string]] : []),
    ...(feeLine ? [[words.fee, feeLine] as [string, string]] : []),
    ...accountFacts(locale, account, nameIn(participants), withVat),
    [texts.facts.reference, registration.reference],
  ];
  // To an address that may not be quoted to: the places and the account by number, no names.
  const plainFacts: Array<[string, string]> = [
    ...dateFacts(locale, booked),
    [words.places, positions.map(placeNumberIn(locale)).join('\n')],
    ...(feeLine ? [[words.fee, feeLine] as [string, string]] : []),
    ...accountFacts(locale, account, placeNumberIn(locale), withVat),
    [texts.facts.reference, registration.reference],
  ];
  return { facts, plainFacts };
}

/** The confirmation of a cancellation of `positions`, to them and to the address that registered, and the academy's copy. */
export function cancellationMails(
  registration: StoredRegistration,
  positions: readonly number[],
  fee: CancellationFee | null,
  parts: ChangeMailParts,
): OutgoingMail[] {
  const { locale } = registration;
  const { participants } = registration.payload;
  const words = CHANGE_TEXTS[locale].cancelled;
  const texts = MAIL_TEXTS[locale];
  const booked = bookedDate(parts.content, registration.dateId);
  const cancelled = positions.map((position) => participants[position]).filter((person): person is Participant => person !== undefined);
  const remaining = parts.places
    .filter((place) => place.cancelledAt === null)
    .map((place) => participants[place.position])
    .filter((person): person is Participant => person !== undefined);
  const { facts, plainFacts } = cancellationFacts(registration, positions, fee, parts, remaining);
  const to = (who: Addressee, index: number): OutgoingMail =>
    mail(parts.settings, {
      kind: kindOf(parts.change, `cancelled-${index + 1}`),
      entryId: registration.id,
      locale,
      to: who.to,
      replyTo: academy(parts.settings),
      subject: subjectOf(words.subject, locale, booked),
      blocks: [
        { kind: 'paragraph', text: who.greeting },
        { kind: 'paragraph', text: words.intro },
        { kind: 'facts', rows: who.quoted ? facts : plainFacts },
        ...(fee && fee.amount > 0 ? [{ kind: 'paragraph' as const, text: `${words.feeNote} ${texts.vat}` }] : []),
        ...closing(texts, parts.settings.academy),
      ],
    });
  const addressee = (person: Participant) => participantAddressee(locale, registration.email, person);
  const submitter = participants.find((person) => sameAddress(person.email, registration.email));
  // A booker who does not take part hears of every cancellation.
  const booker = bookerAddressee(registration);
  const submitterCancelled = submitter !== undefined && cancelled.includes(submitter);
  const names = cancelled.map(fullName).join(', ');
  const copyIntro = [
    interpolate(CHANGE_COPY_TEXTS.cancelIntro, {
      by: CHANGE_COPY_TEXTS.by[parts.by],
      names,
      fee: feeText('de', fee) ?? CHANGE_COPY_TEXTS.noFee,
    }),
    ...(remaining.length === 0 ? [CHANGE_COPY_TEXTS.cancelWholeIntro] : []),
  ].join(' ');
  const mails = [
    ...cancelled.map((person, index) => to(addressee(person), index)),
    ...(submitterCancelled || !submitter ? [] : [to(addressee(submitter), cancelled.length)]),
    ...booker.map((who) => to(who, cancelled.length)),
    copyOf(registration, parts, subjectOf(CHANGE_COPY_TEXTS.cancelSubject, 'de', booked, { names }), copyIntro),
  ];
  return withInvoiceNotice(mails, registration, 'cancelled', parts);
}

/** A new confirmation for everyone still registered, with the new date's calendar file and new links, and the academy's copy. */
export function transferMails(
  registration: StoredRegistration,
  fromDateId: number,
  links: ManageLinks,
  parts: ChangeMailParts,
): OutgoingMail[] {
  const { locale } = registration;
  const words = CHANGE_TEXTS[locale].transferred;
  const booked = bookedDate(parts.content, registration.dateId);
  const from = bookedDate(parts.content, fromDateId);
  const when = (date: { start: string; end: string }, language: Locale) => formatDateRange(language, date.start, date.end);
  const note = `${words.from}: ${when(from.date, locale)}. ${interpolate(words.calendar, { file: MAIL_TEXTS[locale].calendarFile })}`;
  const open = parts.places.filter((place) => place.cancelledAt === null);
  const first = firstParticipant(registration.payload);
  const mails = [
    ...bookerConfirmationOf(registration, parts, links, {
      kind: kindOf(parts.change, 'booker'),
      subject: subjectOf(words.subject, locale, booked),
      intro: words.bookerIntro,
      note,
    }),
    ...open.map((place) =>
      confirmationOf(registration, parts, place.position, linkFor(registration, links, place.position), {
        kind: kindOf(parts.change, `participant-${place.position + 1}`),
        subject: subjectOf(words.subject, locale, booked),
        intro: words.intro,
        introUnnamed: words.intro,
        note,
      }),
    ),
    copyOf(
      registration,
      parts,
      subjectOf(CHANGE_COPY_TEXTS.transferSubject, 'de', booked, { name: fullName(first) }),
      interpolate(CHANGE_COPY_TEXTS.transferIntro, {
        by: CHANGE_COPY_TEXTS.by[parts.by],
        from: when(from.date, 'de'),
        to: when(booked.date, 'de'),
      }),
    ),
  ];
  return withInvoiceNotice(mails, registration, 'moved', parts);
}

/** A person added: their confirmation with their own link, the booker's note (when they do not take part), and the academy's copy. */
export function addedMails(registration: StoredRegistration, position: number, link: PersonalLink, parts: ChangeMailParts): OutgoingMail[] {
  const { locale } = registration;
  const words = CHANGE_TEXTS[locale].added;
  const booked = bookedDate(parts.content, registration.dateId);
  const person = registration.payload.participants[position];
  if (!person) throw new Error(`registration ${registration.id} has no participant ${position + 1}`);
  const by = bookingPerson(registration.payload).name;
  const mails = [
    confirmationOf(registration, parts, position, link, {
      kind: kindOf(parts.change, `participant-${position + 1}`),
      subject: subjectOf(MAIL_TEXTS[locale].participant.subject, locale, booked),
      intro: interpolate(words.intro, { by }),
      introUnnamed: words.introUnnamed,
    }),
    ...bookerConfirmationOf(registration, parts, null, {
      kind: kindOf(parts.change, 'booker'),
      subject: subjectOf(MAIL_TEXTS[locale].booker.subject, locale, booked),
      intro: words.bookerIntro,
    }),
    copyOf(
      registration,
      parts,
      subjectOf(CHANGE_COPY_TEXTS.addSubject, 'de', booked, { name: fullName(person) }),
      interpolate(CHANGE_COPY_TEXTS.addIntro, { by: CHANGE_COPY_TEXTS.by[parts.by], name: fullName(person) }),
    ),
  ];
  return withInvoiceNotice(mails, registration, 'added', parts);
}

/** The substitute's confirmation (with their own link), the notice to the person replaced, and the academy's copy. */
export function substituteMails(
  registration: StoredRegistration,
  position: number,
  replaced: Participant,
  link: PersonalLink,
  parts: ChangeMailParts,
): OutgoingMail[] {
  const { locale } = registration;
  const words = CHANGE_TEXTS[locale].substituted;
  const texts = MAIL_TEXTS[locale];
  const booked = bookedDate(parts.content, registration.dateId);
  const substitute = registration.payload.participants[position];
  if (!substitute) throw new Error(`registration ${registration.id} has no participant ${position + 1}`);
  // Who named the substitute: the person replaced, or the one who registered (who may be the person replaced).
  const by = parts.by === 'participant' ? fullName(replaced) : bookingPerson(registration.payload).name;
  const replacedOne = participantAddressee(locale, registration.email, replaced);
  const mails = [
    confirmationOf(registration, parts, position, link, {
      kind: kindOf(parts.change, `participant-${position + 1}`),
      subject: subjectOf(texts.participant.subject, locale, booked),
      intro: interpolate(words.intro, { by }),
      introUnnamed: words.introUnnamed,
    }),
    mail(parts.settings, {
      kind: kindOf(parts.change, 'replaced'),
      entryId: registration.id,
      locale,
      to: replacedOne.to,
      replyTo: academy(parts.settings),
      subject: subjectOf(words.replacedSubject, locale, booked),
      blocks: [
        { kind: 'paragraph', text: replacedOne.greeting },
        {
          kind: 'paragraph',
          text: replacedOne.quoted ? interpolate(words.replaced, { name: fullName(substitute) }) : words.replacedUnnamed,
        },
        { kind: 'facts', rows: dateAndReference(locale, booked, registration.reference) },
        ...closing(texts, parts.settings.academy),
      ],
    }),
    copyOf(
      registration,
      parts,
      subjectOf(CHANGE_COPY_TEXTS.substituteSubject, 'de', booked, { to: fullName(substitute), from: fullName(replaced) }),
      interpolate(CHANGE_COPY_TEXTS.substituteIntro, {
        by: CHANGE_COPY_TEXTS.by[parts.by],
        to: `${fullName(substitute)} <${substitute.email}>`,
        from: `${fullName(replaced)} <${replaced.email}>`,
      }),
    ),
  ];
  return withInvoiceNotice(mails, registration, 'substituted', parts);
}
