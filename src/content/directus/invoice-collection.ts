/**
 * The collection the website keeps the academy's money in for its staff (src/server/invoices/,
 * src/server/payments/), one item each:
 *
 * - an invoice or credit note as issued, with its PDF and XML as files, what it received and
 *   still owes, its state (open, partly paid, overdue, paid) and its reminders ("For staff" once
 *   both went unanswered). Staff set "Paid" when the money came some other way, "Credited" to
 *   reverse it by a credit note, or tick "Disputed" to stop its reminders;
 * - an incoming payment the site could not match for certain, with why, the invoices it likely
 *   pays and what its payer wrote: staff name in "Assign to" the invoices it pays;
 * - a refund owed (a payment beyond its invoice, or a paid invoice credited): staff set
 *   "Approved" to pay it with the next transfer file, or "Owed" again before then.
 *
 * One collection for all four: Directus's core licence allows 25 collections, and the site had
 * used them up. Fields that do not apply to an item's kind are hidden for it. The site carries
 * out every edit and writes the outcome back. Pure data, applied by cms/scripts/setup.ts.
 */

import type { CollectionSpec, FieldSpec, RelationSpec } from './schema.ts';
import { readOnly } from './schema.ts';
import { REGISTRATIONS } from './site-records.ts';

export const INVOICES = 'invoices';

/** What an item is. */
export const MONEY_KINDS = ['invoice', 'credit', 'payment', 'refund'] as const;
type MoneyKind = (typeof MONEY_KINDS)[number];

/**
 * An item's status: an invoice's (a credit note is `issued`; staff set `paid` or `credited`), a
 * payment's (`unmatched` until staff assign it), a refund's (staff set `approved`, or `owed` again).
 */
export const MONEY_STATUSES = ['open', 'paid', 'credited', 'issued', 'unmatched', 'assigned', 'owed', 'approved', 'sent'] as const;

const LABELS: Readonly<Record<(typeof MONEY_STATUSES)[number], readonly [text: string, colour: string]>> = {
  open: ['Open', '#EF6C00'],
  paid: ['Paid', '#2E7D32'],
  credited: ['Credited (reversed)', '#546E7A'],
  issued: ['Credit note', '#1565C0'],
  unmatched: ['Payment for staff to assign', '#C62828'],
  assigned: ['Payment assigned', '#2E7D32'],
  owed: ['Refund owed', '#EF6C00'],
  approved: ['Refund approved', '#1565C0'],
  sent: ['Refund sent', '#2E7D32'],
};

const KIND_TEXTS: Readonly<Record<MoneyKind, string>> = {
  invoice: 'Invoice',
  credit: 'Credit note',
  payment: 'Incoming payment',
  refund: 'Refund',
};

/** Why a payment waits for staff, or why a refund is owed. */
export const MONEY_REASONS = ['near-miss', 'too-little', 'settled', 'no-reference', 'unknown', 'overpaid', 'credited'] as const;

const REASON_TEXTS: Readonly<Record<(typeof MONEY_REASONS)[number], string>> = {
  'near-miss': 'A number or reference one character off',
  'too-little': 'Too little for the invoices it names',
  settled: 'Names an invoice paid or credited already',
  'no-reference': 'Names no invoice; the suggested ones are of its amount',
  unknown: 'Names no invoice, and none is of its amount',
  overpaid: 'Paid more than the invoice',
  credited: 'Invoice reversed after payment',
};

/** The folder of Directus's file library staff upload the bank's statements to: each new file there is booked. */
export const BANK_STATEMENTS_FOLDER = 'Bank statements';

/** An invoice's state as its item shows it (src/server/invoices/rules/payment-status.ts). */
export const INVOICE_PAYMENT_STATES = ['open', 'partly-paid', 'overdue', 'paid', 'credited', 'issued'] as const;
/** The last step of an invoice's reminders as its item shows it (src/server/payments/rules/dunning.ts). */
export const INVOICE_REMINDER_STEPS = ['first', 'second', 'staff'] as const;

const PAYMENT_LABELS: Readonly<Record<(typeof INVOICE_PAYMENT_STATES)[number], readonly [text: string, colour: string]>> = {
  open: ['Open', '#EF6C00'],
  'partly-paid': ['Partly paid', '#F9A825'],
  overdue: ['Overdue', '#C62828'],
  paid: ['Paid', '#2E7D32'],
  credited: ['Credited', '#546E7A'],
  issued: ['Credit note', '#1565C0'],
};

const STEP_LABELS: Readonly<Record<(typeof INVOICE_REMINDER_STEPS)[number], readonly [text: string, colour: string]>> = {
  first: ['Reminded once', '#F9A825'],
  second: ['Reminded twice', '#EF6C00'],
  staff: ['For staff', '#C62828'],
};

/** A read-only field shown as coloured labels. */
const labelled = (field: string, labels: Readonly<Record<string, readonly [string, string]>>, note: string): FieldSpec =>
  readOnly(field, 'string', {
    display: 'labels',
    display_options: {
      choices: Object.entries(labels).map(([value, [text, background]]) => ({ value, text, background, foreground: '#FFFFFF' })),
    },
    note,
  });

/** `spec` shown only on items of `kinds` (hidden on the others). */
function onlyFor(kinds: readonly MoneyKind[], spec: FieldSpec): FieldSpec {
  const others = MONEY_KINDS.filter((kind) => !kinds.includes(kind));
  return {
    ...spec,
    meta: { ...spec.meta, conditions: [{ name: `Not for ${others.join(', ')}`, rule: { kind: { _in: others } }, hidden: true }] },
  };
}

const DOCUMENTS: readonly MoneyKind[] = ['invoice', 'credit'];

const file = (field: string, note: string): FieldSpec => ({
  field,
  type: 'uuid',
  meta: { interface: 'file', special: ['file'], readonly: true, note },
});

export const INVOICES_COLLECTION: CollectionSpec = {
  collection: INVOICES,
  meta: {
    icon: 'receipt_long',
    note: 'The academy’s money: invoices and credit notes the website issued, incoming payments it could not match (name their invoices in "Assign to"), and refunds owed (set "Refund approved"). The site carries out each edit.',
    display_template: '{{number}} {{buyer}} ({{status}})',
    sort_field: 'issued_at',
  },
  schema: {},
  fields: [
    { field: 'id', type: 'string', meta: { interface: 'input', readonly: true }, schema: { is_primary_key: true, length: 64 } },
    readOnly('kind', 'string', {
      display: 'labels',
      display_options: { choices: MONEY_KINDS.map((value) => ({ value, text: KIND_TEXTS[value] })) },
    }),
    readOnly('number', 'string', {
      note: "An invoice's or credit note's number; the bank's reference of a payment; the invoice a refund pays back for",
    }),
    {
      field: 'status',
      type: 'string',
      meta: {
        interface: 'select-dropdown',
        options: { choices: MONEY_STATUSES.map((value) => ({ value, text: LABELS[value][0] })) },
        display: 'labels',
        display_options: {
          choices: MONEY_STATUSES.map((value) => ({ value, text: LABELS[value][0], background: LABELS[value][1], foreground: '#FFFFFF' })),
        },
        note: 'An invoice: "Paid" when the money came some other way, "Credited" reverses it by a credit note, mailed to the buyer. A refund: "Refund approved" pays it with the next transfer file, "Refund owed" takes the approval back',
      },
    },
    readOnly('registration', 'uuid', { interface: 'select-dropdown-m2o', special: ['m2o'] }),
    readOnly('reference', 'string', { note: "The registration's reference, the payment reference too" }),
    readOnly('buyer', 'string', { note: 'Who the invoice is to; who paid; who is paid back' }),
    onlyFor(DOCUMENTS, readOnly('net', 'decimal', { note: 'EUR' })),
    onlyFor(DOCUMENTS, readOnly('vat', 'decimal', { note: 'EUR' })),
    readOnly('gross', 'decimal', { note: "EUR: the document's total, the payment's or the refund's amount" }),
    readOnly('issued_at', 'date', { note: "The document's date; the payment's value day; the day the refund was owed" }),
    onlyFor(['invoice'], readOnly('paid_at', 'timestamp', { interface: 'datetime' })),
    onlyFor(['credit'], readOnly('corrects', 'string', { note: 'The invoice a credit note reverses' })),
    onlyFor(['invoice'], readOnly('due_on', 'date', { note: 'When the invoice is due' })),
    onlyFor(
      ['invoice', 'credit'],
      labelled('payment', PAYMENT_LABELS, 'What the bank statements say of it, as of the day the site last wrote the item'),
    ),
    onlyFor(['invoice'], readOnly('received', 'decimal', { note: 'EUR received, from the bank statements imported' })),
    onlyFor(['invoice'], readOnly('outstanding', 'decimal', { note: 'EUR still owed' })),
    onlyFor(
      ['invoice'],
      labelled('reminded', STEP_LABELS, 'Its payment reminders; "For staff": still unpaid after both, and no further reminder goes out'),
    ),
    onlyFor(['invoice'], {
      field: 'disputed',
      type: 'boolean',
      schema: { default_value: false },
      meta: {
        interface: 'boolean',
        special: ['cast-boolean'],
        note: 'Tick while the buyer disputes the invoice: no reminder goes out; untick to let them go out again',
      },
    }),
    onlyFor(['payment'], {
      field: 'assign_to',
      type: 'string',
      meta: {
        interface: 'input',
        note: 'The invoices this payment pays, by number (RE-2027-00001) or registration reference, separated by commas: each in turn gets what it still owes, the rest is owed back',
      },
    }),
    onlyFor(['payment'], readOnly('suggested', 'string', { note: 'The invoices it likely pays' })),
    onlyFor(['payment'], readOnly('remittance', 'text', { interface: 'input-multiline', note: 'What the payer wrote' })),
    onlyFor(['payment'], readOnly('paid', 'string', { note: 'The invoices it went to, with what it paid of each' })),
    onlyFor(['payment', 'refund'], readOnly('owed_back', 'decimal', { note: 'EUR owed back' })),
    onlyFor(['payment', 'refund'], readOnly('iban', 'string', { note: "The payer's account, which a refund goes back to" })),
    onlyFor(
      ['payment', 'refund'],
      readOnly('reason', 'string', {
        display: 'labels',
        display_options: { choices: MONEY_REASONS.map((value) => ({ value, text: REASON_TEXTS[value] })) },
        note: 'Why the site did not book the payment, or why the refund is owed',
      }),
    ),
    onlyFor(['refund'], readOnly('transfer', 'string', { note: 'The transfer file it went in' })),
    onlyFor(DOCUMENTS, file('pdf', 'The document as sent: a ZUGFeRD/Factur-X PDF')),
    onlyFor(DOCUMENTS, file('xml', 'The e-invoice (CII; XRechnung for a public buyer)')),
    readOnly('site_note', 'text', { interface: 'input-multiline', note: 'What the website did with the last change made here' }),
  ],
};

/** An item's registration, and a document's files. */
export const INVOICE_RELATIONS: readonly RelationSpec[] = [
  { collection: INVOICES, field: 'registration', related_collection: REGISTRATIONS, schema: { on_delete: 'SET NULL' } },
  { collection: INVOICES, field: 'pdf', related_collection: 'directus_files', schema: { on_delete: 'SET NULL' } },
  { collection: INVOICES, field: 'xml', related_collection: 'directus_files', schema: { on_delete: 'SET NULL' } },
];
