import { describe, expect, it } from 'vitest';
import { calendarFile, foldLine, sameEvent } from '../../src/generate/ics.ts';

const entry = {
  uid: 'seminar-date-1003@rackwise-academy.de',
  sessions: [
    { start: Date.parse('2027-02-16T08:00:00Z'), end: Date.parse('2027-02-16T16:00:00Z') },
    { start: Date.parse('2027-02-17T08:00:00Z'), end: Date.parse('2027-02-17T14:00:00Z') },
  ],
  summary: 'EN 50600 Professional',
  description: 'Stromversorgung, Klimatisierung; Verkabelung, Sicherung',
  location: 'Frankfurt am Main',
  url: 'https://www.rackwise-academy.de/seminare/en-50600-professional/1003',
  stamp: '2026-11-22T10:00:00.000Z',
};

describe('calendarFile', () => {
  const ics = calendarFile(entry);
  const lines = ics.split('\r\n');

  it('is a VCALENDAR with a VEVENT for each day at its hours in UTC, each with its own UID', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((line) => /^(UID|DTSTART|DTEND):/.test(line))).toEqual([
      `UID:${entry.uid}`,
      'DTSTART:20270216T080000Z',
      'DTEND:20270216T160000Z',
      'UID:seminar-date-1003-day2@rackwise-academy.de',
      'DTSTART:20270217T080000Z',
      'DTEND:20270217T140000Z',
    ]);
    expect(lines).toContain('DTSTAMP:20261122T100000Z');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('escapes commas and semicolons in text', () => {
    expect(ics).toContain('DESCRIPTION:Stromversorgung\\, Klimatisierung\\; Verkabelung\\, Sicherung');
  });

  it('uses CRLF line endings only', () => {
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
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
    expect(sameEvent(made, calendarFile({ ...entry, sessions: entry.sessions.slice(0, 1) }))).toBe(false);
  });
});
