/**
 * iCalendar (RFC 5545) file for one seminar date, offered as a download on its page: an
 * event for each day it is taught, at its hours (in UTC, so every calendar shows them in its
 * own time zone), the days after the first with UIDs of their own. Lines end in CRLF, text
 * is escaped, and lines longer than 75 octets are folded.
 *
 * DTSTAMP is when the file was made (METHOD:PUBLISH): a rebuild keeps a file whose event
 * is unchanged (sameEvent), stamp and all, rather than stamping every file again each day.
 */
export interface CalendarEntry {
  /** The first day's UID ('seminar-date-1003@…'); the others get '-day2', '-day3' before the '@'. */
  readonly uid: string;
  /** Each day taught: when it starts and ends, in ms since the epoch, and where and what, where they differ from the entry's. */
  readonly sessions: ReadonlyArray<{
    readonly start: number;
    readonly end: number;
    readonly location?: string;
    readonly description?: string;
  }>;
  readonly summary: string;
  readonly description: string;
  readonly location: string;
  readonly url: string;
  /** When the file was generated, as an ISO timestamp. */
  readonly stamp: string;
  /** The revision of the events (RFC 5545 SEQUENCE): a file with a higher one updates them in a calendar; none for the first. */
  readonly sequence?: number;
}

const escapeText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** An instant as iCalendar writes one in UTC: '20270216T080000Z'. */
const utcTime = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');

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

const STAMP_LINE = /^DTSTAMP:[^\r\n]*$/gm;
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
    ...entry.sessions.flatMap((session, index) => [
      'BEGIN:VEVENT',
      `UID:${index === 0 ? entry.uid : entry.uid.replace('@', `-day${index + 1}@`)}`,
      `DTSTAMP:${stamp}`,
      ...(entry.sequence ? [`SEQUENCE:${entry.sequence}`] : []),
      `DTSTART:${utcTime(session.start)}`,
      `DTEND:${utcTime(session.end)}`,
      `SUMMARY:${escapeText(entry.summary)}`,
      `DESCRIPTION:${escapeText(session.description ?? entry.description)}`,
      `LOCATION:${escapeText(session.location ?? entry.location)}`,
      `URL:${entry.url}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
