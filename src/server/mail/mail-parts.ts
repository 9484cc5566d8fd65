/**
 * What the mails of an entry are made of: the date booked, who a mail goes to and how it
 * greets them, the facts of the date, the closing lines and the subject. Pure.
 */
import { type AcademyContact, addressLine } from '../../config/academy-contact.ts';
import { findDate, indexContent, teachingTrainerIds, trainersOf, venueOf } from '../../content/content-index.ts';
import { sessionsOf } from '../../content/sessions.ts';
import type { BookedCourse, Content, SeminarDate, Trainer, Venue } from '../../content/types.ts';
import { placeLine } from '../../generate/date-calendar.ts';
import { durationText, formatDate, formatDateRange } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { interpolate, MESSAGES } from '../../i18n/messages.ts';
import { hoursText } from '../../i18n/time-texts.ts';
import type { Registration } from '../../registration-contract/schema.ts';
import { mailboxOf } from '../gate/tokens.ts';
import type { MailAddress } from '../outbox/mail-message.ts';
import { fullName } from '../registrations/rules/people.ts';
import type { Block } from './document.ts';
import { MAIL_TEXTS, type MailTexts } from './texts.ts';

export interface Booked {
  readonly seminar: BookedCourse;
  readonly date: SeminarDate;
  /** Where it takes place; none online. */
  readonly venue: Venue | undefined;
  /** Who teaches it. */
  readonly trainers: readonly Trainer[];
}

export function bookedDate(content: Content, dateId: number): Booked {
  const found = findDate(content, dateId);
  if (!found) throw new Error(`no date ${dateId} in the content to write the mail about`);
  const index = indexContent(content);
  const venue = venueOf(index, found.date.venueId);
  return { ...found, venue, trainers: trainersOf(index, teachingTrainerIds(found.date, found.seminar)) };
}

export type Participant = Registration['participants'][number];

/** "Sehr geehrte Frau Dr. Mustermann," / "Dear Dr Mustermann,": title and surname with a salutation, the whole name without. */
export function greeting(
  locale: Locale,
  participant: Pick<Participant, 'salutation' | 'academicTitle' | 'firstName' | 'lastName'>,
): string {
  const { salutation, academicTitle, firstName, lastName } = participant;
  const texts = MAIL_TEXTS[locale].greeting;
  if (salutation === 'none') return interpolate(texts.none, { name: [academicTitle, firstName, lastName].filter(Boolean).join(' ') });
  // In English a title takes the place of Ms or Mr.
  if (locale === 'en' && academicTitle) return interpolate(texts.none, { name: `${academicTitle} ${lastName}` });
  return interpolate(texts[salutation], { name: [academicTitle, lastName].filter(Boolean).join(' ') });
}

/**
 * Whether a mail of an entry may say what was typed into it (names, companies, the billing
 * address, remarks): only when it goes to the address that confirmed the entry (`owner`). To
 * any other (a further participant, an invoice contact, a substitute, the person a substitute
 * replaced) a mail says what it is for in the academy's words only, so nobody can make the
 * site carry their text to a stranger.
 */
export const mayQuote = (owner: string, address: string): boolean => mailboxOf(owner) === mailboxOf(address);

/** Who a mail goes to and how it greets them; `quoted`: whether it may say what was typed into the entry (mayQuote). */
export interface Addressee {
  readonly to: MailAddress;
  readonly greeting: string;
  readonly quoted: boolean;
}

/** A participant as a mail of the entry `owner` confirmed addresses them: by name only at that address. */
export function participantAddressee(locale: Locale, owner: string, participant: Participant): Addressee {
  const quoted = mayQuote(owner, participant.email);
  return quoted
    ? { to: { name: fullName(participant), address: participant.email }, greeting: greeting(locale, participant), quoted }
    : { to: { name: '', address: participant.email }, greeting: MAIL_TEXTS[locale].plainGreeting, quoted };
}

/** A named contact (an invoice contact) as a mail of the entry `owner` confirmed addresses them: by name only at that address. */
export function contactAddressee(locale: Locale, owner: string, contact: MailAddress): Addressee {
  const quoted = mayQuote(owner, contact.address);
  return quoted
    ? { to: contact, greeting: interpolate(MAIL_TEXTS[locale].greeting.none, { name: contact.name }), quoted }
    : { to: { name: '', address: contact.address }, greeting: MAIL_TEXTS[locale].plainGreeting, quoted };
}

/** Names a place by its number, for the account in a mail that may not quote the entry. */
export const placeNumberIn =
  (locale: Locale) =>
  (position: number): string =>
    interpolate(MAIL_TEXTS[locale].facts.placeNumber, { n: position + 1 });

/** Names the participant at a position of `participants` (its number, should there be none). */
export const nameIn =
  (participants: readonly Participant[]) =>
  (position: number): string => {
    const person = participants[position];
    return person ? fullName(person) : String(position + 1);
  };

/** The date's facts: what, when, where, in which format (a seminar's) and language (what it costs is the account's: account-facts.ts). */
export function dateFacts(locale: Locale, { seminar, date, venue, trainers }: Booked): Array<[string, string]> {
  const texts = MAIL_TEXTS[locale];
  const messages = MESSAGES[locale].seminar;
  return [
    [seminar.event ? texts.facts.event : texts.facts.seminar, seminar.translations[locale].title],
    [texts.facts.date, formatDateRange(locale, date.start, date.end)],
    [texts.facts.time, hoursText(locale, sessionsOf(date))],
    [texts.facts.duration, durationText(locale, messages, seminar.durationDays)],
    [texts.facts.place, placeLine(date, venue, locale)],
    ...(seminar.event ? [] : [[texts.facts.format, messages.formats[seminar.format]] as [string, string]]),
    [texts.facts.language, messages.languages[date.language]],
    ...(trainers.length > 0 ? [[texts.facts.trainers, trainers.map((trainer) => trainer.name).join(', ')] as [string, string]] : []),
  ];
}

/** The date's facts and the entry's reference: what a mail that may not quote the entry states. */
export const dateAndReference = (locale: Locale, booked: Booked, reference: string): Array<[string, string]> => [
  ...dateFacts(locale, booked),
  [MAIL_TEXTS[locale].facts.reference, reference],
];

export function closing(texts: MailTexts, academy: AcademyContact): Block[] {
  return [
    { kind: 'paragraph', text: interpolate(texts.questions, { phone: academy.phone }) },
    { kind: 'paragraph', text: interpolate(texts.signOff, { academy: academy.name }) },
    { kind: 'paragraph', text: `${academy.legalName} · ${addressLine(academy)} · ${academy.email}` },
  ];
}

export function subjectOf(template: string, locale: Locale, { seminar, date }: Booked, extra: Record<string, string> = {}): string {
  return interpolate(template, { seminar: seminar.translations[locale].title, date: formatDate(locale, date.start), ...extra });
}
