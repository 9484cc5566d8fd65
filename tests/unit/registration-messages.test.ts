/**
 * The registration's texts: a German and an English message for every error and refusal
 * code and a label for every field, the same placeholders in both, and fieldErrors() giving
 * the form's field paths with the first message of each, in the asked language. Also that
 * the form's resolver (zodResolver) sees the same codes at the same paths.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/i18n/locales.ts';
import { FIELD_LABELS, qualifiedFieldLabel, SALUTATION_LABELS } from '../../src/registration-contract/field-labels.ts';
import {
  errorMessage,
  fieldErrorMessage,
  fieldErrors,
  REJECTION_CODES,
  rejectionMessage,
} from '../../src/registration-contract/messages.ts';
import { ERROR_CODES, FIELD_KEYS, MAX_NAME_LENGTH, registrationSchema, SALUTATIONS } from '../../src/registration-contract/schema.ts';
import { validInput, withField } from '../support/registration.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('texts', () => {
  it('every error code has a message in both languages, different per language, with the same placeholders', () => {
    for (const code of ERROR_CODES) {
      const [de, en] = LOCALES.map((locale) => errorMessage(code, locale));
      expect(de, code).toBeTruthy();
      expect(en, code).toBeTruthy();
      expect(de).not.toBe(en);
      expect(placeholders(de!)).toEqual(placeholders(en!));
    }
  });

  it('every refusal has a message in both languages', () => {
    for (const code of REJECTION_CODES) {
      for (const locale of LOCALES) expect(rejectionMessage(code, locale, { seconds: 30 }), `${code} ${locale}`).toMatch(/\S/);
      expect(rejectionMessage(code, 'de')).not.toBe(rejectionMessage(code, 'en'));
    }
  });

  it('every field and salutation has a label in both languages', () => {
    for (const locale of LOCALES) {
      expect(Object.keys(FIELD_LABELS[locale]).sort()).toEqual([...FIELD_KEYS].sort());
      for (const key of FIELD_KEYS) expect(FIELD_LABELS[locale][key]).toMatch(/\S/);
      expect(Object.keys(SALUTATION_LABELS[locale]).sort()).toEqual([...SALUTATIONS].sort());
    }
    expect(SALUTATION_LABELS.de).toEqual({ ms: 'Frau', mr: 'Herr', none: 'Keine Angabe' });
  });

  it('qualifies ambiguous labels with their section', () => {
    expect(qualifiedFieldLabel('billing.company', 'de')).toBe('Rechnungsanschrift: Unternehmen');
    expect(qualifiedFieldLabel('participants.0.company', 'en')).toBe('Participant: Company');
    expect(qualifiedFieldLabel('remarks', 'en')).toBe('Remarks');
  });

  it('fills parameters, and reads an unknown code as "invalid"', () => {
    expect(errorMessage('tooLong', 'de', { max: 100 })).toBe('Bitte geben Sie höchstens 100 Zeichen ein.');
    expect(errorMessage('tooLong', 'en', { max: 100 })).toBe('Please enter no more than 100 characters.');
    expect(fieldErrorMessage('participants.0.firstName', 'tooLong', 'en')).toContain(String(MAX_NAME_LENGTH));
    expect(rejectionMessage('unknownDate', 'en')).toBe('This course date does not exist. Please choose a date on our website.');
    expect(errorMessage('Invalid input: expected string', 'en')).toBe(errorMessage('invalid', 'en'));
  });
});

describe('fieldErrors', () => {
  const issues = registrationSchema.safeParse(
    withField(withField(validInput(), 'participants.0.email', ''), 'participants.0.lastName', 'x'.repeat(MAX_NAME_LENGTH + 1)),
  ).error!.issues;

  it('keys messages by field path, first issue per path, in German', () => {
    expect(fieldErrors(issues, 'de')).toEqual({
      'participants.0.email': 'Bitte füllen Sie dieses Feld aus.',
      'participants.0.lastName': `Bitte geben Sie höchstens ${MAX_NAME_LENGTH} Zeichen ein.`,
    });
  });

  it('and in English', () => {
    expect(fieldErrors(issues, 'en')).toEqual({
      'participants.0.email': 'Please fill in this field.',
      'participants.0.lastName': `Please enter no more than ${MAX_NAME_LENGTH} characters.`,
    });
  });
});

describe('the form’s resolver', () => {
  it('reports the schema’s codes at the form’s field paths, and the normalized values when valid', async () => {
    const resolve = zodResolver(registrationSchema);
    const options = { fields: {}, shouldUseNativeValidation: false } as const;
    const invalid = await resolve(
      withField(withField(validInput(), 'billing.postalCode', '123'), 'invoiceContact', { sameAsParticipant: false }) as never,
      undefined,
      options,
    );
    expect((invalid.errors as { billing?: { postalCode?: { message?: string } } }).billing?.postalCode?.message).toBe('postalCode');
    expect((invalid.errors as { invoiceContact?: { name?: { message?: string } } }).invoiceContact?.name?.message).toBe('required');
    const valid = await resolve(withField(validInput(), 'participants.0.firstName', ' Erika ') as never, undefined, options);
    expect(valid.errors).toEqual({});
    expect((valid.values as { participants: Array<{ firstName: string }> }).participants[0]!.firstName).toBe('Erika');
  });
});
