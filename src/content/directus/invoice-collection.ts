/**
 * The collection the website keeps its invoices and credit notes in for the academy's staff
 * (src/server/invoices/): one item per document as issued, with its PDF and XML as files.
 * Staff set an invoice's status to "Paid" when the money came, or to "Credited" to reverse
 * it by a credit note, or tick "Disputed" to stop its reminders; the site carries it out and
 * writes the outcome back. Each item shows what the invoice received and still owes, its state
 * (open, partly paid, overdue, paid) and its reminders, "For staff" once both went unanswered.
 * Pure data, applied by cms/scripts/setup.ts.
 */

import type { CollectionSpec, FieldSpec, RelationSpec } from './schema.ts';
import { readOnly } from './schema.ts';
import { REGISTRATIONS } from './site-records.ts';

export const INVOICES = 'invoices';

/** An invoice's status (a credit note is `issued`); staff set `paid` or `credited`. */
export const INVOICE_STATUSES = ['open', 'paid', 'credited', 'issued'] as const;

const LABELS: Readonly<Record<(typeof INVOICE_STATUSES)[number], readonly [text: string, colour: string]>> = {
  open: ['Open', '#EF6C00'],
  paid: ['Paid', '#2E7D32'],
  credited: ['Credited (reversed)', '#546E7A'],
  issued: ['Credit note', '#1565C0'],
};

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

const file = (field: string, note: string): FieldSpec => ({
  field,
  type: 'uuid',
  meta: { interface: 'file', special: ['file'], readonly: true, note },
});

export const INVOICES_COLLECTION: CollectionSpec = {
  collection: INVOICES,
  meta: {
    icon: 'receipt_long',
    note: 'Invoices and credit notes the website issued. Set "Paid" when an invoice is paid, or "Credited" to reverse it by a credit note; the site carries it out.',
    display_template: '{{number}} {{buyer}} ({{status}})',
    sort_field: 'issued_at',
  },
  schema: {},
  fields: [
    { field: 'id', type: 'uuid', meta: { interface: 'input', readonly: true, special: ['uuid'] }, schema: { is_primary_key: true } },
    readOnly('number', 'string'),
    {
      field: 'status',
      type: 'string',
      meta: {
        interface: 'select-dropdown',
        options: { choices: INVOICE_STATUSES.map((value) => ({ value, text: LABELS[value][0] })) },
        display: 'labels',
        display_options: {
          choices: INVOICE_STATUSES.map((value) => ({
            value,
            text: LABELS[value][0],
            background: LABELS[value][1],
            foreground: '#FFFFFF',
          })),
        },
        note: 'Set "Paid" when the money came; "Credited" reverses the invoice by a credit note, mailed to the buyer',
      },
    },
    readOnly('kind', 'string', { note: 'invoice, or credit (a credit note)' }),
    readOnly('registration', 'uuid', { interface: 'select-dropdown-m2o', special: ['m2o'] }),
    readOnly('reference', 'string', { note: "The registration's reference, the payment reference too" }),
    readOnly('buyer', 'string'),
    readOnly('net', 'decimal', { note: 'EUR' }),
    readOnly('vat', 'decimal', { note: 'EUR' }),
    readOnly('gross', 'decimal', { note: 'EUR' }),
    readOnly('issued_at', 'date'),
    readOnly('paid_at', 'timestamp', { interface: 'datetime' }),
    readOnly('corrects', 'string', { note: 'The invoice a credit note reverses' }),
    readOnly('due_on', 'date', { note: 'When the invoice is due' }),
    labelled('payment', PAYMENT_LABELS, 'What the bank statements say of it, as of the day the site last wrote the item'),
    readOnly('received', 'decimal', { note: 'EUR received, from the bank statements imported' }),
    readOnly('outstanding', 'decimal', { note: 'EUR still owed' }),
    labelled('reminded', STEP_LABELS, 'Its payment reminders; "For staff": still unpaid after both, and no further reminder goes out'),
    {
      field: 'disputed',
      type: 'boolean',
      schema: { default_value: false },
      meta: {
        interface: 'boolean',
        special: ['cast-boolean'],
        note: 'Tick while the buyer disputes the invoice: no reminder goes out; untick to let them go out again',
      },
    },
    file('pdf', 'The invoice as sent: a ZUGFeRD/Factur-X PDF'),
    file('xml', 'The e-invoice (CII; XRechnung for a public buyer)'),
    readOnly('site_note', 'text', { interface: 'input-multiline', note: 'What the website did with the last change made here' }),
  ],
};

/** An invoice's registration, and its files. */
export const INVOICE_RELATIONS: readonly RelationSpec[] = [
  { collection: INVOICES, field: 'registration', related_collection: REGISTRATIONS, schema: { on_delete: 'SET NULL' } },
  { collection: INVOICES, field: 'pdf', related_collection: 'directus_files', schema: { on_delete: 'SET NULL' } },
  { collection: INVOICES, field: 'xml', related_collection: 'directus_files', schema: { on_delete: 'SET NULL' } },
];
