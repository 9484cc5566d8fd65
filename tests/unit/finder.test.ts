import { describe, expect, it } from 'vitest';
import type { FinderEntry } from '../../src/components/SeminarFinder.tsx';
import type { Seminar, SeminarDate } from '../../src/content/types.ts';
import { facetsOf, finderCities, finderCss, finderMonths, matches } from '../../src/pages/finder.ts';
import { NO_SELECTION } from '../../src/routes/finder-params.ts';

const seminar = (format: Seminar['format'], language: Seminar['language']) =>
  ({ format, language, topic: 'cooling', level: 'advanced' }) as Seminar;
const date = (start: string, fullyBooked = false, location: string | null = null) =>
  ({ id: 1, seminarId: 1, start, end: start, location, fullyBooked, promoPrice: null, promoUntil: null }) as SeminarDate;

describe('facetsOf', () => {
  it('lists the months and cities with a date that can still be booked', () => {
    const facets = facetsOf(
      seminar('hybrid', 'de'),
      [date('2026-10-01', false, 'Köln'), date('2027-01-19', false, 'Hamburg'), date('2027-02-02', true, 'Berlin'), date('2027-03-09')],
      '2026-11-22',
    );
    expect(facets).toEqual({
      format: 'hybrid',
      language: 'de',
      months: ['2027-01', '2027-03'],
      topic: 'cooling',
      level: 'advanced',
      cities: ['Hamburg', 'online'],
    });
  });
});

const entry = (id: number, facets: Partial<FinderEntry['facets']>, extra: { next?: string; price?: number | null } = {}) =>
  ({
    card: { id, nextDate: extra.next ? { start: extra.next, end: extra.next } : null },
    facets: { format: 'webinar', language: 'de', months: [], topic: 'power', level: 'basic', cities: [], ...facets },
    sortPrice: extra.price ?? null,
  }) as unknown as FinderEntry;

describe('the choices', () => {
  it('offer every month in which some seminar can be booked, once, in order', () => {
    expect(
      finderMonths([entry(1, { months: ['2027-03', '2027-01'] }), entry(2, { months: ['2027-01', '2026-12'] }), entry(3, {})]),
    ).toEqual(['2026-12', '2027-01', '2027-03']);
  });
  it('offer every city by name, online last', () => {
    expect(finderCities([entry(1, { cities: ['online', 'München'] }), entry(2, { cities: ['Berlin', 'Zürich'] })], 'de')).toEqual([
      'Berlin',
      'München',
      'Zürich',
      'online',
    ]);
  });
});

describe('matches', () => {
  const facets = {
    format: 'hybrid',
    language: 'en',
    months: ['2027-04'],
    topic: 'cooling',
    level: 'expert',
    cities: ['Hamburg', 'online'],
  };
  it('treats an empty choice as "all"', () => {
    expect(matches(facets, NO_SELECTION)).toBe(true);
  });
  it('needs every chosen filter to hold', () => {
    expect(
      matches(facets, { ...NO_SELECTION, format: 'hybrid', language: 'en', month: '2027-04', topic: 'cooling', city: 'Hamburg' }),
    ).toBe(true);
    expect(matches(facets, { ...NO_SELECTION, format: 'webinar' })).toBe(false);
    expect(matches(facets, { ...NO_SELECTION, language: 'de' })).toBe(false);
    expect(matches(facets, { ...NO_SELECTION, month: '2027-05' })).toBe(false);
    expect(matches(facets, { ...NO_SELECTION, topic: 'power' })).toBe(false);
    expect(matches(facets, { ...NO_SELECTION, level: 'basic' })).toBe(false);
    expect(matches(facets, { ...NO_SELECTION, city: 'Berlin' })).toBe(false);
  });
});

describe('finderCss', () => {
  const entries = [
    entry(1, { format: 'webinar', language: 'de', months: ['2027-01'], cities: ['online'] }, { next: '2027-01-10', price: 900 }),
    entry(
      2,
      { format: 'in-person', language: 'en', months: ['2027-02'], topic: 'cooling', cities: ['Frankfurt am Main'] },
      { next: '2027-02-01', price: 700 },
    ),
  ];
  const css = finderCss(entries, ['2027-01', '2027-02'], ['Frankfurt am Main', 'online']);

  it('hides cards that do not match each chosen filter', () => {
    expect(css).toContain('.finder:has([name="format"][value="hybrid"]:checked) [data-format]:not([data-format~="hybrid"])');
    expect(css).toContain('.finder:has([name="language"][value="en"]:checked) [data-language]:not([data-language~="en"])');
    expect(css).toContain('.finder:has([name="month"] option[value="2027-02"]:checked) [data-months]:not([data-months~="2027-02"])');
    expect(css).toContain('.finder:has([name="topic"] option[value="cooling"]:checked) [data-topic]:not([data-topic~="cooling"])');
    expect(css).toContain('.finder:has([name="level"][value="expert"]:checked) [data-level]:not([data-level~="expert"])');
    expect(css).toContain(
      '.finder:has([name="city"] option[value="Frankfurt am Main"]:checked) [data-cities]:not([data-cities~="Frankfurt_am_Main"])',
    );
  });

  it('orders the cards by next date or price when chosen', () => {
    expect(css).toContain('.finder:has([name="sort"][value="price"]:checked) [data-id="2"]{order:0}');
    expect(css).toContain('.finder:has([name="sort"][value="price"]:checked) [data-id="1"]{order:1}');
    expect(css).toContain('.finder:has([name="sort"][value="next"]:checked) [data-id="1"]{order:0}');
  });

  it('shows the empty note exactly for combinations of format, language and month nothing matches', () => {
    const open =
      ':has([name="topic"] option[value=""]:checked):has([name="level"][value=""]:checked):has([name="city"] option[value=""]:checked)';
    const empty = (format: string, language: string, month: string) =>
      `.finder:has([name="format"][value="${format}"]:checked):has([name="language"][value="${language}"]:checked):has([name="month"] option[value="${month}"]:checked)${open} .finder-empty`;
    expect(css).toContain(empty('hybrid', '', ''));
    expect(css).toContain(empty('webinar', 'en', ''));
    expect(css).toContain(empty('webinar', '', '2027-02'));
    expect(css).not.toContain(empty('webinar', 'de', '2027-01'));
    expect(css).not.toContain(empty('', '', ''));
  });
});
