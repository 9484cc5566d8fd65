/** Warnings about valid content no person would set: prices with odd cents. */
import { describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import { contentWarnings, isPlausiblePrice } from '../../src/content/plausibility.ts';
import { formatProblem } from '../../src/content/validate.ts';

const content = await loadContentCache('content-cache');

describe('contentWarnings', () => {
  it.each([590, 519.5, 0, 1890])('takes %d as a price a person sets', (amount) => {
    expect(isPlausiblePrice(amount)).toBe(true);
  });

  it.each([519.2, 519.99, 0.01, 1234.56])('doubts %d', (amount) => {
    expect(isPlausiblePrice(amount)).toBe(false);
  });

  it('finds nothing in the shipped content', () => {
    expect(contentWarnings(content).map(formatProblem)).toEqual([]);
  });

  it('names the item and field of every doubtful price', () => {
    const [date, other] = content.seminarDates;
    const edited = {
      ...content,
      seminarDates: [
        { ...date!, promoPrice: 519.2 },
        { ...other!, totalPrice: 710.1 },
      ],
      seminars: [{ ...content.seminars[0]!, price: 99.99 }],
    };
    expect(contentWarnings(edited).map(formatProblem)).toEqual([
      `seminars #${content.seminars[0]!.id} price: 99.99 EUR is not a price a person sets (cents other than .00 or .50)`,
      `seminarDates #${date!.id} promoPrice: 519.20 EUR is not a price a person sets (cents other than .00 or .50)`,
      `seminarDates #${other!.id} totalPrice: 710.10 EUR is not a price a person sets (cents other than .00 or .50)`,
    ]);
  });
});
