/**
 * Everything that happened to registrations after they were confirmed, as one CSV table
 * for the staff (npm run registrations:export -- --changes): cancellations with their fee,
 * moves to another date, substitutes, and the seats offered to waiting lists with how each
 * offer ended, oldest first. Same file conventions as csv.ts.
 */
import { findDate } from '../../../content/content-index.ts';
import type { Content } from '../../../content/types.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { csvFile, type Table } from '../../csv/csv-file.ts';
import type { ChangeRecord } from '../rules/change-records.ts';
import type { Offer } from './waitlist-offers.ts';

const TEXTS = {
  de: {
    header: [
      'Zeitpunkt (UTC)',
      'Art',
      'Anmelde-ID',
      'Eintrags-ID (Warteliste)',
      'Person Nr.',
      'Durch',
      'Termin-ID',
      'Beginn',
      'Einzelheiten',
    ],
    kinds: {
      cancel: 'Stornierung',
      transfer: 'Umbuchung',
      substitute: 'Ersatzperson',
      add: 'Person hinzugefügt',
      billing: 'Rechnungsdaten',
      offer: 'Angebot an Warteliste',
    },
    by: { submitter: 'anmeldende Person', participant: 'teilnehmende Person', operator: 'Team', site: 'Website' },
    fee: 'Gebühr {percent} % = {fee} EUR netto',
    noFee: 'Gebühr nicht erfasst',
    places: 'Personen {positions}',
    moved: 'von Termin {from} ({fromStart}) auf Termin {to} ({toStart})',
    substitute: '{to} statt {from}',
    billing: 'berichtigt: {fields}',
    offer: 'angeboten bis {until} (UTC); {status}',
    statuses: { open: 'offen', claimed: 'gebucht', declined: 'abgelehnt', expired: 'abgelaufen' },
  },
  en: {
    header: ['Time (UTC)', 'Kind', 'Registration ID', 'Entry ID (waiting list)', 'Person no.', 'By', 'Date ID', 'Start', 'Details'],
    kinds: {
      cancel: 'Cancellation',
      transfer: 'Move',
      substitute: 'Substitute',
      add: 'Person added',
      billing: 'Billing details',
      offer: 'Offer to waiting list',
    },
    by: { submitter: 'person who registered', participant: 'participant', operator: 'staff', site: 'website' },
    fee: 'fee {percent} % = {fee} EUR net',
    noFee: 'fee not recorded',
    places: 'people {positions}',
    moved: 'from date {from} ({fromStart}) to date {to} ({toStart})',
    substitute: '{to} instead of {from}',
    billing: 'corrected: {fields}',
    offer: 'offered until {until} (UTC); {status}',
    statuses: { open: 'open', claimed: 'booked', declined: 'declined', expired: 'expired' },
  },
} as const;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

type Person = { name?: string; email?: string };
const person = (value: unknown) => {
  const { name = '', email = '' } = (value ?? {}) as Person;
  return `${name} <${email}>`;
};

function details(change: ChangeRecord, locale: Locale, startOf: (dateId: number) => string): string {
  const texts = TEXTS[locale];
  const d = change.details;
  if (change.kind === 'cancel') {
    const positions = ((d.positions as number[] | undefined) ?? []).map((position) => position + 1).join(', ');
    const fee =
      d.fee === null || d.fee === undefined ? texts.noFee : fill(texts.fee, { percent: Number(d.percent), fee: Number(d.fee).toFixed(2) });
    return `${fill(texts.places, { positions })}; ${fee}`;
  }
  if (change.kind === 'transfer') {
    const from = Number(d.fromDateId);
    const to = Number(d.toDateId);
    return fill(texts.moved, { from, to, fromStart: startOf(from), toStart: startOf(to) });
  }
  if (change.kind === 'billing') return fill(texts.billing, { fields: ((d.fields as string[] | undefined) ?? []).join(', ') });
  return fill(texts.substitute, { from: person(d.from), to: person(d.to) });
}

/** The changes and offers, oldest first, one row each. */
export function changesTable(
  changes: readonly ChangeRecord[],
  offers: readonly Offer[],
  { locale, content }: { locale: Locale; content?: Content },
): Table {
  const texts = TEXTS[locale];
  const startOf = (dateId: number) => (content && findDate(content, dateId)?.date.start) ?? '';
  const changeRows = changes.map((change) => {
    const dateId = change.kind === 'transfer' ? Number(change.details.toDateId) : Number(change.details.dateId ?? 0);
    return {
      at: change.at,
      row: [
        change.at,
        texts.kinds[change.kind],
        change.registrationId,
        '',
        change.position === null ? '' : String(change.position + 1),
        texts.by[change.by],
        dateId > 0 ? String(dateId) : '',
        dateId > 0 ? startOf(dateId) : '',
        details(change, locale, startOf),
      ],
    };
  });
  const offerRows = offers.map((offer) => {
    const at = new Date(offer.offeredAt).toISOString();
    const until = new Date(offer.expiresAt).toISOString();
    return {
      at,
      row: [
        at,
        texts.kinds.offer,
        offer.registrationId ?? '',
        offer.entryId,
        '',
        texts.by.site,
        String(offer.dateId),
        startOf(offer.dateId),
        fill(texts.offer, { until, status: texts.statuses[offer.status] }),
      ],
    };
  });
  const rows = [...changeRows, ...offerRows].sort((a, b) => a.at.localeCompare(b.at)).map(({ row }) => row);
  return { header: [...texts.header], rows };
}

export function changesCsv(
  changes: readonly ChangeRecord[],
  offers: readonly Offer[],
  options: { locale: Locale; content?: Content; delimiter?: string },
): string {
  const { header, rows } = changesTable(changes, offers, options);
  return csvFile([header, ...rows], options.delimiter ?? ',');
}
