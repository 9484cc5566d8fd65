/**
 * The collection staff answer enquiries from (src/server/enquiries/): one item per enquiry
 * whose sender confirmed the address, written by the site and deleted by it when the
 * retention period is over. Staff set its status (open, answered) and keep their notes in
 * it; the site writes every other field and never touches those two. Pure data, applied by
 * cms/scripts/setup.ts.
 */
import type { CollectionSpec, FieldSpec } from './schema.ts';
import { readOnly } from './schema.ts';

export const ENQUIRIES = 'enquiries';

export const ENQUIRY_STATUSES = ['open', 'answered'] as const;

const LABELS: Readonly<Record<(typeof ENQUIRY_STATUSES)[number], readonly [text: string, colour: string]>> = {
  open: ['Open', '#EF6C00'],
  answered: ['Answered', '#2E7D32'],
};

const status: FieldSpec = {
  field: 'status',
  type: 'string',
  meta: {
    interface: 'select-dropdown',
    options: { choices: ENQUIRY_STATUSES.map((value) => ({ value, text: LABELS[value][0] })) },
    display: 'labels',
    display_options: {
      choices: ENQUIRY_STATUSES.map((value) => ({ value, text: LABELS[value][0], background: LABELS[value][1], foreground: '#FFFFFF' })),
    },
    note: 'Set "Answered" once someone replied or called back',
  },
  schema: { default_value: 'open' },
};

export const ENQUIRIES_COLLECTION: CollectionSpec = {
  collection: ENQUIRIES,
  meta: {
    icon: 'contact_mail',
    note: 'Enquiries from the contact page and the in-house training form, as they arrive; "Confirmed" is empty until the sender confirmed the address. The website deletes each after the retention period.',
    display_template: '{{name}} {{company}} ({{status}})',
    sort_field: 'received_at',
  },
  schema: {},
  fields: [
    { field: 'id', type: 'string', meta: { interface: 'input', readonly: true }, schema: { is_primary_key: true, length: 64 } },
    status,
    readOnly('kind', 'string', { note: 'inhouse (training for a team) or question (the contact page)' }),
    readOnly('company', 'string'),
    readOnly('name', 'string'),
    readOnly('email', 'string'),
    readOnly('phone', 'string'),
    readOnly('reply', 'string', { note: 'email, or callback (please call)' }),
    readOnly('topic', 'string'),
    readOnly('people', 'integer', { note: 'How many people an in-house training is for' }),
    readOnly('period', 'string', { note: 'The preferred period, in the sender\u2019s words' }),
    readOnly('message', 'text', { interface: 'input-multiline' }),
    readOnly('language', 'string', { note: 'de or en: the language to answer in' }),
    readOnly('received_at', 'timestamp', { interface: 'datetime', note: 'When the enquiry arrived' }),
    readOnly('confirmed_at', 'timestamp', {
      interface: 'datetime',
      note: 'When the sender confirmed the address; empty: not yet confirmed',
    }),
    { field: 'staff_notes', type: 'text', meta: { interface: 'input-multiline', note: 'Staff notes (the website never changes them)' } },
  ],
};
