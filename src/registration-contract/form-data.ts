/**
 * A registration or waiting-list entry as a flat form post and back. A browser without
 * JavaScript posts the form as `participants.0.firstName=…&consent=on`: a checkbox is 'on' when ticked and absent
 * when not, and every value is a string. fromFormFields turns such a record into the nested
 * object the schema validates; toFormFields turns values back into the record, to refill
 * a form. Pure, for browser and server alike.
 */
import { fieldPaths, MAX_PARTICIPANTS, participantFieldOf, participantIndexOf, type RegistrationInput } from './schema.ts';

/** What a ticked checkbox sends (the HTML default when it has no value attribute). */
export const CHECKED = 'on';

const CHECKBOXES: ReadonlySet<string> = new Set([
  'booker.forOthers',
  'consumer',
  'invoiceContact.sameAsParticipant',
  'consent',
  'waitlist.consent',
]);
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
 * A registration form post's fields with the participant sections left empty dropped
 * (the form offers more sections than a registration needs fill; the first stays) and the
 * others numbered from 0 in their order. What the schema judges and the answer page
 * refills is this, so an error's path and the field it is shown at always agree.
 */
export function compactParticipants(fields: FormFields): Record<string, string> {
  const result: Record<string, string> = {};
  const sections = new Map<number, Array<[string, string]>>();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const own = participantFieldOf(name);
    // Only a participant's own fields fill a section; anything else under it is dropped.
    if (own) sections.set(own.index, [...(sections.get(own.index) ?? []), [own.field, value]]);
    else if (participantIndexOf(name) === null) result[name] = value;
  }
  const filled = [...sections]
    .filter(([index, values]) => index === 0 || values.some(([, value]) => value.trim() !== ''))
    .sort(([a], [b]) => a - b);
  filled.forEach(([, values], position) => {
    for (const [field, value] of values) result[`participants.${position}.${field}`] = value;
  });
  return result;
}

/** How many participant sections a flat record has (at least one). */
function participantCount(fields: FormFields): number {
  let count = 1;
  for (const name of Object.keys(fields)) {
    const own = participantFieldOf(name);
    if (own) count = Math.max(count, own.index + 1);
  }
  // One past the limit is enough for the schema to say there are too many.
  return Math.min(count, MAX_PARTICIPANTS + 1);
}

/** Sets a value at a dotted path, making objects, and arrays for numeric keys, on the way. */
function containerAt(root: Nested, keys: readonly string[]): Nested {
  let node: Nested = root;
  keys.forEach((key, index) => {
    const next = keys[index + 1];
    node[key] ??= next !== undefined && /^\d+$/.test(next) ? [] : {};
    node = node[key] as Nested;
  });
  return node;
}

/**
 * The nested input of a flat form post with the given fields (a registration's, for as
 * many participants as it names, unless told otherwise); unknown keys are ignored. Every
 * section is there, if empty, so that a missing field is reported as that field.
 */
export function fromFormFields(fields: FormFields, paths: readonly string[] = fieldPaths(participantCount(fields))): Nested {
  const input: Nested = {};
  for (const path of paths) {
    const keys = path.split('.');
    const last = keys.pop() ?? path;
    const container = containerAt(input, keys);
    const value = fieldValue(path, Object.hasOwn(fields, path) ? fields[path] : undefined);
    if (value !== undefined) container[last] = value;
  }
  return input;
}

function valueAt(values: unknown, path: string): unknown {
  let value = values;
  for (const key of path.split('.')) value = value !== null && typeof value === 'object' ? (value as Nested)[key] : undefined;
  return value;
}

/** The flat form record of (possibly partial) registration values: checked boxes as 'on', unchecked ones left out. */
export function toFormFields(values: Partial<RegistrationInput> | Nested): Record<string, string> {
  const participants = (values as { participants?: unknown }).participants;
  const fields: Record<string, string> = {};
  for (const path of fieldPaths(Array.isArray(participants) ? Math.max(participants.length, 1) : 1)) {
    const value = valueAt(values, path);
    if (value === true) fields[path] = CHECKED;
    else if (typeof value === 'string' || typeof value === 'number') fields[path] = String(value);
  }
  return fields;
}
