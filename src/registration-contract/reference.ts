/**
 * The reference a person quotes for a registration (on the phone, on a bank transfer, in a
 * mail): six characters from an alphabet without look-alikes (no 0/O, 1/I/L), random, kept
 * unique by the registrations table's index. The registration's UUID stays internal. Pure.
 */
import { randomInt } from 'node:crypto';

/** What a reader mistakes for another character (0 and O, 1, I and L). */
export const READ_ALOUD_AMBIGUOUS = '01ILO';
/** Digits and capitals but READ_ALOUD_AMBIGUOUS: 31 of them. */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERENCE_LENGTH = 6;

const REFERENCE = new RegExp(`^[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);

/** A new random reference (31^6, some 887 million, to choose from). */
export function newReference(random: (max: number) => number = randomInt): string {
  return Array.from({ length: REFERENCE_LENGTH }, () => REFERENCE_ALPHABET[random(REFERENCE_ALPHABET.length)]).join('');
}

/** A reference as someone typed it (any case, spaces or hyphens between), in its stored form; null when it is not one. */
export function readReference(typed: string): string | null {
  const compact = typed.replace(/[\s-]/g, '').toUpperCase();
  return REFERENCE.test(compact) ? compact : null;
}
