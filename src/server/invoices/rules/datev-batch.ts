/**
 * A period's postings as a DATEV Buchungsstapel (the "DATEV-Format", EXTF, format version 13) for
 * the academy's tax adviser: the header line (31 fields: who made it, the adviser's and client's
 * numbers, the fiscal year's first day, the account length, the period, the chart), the line of
 * the 125 column headings, and a posting per line: semicolons, texts quoted, amounts positive
 * with a decimal comma and a debit/credit mark, the document's date as DDMM (the year is the
 * fiscal year's), CRLF line ends; ledger-file.ts writes it in Windows-1252.
 *
 * The postings: each invoice, one per VAT case and rate, from the customer's debtor account (their
 * customer number) to the revenue account of its case (ledger.ts), with the invoice number in
 * Belegfeld 1, its due date (DDMMYY) in Belegfeld 2, the registration's reference and the course
 * as the text, the customer's VAT ID where they owe the VAT, the country and rate where another
 * EU country's VAT applies, and the end of the service as its date; a credit note the same,
 * reversed (credit on the debtor); a payment from the bank to the debtor of the invoice it paid;
 * a refund from the debtor to the bank. Pure.
 */
import type { InvoiceDocument } from './invoice-document.ts';
import { type Ledger, type VatCase, vatCaseOf } from './ledger.ts';
import { invoiceTotals } from './totals.ts';
import type { VatTreatment } from './vat.ts';

/** What went through the bank: a payment received for an invoice, or a refund paid back for one. */
export interface BankPosting {
  readonly kind: 'payment' | 'refund';
  /** 'YYYY-MM-DD': the value day, or the day the refund was sent. */
  readonly day: string;
  /** Cents, positive. */
  readonly amount: number;
  readonly customerNumber: number;
  readonly invoiceNumber: string;
  /** Who paid, or the refund's id. */
  readonly text: string;
}

export interface DatevBatch {
  readonly ledger: Ledger;
  /** 'YYYY-MM-DD', both included, within one fiscal year. */
  readonly from: string;
  readonly to: string;
  readonly createdAt: Date;
  /** The invoices and credit notes issued in the period, each with its customer number. */
  readonly documents: readonly InvoiceDocument[];
  readonly bank: readonly BankPosting[];
}

/** The headings of the 125 columns, in order. */
export const DATEV_COLUMNS: readonly string[] = [
  'Umsatz (ohne Soll/Haben-Kz)',
  'Soll/Haben-Kennzeichen',
  'WKZ Umsatz',
  'Kurs',
  'Basis-Umsatz',
  'WKZ Basis-Umsatz',
  'Konto',
  'Gegenkonto (ohne BU-Schlüssel)',
  'BU-Schlüssel',
  'Belegdatum',
  'Belegfeld 1',
  'Belegfeld 2',
  'Skonto',
  'Buchungstext',
  'Postensperre',
  'Diverse Adressnummer',
  'Geschäftspartnerbank',
  'Sachverhalt',
  'Zinssperre',
  'Beleglink',
  ...Array.from({ length: 8 }, (_, n) => [`Beleginfo - Art ${n + 1}`, `Beleginfo - Inhalt ${n + 1}`]).flat(),
  'KOST1 - Kostenstelle',
  'KOST2 - Kostenstelle',
  'Kost-Menge',
  'EU-Land u. UStID (Bestimmung)',
  'EU-Steuersatz (Bestimmung)',
  'Abw. Versteuerungsart',
  'Sachverhalt L+L',
  'Funktionsergänzung L+L',
  'BU 49 Hauptfunktionstyp',
  'BU 49 Hauptfunktionsnummer',
  'BU 49 Funktionsergänzung',
  ...Array.from({ length: 20 }, (_, n) => [`Zusatzinformation - Art ${n + 1}`, `Zusatzinformation - Inhalt ${n + 1}`]).flat(),
  'Stück',
  'Gewicht',
  'Zahlweise',
  'Forderungsart',
  'Veranlagungsjahr',
  'Zugeordnete Fälligkeit',
  'Skontotyp',
  'Auftragsnummer',
  'Buchungstyp',
  'USt-Schlüssel (Anzahlungen)',
  'EU-Mitgliedstaat (Anzahlungen)',
  'Sachverhalt L+L (Anzahlungen)',
  'EU-Steuersatz (Anzahlungen)',
  'Erlöskonto (Anzahlungen)',
  'Herkunft-Kz',
  'Buchungs GUID',
  'KOST-Datum',
  'SEPA-Mandatsreferenz',
  'Skontosperre',
  'Gesellschaftername',
  'Beteiligtennummer',
  'Identifikationsnummer',
  'Zeichnernummer',
  'Postensperre bis',
  'Bezeichnung SoBil-Sachverhalt',
  'Kennzeichen SoBil-Buchung',
  'Festschreibung',
  'Leistungsdatum',
  'Datum Zuord. Steuerperiode',
  'Fälligkeit',
  'Generalumkehr',
  'Steuersatz',
  'Land',
  'Abrechnungsreferenz',
  'BVV-Position',
  'EU-Land u. UStID (Ursprung)',
  'EU-Steuersatz (Ursprung)',
  'Abw. Skontokonto',
];

/** A column's position (0-based) by its heading. */
const at = (heading: string): number => DATEV_COLUMNS.indexOf(heading);

/** A text field: quoted, quotes doubled, no line breaks, at most `max` characters. */
const quoted = (value: string, max: number) =>
  `"${value
    .replace(/[\r\n]+/g, ' ')
    .slice(0, max)
    .replaceAll('"', '""')}"`;
const amount = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
const rate = (percent: number) => percent.toFixed(2).replace('.', ',');
const digits = (day: string) => day.replaceAll('-', '');
/** 'YYYY-MM-DD' as DDMM, DDMMYY, DDMMYYYY. */
const ddmm = (day: string) => `${day.slice(8, 10)}${day.slice(5, 7)}`;
const ddmmyy = (day: string) => `${ddmm(day)}${day.slice(2, 4)}`;
const ddmmyyyy = (day: string) => `${ddmm(day)}${day.slice(0, 4)}`;

interface Posting {
  readonly amount: number;
  readonly credit: boolean;
  readonly account: string;
  readonly against: string;
  readonly day: string;
  readonly document: string;
  readonly due?: string;
  readonly text: string;
  /** The customer's VAT ID, or the country whose VAT applies. */
  readonly euId?: string;
  readonly euRate?: number;
  readonly servedOn?: string;
}

function row(posting: Posting): string {
  const fields: string[] = new Array(DATEV_COLUMNS.length).fill('');
  fields[at('Umsatz (ohne Soll/Haben-Kz)')] = amount(posting.amount);
  fields[at('Soll/Haben-Kennzeichen')] = posting.credit ? '"H"' : '"S"';
  fields[at('WKZ Umsatz')] = '"EUR"';
  fields[at('Konto')] = posting.account;
  fields[at('Gegenkonto (ohne BU-Schlüssel)')] = posting.against;
  fields[at('Belegdatum')] = ddmm(posting.day);
  fields[at('Belegfeld 1')] = quoted(posting.document.replace(/[^\w$%\-/]/g, ''), 36);
  if (posting.due) fields[at('Belegfeld 2')] = quoted(ddmmyy(posting.due), 12);
  fields[at('Buchungstext')] = quoted(posting.text, 60);
  if (posting.euId) fields[at('EU-Land u. UStID (Bestimmung)')] = quoted(posting.euId, 15);
  if (posting.euRate !== undefined) fields[at('EU-Steuersatz (Bestimmung)')] = rate(posting.euRate);
  if (posting.servedOn) fields[at('Leistungsdatum')] = ddmmyyyy(posting.servedOn);
  return fields.join(';');
}

/** A document's lines and reductions grouped by VAT case, rate and country, each group's gross (cents). */
function groupsOf(document: InvoiceDocument): Array<{ vat: VatTreatment; case: VatCase; gross: number }> {
  const keyOf = (vat: VatTreatment) => `${vat.category}|${vat.rate}|${vat.country ?? ''}`;
  const groups = new Map<string, VatTreatment>();
  for (const line of document.lines) groups.set(keyOf(line.vat), line.vat);
  return [...groups.entries()].map(([key, vat]) => ({
    vat,
    case: vatCaseOf(vat),
    gross: invoiceTotals(
      document.lines.filter((line) => keyOf(line.vat) === key),
      (document.allowances ?? []).filter((allowance) => keyOf(allowance.vat) === key),
    ).gross,
  }));
}

function documentPostings(ledger: Ledger, document: InvoiceDocument): Posting[] {
  const customer = String(document.buyer.customerNumber);
  const course = document.lines[0]?.name ?? '';
  return groupsOf(document).map((group) => ({
    amount: group.gross,
    credit: document.kind === 'credit',
    account: customer,
    against: ledger.revenue[group.case],
    day: document.issueDate,
    document: document.number,
    due: document.dueDate,
    text: `${document.reference} ${course}`,
    ...(group.case === 'reverse-charge' && document.buyer.vatId ? { euId: document.buyer.vatId.replace(/\s/g, '') } : {}),
    ...(group.case === 'foreign-vat' && group.vat.country ? { euId: group.vat.country, euRate: group.vat.rate } : {}),
    servedOn: document.period.end,
  }));
}

const bankPosting = (ledger: Ledger, posting: BankPosting): Posting => {
  const customer = String(posting.customerNumber);
  const payment = posting.kind === 'payment';
  return {
    amount: posting.amount,
    credit: false,
    account: payment ? ledger.bank : customer,
    against: payment ? customer : ledger.bank,
    day: posting.day,
    document: posting.invoiceNumber,
    text: `${payment ? 'Zahlung' : 'Erstattung'} ${posting.text}`,
  };
};

/** The header line's fields. */
function header(batch: DatevBatch, fiscalYearStart: string): string {
  const { ledger, createdAt } = batch;
  const created = createdAt.toISOString().replace(/\D/g, '').slice(0, 17);
  return [
    '"EXTF"',
    '700',
    '21',
    '"Buchungsstapel"',
    '13',
    created,
    '',
    '"RE"',
    '""',
    '""',
    String(ledger.adviser),
    String(ledger.client),
    digits(fiscalYearStart),
    '4',
    digits(batch.from),
    digits(batch.to),
    '"Rechnungsausgang und Zahlungen"',
    '""',
    '1',
    '0',
    '0',
    '"EUR"',
    '',
    '""',
    '',
    '',
    `"${ledger.chart.slice(3)}"`,
    '',
    '',
    '',
    '""',
  ].join(';');
}

/**
 * The Buchungsstapel of `batch` (`fiscalYearStart`: the first day of the fiscal year the period
 * lies in): its documents in the order given, then what went through the bank, by day.
 */
export function datevBatch(batch: DatevBatch, fiscalYearStart: string): string {
  const postings = [
    ...batch.documents.flatMap((document) => documentPostings(batch.ledger, document)),
    ...[...batch.bank].sort((a, b) => a.day.localeCompare(b.day)).map((posting) => bankPosting(batch.ledger, posting)),
  ];
  return [header(batch, fiscalYearStart), DATEV_COLUMNS.join(';'), ...postings.map(row)].map((line) => `${line}\r\n`).join('');
}
