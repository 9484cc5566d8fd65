/**
 * The stored registrations as a CSV file for a spreadsheet: RFC 4180 (quoted where needed,
 * CRLF line ends), UTF-8 with a byte order mark so Excel reads umlauts right, a header row
 * of labels, one row per registration with every field and, for a cancelled one, when. A cell that a spreadsheet would
 * run as a formula (starting with = + - @ tab or CR) gets a leading apostrophe.
 */
import type { Content } from '../../content/types.ts';
import type { Locale } from '../../i18n/locales.ts';
import { qualifiedFieldLabel, SALUTATION_LABELS } from '../../registration/messages.ts';
import { FIELD_PATHS, type FieldPath } from '../../registration/schema.ts';
import { findDate } from '../../content/content-index.ts';
import type { StoredRegistration } from './store.ts';

export const BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formula-neutralised, quoted when it holds the delimiter, a quote or a line break. */
export function csvCell(value: string, delimiter = ','): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return safe.includes(delimiter) || /["\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvRow(cells: readonly string[], delimiter = ','): string {
  return cells.map((cell) => csvCell(cell, delimiter)).join(delimiter);
}

const TEXTS = {
  de: { id: 'Anmelde-ID', createdAt: 'Eingegangen am (UTC)', dateId: 'Termin-ID', start: 'Beginn', seminar: 'Seminar', locale: 'Sprache', cancelledAt: 'Storniert am (UTC)', yes: 'ja', no: 'nein' },
  en: { id: 'Registration ID', createdAt: 'Received at (UTC)', dateId: 'Date ID', start: 'Start', seminar: 'Course', locale: 'Language', cancelledAt: 'Cancelled at (UTC)', yes: 'yes', no: 'no' },
} as const satisfies Record<Locale, Record<string, string>>;

const FIELDS = FIELD_PATHS.filter((path) => path !== 'dateId');

function fieldValue(registration: StoredRegistration, path: FieldPath, locale: Locale): string {
  let value: unknown = registration.payload;
  for (const key of path.split('.')) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  if (path === 'participant.salutation' && typeof value === 'string') return SALUTATION_LABELS[locale][value as 'ms'] ?? value;
  if (typeof value === 'boolean') return value ? TEXTS[locale].yes : TEXTS[locale].no;
  return value === undefined || value === null ? '' : String(value);
}

export interface CsvOptions {
  /** Language of the header, the salutations, yes/no and the seminar title. */
  readonly locale: Locale;
  /** To name the seminar and start of each date; without it those cells stay empty. */
  readonly content?: Content;
  /** When cancelled registrations were cancelled, by id (their cell stays empty otherwise). */
  readonly cancellations?: ReadonlyMap<string, string>;
  readonly delimiter?: string;
}

export function registrationsCsv(registrations: readonly StoredRegistration[], { locale, content, cancellations, delimiter = ',' }: CsvOptions): string {
  const texts = TEXTS[locale];
  const header = [texts.id, texts.createdAt, texts.dateId, texts.start, texts.seminar, texts.locale, texts.cancelledAt, ...FIELDS.map((path) => qualifiedFieldLabel(path, locale))];
  const rows = registrations.map((registration) => {
    const found = content && findDate(content, registration.dateId);
    return [
      registration.id,
      registration.createdAt,
      String(registration.dateId),
      found?.date.start ?? '',
      found?.seminar.translations[locale].title ?? '',
      registration.locale,
      cancellations?.get(registration.id) ?? '',
      ...FIELDS.map((path) => fieldValue(registration, path, locale)),
    ];
  });
  return BOM + [header, ...rows].map((cells) => `${csvRow(cells, delimiter)}\r\n`).join('');
}
