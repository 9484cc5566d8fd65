/**
 * A webinar's access details by day, and when each day's access mail is due: from the set
 * hour of the day before, German time (summer or winter), until the day has ended; never for
 * an in-person or called-off date.
 */
import { describe, expect, it } from 'vitest';
import { accessDaysDue, accessMailFrom, accessOn } from '../../src/content/date-access.ts';
import { seminarDate } from '../support/seminar-date.ts';

const every = { day: null, url: 'https://join.example/all', dialIn: null };
const second = { day: '2027-02-03', url: 'https://join.example/day2', dialIn: 'Meeting ID 1 · Passcode x' };
const twoDays = seminarDate(1006, '2027-02-02', '2027-02-03', { seminarId: 4, access: [every, second] });

describe('the access details of a day', () => {
  it('are the entry for that day, else the one for every day, else none', () => {
    expect(accessOn(twoDays, '2027-02-02')).toBe(every);
    expect(accessOn(twoDays, '2027-02-03')).toBe(second);
    expect(accessOn({ access: [second] }, '2027-02-02')).toBeNull();
    expect(accessOn({ access: [] }, '2027-02-02')).toBeNull();
  });
});

describe('the access mail of a day', () => {
  it('is due from the hour on the day before, German time, in winter and in summer', () => {
    expect(new Date(accessMailFrom('2027-02-02', 12)).toISOString()).toBe('2027-02-01T11:00:00.000Z');
    expect(new Date(accessMailFrom('2027-06-15', 12)).toISOString()).toBe('2027-06-14T10:00:00.000Z');
  });

  it('is due for each day from then until the day has ended, for dates joined online only', () => {
    const online = new Set([4]);
    const at = (iso: string) => accessDaysDue([twoDays], online, Date.parse(iso), 12).map(({ day }) => day);
    expect(at('2027-02-01T10:59:59.000Z')).toEqual([]);
    expect(at('2027-02-01T11:00:00.000Z')).toEqual(['2027-02-02']);
    expect(at('2027-02-02T11:00:00.000Z')).toEqual(['2027-02-02', '2027-02-03']);
    // The first day ended at 17:00 German time.
    expect(at('2027-02-02T16:00:00.000Z')).toEqual(['2027-02-03']);
    expect(at('2027-02-03T16:00:00.000Z')).toEqual([]);
    expect(accessDaysDue([twoDays], new Set(), Date.parse('2027-02-02T11:00:00.000Z'), 12)).toEqual([]);
    expect(accessDaysDue([{ ...twoDays, cancelled: true }], online, Date.parse('2027-02-02T11:00:00.000Z'), 12)).toEqual([]);
  });
});
