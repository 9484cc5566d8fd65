/**
 * What valid content can still get wrong: facts no person would set on purpose. These are
 * warnings, not errors; the build, a rebuild and `npm run content:check` print them and go on.
 *
 * Prices: a sales team sets whole euros or fifty cents. 519.20 is a percentage discount
 * computed and pasted in, not a price anyone decided to advertise.
 */
import type { Content } from './types.ts';
import type { ContentProblem } from './validate.ts';

/** Whole euros or fifty cents (money is validated to cents, so cents are exact). */
export function isPlausiblePrice(amount: number): boolean {
  return Math.round(amount * 100) % 50 === 0;
}

const priceWarning = (amount: number) => `${amount.toFixed(2)} EUR is not a price a person sets (cents other than .00 or .50)`;

export function contentWarnings(content: Content): ContentProblem[] {
  const warnings: ContentProblem[] = [];
  const check = (collection: ContentProblem['collection'], id: number | string, field: string, amount: number | null) => {
    if (amount !== null && !isPlausiblePrice(amount)) warnings.push({ collection, id: String(id), field, reason: priceWarning(amount) });
  };
  for (const seminar of content.seminars) check('seminars', seminar.id, 'price', seminar.price);
  for (const event of content.events) check('events', event.id, 'price', event.price);
  for (const date of content.seminarDates) {
    check('seminarDates', date.id, 'price', date.price);
    check('seminarDates', date.id, 'totalPrice', date.totalPrice);
    check('seminarDates', date.id, 'promoPrice', date.promoPrice);
  }
  return warnings;
}
