/**
 * The form of a VAT identification number by the country of the billing address: each EU
 * country's (as the EU's VIES service describes them; Greece writes EL), Switzerland's UID
 * with its VAT suffix, the United Kingdom's (GB, and XI for Northern Ireland) and Norway's.
 * A country not listed keeps the loose check of the schema. The tax office checks the rest
 * (the check digits, whether the number is valid). Pure.
 */
import type { CountryCode } from './countries.ts';

const FORMS: Partial<Readonly<Record<CountryCode, RegExp>>> = {
  AT: /^ATU\d{8}$/,
  BE: /^BE[01]\d{9}$/,
  BG: /^BG\d{9,10}$/,
  CY: /^CY\d{8}[A-Z]$/,
  CZ: /^CZ\d{8,10}$/,
  DE: /^DE\d{9}$/,
  DK: /^DK\d{8}$/,
  EE: /^EE\d{9}$/,
  ES: /^ES[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^FI\d{8}$/,
  FR: /^FR[A-HJ-NP-Z0-9]{2}\d{9}$/,
  GR: /^EL\d{9}$/,
  HR: /^HR\d{11}$/,
  HU: /^HU\d{8}$/,
  IE: /^IE(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^IT\d{11}$/,
  LT: /^LT(\d{9}|\d{12})$/,
  LU: /^LU\d{8}$/,
  LV: /^LV\d{11}$/,
  MT: /^MT\d{8}$/,
  NL: /^NL\d{9}B\d{2}$/,
  PL: /^PL\d{10}$/,
  PT: /^PT\d{9}$/,
  RO: /^RO\d{2,10}$/,
  SE: /^SE\d{10}01$/,
  SI: /^SI\d{8}$/,
  SK: /^SK\d{10}$/,
  CH: /^CHE\d{9}(MWST|TVA|IVA)?$/,
  GB: /^(GB|XI)(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
  NO: /^NO\d{9}(MVA)?$/,
};

/** The country a VAT ID's prefix names, where the prefix is not the country's own code. */
const PREFIXES: Readonly<Record<string, CountryCode>> = { EL: 'GR', XI: 'GB', CH: 'CH' };

/**
 * What is wrong with a VAT ID (compacted: no spaces, dots or hyphens, upper case) for a billing
 * address in `country`: null when nothing; 'vatIdCountry' when it is another country's; 'vatId'
 * when it is not of its country's form.
 */
export function vatIdProblem(vatId: string, country: CountryCode): 'vatId' | 'vatIdCountry' | null {
  const form = FORMS[country];
  if (!form) return null;
  if (form.test(vatId)) return null;
  const prefix = vatId.slice(0, 2);
  const named = PREFIXES[prefix] ?? prefix;
  return named !== country && Object.hasOwn(FORMS, named) ? 'vatIdCountry' : 'vatId';
}
