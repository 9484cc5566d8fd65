/**
 * The mails a registration sends once its owner has confirmed it (a waiting-list entry's:
 * waitlist-mails.ts),
 * composed from it and the content as they are then (the price as it was on the day of
 * booking): the participant's confirmation in the
 * registration's language (what was booked, the price as booked, what happens next, the
 * date's calendar file attached), the invoice contact's note when that is another person,
 * and the academy's copy with every field and the CSV row. A mail to an address other than
 * the one that confirmed the registration names nobody and quotes nothing typed into it
 * (mail-parts.ts, mayQuote): the date, the reference, the person's own link. A further
 * participant registered for the date elsewhere already gets a note that nothing changes. Pure.
 */

import type { Content } from '../../content/types.ts';
import { dateCalendarFile } from '../../generate/date-calendar.ts';
import type { Locale } from '../../i18n/locales.ts';
import { interpolate, MESSAGES } from '../../i18n/messages.ts';
import { billingAddressLines } from '../../registration-contract/billing-address.ts';
import { ATTENDANCE_LABELS } from '../../registration-contract/field-labels.ts';
import { firstParticipant, type Registration } from '../../registration-contract/schema.ts';
import { buildPath } from '../../routes/match.ts';
import type { MailKind } from '../database/column-values.ts';
import type { MailAddress, OutgoingMail } from '../outbox/mail-message.ts';
import { accountOf, untouchedPlaces } from '../registrations/rules/account.ts';
import type { Place } from '../registrations/rules/change-records.ts';
import { registrationTable } from '../registrations/rules/entry-tables.ts';
import { bookingPerson, fullName, invoiceRecipient } from '../registrations/rules/people.ts';
import type { StoredRegistration } from '../registrations/rules/stored-entry.ts';
import { academyCopy } from './academy-copy.ts';
import { accountFacts, consumerVat } from './account-facts.ts';
import { bookerMail, bookingMails, type MailVariant } from './booking-mails.ts';
import { changeTextsFor } from './change-texts.ts';
import { academy, type MailSettings, mail } from './envelope.ts';
import {
  type Booked,
  bookedDate,
  closing,
  dateFacts,
  nameIn,
  type Participant,
  participantAddressee,
  placeNumberIn,
  subjectOf,
} from './mail-parts.ts';
import { linkFor, type ManageLinks, manageBlocks, type PersonalLink } from './manage-links.ts';
import { ACADEMY_COPY_TEXTS, MAIL_TEXTS, type MailTexts, mailTextsFor } from './texts.ts';

export type { MailSettings } from './envelope.ts';

/** The mail kind of a registration's confirmation to participant `index`. */
export const participantMailKind = (index: number): MailKind => (index === 0 ? 'participant' : `participant-${index + 1}`);

const billingLines = (locale: Locale, billing: Registration['billing']): string => billingAddressLines(locale, billing).join('\n');

const addressLine = ({ name, address }: MailAddress) => `${name} <${address}>`;

/** What every mail of one registration is made from. */
export interface RegistrationContext {
  readonly registration: StoredRegistration;
  readonly content: Content;
  readonly settings: MailSettings;
  readonly booked: Booked;
  /** Its places as they stand. */
  readonly places: readonly Place[];
  readonly texts: MailTexts;
  /** The booking's facts, as every mail of it to the address that confirmed it lists them. */
  readonly facts: Array<[string, string]>;
  /** The same without anything typed into it, for a mail to any other address: the date, the account by place number, the reference. */
  readonly plainFacts: Array<[string, string]>;
  readonly invoiceTo: MailAddress;
  readonly termsUrl: string;
}

/** The places moved on their own, each with the reference of the registration it became. */
const movedLines = (places: readonly Place[], nameOf: (position: number) => string) =>
  places.flatMap((place) => (place.movedTo ? [`${nameOf(place.position)} (${place.movedTo})`] : [])).join('\n');

/** `places`: the registration's places as they stand (untouched: every one booked). */
function registrationContext(
  registration: StoredRegistration,
  content: Content,
  settings: MailSettings,
  places: readonly Place[] = untouchedPlaces(registration),
): RegistrationContext {
  const { locale, payload } = registration;
  const { participants } = payload;
  const booked = bookedDate(content, registration.dateId);
  const texts = mailTextsFor(locale, booked.seminar);
  const account = accountOf(registration.price, places);
  // At a hybrid date each person's way of attending is named.
  const attending = (participant: Participant) => (participant.attendance ? ` (${ATTENDANCE_LABELS[locale][participant.attendance]})` : '');
  const present = account.booked.map((position) => participants[position]).filter((person) => person !== undefined);
  const people = present
    .map((participant) => [fullName(participant), participant.company].filter(Boolean).join(', ') + attending(participant))
    .join('\n');
  const nameOf = nameIn(participants);
  const withVat = consumerVat(settings, registration, places);
  const facts: Array<[string, string]> = [
    ...dateFacts(locale, booked),
    ...(present.length > 0 ? [[present.length > 1 ? texts.facts.participants : texts.facts.participant, people] as [string, string]] : []),
    ...(account.cancelled.length > 0 ? [[texts.facts.cancelled, account.cancelled.map(nameOf).join('\n')] as [string, string]] : []),
    ...(account.moved.length > 0 ? [[texts.facts.moved, movedLines(places, nameOf)] as [string, string]] : []),
    ...accountFacts(locale, account, nameOf, withVat),
    [texts.facts.invoiceTo, billingLines(locale, payload.billing)],
    ...(payload.billing.purchaseOrder ? [[texts.facts.purchaseOrder, payload.billing.purchaseOrder] as [string, string]] : []),
    [texts.facts.reference, registration.reference],
  ];
  const plainFacts: Array<[string, string]> = [
    ...dateFacts(locale, booked),
    ...accountFacts(locale, account, placeNumberIn(locale), withVat),
    [texts.facts.reference, registration.reference],
  ];
  const termsUrl = settings.siteUrl + buildPath('terms', locale, {});
  return { registration, content, settings, booked, places, texts, facts, plainFacts, invoiceTo: invoiceRecipient(payload), termsUrl };
}

/** What a participant's confirmation may say other than the first one does (a transfer's, a substitute's). */
export interface ConfirmationVariant extends MailVariant {
  /** The opening to an address that may not be quoted to (mayQuote): in the academy's words only. */
  readonly introUnnamed: string;
}

/** How the participant attends a hybrid date, as a fact of their own (a choice of the form's, nothing typed). */
function attendanceFact(locale: Locale, participant: Participant): Array<[string, string]> {
  return participant.attendance ? [[MAIL_TEXTS[locale].facts.attendance, ATTENDANCE_LABELS[locale][participant.attendance]]] : [];
}

/** A participant's confirmation, with the date's calendar file and their manage link. */
function participantMail(
  context: RegistrationContext,
  participant: Participant,
  index: number,
  link: PersonalLink | null,
  variant?: ConfirmationVariant,
): OutgoingMail {
  const { registration, settings, booked, texts, facts, plainFacts, invoiceTo, termsUrl } = context;
  const { locale, id } = registration;
  const who = participantAddressee(locale, registration.email, participant);
  const calendar = {
    filename: texts.calendarFile,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: dateCalendarFile(booked.seminar, booked.date, booked.venue, locale, settings.siteUrl, registration.createdAt),
  };
  const next = [
    ...(who.quoted ? [interpolate(texts.participant.invoice, { invoiceTo: addressLine(invoiceTo) })] : []),
    booked.date.location === null || participant.attendance === 'online' ? texts.participant.onlineDetails : texts.participant.details,
    interpolate(texts.participant.calendar, { file: texts.calendarFile }),
    texts.participant.cancel,
  ];
  return mail(settings, {
    kind: variant?.kind ?? participantMailKind(index),
    entryId: id,
    locale,
    to: who.to,
    replyTo: academy(settings),
    subject: variant?.subject ?? subjectOf(texts.participant.subject, locale, booked),
    blocks: [
      { kind: 'paragraph', text: who.greeting },
      {
        kind: 'paragraph',
        text: who.quoted ? (variant?.intro ?? texts.participant.intro) : (variant?.introUnnamed ?? texts.participant.introUnnamed),
      },
      { kind: 'facts', rows: who.quoted ? facts : [...plainFacts, ...attendanceFact(locale, participant)] },
      { kind: 'paragraph', text: registration.payload.consumer ? texts.vatConsumer : texts.vat },
      ...(variant?.note ? [{ kind: 'paragraph' as const, text: variant.note }] : []),
      { kind: 'heading', text: texts.participant.next },
      { kind: 'list', items: next },
      ...manageBlocks(changeTextsFor(locale, booked.seminar), link),
      ...(who.quoted ? [] : [{ kind: 'paragraph' as const, text: texts.participant.notYou }]),
      { kind: 'paragraph', text: texts.participant.withdrawal },
      { kind: 'link', text: texts.terms, href: termsUrl },
      ...closing(texts, settings.academy),
    ],
    attachments: [calendar],
  });
}

/**
 * The confirmation of participant `index` of a registration as it is now (its date, its
 * people, its places and account): what a transfer or a substitute sends, under its own kind and words.
 */
export function confirmationOf(
  registration: StoredRegistration,
  { content, settings, places }: { content: Content; settings: MailSettings; places: readonly Place[] },
  index: number,
  link: PersonalLink | null,
  variant: ConfirmationVariant,
): OutgoingMail {
  const participant = registration.payload.participants[index];
  if (!participant) throw new Error(`registration ${registration.id} has no participant ${index + 1}`);
  return participantMail(registrationContext(registration, content, settings, places), participant, index, link, variant);
}

/** The confirmation to a registration's booker who does not take part, as it is now (a transfer's): none when the first participant booked. */
export function bookerConfirmationOf(
  registration: StoredRegistration,
  { content, settings, places }: { content: Content; settings: MailSettings; places: readonly Place[] },
  links: ManageLinks | null,
  variant: MailVariant,
): OutgoingMail[] {
  if (bookingPerson(registration.payload).participates) return [];
  return [bookerMail(registrationContext(registration, content, settings, places), links, variant)];
}

/** The academy's copy of a registration, in German, replying to whoever booked it; its places as they stand. */
function registrationAcademyCopy({ registration, content, settings, booked, places }: RegistrationContext): OutgoingMail {
  const { participants } = registration.payload;
  const first = firstParticipant(registration.payload);
  const name =
    participants.length > 1
      ? interpolate(ACADEMY_COPY_TEXTS.groupName, { name: fullName(first), more: participants.length - 1 })
      : fullName(first);
  return academyCopy(settings, {
    entryId: registration.id,
    kind: 'academy',
    subject: subjectOf(ACADEMY_COPY_TEXTS.registrationSubject, 'de', booked, { name, company: first.company }),
    intro: interpolate(ACADEMY_COPY_TEXTS.registrationIntro, { language: MESSAGES.de.seminar.languages[registration.locale] }),
    // Answers go to whoever booked: the booker, or the first participant.
    replyTo: { name: bookingPerson(registration.payload).name, address: registration.email },
    table: registrationTable([registration], { locale: 'de', content, places: new Map([[registration.id, [...places]]]) }),
    csvFile: ACADEMY_COPY_TEXTS.csvFile,
  });
}

/** To a further participant registered for the date already, in place of a confirmation: nothing changes, no second place. */
function alreadyRegisteredMail({ registration, settings, booked, texts }: RegistrationContext, participant: Participant, index: number) {
  const { locale, id } = registration;
  const who = participantAddressee(locale, registration.email, participant);
  return mail(settings, {
    kind: participantMailKind(index),
    entryId: id,
    locale,
    to: who.to,
    replyTo: academy(settings),
    subject: subjectOf(texts.known.subject, locale, booked),
    blocks: [
      { kind: 'paragraph', text: who.greeting },
      { kind: 'paragraph', text: texts.known.participantIntro },
      { kind: 'facts', rows: dateFacts(locale, booked) },
      { kind: 'paragraph', text: texts.known.change },
      ...closing(texts, settings.academy),
    ],
  });
}

/**
 * Each participant's confirmation (with their manage link), the booker's confirmation (with the
 * whole registration's link) and the invoice contact's note when they are other people
 * (booking-mails.ts), the academy's copy. `duplicates`: the positions registered for the date in
 * another registration already, whose places were dropped (cancelled, without a fee): they are
 * told that nothing changes instead.
 */
export function registrationMails(
  registration: StoredRegistration,
  content: Content,
  settings: MailSettings,
  links: ManageLinks | null = null,
  duplicates: readonly number[] = [],
): OutgoingMail[] {
  const dropped = registration.confirmedAt ?? registration.createdAt;
  const places = untouchedPlaces(registration).map((place) =>
    duplicates.includes(place.position) ? { ...place, cancelledAt: dropped } : place,
  );
  const context = registrationContext(registration, content, settings, places);
  const { payload } = registration;
  return [
    ...payload.participants.map((participant, index) =>
      duplicates.includes(index)
        ? alreadyRegisteredMail(context, participant, index)
        : participantMail(context, participant, index, linkFor(registration, links, index)),
    ),
    ...bookingMails(context, links),
    registrationAcademyCopy(context),
  ];
}
