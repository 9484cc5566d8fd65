/**
 * What every part of the registration form knows: the page's language, the form's words
 * and each field's current error, already in words. An error is either a code of the
 * shared schema (from validation in the browser), localized here, or a sentence the
 * server wrote in the page's language.
 */
import { createContext, useContext } from 'react';
import type { FieldErrors } from 'react-hook-form';
import type { Locale } from '../../i18n/locales.ts';
import { fieldErrorMessage } from '../../registration-contract/messages.ts';
import { isErrorCode } from '../../registration-contract/schema.ts';
import type { FormTexts } from './texts.ts';

export interface FormPage {
  readonly locale: Locale;
  readonly texts: FormTexts;
  readonly errorOf: (path: string) => string | undefined;
  /** The date is hybrid: each participant chooses on site or online. */
  readonly hybrid: boolean;
  /** Private persons may book: the billing section lets them say so. */
  readonly privateBooking: boolean;
}

const FormPageContext = createContext<FormPage | null>(null);

export const FormPageProvider = FormPageContext.Provider;

export function useFormPage(): FormPage {
  const page = useContext(FormPageContext);
  if (!page) throw new Error('useFormPage: no <FormPageProvider> above this field');
  return page;
}

function errorAt(errors: FieldErrors, path: string): string | undefined {
  let node: unknown = errors;
  for (const key of path.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/** The error of a field in words, from react-hook-form's errors. */
export function errorText(errors: FieldErrors, path: string, locale: Locale): string | undefined {
  const message = errorAt(errors, path);
  return message && isErrorCode(message) ? fieldErrorMessage(path, message, locale) : message;
}

/** Flat errors by field path ('participant.email') as react-hook-form's nested errors. */
export function nestedErrors(flat: Readonly<Record<string, string>>): FieldErrors {
  const errors: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(flat)) {
    const keys = path.split('.');
    let node = errors;
    for (const key of keys.slice(0, -1)) {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    }
    node[keys.at(-1) as string] = { type: 'server', message };
  }
  return errors as FieldErrors;
}

/** Every field path that has an error, in the order given (the form's order). */
export function pathsWithErrors(errors: FieldErrors, order: readonly string[]): string[] {
  return order.filter((path) => errorAt(errors, path) !== undefined);
}
