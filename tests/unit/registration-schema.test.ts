/**
 * The registration schema: what it accepts and normalizes, and the error code it gives,
 * at the form's field path, for each kind of wrong input.
 */
import { describe, expect, it } from 'vitest';
import { countryName } from '../../src/i18n/format.ts';
import { COUNTRY_CODES, countryOptions } from '../../src/registration-contract/countries.ts';
import {
  ERROR_CODES,
  FIELD_KEYS,
  isErrorCode,
  MAX_LENGTH,
  registrationSchema,
  type TextFieldKey,
} from '../../src/registration-contract/schema.ts';
import { colleague, validInput, withField } from '../support/registration.ts';

/** The first error code per field path, as the form and the server show them. */
function codes(input: unknown): Record<string, string> {
  const result = registrationSchema.safeParse(input);
  if (result.success) return {};
  const byPath: Record<string, string> = {};
  for (const issue of result.error.issues) byPath[issue.path.join('.')] ??= issue.message;
  return byPath;
}

/** A billing address in `country` (without the German VAT ID of validInput). */
const withBilling = (postalCode: string, country: string) =>
  withField(withField(withField(validInput(), 'billing.postalCode', postalCode), 'billing.country', country), 'billing.vatId', '');

describe('a valid registration', () => {
  it('passes, trimmed, with empty optional fields dropped', () => {
    let input = withField(validInput(), 'participants.0.firstName', '  Erika  ');
    input = withField(input, 'participants.0.academicTitle', '   ');
    input = withField(input, 'billing.purchaseOrder', '');
    input = withField(input, 'remarks', '');
    const result = registrationSchema.parse(input);
    expect(result.participants[0]!.firstName).toBe('Erika');
    expect(result.participants[0]).not.toHaveProperty('academicTitle', expect.anything());
    expect(result.participants[0]!.academicTitle).toBeUndefined();
    expect(result.billing.purchaseOrder).toBeUndefined();
    expect(result.remarks).toBeUndefined();
  });

  it('drops unknown fields (the honeypot and locale travel beside the registration)', () => {
    const result = registrationSchema.parse({ ...validInput(), extra_reference: '', locale: 'en', admin: true });
    expect(result).not.toHaveProperty('extra_reference');
    expect(result).not.toHaveProperty('admin');
  });

  it('keeps line breaks in remarks but not in single-line fields', () => {
    expect(codes(withField(validInput(), 'remarks', 'Zeile 1\nZeile 2\tEnde'))).toEqual({});
    expect(codes(withField(validInput(), 'participants.0.lastName', 'Muster\nmann'))).toEqual({ 'participants.0.lastName': 'characters' });
  });

  it.each([
    ['participants.0.firstName', 'Erika\u0085', 'a C1 control character (next line)'],
    ['participants.0.lastName', 'Muster\u2028mann', 'a line separator'],
    ['participants.0.company', 'ACME\u2029GmbH', 'a paragraph separator'],
    ['participants.0.jobTitle', '\u202Eregnaninam', 'a right-to-left override'],
    ['participants.0.lastName', 'Muster\u2067mann\u2069', 'a right-to-left isolate'],
    ['participants.0.firstName', '=?utf-8?B?QWRtaW4=?=', 'a MIME encoded word'],
    ['participants.0.company', 'ACME =?ISO-8859-1?q?M=FCller?= GmbH', 'a MIME encoded word (Q) inside other text'],
    ['billing.company', 'ACME\u009B', 'a C1 control character in the billing address'],
    ['remarks', 'Bitte\n\u202Ebeachten', 'a direction override in the remarks'],
    ['participants.0.lastName', 'Muster\u200Fmann', 'a right-to-left mark'],
    ['participants.0.firstName', 'Erika\u061C', 'an Arabic letter mark'],
    ['participants.0.lastName', 'Muster\u200Bmann', 'a zero-width space'],
    ['participants.0.company', 'ACME\uFEFF GmbH', 'a byte order mark'],
    ['billing.street', 'Hauptstra\u00DFe 1\u2060', 'a word joiner in the billing address'],
    ['participants.0.firstName', 'Erika\u{E0041}\u{E007F}', 'tag characters'],
  ])('refuses %s with %j (%s), which would mislead the academy or a mail program', (path, value) => {
    expect(codes(withField(validInput(), path, value))).toEqual({ [path]: 'characters' });
  });

  it('keeps names in any script, with their accents and marks', () => {
    for (const name of ['Zoë Ångström', 'Ольга', 'محمد', 'Łukasz Żółć', 'O\u2019Brien', '=Müller=?']) {
      expect(codes(withField(validInput(), 'participants.0.lastName', name))).toEqual({});
    }
  });

  it('refuses NUL, other control characters and lone surrogates', () => {
    expect(codes(withField(validInput(), 'participants.0.company', 'ACME\u0000'))).toEqual({ 'participants.0.company': 'characters' });
    expect(codes(withField(validInput(), 'remarks', 'a\u0007b'))).toEqual({ remarks: 'characters' });
    expect(codes(withField(validInput(), 'billing.city', 'Berlin\uD800'))).toEqual({ 'billing.city': 'characters' });
  });

  it('accepts names in any script, with right-to-left text', () => {
    expect(codes(withField(withField(validInput(), 'participants.0.firstName', 'Łucja'), 'participants.0.lastName', 'עברית'))).toEqual({});
  });
});

describe('required fields', () => {
  it.each([
    'participants.0.firstName',
    'participants.0.lastName',
    'participants.0.email',
    'participants.0.phone',
    'participants.0.company',
    'participants.0.jobTitle',
    'billing.company',
    'billing.street',
    'billing.postalCode',
    'billing.city',
  ])('%s missing or blank is "required"', (path) => {
    expect(codes(withField(validInput(), path, undefined))).toEqual({ [path]: 'required' });
    expect(codes(withField(validInput(), path, '   '))).toEqual({ [path]: 'required' });
  });

  it('a value of the wrong type is "invalid"', () => {
    expect(codes(withField(validInput(), 'participants.0.firstName', 42))).toEqual({ 'participants.0.firstName': 'invalid' });
    expect(codes(withField(validInput(), 'dateId', '1001'))).toEqual({ dateId: 'invalid' });
    expect(codes(withField(validInput(), 'dateId', -3))).toEqual({ dateId: 'invalid' });
    expect(codes(withField(validInput(), 'dateId', 1.5))).toEqual({ dateId: 'invalid' });
    expect(codes(withField(validInput(), 'dateId', undefined))).toEqual({ dateId: 'required' });
  });

  it('salutation and country must be one of the choices', () => {
    expect(codes(withField(validInput(), 'participants.0.salutation', 'dr'))).toEqual({ 'participants.0.salutation': 'choice' });
    expect(codes(withField(validInput(), 'participants.0.salutation', undefined))).toEqual({ 'participants.0.salutation': 'choice' });
    expect(codes(withField(validInput(), 'billing.country', 'XX'))).toEqual({ 'billing.country': 'choice' });
    expect(codes(withField(validInput(), 'billing.country', 'de'))).toEqual({ 'billing.country': 'choice' });
    for (const salutation of ['ms', 'mr', 'none'])
      expect(codes(withField(validInput(), 'participants.0.salutation', salutation))).toEqual({});
  });

  it('shows every error at once', () => {
    const errors = codes({
      dateId: 1001,
      participants: [{}],
      billing: { postalCode: '1234', country: 'DE' },
      invoiceContact: { sameAsParticipant: false },
      consent: false,
    });
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining([
        'participants.0.firstName',
        'participants.0.email',
        'billing.city',
        'billing.postalCode',
        'invoiceContact.name',
        'invoiceContact.email',
        'invoiceContact.phone',
        'consent',
      ]),
    );
    expect(errors['billing.postalCode']).toBe('postalCode');
  });
});

describe('length limits', () => {
  it('every free-text field has one, and every field key is a form field', () => {
    const textFields = FIELD_KEYS.filter(
      (key) =>
        ![
          'dateId',
          'participant.salutation',
          'participant.attendance',
          'billing.country',
          'invoiceContact.sameAsParticipant',
          'booker.forOthers',
          'consumer',
          'consent',
        ].includes(key),
    );
    expect(Object.keys(MAX_LENGTH).sort()).toEqual([...textFields].sort());
  });

  it.each(Object.entries(MAX_LENGTH) as Array<[TextFieldKey, number]>)('%s allows %i characters and no more', (key, max) => {
    // A participant's limit holds for every participant: checked on the second of two.
    const path = key.replace(/^participant\./, 'participants.1.');
    let input: unknown = { ...validInput(), participants: [...validInput().participants, colleague(2)] };
    if (path.startsWith('invoiceContact.'))
      input = withField(input, 'invoiceContact', {
        sameAsParticipant: false,
        name: 'Max Muster',
        email: 'max@example.com',
        phone: '+49 30 1234567',
      });
    if (path.startsWith('booker.'))
      input = withField(input, 'booker', {
        forOthers: true,
        name: 'Petra Teamleitung',
        email: 'petra.teamleitung@example.com',
        phone: '+49 30 7654321',
        company: 'Muster Rechenzentren GmbH',
      });
    const tooLong = `${'1'.repeat(max + 1)}`;
    expect(codes(withField(input, path, tooLong))[path]).toBe('tooLong');
    expect(codes(withField(input, path, ` ${'1'.repeat(max)} `))[path]).not.toBe('tooLong');
  });
});

describe('email and phone', () => {
  it.each(['name@example.com', 'first.last+tag@sub.example.co.uk', "o'brien@example.ie"])('accepts %s', (email) => {
    expect(codes(withField(validInput(), 'participants.0.email', email))).toEqual({});
  });
  it.each(['name', 'name@', '@example.com', 'name@example', 'a b@example.com', 'name@exa mple.com'])('refuses %s', (email) => {
    expect(codes(withField(validInput(), 'participants.0.email', email))).toEqual({ 'participants.0.email': 'email' });
  });
  it.each(['+49 30 1234567', '030/123456', '(030) 123-456', '+1 (555) 010-9999', '123456', '12345678901234567890'])(
    'accepts phone %s',
    (phone) => {
      expect(codes(withField(validInput(), 'participants.0.phone', phone))).toEqual({});
    },
  );
  it.each(['12345', '123456789012345678901', '+49 30 CALL-ME', '030.123456', '49+30123456', '--- ---'])('refuses phone %s', (phone) => {
    expect(codes(withField(validInput(), 'participants.0.phone', phone))).toEqual({ 'participants.0.phone': 'phone' });
  });
});

describe('postal codes by country', () => {
  it.each([
    ['10115', 'DE'],
    ['01067', 'DE'],
    ['1010', 'AT'],
    ['8001', 'CH'],
    ['9490', 'LI'],
    ['SW1A 1AA', 'GB'],
    ['75008', 'FR'],
    ['1234 AB', 'NL'],
    ['12345-6789', 'US'],
    ['D02 X285', 'IE'],
  ])('accepts %s in %s', (postalCode, country) => {
    expect(codes(withBilling(postalCode, country))).toEqual({});
  });
  it.each([
    ['1011', 'DE'],
    ['101155', 'DE'],
    ['1O115', 'DE'],
    ['10115', 'AT'],
    ['801', 'CH'],
    ['A', 'FR'],
    ['-1234', 'NL'],
    ['12_45', 'GB'],
  ])('refuses %s in %s', (postalCode, country) => {
    expect(codes(withBilling(postalCode, country))).toEqual({ 'billing.postalCode': 'postalCode' });
  });
  it('an overlong postal code is "tooLong", not a pattern error', () => {
    expect(codes(withBilling('12345678901', 'GB'))).toEqual({ 'billing.postalCode': 'tooLong' });
  });
});

describe('VAT ID', () => {
  it('is optional, normalized to upper case without spaces', () => {
    expect(registrationSchema.parse(withField(validInput(), 'billing.vatId', ' de 123 456 789 ')).billing.vatId).toBe('DE123456789');
    expect(registrationSchema.parse(withField(validInput(), 'billing.vatId', '')).billing.vatId).toBeUndefined();
    expect(registrationSchema.parse(withField(validInput(), 'billing.vatId', undefined)).billing.vatId).toBeUndefined();
  });
  it.each(['123456789', 'D123', 'DE1', 'DE-123-456', 'DE12345678901234'])('refuses %s', (vatId) => {
    expect(codes(withField(validInput(), 'billing.vatId', vatId))).toEqual({ 'billing.vatId': 'vatId' });
  });
  const inCountry = (vatId: string, country: string) =>
    withField(withBilling(country === 'DE' ? '10115' : '1010', country), 'billing.vatId', vatId);
  it.each([
    ['ATU12345678', 'AT'],
    ['EL123456789', 'GR'],
    ['FR 12 345678901', 'FR'],
    ['NL123456789B01', 'NL'],
    ['CHE-123.456.789 MWST', 'CH'],
    ['XI123456789', 'GB'],
    ['12-3456789', 'US'],
  ])('takes %s for a billing address in %s, in the form of its country', (vatId, country) => {
    const billing = country === 'US' ? withField(inCountry(vatId, country), 'billing.postalCode', '10001') : inCountry(vatId, country);
    expect(codes(billing), `${vatId} in ${country}`).toEqual(country === 'US' ? { 'billing.vatId': 'vatId' } : {});
  });
  it.each([
    ['AT12345678', 'AT', 'vatId'],
    ['DE12345678', 'DE', 'vatId'],
    ['GR123456789', 'GR', 'vatId'],
    ['DE123456789', 'AT', 'vatIdCountry'],
    ['FR12345678901', 'DE', 'vatIdCountry'],
  ])('refuses %s for a billing address in %s (%s)', (vatId, country, code) => {
    expect(codes(inCountry(vatId, country))).toEqual({ 'billing.vatId': code });
  });
});

describe('invoice contact', () => {
  it('is the participant: other contact fields are ignored, whatever they hold', () => {
    const result = registrationSchema.parse(
      withField(validInput(), 'invoiceContact', { sameAsParticipant: true, name: '', email: 'not an email', phone: 'x' }),
    );
    expect(result.invoiceContact).toEqual({ sameAsParticipant: true });
  });

  it('is someone else: name, email and phone are required and checked like the participant’s', () => {
    expect(codes(withField(validInput(), 'invoiceContact', { sameAsParticipant: false }))).toEqual({
      'invoiceContact.name': 'required',
      'invoiceContact.email': 'required',
      'invoiceContact.phone': 'required',
    });
    expect(
      codes(withField(validInput(), 'invoiceContact', { sameAsParticipant: false, name: ' Max ', email: 'max@', phone: '12' })),
    ).toEqual({
      'invoiceContact.email': 'email',
      'invoiceContact.phone': 'phone',
    });
    const result = registrationSchema.parse(
      withField(validInput(), 'invoiceContact', {
        sameAsParticipant: false,
        name: ' Max Muster ',
        email: 'max@example.com',
        phone: '+49 30 1234567',
      }),
    );
    expect(result.invoiceContact).toEqual({
      sameAsParticipant: false,
      name: 'Max Muster',
      email: 'max@example.com',
      phone: '+49 30 1234567',
    });
  });

  it('without the choice is "required"', () => {
    expect(codes(withField(validInput(), 'invoiceContact', {}))).toEqual({ 'invoiceContact.sameAsParticipant': 'required' });
  });
});

describe('consent', () => {
  it.each([false, 'true', 'on', 1, undefined, null])('%s is not consent', (consent) => {
    expect(codes(withField(validInput(), 'consent', consent))).toEqual({ consent: 'consent' });
  });
});

describe('error codes', () => {
  it('every message the schema produces is a known code', () => {
    const garbage = [
      {},
      { participants: 5 },
      { dateId: 'x', participants: [{ email: [] }], billing: null, invoiceContact: 'yes', consent: {} },
      withField(validInput(), 'billing', { country: 'DE', postalCode: 'x' }),
    ];
    for (const input of garbage) {
      const result = registrationSchema.safeParse(input);
      expect(result.success).toBe(false);
      for (const issue of result.error!.issues) expect(isErrorCode(issue.message), `${issue.path.join('.')}: ${issue.message}`).toBe(true);
    }
    expect(ERROR_CODES).toContain('tooLong');
  });
});

describe('countries', () => {
  it('covers the EU, the EEA, Switzerland, the UK and the US', () => {
    for (const code of ['DE', 'AT', 'FR', 'PL', 'IE', 'NO', 'IS', 'LI', 'CH', 'GB', 'US']) expect(COUNTRY_CODES).toContain(code);
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
  });
  it('are shown by name in each language, sorted by it', () => {
    expect(countryName('de', 'DE')).toBe('Deutschland');
    expect(countryName('en', 'DE')).toBe('Germany');
    const names = countryOptions('de').map((option) => option.name);
    expect(names).toContain('Österreich');
    expect(names.indexOf('Österreich')).toBeLessThan(names.indexOf('Polen'));
  });
});

describe('participants', () => {
  it('flags the same address twice in one registration, even while other fields are still wrong', () => {
    const input = {
      ...validInput(),
      participants: [validInput().participants[0]!, { ...colleague(2, 'Erika.Mustermann@example.com'), salutation: '' }],
    };
    expect(codes(input)).toEqual({ 'participants.1.salutation': 'choice', 'participants.1.email': 'sameParticipant' });
  });
});
