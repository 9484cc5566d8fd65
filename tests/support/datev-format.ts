/**
 * DATEV's format description of a Buchungsstapel (DATEV-Format, EXTF 700, category 21, format
 * version 13), written again as the tests read a file back: Windows-1252, CRLF lines; the header's
 * 31 fields with their expressions; the line of 125 column headings; and in every posting 125
 * fields, those the academy's export fills held to their expressions (the amount, the debit or
 * credit mark, the currency, the accounts and their lengths, the tax key, the document date in the
 * period, the document fields, the text, the EU fields, the date of service). Neither npm nor
 * Debian carries DATEV's own checker; the description is DATEV's developer portal's.
 */
import iconv from 'iconv-lite';

const HEADER: ReadonlyArray<readonly [field: string, expression: RegExp]> = [
  ['Kennzeichen', /^"(EXTF|DTVF)"$/],
  ['Versionsnummer', /^700$/],
  ['Formatkategorie', /^21$/],
  ['Formatname', /^"Buchungsstapel"$/],
  ['Formatversion', /^13$/],
  ['Erzeugt am', /^\d{17}$/],
  ['Importiert', /^$/],
  ['Herkunft', /^"\w{0,2}"$/],
  ['Exportiert von', /^"[^"]{0,25}"$/],
  ['Importiert von', /^"[^"]{0,25}"$/],
  ['Berater', /^\d{4,7}$/],
  ['Mandant', /^\d{1,5}$/],
  ['WJ-Beginn', /^\d{8}$/],
  ['Sachkontenlänge', /^[4-8]$/],
  ['Datum vom', /^\d{8}$/],
  ['Datum bis', /^\d{8}$/],
  ['Bezeichnung', /^"[\w.\-/ ]{0,30}"$/],
  ['Diktatkürzel', /^"[A-Z]{0,2}"$/],
  ['Buchungstyp', /^[12]$/],
  ['Rechnungslegungszweck', /^\d{0,2}$/],
  ['Festschreibung', /^[01]$/],
  ['WKZ', /^"[A-Z]{3}"$/],
  ['reserviert', /^$/],
  ['Derivatskennzeichen', /^""$/],
  ['reserviert', /^$/],
  ['reserviert', /^$/],
  ['SKR', /^"\d{2}"$/],
  ['Branchen-Lösungs-ID', /^\d{0,3}$/],
  ['reserviert', /^$/],
  ['reserviert', /^$/],
  ['Anwendungsinformation', /^"[^"]{0,16}"$/],
];

/** The column count, and the fields (1-based, as the description numbers them) the tests read, with their expressions. */
const COLUMNS = 125;
const FIELDS: ReadonlyArray<readonly [number, string, RegExp]> = [
  [1, 'Umsatz', /^\d{1,10},\d{2}$/],
  [2, 'Soll-/Haben-Kennzeichen', /^"[SH]"$/],
  [3, 'WKZ Umsatz', /^("[A-Z]{3}")?$/],
  [7, 'Konto', /^\d{1,9}$/],
  [8, 'Gegenkonto', /^\d{1,9}$/],
  [9, 'BU-Schlüssel', /^("\d{4}")?$/],
  [10, 'Belegdatum', /^\d{4}$/],
  [11, 'Belegfeld 1', /^"[\w$%\-/]{0,36}"$/],
  [12, 'Belegfeld 2', /^("[\w$%\-/]{0,12}")?$/],
  [14, 'Buchungstext', /^"[^"]{0,60}"$/],
  [40, 'EU-Land u. UStID (Bestimmung)', /^("[A-Z]{2}[\w]{0,13}")?$/],
  [41, 'EU-Steuersatz (Bestimmung)', /^(\d{1,2},\d{2})?$/],
  [115, 'Leistungsdatum', /^(\d{8})?$/],
];

/** The fields of one line: split at semicolons outside quotes, quotes kept. */
function fieldsOf(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    if (char === ';' && !quoted) {
      fields.push(field);
      field = '';
    } else field += char;
  }
  return [...fields, field];
}

/** A field's value without its quotes (doubled quotes single). */
const unquoted = (field: string) => (field.startsWith('"') ? field.slice(1, -1).replaceAll('""', '"') : field);

/** A DDMM or DDMMYYYY date as 'YYYY-MM-DD' in `year`; null when it is no day. */
function dayOf(digits: string, year: string): string | null {
  const day = `${digits.length === 8 ? digits.slice(4) : year}-${digits.slice(2, 4)}-${digits.slice(0, 2)}`;
  const parsed = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day ? null : day;
}

export interface DatevFile {
  readonly header: readonly string[];
  readonly columns: readonly string[];
  /** Each posting's fields by their 1-based number, unquoted. */
  readonly postings: ReadonlyArray<(field: number) => string>;
  readonly problems: readonly string[];
}

/** Reads a Buchungsstapel's bytes and lists what breaks the description. */
export function readDatev(bytes: Uint8Array): DatevFile {
  const problems: string[] = [];
  const text = iconv.decode(Buffer.from(bytes), 'win1252');
  if (!Buffer.from(iconv.encode(text, 'win1252')).equals(Buffer.from(bytes))) problems.push('not Windows-1252');
  if (!text.endsWith('\r\n') || /[^\r]\n/.test(text)) problems.push('lines do not end with CRLF');
  const [headerLine = '', columnLine = '', ...lines] = text.replace(/\r\n$/, '').split('\r\n');
  const header = fieldsOf(headerLine);
  if (header.length !== HEADER.length) problems.push(`header: ${header.length} fields, not ${HEADER.length}`);
  HEADER.forEach(([name, expression], index) => {
    if (!expression.test(header[index] ?? '')) problems.push(`header field ${index + 1} (${name}): ${JSON.stringify(header[index])}`);
  });
  const adviser = Number(header[10]);
  if (adviser < 1001 || adviser > 9_999_999) problems.push(`Berater ${adviser} not from 1001 to 9999999`);
  const accountLength = Number(header[13]);
  const [start = '', from = '', to = ''] = [header[12], header[14], header[15]];
  if (!(start <= from && from <= to)) problems.push(`period ${from} to ${to} not in the fiscal year from ${start}`);
  const year = from.slice(0, 4);
  const columns = fieldsOf(columnLine);
  if (columns.length !== COLUMNS) problems.push(`${columns.length} column headings, not ${COLUMNS}`);
  const postings = lines.map((line, index) => {
    const fields = fieldsOf(line);
    const where = `posting ${index + 1}`;
    if (fields.length !== COLUMNS) problems.push(`${where}: ${fields.length} fields, not ${COLUMNS}`);
    for (const [number, name, expression] of FIELDS)
      if (!expression.test(fields[number - 1] ?? ''))
        problems.push(`${where}, field ${number} (${name}): ${JSON.stringify(fields[number - 1])}`);
    for (const number of [7, 8]) {
      const account = fields[number - 1] ?? '';
      if (account.length !== accountLength && account.length !== accountLength + 1)
        problems.push(
          `${where}, field ${number}: ${account} is neither a ${accountLength}-digit account nor a personal account one digit longer`,
        );
    }
    const day = dayOf(fields[9] ?? '', year);
    const compact = day?.replaceAll('-', '') ?? '';
    if (!day || compact < from || compact > to) problems.push(`${where}: document date ${fields[9]} not a day of the period`);
    if (fields[114] && !dayOf(fields[114], year)) problems.push(`${where}: date of service ${fields[114]} not a day`);
    return (field: number) => unquoted(fields[field - 1] ?? '');
  });
  return { header: header.map(unquoted), columns, postings, problems };
}
