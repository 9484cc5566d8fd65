/**
 * The mails a stored registration or waiting-list entry sends, composed from it and the
 * content as they are when it is stored: the participant's confirmation in the
 * registration's language (what was booked, the price as booked, what happens next, the
 * date's calendar file attached), the invoice contact's note when that is another person,
 * and the academy's copy with every field and the CSV row. Pure.
 */
import { dateCalendarFile } from '../../build/date-calendar.ts';
import { ACADEMY } from '../../config/academy.ts';
import { berlinDate } from '../../content/calendar.ts';
import { findDate } from '../../content/content-index.ts';
import { activePromo, activePromoTotal } from '../../content/schedule.ts';
import type { Content, Seminar, SeminarDate } from '../../content/types.ts';
import { cachedPlural, countryName, formatDate, formatDateRange, formatPrice, placeName } from '../../i18n/format.ts';
import { LOCALE_INFO, type Locale } from '../../i18n/locales.ts';
import { interpolate, MESSAGES } from '../../i18n/messages.ts';
import { participantLabel, SECTION_LABELS } from '../../registration/messages.ts';
import type { Registration } from '../../registration/schema.ts';
import { buildPath } from '../../routes/match.ts';
import { csvFile, registrationTable, type Table, waitlistTable } from '../registrations/csv.ts';
import type { StoredRegistration } from '../registrations/store.ts';
import type { StoredWaitlistEntry } from '../registrations/waitlist-table.ts';
import { type Block, toHtml, toText } from './document.ts';
import { type MailAddress, type MailKind, messageIdOf, type OutgoingMail } from './message.ts';
import { ACADEMY_COPY_TEXTS, MAIL_TEXTS, type MailTexts } from './texts.ts';

export interface MailSettings {
  /** The site's origin, for links and the Message-ID's domain. */
  readonly siteUrl: string;
  /** The academy's inbox: Reply-To of the visitors' mails, recipient of the copies. */
  readonly academyInbox: string;
}

interface Booked {
  readonly seminar: Seminar;
  readonly date: SeminarDate;
}

function bookedDate(content: Content, dateId: number): Booked {
  const found = findDate(content, dateId);
  if (!found) throw new Error(`no date ${dateId} in the content to write the mail about`);
  return found;
}

const academy = (settings: MailSettings): MailAddress => ({ name: ACADEMY.name, address: settings.academyInbox });

/** "Sehr geehrte Frau Dr. Mustermann," / "Dear Dr Mustermann,": title and surname with a salutation, the whole name without. */
type Participant = Registration['participants'][number];

function greeting(locale: Locale, participant: Participant): string {
  const { salutation, academicTitle, firstName, lastName } = participant;
  const texts = MAIL_TEXTS[locale].greeting;
  if (salutation === 'none') return interpolate(texts.none, { name: [academicTitle, firstName, lastName].filter(Boolean).join(' ') });
  // In English a title takes the place of Ms or Mr.
  if (locale === 'en' && academicTitle) return interpolate(texts.none, { name: `${academicTitle} ${lastName}` });
  return interpolate(texts[salutation], { name: [academicTitle, lastName].filter(Boolean).join(' ') });
}

const fullName = (participant: Participant) => [participant.academicTitle, participant.firstName, participant.lastName].filter(Boolean).join(' ');

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
    [texts.facts.place, date.location === null ? messages.online : placeName(locale, date.location)],
    [texts.facts.format, messages.formats[seminar.format]],
    [texts.facts.language, messages.languages[date.language]],
  ];
  if (bookedOn === null) return facts;
  const promo = activePromo(date, bookedOn);
  const promoTotal = activePromoTotal(date, bookedOn);
  const fee = promo ? interpolate(texts.promo, { price: formatPrice(locale, promo.price), until: formatDate(locale, promo.until), regular: formatPrice(locale, date.price) }) : formatPrice(locale, date.price);
  const total = promoTotal?.price ?? date.totalPrice;
  if (people === 1) return [...facts, [texts.facts.fee, fee], [texts.facts.total, interpolate(texts.totalNote, { price: formatPrice(locale, total) })]];
  return [
    ...facts,
    [texts.facts.fee, fee],
    [texts.facts.total, interpolate(texts.perPerson, { price: formatPrice(locale, total) })],
    [texts.facts.sum, interpolate(texts.sum, { people, price: formatPrice(locale, total), sum: formatPrice(locale, people * total) })],
  ];
}

/** The mail kind of a registration's confirmation to participant `index`. */
export const participantMailKind = (index: number): MailKind => (index === 0 ? 'participant' : `participant-${index + 1}`);

function billingLines(locale: Locale, billing: Registration['billing']): string {
  return [billing.company, billing.street, `${billing.postalCode} ${billing.city}`, countryName(locale, billing.country), billing.vatId].filter(Boolean).join('\n');
}

function invoiceRecipient(registration: Registration): MailAddress {
  const contact = registration.invoiceContact;
  const first = registration.participants[0]!;
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

interface Envelope {
  readonly kind: MailKind;
  readonly entryId: string;
  readonly locale: Locale;
  readonly to: MailAddress;
  readonly replyTo: MailAddress;
  readonly subject: string;
  readonly blocks: readonly Block[];
  readonly attachments?: OutgoingMail['attachments'];
}

function mail(settings: MailSettings, envelope: Envelope): OutgoingMail {
  const { kind, entryId, locale, to, replyTo, subject, blocks, attachments = [] } = envelope;
  return { kind, entryId, messageId: messageIdOf(entryId, kind, settings.siteUrl), to, replyTo, subject, text: toText(blocks), html: toHtml(blocks, { lang: LOCALE_INFO[locale].tag, title: subject }), attachments };
}

function subjectOf(template: string, locale: Locale, { seminar, date }: Booked, extra: Record<string, string> = {}): string {
  return interpolate(template, { seminar: seminar.translations[locale].title, date: formatDate(locale, date.start), ...extra });
}

/**
 * Every filled field of a table (one row per participant) under the heading of its
 * section: a column 'Rechnungsanschrift: Ort' is 'Ort' under 'Rechnungsanschrift'. The
 * participants' section comes once per row; every other column is the same in all rows
 * and comes once (a column that differs between rows, like the person's number, is left
 * out: the participants' headings say it). Columns before the first section need no
 * heading; later ones without a section go under "more".
 */
function fieldBlocks({ header, rows }: Table): Block[] {
  const participantSection = SECTION_LABELS.de.participant;
  const groups: Array<{ section: string; columns: Array<[string, number]> }> = [];
  header.forEach((column, index) => {
    const split = column.indexOf(': ');
    const [section, label] = split === -1 ? ['', column] : [column.slice(0, split), column.slice(split + 2)];
    if (section !== participantSection && rows.some((row) => row[index] !== rows[0]?.[index])) return;
    const last = groups.at(-1);
    if (last?.section === section) last.columns.push([label, index]);
    else groups.push({ section, columns: [[label, index]] });
  });
  const facts = (row: readonly string[], columns: Array<[string, number]>): Block => ({ kind: 'facts', rows: columns.map(([label, index]) => [label, row[index] ?? ''] as [string, string]).filter(([, value]) => value !== '') });
  return groups.flatMap(({ section, columns }, position): Block[] => {
    if (section === participantSection) return rows.flatMap((row, index): Block[] => [{ kind: 'heading', text: participantLabel(index, 'de') }, facts(row, columns)]);
    const heading = section || (position > 0 ? ACADEMY_COPY_TEXTS.more : '');
    return [...(heading ? [{ kind: 'heading', text: heading } as const] : []), facts(rows[0] ?? [], columns)];
  });
}

/** The academy's copy: every field as label and value, and the same as a CSV row, in the body and attached. */
function academyCopy(settings: MailSettings, copy: { entryId: string; kind: MailKind; subject: string; intro: string; replyTo: MailAddress; table: Table }): OutgoingMail {
  const { header, rows } = copy.table;
  const csv = csvFile([header, ...rows], ';');
  return mail(settings, {
    kind: copy.kind,
    entryId: copy.entryId,
    locale: 'de',
    to: academy(settings),
    replyTo: copy.replyTo,
    subject: copy.subject,
    blocks: [
      { kind: 'paragraph', text: copy.intro },
      ...fieldBlocks(copy.table),
      { kind: 'heading', text: ACADEMY_COPY_TEXTS.csv },
      { kind: 'preformatted', text: csv.slice(1).trimEnd() },
    ],
    attachments: [{ filename: interpolate(ACADEMY_COPY_TEXTS.csvFile, { id: copy.entryId }), contentType: 'text/csv; charset=utf-8', content: csv }],
  });
}

export function registrationMails(registration: StoredRegistration, content: Content, settings: MailSettings): OutgoingMail[] {
  const { locale, payload, id } = registration;
  const { participants } = payload;
  const booked = bookedDate(content, registration.dateId);
  const texts = MAIL_TEXTS[locale];
  const bookedOn = berlinDate(new Date(registration.createdAt));
  const invoiceTo = invoiceRecipient(payload);
  const online = booked.date.location === null;
  const calendar = { filename: texts.calendarFile, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: dateCalendarFile(booked.seminar, booked.date, locale, settings.siteUrl, registration.createdAt) };
  const termsUrl = settings.siteUrl + buildPath('terms', locale, {});
  const group = participants.length > 1;
  const facts: Array<[string, string]> = [
    ...dateFacts(locale, booked, bookedOn, participants.length),
    [group ? texts.facts.participants : texts.facts.participant, participants.map((participant) => `${fullName(participant)}, ${participant.company}`).join('\n')],
    [texts.facts.invoiceTo, billingLines(locale, payload.billing)],
    ...(payload.billing.purchaseOrder ? [[texts.facts.purchaseOrder, payload.billing.purchaseOrder] as [string, string]] : []),
    [texts.facts.reference, id],
  ];
  const first = participants[0]!;

  // Each participant gets a confirmation of their own.
  const mails = participants.map((participant, index) =>
    mail(settings, {
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
        {
          kind: 'list',
          items: [
            interpolate(texts.participant.invoice, { invoiceTo: addressLine(invoiceTo) }),
            online ? texts.participant.onlineDetails : texts.participant.details,
            interpolate(texts.participant.calendar, { file: texts.calendarFile }),
            texts.participant.cancel,
          ],
        },
        { kind: 'link', text: texts.terms, href: termsUrl },
        ...closing(texts),
      ],
      attachments: [calendar],
    }),
  );

  if (!payload.invoiceContact.sameAsParticipant) {
    const intro = group
      ? interpolate(texts.invoiceContact.introGroup, { company: payload.billing.company, people: participants.length })
      : interpolate(texts.invoiceContact.intro, { participant: `${fullName(first)} (${first.company})` });
    mails.push(
      mail(settings, {
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
      }),
    );
  }

  const name = group ? interpolate(ACADEMY_COPY_TEXTS.groupName, { name: fullName(first), more: participants.length - 1 }) : fullName(first);
  mails.push(
    academyCopy(settings, {
      entryId: id,
      kind: 'academy',
      subject: subjectOf(ACADEMY_COPY_TEXTS.registrationSubject, 'de', booked, { name, company: first.company }),
      intro: interpolate(ACADEMY_COPY_TEXTS.registrationIntro, { language: MESSAGES.de.seminar.languages[locale] }),
      replyTo: { name: fullName(first), address: first.email },
      table: registrationTable([registration], { locale: 'de', content }),
    }),
  );
  return mails;
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
      // Just stored, which the server refuses to anyone registered for the date.
      table: waitlistTable([entry], { locale: 'de', content, registered: () => false }),
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
