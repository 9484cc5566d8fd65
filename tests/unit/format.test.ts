import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateRange,
  formatList,
  formatMonth,
  formatPrice,
  MAX_REMEMBERED_VALUES,
  placeName,
  plural,
  rememberedValueCount,
} from '../../src/i18n/format.ts';
import { MESSAGES } from '../../src/i18n/messages.ts';

describe('formatting through Intl', () => {
  it('formats prices in EUR for each locale', () => {
    expect(formatPrice('de', 2150)).toBe('2.150,00\u00a0€');
    expect(formatPrice('en', 2150)).toBe('€2,150.00');
    expect(formatPrice('de', 519.2)).toBe('519,20\u00a0€');
  });

  it('formats calendar dates without shifting the day, whatever the time zone', () => {
    expect(formatDate('de', '2027-01-19')).toBe('19. Januar 2027');
    expect(formatDate('en', '2027-01-19')).toBe('January 19, 2027');
  });

  it('formats ranges compactly and single days as one date', () => {
    expect(formatDateRange('de', '2027-02-16', '2027-02-18')).toBe('16.–18. Februar 2027');
    expect(formatDateRange('en', '2027-02-16', '2027-02-18')).toBe('February 16\u2009–\u200918, 2027');
    expect(formatDateRange('en', '2027-02-16', '2027-02-16')).toBe('February 16, 2027');
  });

  it('names months for the date list headings', () => {
    expect(formatMonth('de', '2027-03')).toBe('März 2027');
    expect(formatMonth('en', '2027-03')).toBe('March 2027');
  });

  it('picks plural forms by the locale', () => {
    expect(plural('de', MESSAGES.de.seminar.days, 1)).toBe('1 Tag');
    expect(plural('de', MESSAGES.de.seminar.days, 3)).toBe('3 Tage');
    expect(plural('en', MESSAGES.en.seminar.days, 1)).toBe('1 day');
    expect(plural('en', MESSAGES.en.seminar.days, 2)).toBe('2 days');
  });

  it('uses English city names on English pages only', () => {
    expect(placeName('en', 'München')).toBe('Munich');
    expect(placeName('en', 'Wien')).toBe('Vienna');
    expect(placeName('en', 'Frankfurt am Main')).toBe('Frankfurt am Main');
    expect(placeName('de', 'München')).toBe('München');
  });

  it('rejects a value that is not a calendar date', () => {
    expect(() => formatDate('de', '19.01.2027')).toThrow(/calendar date/);
  });
});

describe('what formatting remembers', () => {
  it('keeps none of the address lists of many distinct registrations', () => {
    const before = rememberedValueCount();
    for (let index = 0; index < 30_000; index += 1) {
      const list = formatList(index % 2 ? 'en' : 'de', [`person${index}@example.com`, `colleague${index}@example.com`]);
      expect(list).toContain(`person${index}@example.com`);
    }
    expect(rememberedValueCount()).toBe(before);
  });

  it('formats lists in each language', () => {
    expect(formatList('de', ['a@x.de', 'b@x.de', 'c@x.de'])).toBe('a@x.de, b@x.de und c@x.de');
    expect(formatList('en', ['a@x.de', 'b@x.de', 'c@x.de'])).toBe('a@x.de, b@x.de, and c@x.de');
  });

  it('remembers no more than its bound of content values, however many there are', () => {
    for (let cents = 0; cents < MAX_REMEMBERED_VALUES + 5_000; cents += 1) formatPrice('de', cents / 100);
    expect(rememberedValueCount()).toBe(MAX_REMEMBERED_VALUES);
    expect(formatPrice('de', 1234.5)).toBe('1.234,50\u00a0€');
  });
});
