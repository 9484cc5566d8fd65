/**
 * Where the academy may hold a course in person, for its VAT: in Germany (the law's rule),
 * or in a country with a rule of its own (the setting VAT_VENUE_RULES). A published date at a
 * venue in any other country is refused, named with its country, before a page offers it: its
 * invoices could not say what VAT it bears. Pure.
 */
import type { VenueVatRule } from '../config/setting-types.ts';
import { countryName } from '../i18n/format.ts';
import { indexContent, venueOf } from './content-index.ts';
import type { Content } from './types.ts';
import type { ContentProblem } from './validate.ts';

/** Whether an in-person course in `country` has a VAT rule: Germany's, or one of `rules`. */
export const venueTaxable = (rules: readonly VenueVatRule[], country: string): boolean =>
  country === 'DE' || rules.some((rule) => rule.country === country);

/** The dates held in person in a country without a VAT rule, as content problems. */
export function vatPlaceProblems(content: Content, rules: readonly VenueVatRule[]): ContentProblem[] {
  const index = indexContent(content);
  return content.seminarDates.flatMap((date) => {
    const venue = venueOf(index, date.venueId);
    if (!venue || venueTaxable(rules, venue.country)) return [];
    const where = `${countryName('en', venue.country)} (${venue.country})`;
    return [
      {
        collection: 'seminarDates' as const,
        id: String(date.id),
        field: 'venueId',
        reason: `takes place in ${where}, which has no VAT rule (VAT_VENUE_RULES): its invoices could not say what VAT it bears`,
      },
    ];
  });
}
