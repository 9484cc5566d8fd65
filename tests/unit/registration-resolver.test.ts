/**
 * The form's resolver: the shared schema, except that a check of the whole participant
 * list (react-hook-form runs one when a section is added or removed) reports only the
 * fields the visitor has reached, or that show an error already.
 */
import type { FieldErrors, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { registrationResolver } from '../../src/islands/registration-form/resolver.ts';
import { blankParticipant } from '../../src/islands/registration-form/values.ts';
import type { RegistrationInput } from '../../src/registration-contract/schema.ts';
import { validInput } from '../support/registration.ts';

const options = (names?: string[]) =>
  ({ names, shouldUseNativeValidation: false, fields: {} }) as unknown as ResolverOptions<RegistrationInput>;
const values = {
  ...validInput(),
  participants: [{ ...validInput().participants[0]!, firstName: '' }, blankParticipant()],
} as RegistrationInput;

describe('registrationResolver', () => {
  it('reports, for a list-wide check, only the fields reached or already in error', async () => {
    const resolver = registrationResolver(() => ({
      touched: { participants: [{ firstName: true }] },
      errors: { participants: [undefined, { email: { type: 'server', message: 'x' } }] } as unknown as FieldErrors,
    }));
    const result = await resolver(values, undefined, options(['participants']));
    const participants = result.errors.participants as unknown as Array<Record<string, unknown> | undefined>;
    expect(Object.keys(participants[0] ?? {})).toEqual(['firstName']);
    expect(Object.keys(participants[1] ?? {})).toEqual(['email']);
  });

  it('drops the list-wide errors altogether when none was reached', async () => {
    const resolver = registrationResolver(() => ({ touched: {}, errors: {} }));
    const result = await resolver(values, undefined, options(['participants']));
    expect(result.errors).not.toHaveProperty('participants');
  });

  it('reports everything on a submit and for a single field', async () => {
    const resolver = registrationResolver(() => ({ touched: {}, errors: {} }));
    const submit = await resolver(values, undefined, options());
    expect(Object.keys((submit.errors.participants as unknown as Array<Record<string, unknown>>)[1] ?? {})).toContain('lastName');
    const field = await resolver(values, undefined, options(['participants.1.email']));
    expect((field.errors.participants as unknown as Array<Record<string, unknown>>)[1]).toHaveProperty('email');
  });
});
