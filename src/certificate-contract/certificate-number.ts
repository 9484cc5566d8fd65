/**
 * How a certificate is named where people read and type it: a number a person can read out
 * (`RWA-2027-00042`: the academy's prefix, the year of issue, its place in that year's series)
 * and a check code that cannot be guessed (`7KQ2M-X9HFP`: 50 random bits in Crockford's base32,
 * which has no I, L, O or U), so the register cannot be walked by counting numbers. What a
 * person types is read leniently (case, spaces, dashes of any kind, O for 0, I and L for 1);
 * the PDF, the verification page and the credential print the canonical form. Pure.
 */

/** Crockford's base32: digits and letters without I, L, O and U. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Letters people type for the digits they resemble. */
const LOOK_ALIKES: Readonly<Record<string, string>> = { O: '0', I: '1', L: '1' };

export const CHECK_CODE_LENGTH = 10;
/** The random bytes a check code is made of (56 bits, of which it keeps 50). */
export const CHECK_CODE_BYTES = 7;

/** A certificate's number: prefix, year of issue, and its serial in that year, five digits at least. */
export function certificateNumber(prefix: string, year: number, serial: number): string {
  return `${prefix}-${year}-${String(serial).padStart(5, '0')}`;
}

/** A check code from random bytes (CHECK_CODE_BYTES of them, from the caller's source of randomness), in its printed form. */
export function checkCodeOf(bytes: Uint8Array): string {
  if (bytes.length < CHECK_CODE_BYTES) throw new RangeError(`a check code needs ${CHECK_CODE_BYTES} random bytes`);
  let bits = 0n;
  for (const byte of bytes.subarray(0, CHECK_CODE_BYTES)) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let index = 0; index < CHECK_CODE_LENGTH; index++) code += ALPHABET[Number((bits >> BigInt(5 * index)) & 31n)];
  return printed(code);
}

const printed = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

/** Dashes of every kind and spaces of every width, as people paste them. */
const SEPARATORS = /[\s\u2010-\u2015\u2212-]+/g;

/** A check code as typed, in its printed form; null when it cannot be one. */
export function readCheckCode(typed: string): string | null {
  const characters = [...typed.toUpperCase().replace(SEPARATORS, '')].map((character) => LOOK_ALIKES[character] ?? character);
  if (characters.length !== CHECK_CODE_LENGTH || !characters.every((character) => ALPHABET.includes(character))) return null;
  return printed(characters.join(''));
}

const NUMBER = /^([A-Z]{2,6})-(\d{4})-(\d{1,9})$/;

/** A certificate number as typed (its serial with or without the leading zeros), in its printed form; null when it cannot be one. */
export function readCertificateNumber(typed: string): string | null {
  const [, prefix, year, serial] = NUMBER.exec(typed.trim().toUpperCase().replace(SEPARATORS, '-')) ?? [];
  return prefix ? certificateNumber(prefix, Number(year), Number(serial)) : null;
}
