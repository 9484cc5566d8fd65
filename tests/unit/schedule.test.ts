import { describe, expect, it } from 'vitest';
import { dateStatus, groupByMonth, includesCatering, nextBookableDate, upcomingDates } from '../../src/content/schedule.ts';
import { seminarDate } from '../support/seminar-date.ts';

const date = seminarDate;

describe('dateStatus', () => {
  it('is past only once the last day is over', () => {
    expect(dateStatus(date(1, '2027-02-16', '2027-02-18'), '2027-02-18')).toBe('bookable');
    expect(dateStatus(date(1, '2027-02-16', '2027-02-18'), '2027-02-19')).toBe('past');
  });
  it('marks cancelled dates, before fully booked ones, unless they are past', () => {
    const cancelled = date(1, '2027-03-01', '2027-03-01', { cancelled: true, fullyBooked: true });
    expect(dateStatus(cancelled, '2027-01-01')).toBe('cancelled');
    expect(dateStatus(cancelled, '2027-03-02')).toBe('past');
  });
  it('marks fully booked dates, unless they are past', () => {
    expect(dateStatus(date(1, '2027-03-01', '2027-03-01', { fullyBooked: true }), '2027-01-01')).toBe('fully-booked');
    expect(dateStatus(date(1, '2027-03-01', '2027-03-01', { fullyBooked: true }), '2027-04-01')).toBe('past');
  });
});

describe('upcoming and next bookable dates', () => {
  const dates = [
    date(3, '2027-05-01', '2027-05-01'),
    date(1, '2026-12-01', '2026-12-02'),
    date(2, '2027-02-01', '2027-02-01', { fullyBooked: true }),
  ];
  it('orders upcoming dates and drops ended ones', () => {
    expect(upcomingDates(dates, '2026-12-03').map((d) => d.id)).toEqual([2, 3]);
  });
  it('skips fully booked dates for the next bookable one', () => {
    expect(nextBookableDate(dates, '2026-12-03')?.id).toBe(3);
    expect(nextBookableDate(dates, '2027-06-01')).toBeUndefined();
  });
});

describe('groupByMonth', () => {
  it('groups by start month in order', () => {
    const groups = groupByMonth([
      date(2, '2027-02-03', '2027-02-03'),
      date(1, '2027-01-30', '2027-02-01'),
      date(3, '2027-02-01', '2027-02-01'),
    ]);
    expect(groups.map((g) => [g.month, g.dates.map((d) => d.id)])).toEqual([
      ['2027-01', [1]],
      ['2027-02', [3, 2]],
    ]);
  });
});

describe('includesCatering', () => {
  it("is everyone's at an in-person seminar, those on site at a hybrid one, nobody's at a webinar", () => {
    expect(includesCatering('in-person')).toBe('all');
    expect(includesCatering('hybrid')).toBe('onSite');
    expect(includesCatering('webinar')).toBe('none');
  });
});
