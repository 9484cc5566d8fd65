/**
 * The VAT of a seminar place, by where the service is supplied (§ 3a UStG): admission to a
 * seminar attended in person is taxed where it takes place (German VAT, for a business from
 * another country too); online participation sold to a business in another EU country with
 * a VAT ID is taxed where the customer is (no German VAT: the customer owes it, reverse
 * charge, category AE); a customer outside the EU attending online is not taxable in Germany
 * (category O); anyone else pays German VAT. A cancellation fee is taxed as the place it is
 * for. Categories and the notes are EN 16931's (BT-118, BT-120). Pure.
 */
import { type CountryCode, isEuCountry } from '../../registration-contract/countries.ts';

/** Standard rate, reverse charge within the EU, not subject to VAT. */
export type VatCategory = 'S' | 'AE' | 'O';

export interface VatTreatment {
  readonly category: VatCategory;
  /** Per cent. */
  readonly rate: number;
}

export interface Supply {
  /** The person attends in person (an in-person date, or on site at a hybrid one). */
  readonly inPerson: boolean;
  /** The billing address's country. */
  readonly country: CountryCode;
  /** The buyer's VAT ID, if given. */
  readonly vatId: string | undefined;
}

/** The academy's country: where in-person seminars take place and what German VAT is. */
const HOME: CountryCode = 'DE';

/** The VAT of a place supplied so, at the standard rate `standardRate` (per cent). */
export function vatOf({ inPerson, country, vatId }: Supply, standardRate: number): VatTreatment {
  if (inPerson || country === HOME) return { category: 'S', rate: standardRate };
  if (isEuCountry(country)) return vatId ? { category: 'AE', rate: 0 } : { category: 'S', rate: standardRate };
  return { category: 'O', rate: 0 };
}
