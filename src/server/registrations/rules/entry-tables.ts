/**
 * The stored registrations, and apart from them the waiting lists, as tables and CSV files
 * for a spreadsheet (src/server/csv/csv-file.ts): a header row of labels, one row per registration with
 * every field, its reference, and the person's money (account.ts: the price as booked, a
 * cancellation, its fee, whether it was waived, what the row adds to what is owed); one row per waiting-list entry with whether
 * the person has registered for the date since. Pure.
 */

import { findDate } from '../../../content/content-index.ts';
import type { Content } from '../../../content/types.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { ATTENDANCE_LABELS, qualifiedFieldLabel, SALUTATION_LABELS } from '../../../registration-contract/field-labels.ts';
import { FIELD_KEYS, type FieldKey, type ParticipantField, participantPath } from '../../../registration-contract/schema.ts';
import { qualifiedWaitlistLabel, type WaitlistLabelPath } from '../../../registration-contract/waitlist-messages.ts';
import { csvFile, type Table } from '../../csv/csv-file.ts';
import { accountOf, placeAmount, untouchedPlaces } from './account.ts';
import { placePrice } from './booked-price.ts';
import type { CancellationFee } from './cancellation-fee.ts';
import type { Place } from './change-records.ts';
import type { StoredEntry, StoredRegistration, StoredWaitlistEntry } from './stored-entry.ts';

const TEXTS = {
  de: {
    id: 'Anmelde-ID',
    entryId: 'Eintrags-ID',
    createdAt: 'Eingegangen am (UTC)',
    dateId: 'Termin-ID',
    start: 'Beginn',
    seminar: 'Seminar',
    locale: 'Sprache',
    reference: 'Vorgangsnummer',
    price: 'Preis wie gebucht (EUR netto)',
    earlyBird: 'Frühbucherpreis',
    cancelledAt: 'Storniert am (UTC)',
    feePercent: 'Stornogebühr (%)',
    fee: 'Stornogebühr (EUR netto)',
    feeWaived: 'Stornogebühr erlassen',
    amount: 'Betrag dieser Person (EUR netto)',
    undelivered: 'Nicht zugestellte E-Mails',
    position: 'Person Nr.',
    groupSize: 'Personen in der Anmeldung',
    registeredSince: 'Inzwischen angemeldet',
    yes: 'ja',
    no: 'nein',
  },
  en: {
    id: 'Registration ID',
    entryId: 'Entry ID',
    createdAt: 'Received at (UTC)',
    dateId: 'Date ID',
    start: 'Start',
    seminar: 'Course',
    locale: 'Language',
    reference: 'Reference number',
    price: 'Price as booked (EUR net)',
    earlyBird: 'Early-booking price',
    cancelledAt: 'Cancelled at (UTC)',
    feePercent: 'Cancellation fee (%)',
    fee: 'Cancellation fee (EUR net)',
    feeWaived: 'Cancellation fee waived',
    amount: 'Amount for this person (EUR net)',
    undelivered: 'Emails not delivered',
    position: 'Person no.',
    groupSize: 'People in the registration',
    registeredSince: 'Registered since',
    yes: 'yes',
    no: 'no',
  },
} as const satisfies Record<Locale, Record<string, string>>;

const FIELDS = FIELD_KEYS.filter((key) => key !== 'dateId');

/** A field's value in words: a participant's from participant `index`, every other field the registration's own. */
function fieldValue(registration: StoredRegistration, key: FieldKey, index: number, locale: Locale): string {
  const path = key.startsWith('participant.') ? participantPath(index, key.slice('participant.'.length) as ParticipantField) : key;
  let value: unknown = registration.payload;
  for (const part of path.split('.'))
    value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  if (key === 'participant.salutation' && typeof value === 'string') return SALUTATION_LABELS[locale][value as 'ms'] ?? value;
  if (key === 'participant.attendance' && typeof value === 'string') return ATTENDANCE_LABELS[locale][value as 'onSite'] ?? value;
  if (typeof value === 'boolean') return value ? TEXTS[locale].yes : TEXTS[locale].no;
  return value === undefined || value === null ? '' : String(value);
}

export interface CsvOptions {
  /** Language of the header, the salutations, yes/no and the seminar title. */
  readonly locale: Locale;
  /** To name the seminar and start of each date; without it those cells stay empty. */
  readonly content?: Content;
  /** Each registration's places, by id: when a place was cancelled and its fee (the cells stay empty otherwise). */
  readonly places?: ReadonlyMap<string, readonly Place[]>;
  /** The mails the mail server refused for good, by entry id: which and why (their cell stays empty otherwise). */
  readonly undelivered?: ReadonlyMap<string, string>;
  readonly delimiter?: string;
}

/** The cells every entry starts with: when it came, for which date (`dateId`, default its own) of which course, in which language. */
function entryCells(entry: StoredEntry<unknown>, locale: Locale, content: Content | undefined, dateId = entry.dateId): string[] {
  const found = content && findDate(content, dateId);
  return [
    entry.id,
    entry.createdAt,
    String(dateId),
    found?.date.start ?? '',
    found?.seminar.translations[locale].title ?? '',
    entry.locale,
  ];
}

function entryHeader(locale: Locale, id: string): string[] {
  const texts = TEXTS[locale];
  return [id, texts.createdAt, texts.dateId, texts.start, texts.seminar, texts.locale];
}

/** Net cents as EUR with two decimals (a point, as the other numbers); empty for none. */
const eurCell = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/** A recorded cancellation fee's cells: per cent, and net EUR; empty without one. */
const feeCells = (fee: CancellationFee | null | undefined): string[] => (fee ? [String(fee.percent), fee.amount.toFixed(2)] : ['', '']);

/**
 * The money of one person's row, from the registration's account (account.ts): the price as
 * booked, early-booking or not, the cancellation, its fee and whether it was waived, and what
 * the row adds to the account (the rows of a registration add up to what it owes).
 */
function moneyCells(registration: StoredRegistration, index: number, places: readonly Place[] | undefined, locale: Locale): string[] {
  const texts = TEXTS[locale];
  const place = places?.[index];
  const account = accountOf(registration.price, places ?? untouchedPlaces(registration));
  const { price } = registration;
  return [
    eurCell(price && placePrice(price)),
    price === null ? '' : price.earlyBird ? texts.yes : texts.no,
    place?.cancelledAt ?? '',
    ...feeCells(place?.fee),
    place?.feeWaivedAt ? texts.yes : '',
    eurCell(placeAmount(account, index)),
  ];
}

/** One row per participant: a group of three is three rows with the same registration id, company and billing address. */
export function registrationTable(
  registrations: readonly StoredRegistration[],
  { locale, content, places, undelivered }: Omit<CsvOptions, 'delimiter'>,
): Table {
  const texts = TEXTS[locale];
  const header = [
    ...entryHeader(locale, texts.id),
    texts.reference,
    texts.price,
    texts.earlyBird,
    texts.cancelledAt,
    texts.feePercent,
    texts.fee,
    texts.feeWaived,
    texts.amount,
    texts.undelivered,
    texts.position,
    texts.groupSize,
    ...FIELDS.map((key) => qualifiedFieldLabel(key, locale) ?? key),
  ];
  const rows = registrations.flatMap((registration) => {
    const { participants } = registration.payload;
    const booked = places?.get(registration.id);
    // Each person under the date their place is on: a place cancelled before the others moved stays on the first date.
    return participants.map((_, index) => [
      ...entryCells(registration, locale, content, booked?.[index]?.dateId),
      registration.reference,
      ...moneyCells(registration, index, places?.get(registration.id), locale),
      undelivered?.get(registration.id) ?? '',
      String(index + 1),
      String(participants.length),
      ...FIELDS.map((key) => fieldValue(registration, key, index, locale)),
    ]);
  });
  return { header, rows };
}

export function registrationsCsv(registrations: readonly StoredRegistration[], { delimiter = ',', ...options }: CsvOptions): string {
  const { header, rows } = registrationTable(registrations, options);
  return csvFile([header, ...rows], delimiter);
}

const WAITLIST_FIELDS = [
  'waitlist.name',
  'waitlist.email',
  'waitlist.phone',
  'waitlist.company',
] as const satisfies readonly WaitlistLabelPath[];

export interface WaitlistCsvOptions extends Omit<CsvOptions, 'places'> {
  /** Whether the address has a registration (not cancelled) for the date by now; without it, no such column. */
  readonly registered?: (dateId: number, email: string) => boolean;
}

/** The waiting lists, oldest entry first; consent is not a column, as every stored entry has it. */
export function waitlistTable(
  entries: readonly StoredWaitlistEntry[],
  { locale, content, registered, undelivered }: Omit<WaitlistCsvOptions, 'delimiter'>,
): Table {
  const texts = TEXTS[locale];
  const header = [
    ...entryHeader(locale, texts.entryId),
    ...(registered ? [texts.registeredSince] : []),
    texts.undelivered,
    ...WAITLIST_FIELDS.map((path) => qualifiedWaitlistLabel(path, locale)),
  ];
  const rows = entries.map((entry) => {
    const { name, email, phone, company } = entry.payload.waitlist;
    const since = registered ? [registered(entry.dateId, entry.email) ? texts.yes : texts.no] : [];
    return [...entryCells(entry, locale, content), ...since, undelivered?.get(entry.id) ?? '', name, email, phone, company];
  });
  return { header, rows };
}

export function waitlistCsv(entries: readonly StoredWaitlistEntry[], { delimiter = ',', ...options }: WaitlistCsvOptions): string {
  const { header, rows } = waitlistTable(entries, options);
  return csvFile([header, ...rows], delimiter);
}
