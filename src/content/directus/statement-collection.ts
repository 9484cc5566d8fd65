/**
 * The collection staff upload the bank's statements to (camt.053, or camt.054 notifications):
 * each new item's file is imported by the website as `npm run payments:import` does
 * (src/server/payments/use-cases/import-statement.ts), and the item's note says what came of it:
 * the payments recorded, the invoices paid, those left for staff to assign, or why the file is no
 * statement read. Pure data, applied by cms/scripts/setup.ts.
 */
import type { CollectionSpec, RelationSpec } from './schema.ts';
import { readOnly } from './schema.ts';

export const BANK_STATEMENTS = 'bank_statements';

export const BANK_STATEMENTS_COLLECTION: CollectionSpec = {
  collection: BANK_STATEMENTS,
  meta: {
    accountability: null,
    icon: 'upload_file',
    note: "Upload a bank statement (camt.053 or camt.054, as the bank's online banking exports it) as a new item: the website books its payments and notes what came of it.",
    display_template: '{{file.filename_download}} {{date_created}}',
    sort_field: 'date_created',
  },
  schema: {},
  fields: [
    { field: 'id', type: 'uuid', meta: { interface: 'input', readonly: true, special: ['uuid'] }, schema: { is_primary_key: true } },
    {
      field: 'file',
      type: 'uuid',
      meta: { interface: 'file', special: ['file'], required: true, note: 'The statement file (XML) from the online banking' },
    },
    readOnly('date_created', 'timestamp', { interface: 'datetime', special: ['date-created'] }),
    readOnly('site_note', 'text', { interface: 'input-multiline', note: 'What the website booked of it, or why it could not' }),
  ],
};

export const BANK_STATEMENT_RELATIONS: readonly RelationSpec[] = [
  { collection: BANK_STATEMENTS, field: 'file', related_collection: 'directus_files', schema: { on_delete: 'SET NULL' } },
];
