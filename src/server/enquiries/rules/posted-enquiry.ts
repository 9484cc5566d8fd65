/**
 * An enquiry as posted (a form or JSON): its fields as a flat record of strings, each at most
 * a few thousand characters (the body limit holds the whole), and the schema's complaints as
 * one localized message per field. Pure apart from reading the request.
 */
import type { Context } from 'hono';
import { ENQUIRY_LIMITS } from '../../../enquiry-contract/schema.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { errorMessage } from '../../../registration-contract/messages.ts';

/** The posted fields that are strings (numbers from JSON as their text); anything else is left out. */
export async function postedValues(c: Context, json: boolean): Promise<Record<string, string>> {
  const body: Record<string, unknown> = json ? ((await c.req.json().catch(() => null)) ?? {}) : await c.req.parseBody().catch(() => ({}));
  const values: Record<string, string> = {};
  if (typeof body !== 'object' || body === null) return values;
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === 'string') values[name] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) values[name] = String(value);
  }
  return values;
}

/** The first problem of each field, localized, with the field's limit where it is too long. */
export function enquiryErrors(
  issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>,
  locale: Locale,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field === '' || Object.hasOwn(errors, field)) continue;
    const max = ENQUIRY_LIMITS[field as keyof typeof ENQUIRY_LIMITS];
    errors[field] = errorMessage(issue.message, locale, max === undefined ? undefined : { max });
  }
  return errors;
}
