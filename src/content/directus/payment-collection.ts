/**
 * The collection the website lists the incoming payments in that it could not match for certain
 * (src/server/payments/): one item per payment, with why, the invoices it likely pays, and what
 * its payer wrote. Staff name in "Assign to" the invoices it pays (their numbers, or the
 * registration's reference); the site books it and writes the outcome back. Payments matched on
 * import show on their invoices' items instead. Pure data, applied by cms/scripts/setup.ts.
 */
import type { CollectionSpec } from './schema.ts';
import { readOnly } from './schema.ts';

export const PAYMENTS = 'payments';

/** A payment's state as its item shows it (src/server/database/column-values.ts). */
export const PAYMENT_ITEM_STATES = ['unmatched', 'assigned', 'matched'] as const;
/** Why it waits for staff. */
export const PAYMENT_ITEM_REASONS = ['near-miss', 'too-little', 'settled', 'no-reference', 'unknown'] as const;

const STATE_LABELS: Readonly<Record<(typeof PAYMENT_ITEM_STATES)[number], readonly [text: string, colour: string]>> = {
  unmatched: ['For staff to assign', '#C62828'],
  assigned: ['Assigned', '#2E7D32'],
  matched: ['Matched', '#2E7D32'],
};

const REASON_TEXTS: Readonly<Record<(typeof PAYMENT_ITEM_REASONS)[number], string>> = {
  'near-miss': 'A number or reference one character off',
  'too-little': 'Too little for the invoices it names',
  settled: 'Names an invoice paid or credited already',
  'no-reference': 'Names no invoice; these are of its amount',
  unknown: 'Names no invoice, and none is of its amount',
};

export const PAYMENTS_COLLECTION: CollectionSpec = {
  collection: PAYMENTS,
  meta: {
    accountability: null,
    icon: 'account_balance',
    note: 'Payments from the bank statements that the website could not match for certain. Name the invoices one pays in "Assign to"; the site books it.',
    display_template: '{{value_date}} {{payer}} {{amount}} ({{state}})',
    sort_field: 'value_date',
  },
  schema: {},
  fields: [
    { field: 'id', type: 'string', meta: { interface: 'input', readonly: true }, schema: { is_primary_key: true, length: 64 } },
    readOnly('state', 'string', {
      display: 'labels',
      display_options: {
        choices: PAYMENT_ITEM_STATES.map((value) => ({
          value,
          text: STATE_LABELS[value][0],
          background: STATE_LABELS[value][1],
          foreground: '#FFFFFF',
        })),
      },
    }),
    readOnly('reason', 'string', {
      display: 'labels',
      display_options: { choices: PAYMENT_ITEM_REASONS.map((value) => ({ value, text: REASON_TEXTS[value] })) },
      note: 'Why the site did not book it',
    }),
    {
      field: 'assign_to',
      type: 'string',
      meta: {
        interface: 'input',
        note: 'The invoices it pays, by number (RE-2027-00001) or registration reference, separated by commas: each in turn gets what it still owes, the rest is owed back',
      },
    },
    readOnly('suggested', 'string', { note: 'The invoices it likely pays' }),
    readOnly('amount', 'decimal', { note: 'In its currency' }),
    readOnly('currency', 'string'),
    readOnly('value_date', 'date'),
    readOnly('payer', 'string'),
    readOnly('iban', 'string', { note: "The payer's account" }),
    readOnly('remittance', 'text', { interface: 'input-multiline', note: 'What the payer wrote' }),
    readOnly('paid', 'string', { note: 'The invoices it went to, with what it paid of each' }),
    readOnly('owed_back', 'decimal', { note: 'EUR owed back (see Refunds)' }),
    readOnly('statement', 'string', { note: 'The bank statement it came in' }),
    readOnly('site_note', 'text', { interface: 'input-multiline', note: 'What the website did with the last change made here' }),
  ],
};
