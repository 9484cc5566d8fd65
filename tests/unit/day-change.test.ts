/**
 * The day changes at midnight in Germany, in winter (UTC+1), in summer (UTC+2) and on the
 * nights the clocks change; the schedule calls for exactly one rebuild per new day, on a
 * fake clock moved across those nights.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { berlinDate, nextDay } from '../../src/content/calendar.ts';
import { DAY_CHANGE_MARGIN_MS, nextBerlinMidnight, scheduleDayChanges } from '../../src/server/rebuild/day-change.ts';

describe('nextBerlinMidnight', () => {
  it.each([
    ['winter', '2027-01-15T12:00:00Z', '2027-01-15T23:00:00.000Z'],
    ['summer', '2027-07-15T12:00:00Z', '2027-07-15T22:00:00.000Z'],
    ['before the spring change (the day after has 23 hours)', '2027-03-27T12:00:00Z', '2027-03-27T23:00:00.000Z'],
    ['on the spring change', '2027-03-28T12:00:00Z', '2027-03-28T22:00:00.000Z'],
    ['before the autumn change (the day after has 25 hours)', '2027-10-30T12:00:00Z', '2027-10-30T22:00:00.000Z'],
    ['on the autumn change', '2027-10-31T12:00:00Z', '2027-10-31T23:00:00.000Z'],
    ['a minute before midnight', '2027-01-15T22:59:00Z', '2027-01-15T23:00:00.000Z'],
    ['at midnight itself: the next one', '2027-01-15T23:00:00Z', '2027-01-16T23:00:00.000Z'],
    ['at the end of a year', '2027-12-31T12:00:00Z', '2027-12-31T23:00:00.000Z'],
  ])('%s', (_case, now, expected) => {
    expect(nextBerlinMidnight(new Date(now)).toISOString()).toBe(expected);
  });

  it('is where the day in Germany changes', () => {
    const midnight = nextBerlinMidnight(new Date('2027-03-27T12:00:00Z'));
    expect(berlinDate(new Date(midnight.getTime() - 1))).toBe('2027-03-27');
    expect(berlinDate(midnight)).toBe('2027-03-28');
  });

  it('counts days across months and years', () => {
    expect(nextDay('2027-02-28')).toBe('2027-03-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(nextDay('2027-12-31')).toBe('2028-01-01');
  });
});

describe('scheduleDayChanges on a fake clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const HOUR_MS = 3_600_000;

  function schedule(today: () => string = () => berlinDate(new Date())) {
    const days: string[] = [];
    const stop = scheduleDayChanges({ today, onNewDay: (day) => days.push(day) });
    return { days, stop };
  }

  it.each([
    ['the spring change', '2027-03-27T22:00:00Z', ['2027-03-28', '2027-03-29', '2027-03-30']],
    ['the autumn change', '2027-10-30T21:00:00Z', ['2027-10-31', '2027-11-01', '2027-11-02']],
  ])('calls once for each new day across %s', (_night, start, expected) => {
    vi.setSystemTime(new Date(start));
    const { days, stop } = schedule();
    // Midnight is an hour away; the timer fires just after it.
    vi.advanceTimersByTime(HOUR_MS + DAY_CHANGE_MARGIN_MS - 1);
    expect(days).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(days).toEqual(expected.slice(0, 1));
    // Less than a day later (the day of the change is 23 or 25 hours long): still one.
    vi.advanceTimersByTime(22 * HOUR_MS);
    expect(days).toEqual(expected.slice(0, 1));
    vi.advanceTimersByTime(2 * 24 * HOUR_MS);
    expect(days).toEqual(expected);
    stop();
    vi.advanceTimersByTime(3 * 24 * HOUR_MS);
    expect(days).toEqual(expected);
  });

  it('calls nothing when the day is fixed (the TODAY setting)', () => {
    vi.setSystemTime(new Date('2027-01-15T12:00:00Z'));
    const { days, stop } = schedule(() => '2027-01-10');
    vi.advanceTimersByTime(5 * 24 * HOUR_MS);
    expect(days).toEqual([]);
    stop();
  });

  it('waits on when a timer fires before midnight', () => {
    vi.setSystemTime(new Date('2027-01-15T22:00:00Z'));
    const timers: Array<{ run: () => void; ms: number }> = [];
    const days: string[] = [];
    scheduleDayChanges({
      today: () => berlinDate(new Date()),
      onNewDay: (day) => days.push(day),
      setTimer: (run, ms) => timers.push({ run, ms }),
      clearTimer: () => {},
    });
    expect(timers[0]!.ms).toBe(HOUR_MS + DAY_CHANGE_MARGIN_MS);
    vi.setSystemTime(new Date('2027-01-15T22:59:59Z'));
    timers[0]!.run();
    expect(days).toEqual([]);
    expect(timers[1]!.ms).toBe(1000 + DAY_CHANGE_MARGIN_MS);
    vi.setSystemTime(new Date('2027-01-15T23:00:01Z'));
    timers[1]!.run();
    expect(days).toEqual(['2027-01-16']);
  });
});
