/**
 * The VAT of a seminar place, by where the service is supplied (§ 3a UStG, Art. 53 and 54 of
 * the VAT Directive):
 *
 * - In person (an in-person date, or on site at a hybrid one): where the course takes place.
 *   In Germany, German VAT for everyone; abroad, that country's rule (the setting
 *   VAT_VENUE_RULES): its VAT under the academy's VAT ID there, or reverse charge for a business
 *   with a VAT ID and its VAT for anyone else, or not subject to VAT outside the EU (O). A
 *   country without a rule has no treatment (null): the content check refuses such a date.
 * - Online: a business in another EU country with its VAT ID, reverse charge (AE); a private
 *   person in another EU country, that country's rate (eu-vat-rates.ts, through the one-stop
 *   shop, under the German VAT ID); outside the EU, not taxable here (O); anyone in Germany,
 *   German VAT.
 *
 * A cancellation fee is taxed as the place it is for. Categories are EN 16931's (BT-118). Pure.
 */
import type { VatRules } from '../../../config/stated-settings.ts';
import { type CountryCode, isEuCountry } from '../../../registration-contract/countries.ts';
import { EU_STANDARD_VAT_RATES } from '../../../registration-contract/eu-vat-rates.ts';

/** Standard rate, reverse charge within the EU, not subject to VAT. */
export type VatCategory = 'S' | 'AE' | 'O';

export interface VatTreatment {
  readonly category: VatCategory;
  /** Per cent. */
  readonly rate: number;
  /** Whose VAT it is, where it is not Germany's: the country of the course, or of a private person online. */
  readonly country?: CountryCode;
  /** The academy's VAT ID the line is invoiced under, where it is not the German one (registered in the country of the course). */
  readonly sellerVatId?: string;
}

export interface Supply {
  /** The country where the person attends in person (an in-person date, or on site at a hybrid one); null: online. */
  readonly venueCountry: CountryCode | null;
  /** The billing address's country. */
  readonly country: CountryCode;
  /** The buyer's VAT ID, if given. */
  readonly vatId: string | undefined;
}

/** The academy's country, whose VAT the law gives. */
export const HOME: CountryCode = 'DE';

const NOT_SUBJECT: VatTreatment = { category: 'O', rate: 0 };
const REVERSE_CHARGE: VatTreatment = { category: 'AE', rate: 0 };

/** The rule for in-person dates in `country`, or undefined where the academy has none. */
const venueRuleOf = (rules: VatRules, country: CountryCode) => rules.venues.find((rule) => rule.country === country);

function inPerson(rules: VatRules, venue: CountryCode, vatId: string | undefined): VatTreatment | null {
  if (venue === HOME) return { category: 'S', rate: rules.homeRate };
  const rule = venueRuleOf(rules, venue);
  if (!rule) return null;
  if (rule.treatment === 'outside') return NOT_SUBJECT;
  if (rule.treatment === 'reverse-charge' && vatId) return REVERSE_CHARGE;
  return { category: 'S', rate: rule.rate, country: venue, ...(rule.vatId ? { sellerVatId: rule.vatId } : {}) };
}

function online(rules: VatRules, country: CountryCode, vatId: string | undefined): VatTreatment {
  if (country === HOME) return { category: 'S', rate: rules.homeRate };
  if (!isEuCountry(country)) return NOT_SUBJECT;
  if (vatId) return REVERSE_CHARGE;
  const rate = EU_STANDARD_VAT_RATES[country];
  if (rate === undefined) throw new Error(`no VAT rate kept for the EU country ${country}`);
  return { category: 'S', rate, country };
}

/** The VAT of a place supplied so; null when the course takes place in a country without a rule. */
export function vatOf({ venueCountry, country, vatId }: Supply, rules: VatRules): VatTreatment | null {
  return venueCountry === null ? online(rules, country, vatId) : inPerson(rules, venueCountry, vatId);
}

/** Which invoice a line goes on: lines not subject to VAT on one of their own, the rest by the VAT ID they are invoiced under. */
export const invoiceGroupOf = (vat: VatTreatment): string => (vat.category === 'O' ? 'O' : (vat.sellerVatId ?? HOME));
