/**
 * The mails a stored registration or waiting-list entry sends, composed from it and the
 * content as they are when it is stored: the participant's confirmation in the
 * registration's language (what was booked, the price as booked, what happens next, the
 * date's calendar file attached), the invoice contact's note when that is another person,
 * and the academy's copy with every field and the CSV row. Pure.
 */

import { ACADEMY } from '../../config/academy.ts';
import { berlinDate } from '../../content/calendar.ts';
import { findDate } from '../../content/content-index.ts';
import { activePromo, activePromoTotal } from '../../content/schedule.ts';
import type { Content, Seminar, SeminarDate } from '../../content/types.ts';
import { dateCalendarFile } from '../../generate/date-calendar.ts';
import { cachedPlural, countryName, formatDate, formatDateRange, formatPrice, whereText } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { interpolate, MESSAGES } from '../../i18n/messages.ts';
import { firstParticipant, type Registration } from '../../registration/schema.ts';
import { buildPath } from '../../routes/match.ts';
import { registrationTable, waitlistTable } from '../registrations/csv.ts';
import type { StoredRegistration } from '../registrations/store.ts';
import type { StoredWaitlistEntry } from '../registrations/waitlist-table.ts';
import { academyCopy } from './academy-copy.ts';
import type { Block } from './document.ts';
import { academy, type MailSettings, mail } from './envelope.ts';
import type { MailAddress, MailKind, OutgoingMail } from './message.ts';
import { ACADEMY_COPY_TEXTS, MAIL_TEXTS, type MailTexts } from './texts.ts';

export type { MailSettings } from './envelope.ts';

interface Booked {
  readonly seminar: Seminar;
  readonly date: SeminarDate;
}

function bookedDate(content: Content, dateId: number): Booked {
  const found = findDate(content, dateId);
  if (!found) throw new Error(`no date ${dateId} in the content to write the mail about`);
  return found;
}

type Participant = Registration['participants'][number];

/** "Sehr geehrte Frau Dr. Mustermann," / "Dear Dr Mustermann,": title and surname with a salutation, the whole name without. */
function greeting(locale: Locale, participant: Participant): string {
  const { salutation, academicTitle, firstName, lastName } = participant;
  const texts = MAIL_TEXTS[locale].greeting;
  if (salutation === 'none') return interpolate(texts.none, { name: [academicTitle, firstName, lastName].filter(Boolean).join(' ') });
  // In English a title takes the place of Ms or Mr.
  if (locale === 'en' && academicTitle) return interpolate(texts.none, { name: `${academicTitle} ${lastName}` });
  return interpolate(texts[salutation], { name: [academicTitle, lastName].filter(Boolean).join(' ') });
}

const fullName = (participant: Participant) =>
  [participant.academicTitle, participant.firstName, participant.lastName].filter(Boolean).join(' ');

/**
 * The date's facts: what, when, where, in which language; and, for a booking of `people`,
 * the price on the day of booking (a group's per person, and its sum).
 */
function dateFacts(locale: Locale, { seminar, date }: Booked, bookedOn: string | null, people = 1): Array<[string, string]> {
  const texts = MAIL_TEXTS[locale];
  const messages = MESSAGES[locale].seminar;
  const facts: Array<[string, string]> = [
    [texts.facts.seminar, seminar.translations[locale].title],
    [texts.facts.date, formatDateRange(locale, date.start, date.end)],
    [texts.facts.duration, cachedPlural(locale, messages.days, seminar.durationDays)],
    [texts.facts.place, whereText(locale, date.location, messages.online)],
    [texts.facts.format, messages.formats[seminar.format]],
    [texts.facts.language, messages.languages[date.language]],
  ];
  if (bookedOn === null) return facts;
  const promo = activePromo(date, bookedOn);
  const promoTotal = activePromoTotal(date, bookedOn);
  const fee = promo
    ? interpolate(texts.promo, {
        price: formatPrice(locale, promo.price),
        until: formatDate(locale, promo.until),
        regular: formatPrice(locale, date.price),
      })
    : formatPrice(locale, date.price);
  const total = promoTotal?.price ?? date.totalPrice;
  const priced = { price: formatPrice(locale, total), note: messages.totalPriceNote };
  if (people === 1) return [...facts, [texts.facts.fee, fee], [texts.facts.total, interpolate(texts.totalNote, priced)]];
  return [
    ...facts,
    [texts.facts.fee, fee],
    [texts.facts.total, interpolate(texts.perPerson, priced)],
    [texts.facts.sum, interpolate(texts.sum, { people, price: formatPrice(locale, total), sum: formatPrice(locale, people * total) })],
  ];
}

/** The mail kind of a registration's confirmation to participant `index`. */
export const participantMailKind = (index: number): MailKind => (index === 0 ? 'participant' : `participant-${index + 1}`);

function billingLines(locale: Locale, billing: Registration['billing']): string {
  return [billing.company, billing.street, `${billing.postalCode} ${billing.city}`, countryName(locale, billing.country), billing.vatId]
    .filter(Boolean)
    .join('\n');
}

function invoiceRecipient(registration: Registration): MailAddress {
  const contact = registration.invoiceContact;
  const first = firstParticipant(registration);
  return contact.sameAsParticipant ? { name: fullName(first), address: first.email } : { name: contact.name, address: contact.email };
}

const addressLine = ({ name, address }: MailAddress) => `${name} <${address}>`;

function closing(texts: MailTexts): Block[] {
  return [
    { kind: 'paragraph', text: interpolate(texts.questions, { phone: ACADEMY.phone }) },
    { kind: 'paragraph', text: interpolate(texts.signOff, { academy: ACADEMY.name }) },
    { kind: 'paragraph', text: `${ACADEMY.company} · ${ACADEMY.address} · ${ACADEMY.email}` },
  ];
}

function subjectOf(template: string, locale: Locale, { seminar, date }: Booked, extra: Record<string, string> = {}): string {
  return interpolate(template, { seminar: seminar.translations[locale].title, date: formatDate(locale, date.start), ...extra });
}

/** What every mail of one registration is made from. */
interface RegistrationContext {
  readonly registration: StoredRegistration;
  readonly content: Content;
  readonly settings: MailSettings;
  readonly booked: Booked;
  readonly texts: MailTexts;
  /** The booking's facts, as every mail of it lists them. */
  readonly facts: Array<[string, string]>;
  readonly invoiceTo: MailAddress;
  readonly termsUrl: string;
}

function registrationContext(registration: StoredRegistration, content: Content, settings: MailSettings): RegistrationContext {
  const { locale, payload, id } = registration;
  const { participants } = payload;
  const booked = bookedDate(content, registration.dateId);
  const texts = MAIL_TEXTS[locale];
  const bookedOn = berlinDate(new Date(registration.createdAt));
  const people = participants.map((participant) => `${fullName(participant)}, ${participant.company}`).join('\n');
  const facts: Array<[string, string]> = [
    ...dateFacts(locale, booked, bookedOn, participants.length),
    [participants.length > 1 ? texts.facts.participants : texts.facts.participant, people],
    [texts.facts.invoiceTo, billingLines(locale, payload.billing)],
    ...(payload.billing.purchaseOrder ? [[texts.facts.purchaseOrder, payload.billing.purchaseOrder] as [string, string]] : []),
    [texts.facts.reference, id],
  ];
  const termsUrl = settings.siteUrl + buildPath('terms', locale, {});
  return { registration, content, settings, booked, texts, facts, invoiceTo: invoiceRecipient(payload), termsUrl };
}

/** A participant's confirmation, with the date's calendar file. */
function participantMail(context: RegistrationContext, participant: Participant, index: number): OutgoingMail {
  const { registration, settings, booked, texts, facts, invoiceTo, termsUrl } = context;
  const { locale, id } = registration;
  const calendar = {
    filename: texts.calendarFile,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: dateCalendarFile(booked.seminar, booked.date, locale, settings.siteUrl, registration.createdAt),
  };
  const next = [
    interpolate(texts.participant.invoice, { invoiceTo: addressLine(invoiceTo) }),
    booked.date.location === null ? texts.participant.onlineDetails : texts.participant.details,
    interpolate(texts.participant.calendar, { file: texts.calendarFile }),
    texts.participant.cancel,
  ];
  return mail(settings, {
    kind: participantMailKind(index),
    entryId: id,
    locale,
    to: { name: fullName(participant), address: participant.email },
    replyTo: academy(settings),
    subject: subjectOf(texts.participant.subject, locale, booked),
    blocks: [
      { kind: 'paragraph', text: greeting(locale, participant) },
      { kind: 'paragraph', text: texts.participant.intro },
      { kind: 'facts', rows: facts },
      { kind: 'paragraph', text: texts.vat },
      { kind: 'heading', text: texts.participant.next },
      { kind: 'list', items: next },
      { kind: 'paragraph', text: texts.participant.withdrawal },
      { kind: 'link', text: texts.terms, href: termsUrl },
      ...closing(texts),
    ],
    attachments: [calendar],
  });
}

/** The note to an invoice contact who is not a participant. */
function invoiceContactMail(context: RegistrationContext): OutgoingMail {
  const { registration, settings, booked, texts, facts, invoiceTo, termsUrl } = context;
  const { locale, id, payload } = registration;
  const { participants } = payload;
  const first = firstParticipant(payload);
  const intro =
    participants.length > 1
      ? interpolate(texts.invoiceContact.introGroup, { company: payload.billing.company, people: participants.length })
      : interpolate(texts.invoiceContact.intro, { participant: `${fullName(first)} (${first.company})` });
  return mail(settings, {
    kind: 'invoiceContact',
    entryId: id,
    locale,
    to: invoiceTo,
    replyTo: academy(settings),
    subject: subjectOf(texts.invoiceContact.subject, locale, booked),
    blocks: [
      { kind: 'paragraph', text: interpolate(texts.greeting.none, { name: invoiceTo.name }) },
      { kind: 'paragraph', text: intro },
      { kind: 'facts', rows: facts },
      { kind: 'paragraph', text: texts.vat },
      { kind: 'paragraph', text: texts.invoiceContact.invoice },
      { kind: 'link', text: texts.terms, href: termsUrl },
      ...closing(texts),
    ],
  });
}

/** The academy's copy of a registration, in German, replying to its first participant. */
function registrationAcademyCopy({ registration, content, settings, booked }: RegistrationContext): OutgoingMail {
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
    replyTo: { name: fullName(first), address: first.email },
    table: registrationTable([registration], { locale: 'de', content }),
    csvFile: ACADEMY_COPY_TEXTS.csvFile,
  });
}

/** Each participant's confirmation, the invoice contact's note (when another person), the academy's copy. */
export function registrationMails(registration: StoredRegistration, content: Content, settings: MailSettings): OutgoingMail[] {
  const context = registrationContext(registration, content, settings);
  const { payload } = registration;
  return [
    ...payload.participants.map((participant, index) => participantMail(context, participant, index)),
    ...(payload.invoiceContact.sameAsParticipant ? [] : [invoiceContactMail(context)]),
    registrationAcademyCopy(context),
  ];
}

export function waitlistMails(entry: StoredWaitlistEntry, content: Content, settings: MailSettings): OutgoingMail[] {
  const { locale, id } = entry;
  const { name, email, company } = entry.payload.waitlist;
  const booked = bookedDate(content, entry.dateId);
  const texts = MAIL_TEXTS[locale];
  const person = { name, address: email };
  const facts = dateFacts(locale, booked, null);
  return [
    mail(settings, {
      kind: 'waitlist',
      entryId: id,
      locale,
      to: person,
      replyTo: academy(settings),
      subject: subjectOf(texts.waitlist.subject, locale, booked),
      blocks: [
        { kind: 'paragraph', text: interpolate(texts.greeting.none, { name }) },
        { kind: 'paragraph', text: texts.waitlist.intro },
        { kind: 'facts', rows: [...facts, [texts.facts.reference, id]] },
        { kind: 'paragraph', text: texts.waitlist.next },
        ...closing(texts),
      ],
    }),
    academyCopy(settings, {
      entryId: id,
      kind: 'waitlistAcademy',
      subject: subjectOf(ACADEMY_COPY_TEXTS.waitlistSubject, 'de', booked, { name, company }),
      intro: interpolate(ACADEMY_COPY_TEXTS.waitlistIntro, { language: MESSAGES.de.seminar.languages[locale] }),
      replyTo: person,
      table: waitlistTable([entry], { locale: 'de', content }),
      csvFile: ACADEMY_COPY_TEXTS.waitlistCsvFile,
    }),
  ];
}

/** The mails of new entries, composed from the content as it is when each is stored. */
export interface MailComposer {
  registration(registration: StoredRegistration): OutgoingMail[];
  waitlist(entry: StoredWaitlistEntry): OutgoingMail[];
}

export function mailComposer(getContent: () => Content, settings: MailSettings): MailComposer {
  return {
    registration: (registration) => registrationMails(registration, getContent(), settings),
    waitlist: (entry) => waitlistMails(entry, getContent(), settings),
  };
}
