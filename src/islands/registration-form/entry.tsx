/** Client entry of the registration form island. */
import './zod-without-eval.ts';
import type { FormFields } from '../../registration/form-data.ts';
import { defineIsland, type HydrateIsland } from '../hydrate.tsx';
import { RegistrationForm, type RegistrationFormProps } from './RegistrationForm.tsx';

const hydrateForm = defineIsland(RegistrationForm);

/** What the server-drawn form holds now, as a post would send it: what the visitor entered before the form's code arrived. */
function enteredFields(element: HTMLElement): FormFields {
  const form = element.querySelector('form');
  const fields: Record<string, string> = {};
  if (form) for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields[name] = value;
  return fields;
}

export const hydrate: HydrateIsland = (element, props) =>
  hydrateForm(element, { ...(props as RegistrationFormProps), entered: enteredFields(element) });
