/**
 * The numbers pages state about participants and trainers, from the content (stated-facts.ts):
 * known only when every date they speak of has a limit.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import { indexContent } from '../../src/content/content-index.ts';
import { holdsPlaceholder, seminarFacts, siteFacts } from '../../src/content/stated-facts.ts';
import { fillNumbers } from '../../src/content/terms-policy.ts';

const content = await loadContentCache(resolve(import.meta.dirname, '../../content-cache'));

describe('the numbers a page states', () => {
  it('are a seminar’s most seats when every one of its dates has a limit, and nothing when one has none', () => {
    // EN 50600 Professional: 16, 16, 16, 12, 16 seats.
    expect(seminarFacts(indexContent(content), 2)).toEqual({ 'max-participants': 16 });
    const unlimited = {
      ...content,
      seminarDates: content.seminarDates.map((date) => (date.id === 1011 ? { ...date, seats: null } : date)),
    };
    expect(seminarFacts(indexContent(unlimited), 2)).toEqual({});
    const text = 'Höchstens {{max-participants}} Teilnehmende';
    expect(fillNumbers(text, seminarFacts(indexContent(content), 2))).toBe('Höchstens 16 Teilnehmende');
    expect(holdsPlaceholder(fillNumbers(text, seminarFacts(indexContent(unlimited), 2)))).toBe(true);
  });

  it('are the site’s most seats in a room (a hybrid date’s on-site share), none for webinars while one is unlimited, and its trainers', () => {
    const facts = siteFacts(indexContent(content));
    expect(facts).toEqual({ 'max-participants-onsite': 16, 'trainer-count': content.trainers.length });
    const limited = { ...content, seminarDates: content.seminarDates.map((date) => ({ ...date, seats: date.seats ?? 20 })) };
    expect(siteFacts(indexContent(limited))['max-participants-online']).toBe(24);
  });
});
