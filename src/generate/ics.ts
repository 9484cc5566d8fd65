/**
 * iCalendar (RFC 5545) file for one seminar date, offered as a download on its page.
 * All-day event(s): DTEND is the day after the last day. Lines end in CRLF, text is
 * escaped, and lines longer than 75 octets are folded.
 *
 * DTSTAMP is when the file was made (METHOD:PUBLISH): a rebuild keeps a file whose event
 * is unchanged (sameEvent), stamp and all, rather than stamping every file again each day.
 */
import { nextDay } from '../content/calendar.ts';

export interface CalendarEntry {
  readonly uid: string;
  readonly start: string;
  readonly end: string;
  readonly summary: string;
  readonly description: string;
  readonly location: string;
  readonly url: string;
  /** When the file was generated, as an ISO timestamp. */
  readonly stamp: string;
}

const escapeText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const compactDate = (isoDate: string) => isoDate.replace(/-/g, '');

/** The length of a character (one code point) in UTF-8. */
function utf8Size(char: string): number {
  const code = char.codePointAt(0) as number;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/** Folds a content line at 75 octets without splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const charSize = utf8Size(char);
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (size + charSize > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += charSize;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const STAMP_LINE = /^DTSTAMP:[^\r\n]*$/m;
const decoder = new TextDecoder();

/** Whether two calendar files describe the same event, whenever each was made. */
export function sameEvent(previous: Uint8Array, next: string): boolean {
  return decoder.decode(previous).replace(STAMP_LINE, '') === next.replace(STAMP_LINE, '');
}

export function calendarFile(entry: CalendarEntry): string {
  const stamp = entry.stamp.replace(/[-:]/g, '').replace(/\.\d+/, '');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Rackwise academy//Seminar dates//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${entry.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${compactDate(entry.start)}`,
    `DTEND;VALUE=DATE:${compactDate(nextDay(entry.end))}`,
    `SUMMARY:${escapeText(entry.summary)}`,
    `DESCRIPTION:${escapeText(entry.description)}`,
    `LOCATION:${escapeText(entry.location)}`,
    `URL:${entry.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
