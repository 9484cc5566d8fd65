/**
 * The standard VAT rate of each EU member state, per cent: what a private person in another
 * member state pays for taking part online (the place of supply is where they live, and the
 * academy declares the tax through the EU's one-stop shop). Checked against the European
 * Commission's "VAT rates in the EU" on 2026-11-30; a change of a rate is a change here, with
 * the day it was checked.
 * Germany's rate is the setting VAT_RATE. Pure data.
 */
import type { CountryCode } from './countries.ts';

export const EU_STANDARD_VAT_RATES: Readonly<Partial<Record<CountryCode, number>>> = {
  AT: 20,
  BE: 21,
  BG: 20,
  CY: 19,
  CZ: 21,
  DK: 25,
  EE: 24,
  ES: 21,
  FI: 25.5,
  FR: 20,
  GR: 24,
  HR: 25,
  HU: 27,
  IE: 23,
  IT: 22,
  LT: 21,
  LU: 17,
  LV: 21,
  MT: 18,
  NL: 21,
  PL: 23,
  PT: 23,
  RO: 21,
  SE: 25,
  SI: 22,
  SK: 23,
};
