/**
 * The collection the website keeps its invoices and credit notes in for the academy's staff
 * (src/server/invoices/): one item per document as issued, with its PDF and XML as files.
 * Staff set an invoice's status to "Paid" when the money came, or to "Credited" to reverse
 * it by a credit note; the site carries either out and writes the outcome back. Pure data,
 * applied by cms/scripts/setup.ts.
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
