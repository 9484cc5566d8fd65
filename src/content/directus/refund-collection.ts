/**
 * The collection the website keeps what it owes back in for the academy's staff
 * (src/server/payments/): one item per refund, owed for a payment beyond its invoice or for a
 * paid invoice a credit note reversed, with the account it goes back to. Staff set "Approved" to
 * pay it with the next transfer file (`npm run payments:refunds`), or "Owed" again before then;
 * the site writes the outcome back, and "Sent" once the file is made. Pure data, applied by
 * cms/scripts/setup.ts.
 */
import type { CollectionSpec, FieldSpec, RelationSpec } from './schema.ts';
import { readOnly } from './schema.ts';
import { REGISTRATIONS } from './site-records.ts';

export const REFUNDS = 'refunds';

/** A refund's state (src/server/database/column-values.ts): staff set `approved`, or `owed` again. */
export const REFUND_ITEM_STATES = ['owed', 'approved', 'sent'] as const;
/** Why it is owed. */
export const REFUND_ITEM_REASONS = ['overpaid', 'credited'] as const;

const STATE_LABELS: Readonly<Record<(typeof REFUND_ITEM_STATES)[number], readonly [text: string, colour: string]>> = {
  owed: ['Owed', '#EF6C00'],
  approved: ['Approved', '#1565C0'],
  sent: ['Sent', '#2E7D32'],
};

const REASON_TEXTS: Readonly<Record<(typeof REFUND_ITEM_REASONS)[number], string>> = {
  overpaid: 'Paid more than the invoice',
  credited: 'Invoice reversed after payment',
};

const money = (field: string, note: string): FieldSpec => readOnly(field, 'decimal', { note });

export const REFUNDS_COLLECTION: CollectionSpec = {
  collection: REFUNDS,
  meta: {
    accountability: null,
    icon: 'currency_exchange',
    note: 'What the website owes back. Set "Approved" to pay a refund with the next transfer file (npm run payments:refunds); it goes to the account the payment came from.',
    display_template: '{{invoice}} {{payer}} {{amount}} ({{state}})',
    sort_field: 'owed_at',
  },
  schema: {},
  fields: [
    { field: 'id', type: 'string', meta: { interface: 'input', readonly: true }, schema: { is_primary_key: true, length: 64 } },
    {
      field: 'state',
      type: 'string',
      meta: {
        interface: 'select-dropdown',
        options: { choices: REFUND_ITEM_STATES.map((value) => ({ value, text: STATE_LABELS[value][0] })) },
        display: 'labels',
        display_options: {
          choices: REFUND_ITEM_STATES.map((value) => ({
            value,
            text: STATE_LABELS[value][0],
            background: STATE_LABELS[value][1],
            foreground: '#FFFFFF',
          })),
        },
        note: 'Set "Approved" to pay it with the next transfer file; "Owed" again takes the approval back until it is sent',
      },
    },
    money('amount', 'EUR'),
    readOnly('reason', 'string', {
      display: 'labels',
      display_options: { choices: REFUND_ITEM_REASONS.map((value) => ({ value, text: REASON_TEXTS[value] })) },
    }),
    readOnly('invoice', 'string', { note: 'The invoice it was paid for' }),
    readOnly('registration', 'uuid', { interface: 'select-dropdown-m2o', special: ['m2o'] }),
    readOnly('payer', 'string', { note: 'Who paid, as the bank statement names them' }),
    readOnly('iban', 'string', { note: 'The account it goes back to: the one the payment came from' }),
    readOnly('owed_at', 'timestamp', { interface: 'datetime' }),
    readOnly('approved_at', 'timestamp', { interface: 'datetime' }),
    readOnly('sent_at', 'timestamp', { interface: 'datetime' }),
    readOnly('transfer', 'string', { note: 'The transfer file it went in' }),
    readOnly('site_note', 'text', { interface: 'input-multiline', note: 'What the website did with the last change made here' }),
  ],
};

export const REFUND_RELATIONS: readonly RelationSpec[] = [
  { collection: REFUNDS, field: 'registration', related_collection: REGISTRATIONS, schema: { on_delete: 'SET NULL' } },
];
