import { describe, expect, it } from 'vitest';
import type { FinderEntry } from '../../src/components/SeminarFinder.tsx';
import type { Seminar, SeminarDate } from '../../src/content/types.ts';
import { facetsOf, finderCss, finderMonths, matches } from '../../src/pages/finder.ts';

const seminar = (format: Seminar['format'], language: Seminar['language']) => ({ format, language }) as Seminar;
const date = (start: string, fullyBooked = false) =>
  ({ id: 1, seminarId: 1, start, end: start, fullyBooked, promoPrice: null, promoUntil: null }) as SeminarDate;

describe('facetsOf', () => {
  it('lists the months with a date that can still be booked', () => {
    const facets = facetsOf(
      seminar('webinar', 'de'),
      [date('2026-10-01'), date('2027-01-19'), date('2027-02-02', true), date('2027-03-09')],
      '2026-11-22',
    );
    expect(facets).toEqual({ format: 'webinar', language: 'de', months: ['2027-01', '2027-03'] });
  });
});

describe('finderMonths', () => {
  it('offers every month in which some seminar can be booked, once, in order', () => {
    const entry = (months: string[]) => ({ facets: { format: 'webinar', language: 'de', months } }) as unknown as FinderEntry;
    expect(finderMonths([entry(['2027-03', '2027-01']), entry(['2027-01', '2026-12']), entry([])])).toEqual([
      '2026-12',
      '2027-01',
      '2027-03',
    ]);
  });
});

describe('matches', () => {
  const facets = { format: 'hybrid', language: 'en', months: ['2027-04'] };
  it('treats an empty choice as "all"', () => {
    expect(matches(facets, { format: '', language: '', month: '' })).toBe(true);
  });
  it('needs every chosen filter to hold', () => {
    expect(matches(facets, { format: 'hybrid', language: 'en', month: '2027-04' })).toBe(true);
    expect(matches(facets, { format: 'webinar', language: '', month: '' })).toBe(false);
    expect(matches(facets, { format: '', language: 'de', month: '' })).toBe(false);
    expect(matches(facets, { format: '', language: '', month: '2027-05' })).toBe(false);
  });
});

describe('finderCss', () => {
  const all = [
    { format: 'webinar', language: 'de', months: ['2027-01'] },
    { format: 'in-person', language: 'en', months: ['2027-02'] },
  ];
  const css = finderCss(all, ['2027-01', '2027-02']);

  it('hides cards that do not match each chosen filter', () => {
    expect(css).toContain('.finder:has([name="format"][value="hybrid"]:checked) [data-format]:not([data-format="hybrid"])');
    expect(css).toContain('.finder:has([name="language"][value="en"]:checked) [data-language]:not([data-language="en"])');
    expect(css).toContain('.finder:has(option[value="2027-02"]:checked) [data-months]:not([data-months~="2027-02"])');
  });

  it('shows the empty note exactly for combinations nothing matches', () => {
    const empty = (format: string, language: string, month: string) =>
      `.finder:has([name="format"][value="${format}"]:checked):has([name="language"][value="${language}"]:checked):has(option[value="${month}"]:checked) .finder-empty`;
    expect(css).toContain(empty('hybrid', '', ''));
    expect(css).toContain(empty('webinar', 'en', ''));
    expect(css).toContain(empty('webinar', '', '2027-02'));
    expect(css).not.toContain(empty('webinar', 'de', '2027-01'));
    expect(css).not.toContain(empty('', '', ''));
  });
});
