import { describe, expect, it } from 'vitest';
import { berlinInstant } from '../../src/content/calendar.ts';
import { sessionsOf, timeBefore } from '../../src/content/sessions.ts';
import { formatTime, hoursText } from '../../src/i18n/time-texts.ts';
import { seminarDate } from '../support/seminar-date.ts';

describe('sessionsOf', () => {
  it('gives every day of a date its hours, and the days that differ theirs', () => {
    const date = seminarDate(1, '2027-02-16', '2027-02-18', { dayTimes: [{ day: '2027-02-18', start: '09:00', end: '15:00' }] });
    expect(sessionsOf(date)).toEqual([
      { day: '2027-02-16', start: '09:00', end: '17:00' },
      { day: '2027-02-17', start: '09:00', end: '17:00' },
      { day: '2027-02-18', start: '09:00', end: '15:00' },
    ]);
  });
  it('crosses the end of a month', () => {
    expect(sessionsOf(seminarDate(1, '2027-01-31', '2027-02-01')).map((session) => session.day)).toEqual(['2027-01-31', '2027-02-01']);
  });
});

describe('berlinInstant', () => {
  it('is a German clock time in winter and in summer, and on the days the clock changes', () => {
    expect(new Date(berlinInstant('2027-01-19', '09:00')).toISOString()).toBe('2027-01-19T08:00:00.000Z');
    expect(new Date(berlinInstant('2027-07-01', '09:00')).toISOString()).toBe('2027-07-01T07:00:00.000Z');
    expect(new Date(berlinInstant('2027-03-28', '09:00')).toISOString()).toBe('2027-03-28T07:00:00.000Z');
    expect(new Date(berlinInstant('2027-10-31', '09:00')).toISOString()).toBe('2027-10-31T08:00:00.000Z');
  });
});

describe('the hours in words', () => {
  const days = [
    { day: '2027-02-16', start: '09:00', end: '17:00' },
    { day: '2027-02-17', start: '09:00', end: '15:00' },
  ];
  it('name one range when every day has the same, else each day', () => {
    expect(hoursText('de', days.slice(0, 1))).toBe('09:00–17:00 Uhr');
    expect(hoursText('de', days)).toBe('16. Februar 2027: 09:00–17:00 Uhr; 17. Februar 2027: 09:00–15:00 Uhr');
    expect(hoursText('en', days.slice(0, 1)).replace(/\s/g, ' ')).toBe('9:00 AM – 5:00 PM');
  });
  it('write the doors opening a quarter of an hour before, as the language writes a time', () => {
    expect(timeBefore('09:00', 15)).toBe('08:45');
    expect(formatTime('en', timeBefore('10:10', 15)).replace(/\s/g, ' ')).toBe('9:55 AM');
  });
});
