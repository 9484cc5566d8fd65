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
function greeting(locale: Locale, participant: Registration['participant']): string {
  const { salutation, academicTitle, firstName, lastName } = participant;
  const texts = MAIL_TEXTS[locale].greeting;
  if (salutation === 'none') return interpolate(texts.none, { name: [academicTitle, firstName, lastName].filter(Boolean).join(' ') });
  // In English a title takes the place of Ms or Mr.
  if (locale === 'en' && academicTitle) return interpolate(texts.none, { name: `${academicTitle} ${lastName}` });
  return interpolate(texts[salutation], { name: [academicTitle, lastName].filter(Boolean).join(' ') });
}

const fullName = (participant: Registration['participant']) => [participant.academicTitle, participant.firstName, participant.lastName].filter(Boolean).join(' ');

/** The date's facts: what, when, where, in which language; and, for a booking, the price on the day of booking. */
function dateFacts(locale: Locale, { seminar, date }: Booked, bookedOn: string | null): Array<[string, string]> {
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
  return [...facts, [texts.facts.fee, fee], [texts.facts.total, interpolate(texts.totalNote, { price: formatPrice(locale, promoTotal?.price ?? date.totalPrice) })]];
}

function billingLines(locale: Locale, billing: Registration['billing']): string {
  return [billing.company, billing.street, `${billing.postalCode} ${billing.city}`, countryName(locale, billing.country), billing.vatId].filter(Boolean).join('\n');
}

function invoiceRecipient(registration: Registration): MailAddress {
  const contact = registration.invoiceContact;
  return contact.sameAsParticipant ? { name: fullName(registration.participant), address: registration.participant.email } : { name: contact.name, address: contact.email };
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
 * Every filled field of a table's row, in its order, under the heading of its section: a
 * column 'Rechnungsanschrift: Ort' is 'Ort' under 'Rechnungsanschrift'. The columns before
 * the first section need no heading; later ones without a section go under "more".
 */
function fieldBlocks({ header, rows }: Table): Block[] {
  const groups: Array<{ section: string; facts: Array<[string, string]> }> = [];
  header.forEach((column, index) => {
    const value = rows[0]?.[index] ?? '';
    if (value === '') return;
    const split = column.indexOf(': ');
    const [section, label] = split === -1 ? ['', column] : [column.slice(0, split), column.slice(split + 2)];
    const last = groups.at(-1);
    if (last?.section === section) last.facts.push([label, value]);
    else groups.push({ section, facts: [[label, value]] });
  });
  return groups.flatMap(({ section, facts }, index): Block[] => {
    const heading = section || (index > 0 ? ACADEMY_COPY_TEXTS.more : '');
    return [...(heading ? [{ kind: 'heading', text: heading } as const] : []), { kind: 'facts', rows: facts }];
  });
}

/** The academy's copy: every field as label and value, and the same as a CSV row, in the body and attached. */
function academyCopy(settings: MailSettings, copy: { entryId: string; kind: MailKind; subject: string; intro: string; replyTo: MailAddress; table: Table }): OutgoingMail {
  const { header, rows } = copy.table;
  const row = rows[0]!;
  const csv = csvFile([header, row], ';');
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
  const booked = bookedDate(content, registration.dateId);
  const texts = MAIL_TEXTS[locale];
  const bookedOn = berlinDate(new Date(registration.createdAt));
  const participant = { name: fullName(payload.participant), address: payload.participant.email };
  const invoiceTo = invoiceRecipient(payload);
  const online = booked.date.location === null;
  const calendar = { filename: texts.calendarFile, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: dateCalendarFile(booked.seminar, booked.date, locale, settings.siteUrl, registration.createdAt) };
  const termsUrl = settings.siteUrl + buildPath('terms', locale, {});

  const mails = [
    mail(settings, {
      kind: 'participant',
      entryId: id,
      locale,
      to: participant,
      replyTo: academy(settings),
      subject: subjectOf(texts.participant.subject, locale, booked),
      blocks: [
        { kind: 'paragraph', text: greeting(locale, payload.participant) },
        { kind: 'paragraph', text: texts.participant.intro },
        {
          kind: 'facts',
          rows: [
            ...dateFacts(locale, booked, bookedOn),
            [texts.facts.participant, `${participant.name}, ${payload.participant.company}`],
            [texts.facts.invoiceTo, billingLines(locale, payload.billing)],
            ...(payload.billing.purchaseOrder ? [[texts.facts.purchaseOrder, payload.billing.purchaseOrder] as [string, string]] : []),
            [texts.facts.reference, id],
          ],
        },
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
  ];

  if (!payload.invoiceContact.sameAsParticipant) {
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
          { kind: 'paragraph', text: interpolate(texts.invoiceContact.intro, { participant: `${participant.name} (${payload.participant.company})` }) },
          {
            kind: 'facts',
            rows: [
              ...dateFacts(locale, booked, bookedOn),
              [texts.facts.invoiceTo, billingLines(locale, payload.billing)],
              ...(payload.billing.purchaseOrder ? [[texts.facts.purchaseOrder, payload.billing.purchaseOrder] as [string, string]] : []),
              [texts.facts.reference, id],
            ],
          },
          { kind: 'paragraph', text: texts.vat },
          { kind: 'paragraph', text: texts.invoiceContact.invoice },
          { kind: 'link', text: texts.terms, href: termsUrl },
          ...closing(texts),
        ],
      }),
    );
  }

  mails.push(
    academyCopy(settings, {
      entryId: id,
      kind: 'academy',
      subject: subjectOf(ACADEMY_COPY_TEXTS.registrationSubject, 'de', booked, { name: fullName(payload.participant), company: payload.participant.company }),
      intro: interpolate(ACADEMY_COPY_TEXTS.registrationIntro, { language: MESSAGES.de.seminar.languages[locale] }),
      replyTo: participant,
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
