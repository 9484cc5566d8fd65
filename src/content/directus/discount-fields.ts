/** The Directus type, editor interface and note of each field of `discounts` (discount-schema.ts), by its Directus name. Pure data. */
import { DISCOUNT_KINDS } from '../discount-schema.ts';
import type { FieldSpec } from './field-spec.ts';

const DAY_NOTE = 'The booking day (Germany) it applies from or until; empty for no limit';

export const DISCOUNT_FIELD_TYPES: Readonly<Record<string, Omit<FieldSpec, 'field'>>> = {
  code: {
    type: 'string',
    meta: {
      interface: 'input',
      note: 'What a booker types (4 to 32 capitals, digits or hyphens); empty for a group discount that applies by itself',
    },
  },
  discount_kind: {
    type: 'string',
    meta: {
      interface: 'select-dropdown',
      required: true,
      options: { choices: DISCOUNT_KINDS.map((value) => ({ text: value === 'percent' ? 'Per cent' : 'Amount (EUR, net)', value })) },
      note: 'Per cent off the course fee of each place, or an amount off it',
    },
  },
  discount_value: {
    type: 'decimal',
    schema: { numeric_precision: 10, numeric_scale: 2 },
    meta: { interface: 'input', required: true, note: 'Per cent (1 to 100), or net EUR per place' },
  },
  from_place: {
    type: 'integer',
    schema: { default_value: 1 },
    meta: {
      interface: 'input',
      note: 'The place of one registration it applies from: 1 for every place, 3 for the third and each after it',
    },
  },
  seminar_ids: {
    type: 'json',
    meta: { interface: 'tags', special: ['cast-json'], note: 'The ids of the seminars it applies to; empty for every seminar' },
  },
  date_ids: {
    type: 'json',
    meta: { interface: 'tags', special: ['cast-json'], note: 'The ids of the dates it applies to; empty for every date' },
  },
  valid_from: { type: 'date', meta: { interface: 'datetime', note: DAY_NOTE } },
  valid_until: { type: 'date', meta: { interface: 'datetime', note: DAY_NOTE } },
  max_uses: { type: 'integer', meta: { interface: 'input', note: 'A code: how many registrations may use it in all; empty for no limit' } },
  max_uses_per_company: {
    type: 'integer',
    meta: { interface: 'input', note: 'A code: how many registrations of one company (its billing name) may use it; empty for no limit' },
  },
  label_de: {
    type: 'string',
    meta: { interface: 'input', required: true, note: 'What the review, mails and invoices call it, in German' },
  },
  label_en: { type: 'string', meta: { interface: 'input', required: true, note: 'The same in English' } },
  active: {
    type: 'boolean',
    schema: { default_value: true },
    meta: { interface: 'boolean', special: ['cast-boolean'], note: 'Off: it applies to no new booking' },
  },
};
