/**
 * The text fields of the forms (registration, waiting list, enquiry), as the schemas check
 * them: required or optional text of a length, one line or several, never a character that
 * could mislead where the value goes; an e-mail address; a phone number. Error messages are
 * codes (schema.ts's ERROR_CODES).
 */
import { z } from 'zod';
import { INVISIBLE_CHARACTERS } from '../text/invisible-characters.ts';
import { MAX_EMAIL_LENGTH, MAX_PHONE_LENGTH, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from './fields.ts';

// Control characters have no place in a name or an address; remarks may hold line breaks
// and tabs. Lone surrogates (not well-formed UTF-16) cannot be stored or sent as UTF-8.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose
const CONTROL_CHARACTERS_EXCEPT_WHITESPACE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/**
 * What the values reach (the academy's copy, other people's mailboxes, a spreadsheet) must
 * not be misled by text: C1 control characters, line and paragraph separators, the
 * characters that mark, override or isolate the direction of text (which can make a name read
 * backwards), invisible ones (zero-width spaces and joiners, the word joiner and invisible
 * operators, the byte order mark, tag characters), and MIME encoded words ('=?utf-8?B?…?='),
 * which a mail program would decode.
 */
const MISLEADING = new RegExp(
  `[\\u0080-\\u009F\\u2028\\u2029${INVISIBLE_CHARACTERS}\\u{E0000}-\\u{E007F}]|=\\?[^?]*\\?[bq]\\?[^?]*\\?=`,
  'iu',
);
const plain = (value: string) => value.isWellFormed() && !MISLEADING.test(value);
export const singleLine = (value: string) => plain(value) && !CONTROL_CHARACTERS.test(value);
export const multiLine = (value: string) => plain(value) && !CONTROL_CHARACTERS_EXCEPT_WHITESPACE.test(value);

/** A missing value is 'required', a value of the wrong type 'invalid'. */
export const typeError = (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : 'invalid');

export function requiredText(max: number) {
  return z
    .string({ error: typeError })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: 'tooLong' })
    .refine(singleLine, { error: 'characters' });
}

export function optionalText(max: number, allowed: (value: string) => boolean = singleLine) {
  return z.string({ error: typeError }).trim().max(max, { error: 'tooLong' }).refine(allowed, { error: 'characters' });
}

export const emptyToUndefined = (value: string | undefined) => (value === '' ? undefined : value);

export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[0-9 ()/-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}

export const emailField = requiredText(MAX_EMAIL_LENGTH).regex(z.regexes.email, { error: 'email' });
export const phoneField = requiredText(MAX_PHONE_LENGTH).refine(isPhoneNumber, { error: 'phone' });
