/**
 * A form post without JavaScript is a flat record of strings; fromFormFields makes it the
 * schema's nested input and toFormFields makes values a record again (to refill a form).
 */

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD } from '../../src/registration-contract/contract.ts';
import { CHECKED, compactParticipants, fromFormFields, toFormFields } from '../../src/registration-contract/form-data.ts';
import { registrationSchema } from '../../src/registration-contract/schema.ts';
import { validInput } from '../support/registration.ts';

const post: Record<string, string> = {
  dateId: '1001',
  'participants.0.salutation': 'mr',
  'participants.0.academicTitle': '',
  'participants.0.firstName': 'Max',
  'participants.0.lastName': 'Muster',
  'participants.0.email': 'max@example.com',
  'participants.0.phone': '030 1234567',
  'participants.0.company': 'ACME',
  'participants.0.jobTitle': 'CTO',
  'billing.company': 'ACME',
  'billing.street': 'Weg 2',
  'billing.postalCode': '1010',
  'billing.city': 'Wien',
  'billing.country': 'AT',
  'billing.vatId': '',
  'billing.purchaseOrder': '',
  'invoiceContact.name': '',
  'invoiceContact.email': '',
  'invoiceContact.phone': '',
  remarks: '',
  consent: CHECKED,
  [HONEYPOT_FIELD]: '',
  locale: 'de',
};

describe('fromFormFields', () => {
  it('nests the fields, makes dateId a number and ticked boxes true, absent boxes false', () => {
    const input = fromFormFields(post);
    expect(input).toMatchObject({
      dateId: 1001,
      participants: [{ firstName: 'Max' }],
      billing: { country: 'AT' },
      invoiceContact: { sameAsParticipant: false },
      consent: true,
    });
    expect(input).not.toHaveProperty(HONEYPOT_FIELD);
    expect(input).not.toHaveProperty('locale');
  });

  it('gives a post the schema accepts when it is complete', () => {
    const result = registrationSchema.safeParse(fromFormFields({ ...post, 'invoiceContact.sameAsParticipant': CHECKED }));
    expect(result.success).toBe(true);
    expect(result.data?.participants[0]?.academicTitle).toBeUndefined();
  });

  it('without a ticked consent box the schema refuses it', () => {
    const { consent: _, ...unticked } = post;
    expect(
      registrationSchema
        .safeParse(fromFormFields({ ...unticked, 'invoiceContact.sameAsParticipant': CHECKED }))
        .error?.issues.map((issue) => issue.message),
    ).toEqual(['consent']);
  });

  it('leaves a dateId that is not a plain number a string, for the schema to refuse', () => {
    for (const dateId of ['', '0', '01001', '1e3', '1001.0', ' 1001', '99999999999999999999'])
      expect(fromFormFields({ dateId }).dateId).toBe(dateId);
  });

  it('ignores unknown keys, including ones that could reach the prototype', () => {
    const input = fromFormFields({
      __proto__: 'x',
      constructor: 'y',
      'participants.0.__proto__': 'z',
      'participants.0.firstName': 'Max',
    } as Record<string, string>);
    expect(Object.getPrototypeOf(input)).toBe(Object.prototype);
    expect(input.participants).toEqual([{ firstName: 'Max' }]);
  });
});

describe('compactParticipants', () => {
  const section = (index: number, values: Record<string, string>) =>
    Object.fromEntries(Object.entries(values).map(([field, value]) => [`participants.${index}.${field}`, value]));

  it('drops the extra sections left empty and numbers the filled ones in order, keeping the first', () => {
    const fields = {
      dateId: '1001',
      ...section(0, { salutation: '', firstName: '' }),
      ...section(1, { salutation: '', firstName: ' ' }),
      ...section(2, { salutation: 'mr', firstName: 'Jonas' }),
    };
    expect(compactParticipants(fields)).toEqual({
      dateId: '1001',
      ...section(0, { salutation: '', firstName: '' }),
      ...section(1, { salutation: 'mr', firstName: 'Jonas' }),
    });
  });

  it('makes nothing of keys that could reach the prototype', () => {
    const fields = Object.fromEntries([
      ['__proto__', 'x'],
      ['participants.0.__proto__', 'y'],
      ['participants.1.constructor', 'z'],
      ['participants.0.firstName', 'Max'],
    ]);
    const input = fromFormFields(compactParticipants(fields));
    expect(Object.getPrototypeOf(input)).toBe(Object.prototype);
    expect(input.participants).toEqual([{ firstName: 'Max' }]);
    expect(({} as Record<string, unknown>).firstName).toBeUndefined();
  });

  it('makes a post of three sections, two filled, a registration of two', () => {
    const fields = compactParticipants({
      ...post,
      ...section(1, { salutation: '', firstName: '', email: '' }),
      ...section(2, { salutation: 'mr', firstName: 'Jonas', email: 'jonas@example.com' }),
    });
    expect((fromFormFields(fields).participants as unknown[]).length).toBe(2);
  });
});

describe('toFormFields', () => {
  it('flattens values, ticked boxes as "on", unticked and missing ones left out', () => {
    const fields = toFormFields(validInput());
    expect(fields['participants.0.email']).toBe('erika.mustermann@example.com');
    expect(fields.dateId).toBe('1001');
    expect(fields['invoiceContact.sameAsParticipant']).toBe(CHECKED);
    expect(fields.consent).toBe(CHECKED);
    expect(toFormFields({ consent: false })).toEqual({});
  });

  it('round-trips any form input', () => {
    const text = fc.string({ maxLength: 30 });
    const optionalText = fc.option(text, { nil: undefined });
    const input = fc.record({
      dateId: fc.integer({ min: 1, max: 10 ** 9 }),
      booker: fc.record({ forOthers: fc.boolean(), name: text, email: text, phone: text, company: text }, { requiredKeys: ['forOthers'] }),
      participants: fc.array(
        fc.record(
          {
            salutation: fc.constantFrom('ms', 'mr', 'none'),
            academicTitle: optionalText,
            firstName: text,
            lastName: text,
            email: text,
            phone: text,
            company: text,
            jobTitle: text,
          },
          { requiredKeys: ['salutation', 'firstName'] },
        ),
        { minLength: 1, maxLength: 4 },
      ),
      billing: fc.record(
        { company: text, street: text, postalCode: text, city: text, country: text, vatId: optionalText, purchaseOrder: optionalText },
        { requiredKeys: [] },
      ),
      invoiceContact: fc.record(
        { sameAsParticipant: fc.boolean(), name: text, email: text, phone: text },
        { requiredKeys: ['sameAsParticipant'] },
      ),
      consumer: fc.boolean(),
      remarks: text,
      discountCode: text,
      consent: fc.boolean(),
    });
    const withoutUndefined = (value: unknown) => JSON.parse(JSON.stringify(value));
    fc.assert(
      fc.property(input, (values) => {
        expect(fromFormFields(toFormFields(values))).toEqual(withoutUndefined(values));
      }),
    );
  });
});
