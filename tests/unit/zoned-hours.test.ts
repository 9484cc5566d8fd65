/** A date's hours as its English page says them: with the German time zone of its first day; German pages need none. */
import { describe, expect, it } from 'vitest';
import { zonedHoursText } from '../../src/i18n/time-texts.ts';

const day = (date: string) => ({ day: date, start: '09:00', end: '16:30' });

describe('the hours of a date', () => {
  it('carry the German time zone in English, CET in winter and CEST in summer', () => {
    expect(zonedHoursText('en', [day('2027-01-19')])).toMatch(/^9:00\sAM\s–\s4:30\sPM CET$/);
    expect(zonedHoursText('en', [day('2027-07-13'), day('2027-07-14')])).toMatch(/PM CEST$/);
  });

  it('stay as they are in German', () => {
    expect(zonedHoursText('de', [day('2027-01-19')])).toBe('09:00–16:30 Uhr');
  });
});
