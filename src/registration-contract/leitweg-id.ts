/**
 * The buyer reference a German public buyer gives as its Leitweg-ID (the routing ID of
 * XRechnung): a coarse address of 2 to 12 digits, an optional fine address of up to 30
 * letters and digits, and two check digits (ISO 7064 MOD 97-10 over the whole), joined by
 * hyphens, e.g. 991-33333TEST-33. Anything not of that form is another buyer reference and
 * taken as written. Pure.
 */
import { mod97 } from '../config/check-digits.ts';

const LEITWEG_ID = /^(\d{2,12})(?:-([A-Z0-9]{1,30}))?-(\d{2})$/;

/** Whether a buyer reference has the form of a Leitweg-ID. */
export const looksLikeLeitwegId = (reference: string): boolean => LEITWEG_ID.test(reference.toUpperCase());

/** Whether a reference of a Leitweg-ID's form has the right check digits. */
export function leitwegIdChecks(reference: string): boolean {
  const match = LEITWEG_ID.exec(reference.toUpperCase());
  if (!match) return false;
  const [, coarse, fine = '', check] = match;
  return mod97(`${coarse}${fine}${check}`) === 1;
}
