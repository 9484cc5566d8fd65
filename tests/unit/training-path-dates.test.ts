/** A training path's steps show dates that can be taken in the path's order: each after the one before. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_STATED } from '../../src/config/stated-settings.ts';
import { loadContentCache } from '../../src/content/cache.ts';
import { consumerPrices } from '../../src/content/consumer-prices.ts';
import { indexContent } from '../../src/content/content-index.ts';
import { seminarCard } from '../../src/pages/listings.ts';
import { chainedDates, TRAINING_PATH_SLUG } from '../../src/pages/text-pages.tsx';

const content = await loadContentCache('content-cache');
const index = indexContent(content);
const TODAY = '2026-11-22';

describe('the dates of a training path', () => {
  it('run in the order of its steps, each starting after the one before has ended', () => {
    const prices = consumerPrices(content, DEFAULT_STATED.invoicing, TODAY);
    const seminars = index.seminarsByTrainingPath.get(TRAINING_PATH_SLUG) ?? [];
    const cards = seminars.map((seminar) => ({ seminar: seminarCard(index, seminar, 'de', TODAY, prices) }));
    // Each seminar's own next date is not in the path's order (step 6's comes before step 5's).
    const own = cards.map(({ seminar }) => seminar.nextDate!.start);
    expect(own).not.toEqual([...own].sort());
    const chained = chainedDates(index, cards, TODAY).map(({ seminar }) => seminar.nextDate!);
    for (const [position, date] of chained.entries()) if (position > 0) expect(date.start > chained[position - 1]!.end).toBe(true);
  });
});
