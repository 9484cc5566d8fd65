/**
 * A date's materials and their days: the seminar's downloads, public and hidden; a file only
 * where a download of that seminar lists it; the window from the set days before the first
 * day to the set days after the last, German time, across the change to summer time.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import { berlinInstant } from '../../src/content/calendar.ts';
import { materialFile, materialsOf, materialsOpen, materialsWindow } from '../../src/content/date-materials.ts';
import type { Content } from '../../src/content/types.ts';

let content: Content;
beforeAll(async () => {
  content = await loadContentCache('content-cache');
});

describe("a seminar's materials", () => {
  it('are its downloads, public and hidden, and no other seminar’s', () => {
    const ids = materialsOf(content, 4).map(({ id }) => id);
    expect(ids.sort()).toEqual(['energieeffizienz-teilnehmerunterlagen-2027', 'kennzahlen-en-50600-4-uebersicht']);
    expect(materialsOf(content, 7)).toEqual([]);
  });

  it('name a file only where a download of that seminar lists it', () => {
    const hidden = 'energieeffizienz-teilnehmerunterlagen-2027';
    expect(materialFile(content, 4, hidden, 'energieeffizienz-nachhaltigkeit-folien-2027.pdf')?.id).toBe(hidden);
    expect(materialFile(content, 1, hidden, 'energieeffizienz-nachhaltigkeit-folien-2027.pdf')).toBeNull();
    expect(materialFile(content, 4, hidden, 'en-50600-grundlagen-folien-2027.pdf')).toBeNull();
    expect(materialFile(content, 4, 'no-such-download', 'energieeffizienz-nachhaltigkeit-folien-2027.pdf')).toBeNull();
  });
});

describe('the days materials may be downloaded', () => {
  const date = { start: '2027-03-25', end: '2027-03-26' };
  const window = materialsWindow(date, { before: 7, after: 3 });

  it('run from the set days before the first day to the set days after the last', () => {
    expect(window).toEqual({ first: '2027-03-18', last: '2027-03-29' });
    expect(materialsWindow(date, { before: 0, after: 0 })).toEqual({ first: '2027-03-25', last: '2027-03-26' });
  });

  it('open at midnight in Germany and close at the midnight after the last day, summer time or not', () => {
    const opens = berlinInstant('2027-03-18', '00:00');
    expect(materialsOpen(window, opens - 1)).toBe(false);
    expect(materialsOpen(window, opens)).toBe(true);
    // 30 March 2027 begins at 22:00 UTC the day before: summer time since the 28th.
    const closes = Date.parse('2027-03-29T22:00:00Z');
    expect(materialsOpen(window, closes - 1)).toBe(true);
    expect(materialsOpen(window, closes)).toBe(false);
  });
});
