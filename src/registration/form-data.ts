/**
 * A registration or waiting-list entry as a flat form post and back. A browser without
 * JavaScript posts the form as `participant.firstName=…&consent=on`: a checkbox is 'on' when ticked and absent
 * when not, and every value is a string. fromFormFields turns such a record into the nested
 * object the schema validates; toFormFields turns values back into the record, to refill
 * a form. Pure, for browser and server alike.
 */
import { FIELD_PATHS, type FieldPath, type RegistrationInput } from './schema.ts';

/** What a ticked checkbox sends (the HTML default when it has no value attribute). */
export const CHECKED = 'on';

const CHECKBOXES: ReadonlySet<string> = new Set(['invoiceContact.sameAsParticipant', 'consent', 'waitlist.consent']);
const NUMBERS: ReadonlySet<string> = new Set(['dateId']);

export type FormFields = Readonly<Record<string, string | undefined>>;

type Nested = Record<string, unknown>;

function fieldValue(path: string, raw: string | undefined): unknown {
  if (CHECKBOXES.has(path)) return raw === CHECKED || raw === 'true';
  // Anything but a plain decimal number stays a string, for the schema to refuse.
  if (NUMBERS.has(path) && raw !== undefined && /^[1-9]\d{0,14}$/.test(raw)) return Number(raw);
  return raw;
}

/**
 * The nested input of a flat form post with the given fields (a registration's unless
 * told otherwise); unknown keys are ignored. Every section is there, if empty, so that a
 * missing field is reported as that field.
 */
export function fromFormFields(fields: FormFields, paths: readonly string[] = FIELD_PATHS): Nested {
  const input: Nested = {};
  for (const path of paths) {
    const [section, field] = path.split('.') as [string, string | undefined];
    if (field !== undefined) input[section] ??= {};
    const value = fieldValue(path, Object.hasOwn(fields, path) ? fields[path] : undefined);
    if (value === undefined) continue;
    if (field === undefined) input[section] = value;
    else (input[section] as Nested)[field] = value;
  }
  return input;
}

function valueAt(values: unknown, path: FieldPath): unknown {
  let value = values;
  for (const key of path.split('.')) value = value !== null && typeof value === 'object' ? (value as Nested)[key] : undefined;
  return value;
}

/** The flat form record of (possibly partial) registration values: checked boxes as 'on', unchecked ones left out. */
export function toFormFields(values: Partial<RegistrationInput> | Nested): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const path of FIELD_PATHS) {
    const value = valueAt(values, path);
    if (value === true) fields[path] = CHECKED;
    else if (typeof value === 'string' || typeof value === 'number') fields[path] = String(value);
  }
  return fields;
}
