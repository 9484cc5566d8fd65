/**
 * An online day's attendance as the meeting platform reports it, matched to the date's
 * participants by address. Microsoft Teams exports its report as UTF-16 with tabs, in sections
 * (a summary, then the participants under a header row, then each one's joins); Zoom exports
 * UTF-8 with commas, one row a join. Both, and a spreadsheet saved again with semicolons, are
 * read the same way: the first row that names an e-mail column is the header, the rows below it
 * up to a blank line are the people, a person who joined several times is one row with their
 * minutes added up. An address that is no participant's is listed for staff. Pure.
 */
import { parse } from 'csv-parse/sync';
import { mailboxOf } from '../../gate/tokens.ts';

export interface Attendee {
  readonly name: string;
  readonly email: string;
  /** Minutes in the meeting, when the report gives them. */
  readonly minutes: number | null;
}

export class AttendanceReportError extends Error {
  override name = 'AttendanceReportError';
}

/** The text of an exported file: UTF-16 (with its byte order mark, or without one, as Teams writes it) or UTF-8. */
function textOf(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const zeros = bytes.subarray(0, 200).filter((byte, index) => index % 2 === 1 && byte === 0).length;
  if (bytes.length > 1 && zeros >= Math.min(bytes.length, 200) / 4) return new TextDecoder('utf-16le').decode(bytes);
  return new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
}

const EMAIL_HEADER = /e-?mail|upn/i;
const NAME_HEADER = /name/i;
const DURATION_HEADER = /duration|dauer/i;

/** The delimiter of the header line: the one it holds most of. */
function delimiterOf(line: string): string {
  const counts = ['\t', ';', ','].map((delimiter) => [delimiter, line.split(delimiter).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/** Minutes from Zoom's "Duration (minutes)" or Teams' "1h 5m 30s" ("1 Std. 5 Min. 30 Sek." in German). */
function minutesOf(text: string | undefined): number | null {
  const value = (text ?? '').trim();
  if (/^\d+$/.test(value)) return Number(value);
  const hours = /(\d+)\s*(?:h|std)/i.exec(value)?.[1];
  const minutes = /(\d+)\s*(?:m(?!s)|min)/i.exec(value)?.[1];
  if (hours === undefined && minutes === undefined) return null;
  return Number(hours ?? 0) * 60 + Number(minutes ?? 0);
}

/** The people in an attendance report (bytes as downloaded), one a person, in the report's order. */
export function readAttendanceReport(bytes: Uint8Array): Attendee[] {
  const lines = textOf(bytes).split(/\r\n|\n|\r/);
  // A header names an e-mail column among at least three (a summary's "Organizer email: …" is no header).
  const start = lines.findIndex((line) => EMAIL_HEADER.test(line) && (line.match(/[\t;,]/g)?.length ?? 0) >= 2);
  if (start === -1) throw new AttendanceReportError('the report names no e-mail column: export the participants with their addresses');
  const end = lines.findIndex((line, index) => index > start && line.trim() === '');
  const section = lines.slice(start, end === -1 ? undefined : end).join('\n');
  const [header = [], ...rows] = parse(section, {
    delimiter: delimiterOf(lines[start] ?? ''),
    relax_column_count: true,
    relax_quotes: true,
  }) as string[][];
  const column = (pattern: RegExp, except = -1) => header.findIndex((cell, index) => index !== except && pattern.test(cell));
  const email = column(EMAIL_HEADER);
  const name = column(NAME_HEADER, email);
  const duration = column(DURATION_HEADER);
  const people = new Map<string, Attendee>();
  for (const row of rows) {
    const address = (row[email] ?? '').trim();
    if (!address.includes('@')) continue;
    const key = address.toLowerCase();
    const minutes = duration === -1 ? null : minutesOf(row[duration]);
    const seen = people.get(key);
    people.set(key, {
      name: seen?.name ?? (row[name] ?? '').trim(),
      email: seen?.email ?? address,
      minutes: seen ? (seen.minutes === null || minutes === null ? null : seen.minutes + minutes) : minutes,
    });
  }
  return [...people.values()];
}

/** The report's people matched to the participants by address (any case, a `+tag` or a Gmail dot apart): whose places attended, and who is no participant. */
export function matchAttendees<Place extends { readonly email: string }>(
  attendees: readonly Attendee[],
  places: readonly Place[],
): { readonly attended: Place[]; readonly unmatched: Attendee[] } {
  const present = new Set(attendees.map((attendee) => mailboxOf(attendee.email)));
  const known = new Set(places.map((place) => mailboxOf(place.email)));
  return {
    attended: places.filter((place) => present.has(mailboxOf(place.email))),
    unmatched: attendees.filter((attendee) => !known.has(mailboxOf(attendee.email))),
  };
}
