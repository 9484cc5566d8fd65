/**
 * The form's validation: the shared schema (zodResolver), with one exception. Adding or
 * removing a participant section makes react-hook-form validate the whole participant
 * list at once, which would mark every field the visitor has not reached yet, in every
 * section (a new, empty one too), as missing. Such a list-wide check reports only the
 * fields the visitor has touched or that already show an error (after a submit, or the
 * server's, on the page that answers a post); a submit still checks everything.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { registrationSchemaFor } from '../../registration-contract/attendance.ts';
import type { RegistrationInput } from '../../registration-contract/schema.ts';

export interface FormState {
  readonly touched: unknown;
  readonly errors: FieldErrors;
}

const at = (root: unknown, keys: readonly (string | number)[]): unknown =>
  keys.reduce<unknown>(
    (node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    root,
  );

/** The participants' errors without those of fields neither touched nor already in error. */
function reachedOnly(errors: unknown, state: FormState): unknown {
  if (!Array.isArray(errors)) return errors;
  return errors.map((section: Record<string, unknown> | undefined, index) => {
    if (!section) return section;
    const kept = Object.entries(section).filter(
      ([field]) =>
        at(state.touched, ['participants', index, field]) === true || at(state.errors, ['participants', index, field]) !== undefined,
    );
    return kept.length > 0 ? Object.fromEntries(kept) : undefined;
  });
}

/** The resolver of a date's form: a hybrid date's asks each participant's attendance (registrationSchemaFor). */
export function registrationResolver(state: () => FormState, hybrid = false): Resolver<RegistrationInput> {
  const schema = zodResolver(registrationSchemaFor(hybrid)) as unknown as Resolver<RegistrationInput>;
  return async (values, context, options) => {
    const result = await schema(values, context, options);
    const current = state();
    if (!options.names?.includes('participants') || !result.errors.participants) return result;
    const participants = reachedOnly(result.errors.participants, current);
    const errors = { ...result.errors, participants } as FieldErrors<RegistrationInput>;
    if (Array.isArray(participants) && participants.every((section) => section === undefined))
      delete (errors as Record<string, unknown>).participants;
    return { values: {}, errors };
  };
}
