/** Client entry of the registration form island. */
import './zod-without-eval.ts';
import type { FormFields } from '../../registration-contract/form-data.ts';
import { defineIsland, type HydrateIsland } from '../hydrate.tsx';
import type { RegistrationFormProps } from './form-props.ts';
import { RegistrationForm } from './RegistrationForm.tsx';

const hydrateForm = defineIsland(RegistrationForm);

/** What the server-drawn form holds now, as a post would send it: what the visitor entered before the form's code arrived. */
function enteredFields(element: HTMLElement): FormFields {
  const form = element.querySelector('form');
  const fields: Record<string, string> = {};
  if (form) for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields[name] = value;
  return fields;
}

/**
 * What the visitor entered, read when the form has hydrated and as its code arrived: a field
 * typed into while React took the form over has its later value; one React may have set back
 * to what the form was drawn with (`drawn`) keeps what was read first.
 */
function enteredSince(element: HTMLElement): (drawn: FormFields) => FormFields {
  const early = enteredFields(element);
  return (drawn) => {
    const changed = Object.entries(enteredFields(element)).filter(([name, value]) => value !== (drawn[name] ?? ''));
    return { ...early, ...Object.fromEntries(changed) };
  };
}

export const hydrate: HydrateIsland = (element, props) =>
  hydrateForm(element, { ...(props as RegistrationFormProps), entered: enteredSince(element) });
