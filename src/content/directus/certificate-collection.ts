/**
 * The collection the website keeps its certificates' register in for the academy's staff
 * (src/server/certificates/): one item per certificate as issued, with its PDF as a file once
 * drawn. Staff revoke a certificate by setting its status to "Revoked" with a reason; the site
 * carries it out (the verification page says so at once) and writes the outcome back. Pure data,
 * applied by cms/scripts/setup.ts.
 */
import type { CollectionSpec, RelationSpec } from './schema.ts';
import { readOnly } from './schema.ts';
import { REGISTRATIONS } from './site-records.ts';

export const CERTIFICATES = 'certificates';

/** A certificate's status: valid until staff revoke it. */
const CERTIFICATE_STATUSES = ['valid', 'revoked'] as const;

const LABELS: Readonly<Record<(typeof CERTIFICATE_STATUSES)[number], readonly [text: string, colour: string]>> = {
  valid: ['Valid', '#2E7D32'],
  revoked: ['Revoked', '#C62828'],
};

export const CERTIFICATES_COLLECTION: CollectionSpec = {
  collection: CERTIFICATES,
  meta: {
    // No revisions or activity kept of people's data: the register keeps what it must itself.
    accountability: null,
    icon: 'workspace_premium',
    note: 'Certificates the website issued after the course. To revoke one, give a reason and set "Revoked"; the verification page says so at once.',
    display_template: '{{number}} {{holder}} ({{status}})',
    sort_field: 'issued_at',
  },
  schema: {},
  fields: [
    { field: 'id', type: 'string', meta: { interface: 'input', readonly: true }, schema: { is_primary_key: true, length: 64 } },
    readOnly('number', 'string'),
    {
      field: 'status',
      type: 'string',
      meta: {
        interface: 'select-dropdown',
        options: { choices: CERTIFICATE_STATUSES.map((value) => ({ value, text: LABELS[value][0] })) },
        display: 'labels',
        display_options: {
          choices: CERTIFICATE_STATUSES.map((value) => ({
            value,
            text: LABELS[value][0],
            background: LABELS[value][1],
            foreground: '#FFFFFF',
          })),
        },
        note: 'Set "Revoked" (with a reason below) to revoke it; a revoked certificate stays revoked',
      },
    },
    {
      field: 'revocation_reason',
      type: 'text',
      meta: {
        interface: 'input-multiline',
        note: 'Why it is revoked: required to revoke (the register keeps it; the verification page does not show it)',
      },
    },
    readOnly('kind', 'string', { note: 'seminar (the exam passed) or attendance' }),
    readOnly('holder', 'string', { note: 'Empty once the holder had their data erased' }),
    readOnly('certificate', 'string', { note: "The certificate's name" }),
    readOnly('registration', 'uuid', { interface: 'select-dropdown-m2o', special: ['m2o'] }),
    readOnly('person', 'integer', { note: 'Person no. in the registration, from 1' }),
    readOnly('seminar_date', 'integer', { interface: 'select-dropdown-m2o', special: ['m2o'] }),
    readOnly('days', 'string', { note: 'The course days it certifies' }),
    readOnly('check_code', 'string', { note: 'With the number, what the verification page asks for' }),
    readOnly('issued_at', 'date'),
    readOnly('revoked_at', 'timestamp', { interface: 'datetime' }),
    { field: 'pdf', type: 'uuid', meta: { interface: 'file', special: ['file'], readonly: true, note: 'The certificate as sent' } },
    readOnly('site_note', 'text', { interface: 'input-multiline', note: 'What the website did with the last change made here' }),
  ],
};

/** A certificate's registration, its date, and its PDF. */
export const CERTIFICATE_RELATIONS: readonly RelationSpec[] = [
  { collection: CERTIFICATES, field: 'registration', related_collection: REGISTRATIONS, schema: { on_delete: 'SET NULL' } },
  { collection: CERTIFICATES, field: 'seminar_date', related_collection: 'seminar_dates', schema: { on_delete: 'SET NULL' } },
  { collection: CERTIFICATES, field: 'pdf', related_collection: 'directus_files', schema: { on_delete: 'SET NULL' } },
];
