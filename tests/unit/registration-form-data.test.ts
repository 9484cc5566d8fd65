/**
 * A form post without JavaScript is a flat record of strings; fromFormFields makes it the
 * schema's nested input and toFormFields makes values a record again (to refill a form).
 */
import { HONEYPOT_FIELD } from '../../src/registration/contract.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHECKED, fromFormFields, toFormFields } from '../../src/registration/form-data.ts';
import { registrationSchema } from '../../src/registration/schema.ts';
import { validInput } from '../support/registration.ts';

const post: Record<string, string> = {
  dateId: '1001',
  'participant.salutation': 'mr',
  'participant.academicTitle': '',
  'participant.firstName': 'Max',
  'participant.lastName': 'Muster',
  'participant.email': 'max@example.com',
  'participant.phone': '030 1234567',
  'participant.company': 'ACME',
  'participant.jobTitle': 'CTO',
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
    expect(input).toMatchObject({ dateId: 1001, participant: { firstName: 'Max' }, billing: { country: 'AT' }, invoiceContact: { sameAsParticipant: false }, consent: true });
    expect(input).not.toHaveProperty(HONEYPOT_FIELD);
    expect(input).not.toHaveProperty('locale');
  });

  it('gives a post the schema accepts when it is complete', () => {
    const result = registrationSchema.safeParse(fromFormFields({ ...post, 'invoiceContact.sameAsParticipant': CHECKED }));
    expect(result.success).toBe(true);
    expect(result.data?.participant.academicTitle).toBeUndefined();
  });

  it('without a ticked consent box the schema refuses it', () => {
    const { consent: _, ...unticked } = post;
    expect(registrationSchema.safeParse(fromFormFields({ ...unticked, 'invoiceContact.sameAsParticipant': CHECKED })).error?.issues.map((issue) => issue.message)).toEqual(['consent']);
  });

  it('leaves a dateId that is not a plain number a string, for the schema to refuse', () => {
    for (const dateId of ['', '0', '01001', '1e3', '1001.0', ' 1001', '99999999999999999999']) expect(fromFormFields({ dateId }).dateId).toBe(dateId);
  });

  it('ignores unknown keys, including ones that could reach the prototype', () => {
    const input = fromFormFields({ __proto__: 'x', constructor: 'y', 'participant.__proto__': 'z', 'participant.firstName': 'Max' } as Record<string, string>);
    expect(Object.getPrototypeOf(input)).toBe(Object.prototype);
    expect(input.participant).toEqual({ firstName: 'Max' });
  });
});

describe('toFormFields', () => {
  it('flattens values, ticked boxes as "on", unticked and missing ones left out', () => {
    const fields = toFormFields(validInput());
    expect(fields['participant.email']).toBe('erika.mustermann@example.com');
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
      participant: fc.record({ salutation: fc.constantFrom('ms', 'mr', 'none'), academicTitle: optionalText, firstName: text, lastName: text, email: text, phone: text, company: text, jobTitle: text }, { requiredKeys: ['salutation', 'firstName'] }),
      billing: fc.record({ company: text, street: text, postalCode: text, city: text, country: text, vatId: optionalText, purchaseOrder: optionalText }, { requiredKeys: [] }),
      invoiceContact: fc.record({ sameAsParticipant: fc.boolean(), name: text, email: text, phone: text }, { requiredKeys: ['sameAsParticipant'] }),
      remarks: text,
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
