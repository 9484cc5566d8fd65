/**
 * The suite's own clock (tests/support/test-clock.ts): a shifted Date reads the shifted time
 * only where the original reads the machine's, and this very process runs on the suite's day.
 */
import { describe, expect, it, vi } from 'vitest';
import { berlinDate } from '../../src/content/calendar.ts';
import { shiftedDate } from '../support/shifted-date.ts';
import { TEST_DAY } from '../support/test-clock.ts';

const HOUR_MS = 3_600_000;

/** A Date whose machine clock stands still at `at`, so that what the shift adds is exact. */
function stillDate(at: number): DateConstructor {
  return new Proxy(Date, { get: (target, key, receiver) => (key === 'now' ? () => at : Reflect.get(target, key, receiver)) });
}

describe('a shifted Date', () => {
  const machine = Date.parse('2030-06-01T10:00:00Z');
  const Shifted = shiftedDate(-3 * HOUR_MS, stillDate(machine));

  it('reads the shifted clock for now, with or without new', () => {
    expect(Shifted.now()).toBe(machine - 3 * HOUR_MS);
    expect(new Shifted().getTime()).toBe(machine - 3 * HOUR_MS);
    expect(Shifted()).toBe(new Date(machine - 3 * HOUR_MS).toString());
  });

  it('leaves dates made from a value, parsing and instanceof as they are', () => {
    expect(new Shifted(0).getTime()).toBe(0);
    expect(new Shifted('2027-01-19T08:00:00Z').toISOString()).toBe('2027-01-19T08:00:00.000Z');
    expect(new Shifted(2027, 0, 19).getFullYear()).toBe(2027);
    expect(Shifted.parse('2027-01-19T08:00:00Z')).toBe(Date.parse('2027-01-19T08:00:00Z'));
    expect(Shifted.UTC(2027, 0, 19)).toBe(Date.UTC(2027, 0, 19));
    expect(new Shifted()).toBeInstanceOf(Date);
    expect(new Date(0)).toBeInstanceOf(Shifted);
  });

  it('is extended like Date', () => {
    class Stamped extends Shifted {}
    expect(new Stamped().getTime()).toBe(machine - 3 * HOUR_MS);
    expect(new Stamped()).toBeInstanceOf(Date);
  });
});

describe('the suite clock', () => {
  it('makes today the suite’s day in this process', () => {
    expect(berlinDate(new Date())).toBe(TEST_DAY);
    expect(berlinDate(new Date(Date.now()))).toBe(TEST_DAY);
  });

  it('is what fake timers start from, and comes back after them', () => {
    vi.useFakeTimers();
    try {
      expect(berlinDate(new Date())).toBe(TEST_DAY);
      vi.setSystemTime(new Date('2031-01-01T12:00:00Z'));
      expect(berlinDate(new Date())).toBe('2031-01-01');
    } finally {
      vi.useRealTimers();
    }
    expect(berlinDate(new Date())).toBe(TEST_DAY);
  });
});
