import { describe, expect, it } from 'vitest';
import { calendarFile, foldLine, sameEvent } from '../../src/generate/ics.ts';

const entry = {
  uid: 'seminar-date-1003@rackwise-academy.de',
  start: '2027-02-16',
  end: '2027-02-18',
  summary: 'EN 50600 Professional',
  description: 'Stromversorgung, Klimatisierung; Verkabelung, Sicherung',
  location: 'Frankfurt am Main',
  url: 'https://www.rackwise-academy.de/seminare/en-50600-professional/1003',
  stamp: '2026-11-22T10:00:00.000Z',
};

describe('calendarFile', () => {
  const ics = calendarFile(entry);
  const lines = ics.split('\r\n');

  it('is a VCALENDAR with one all-day VEVENT ending the day after the last day', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('DTSTART;VALUE=DATE:20270216');
    expect(lines).toContain('DTEND;VALUE=DATE:20270219');
    expect(lines).toContain('DTSTAMP:20261122T100000Z');
    expect(lines).toContain(`UID:${entry.uid}`);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('escapes commas and semicolons in text', () => {
    expect(ics).toContain('DESCRIPTION:Stromversorgung\\, Klimatisierung\\; Verkabelung\\, Sicherung');
  });

  it('uses CRLF line endings only', () => {
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('crosses the month boundary for the end date', () => {
    expect(calendarFile({ ...entry, start: '2027-01-31', end: '2027-01-31' })).toContain('DTEND;VALUE=DATE:20270201');
  });
});

describe('foldLine', () => {
  it('folds at 75 octets without splitting multi-byte characters', () => {
    const folded = foldLine(`SUMMARY:${'Ü'.repeat(60)}`);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(`SUMMARY:${'Ü'.repeat(60)}`);
  });
  it('leaves short lines alone', () => {
    expect(foldLine('VERSION:2.0')).toBe('VERSION:2.0');
  });
});

describe('sameEvent', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);

  it('tells the same event made on another day from a changed one', () => {
    const made = bytes(calendarFile(entry));
    expect(sameEvent(made, calendarFile({ ...entry, stamp: '2026-12-09T00:00:00.000Z' }))).toBe(true);
    expect(sameEvent(made, calendarFile({ ...entry, stamp: '2026-12-09T00:00:00.000Z', location: 'Hamburg' }))).toBe(false);
    expect(sameEvent(made, calendarFile({ ...entry, end: '2027-02-19' }))).toBe(false);
  });
});
