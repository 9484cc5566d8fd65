/**
 * Online attendance from the meeting platform's export (src/server/certificates/rules/attendance-report.ts):
 * a Teams report (UTF-16 with tabs, in sections), a Zoom one (UTF-8, commas, a row a join) and a
 * German spreadsheet's (semicolons) read alike, and matched to the participants by address.
 */
import { describe, expect, it } from 'vitest';
import { AttendanceReportError, matchAttendees, readAttendanceReport } from '../../src/server/certificates/rules/attendance-report.ts';

const utf16 = (text: string) => {
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes.set([0xff, 0xfe]);
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    bytes[2 + index * 2] = code & 0xff;
    bytes[3 + index * 2] = code >> 8;
  }
  return bytes;
};

const TEAMS = [
  '1. Summary',
  'Meeting title\tEN 50600 Grundlagen – Tag 1',
  'Attended participants\t4',
  '',
  '2. Participants',
  'Name\tFirst Join\tLast Leave\tIn-Meeting Duration\tEmail\tParticipant ID (UPN)\tRole',
  'Erika Mustermann\t3/1/27, 8:58:01 AM\t3/1/27, 4:31:40 PM\t7h 33m 39s\tErika.Mustermann@example.com\terika.mustermann@example.com\tAttendee',
  'Jonas Kollege\t3/1/27, 9:01:12 AM\t3/1/27, 3:03:17 PM\t6h 2m 5s\tjonas+kurs@example.com\tjonas+kurs@example.com\tAttendee',
  'Gast Unbekannt\t3/1/27, 10:00:00 AM\t3/1/27, 10:15:03 AM\t15m 3s\tgast@elsewhere.example\t\tAttendee',
  'Dana Trainerin\t3/1/27, 8:40:00 AM\t3/1/27, 4:40:00 PM\t8h\ttrainer@rackwise-academy.de\ttrainer@rackwise-academy.de\tOrganizer',
  '',
  '3. In-Meeting Activities',
  'Name\tJoin Time\tLeave Time\tDuration\tEmail\tRole',
  'Erika Mustermann\t3/1/27, 8:58:01 AM\t3/1/27, 12:00:00 PM\t3h 1m 59s\tErika.Mustermann@example.com\tAttendee',
].join('\r\n');

const ZOOM = [
  'Name (Original Name),Email,Join Time,Leave Time,Duration (Minutes),Guest,In Waiting Room',
  'Erika Mustermann,erika.mustermann@example.com,03/01/2027 08:58:01 AM,03/01/2027 12:01:10 PM,184,No,No',
  '"Kollege, Jonas",jonas@example.com,03/01/2027 09:00:00 AM,03/01/2027 02:55:00 PM,355,No,No',
  'Erika Mustermann,erika.mustermann@example.com,03/01/2027 01:02:00 PM,03/01/2027 04:30:00 PM,208,No,No',
  'Telefon +49 30 1234,,03/01/2027 09:00:00 AM,03/01/2027 09:30:00 AM,30,Yes,No',
].join('\n');

const PLACES = [
  { position: 0, email: 'erika.mustermann@example.com' },
  { position: 1, email: 'jonas@example.com' },
  { position: 2, email: 'absent@example.com' },
];

describe('an attendance report', () => {
  it("from Teams: the participants' section, their minutes, matched by address", () => {
    const attendees = readAttendanceReport(utf16(TEAMS));
    expect(attendees).toEqual([
      { name: 'Erika Mustermann', email: 'Erika.Mustermann@example.com', minutes: 453 },
      { name: 'Jonas Kollege', email: 'jonas+kurs@example.com', minutes: 362 },
      { name: 'Gast Unbekannt', email: 'gast@elsewhere.example', minutes: 15 },
      { name: 'Dana Trainerin', email: 'trainer@rackwise-academy.de', minutes: 480 },
    ]);
    const { attended, unmatched } = matchAttendees(attendees, PLACES);
    expect(attended.map((place) => place.position)).toEqual([0, 1]);
    expect(unmatched.map((attendee) => attendee.email)).toEqual(['gast@elsewhere.example', 'trainer@rackwise-academy.de']);
  });

  it('from Zoom: a row a join, added up per person; a row without an address left out', () => {
    expect(readAttendanceReport(new TextEncoder().encode(`\uFEFF${ZOOM}`))).toEqual([
      { name: 'Erika Mustermann', email: 'erika.mustermann@example.com', minutes: 392 },
      { name: 'Kollege, Jonas', email: 'jonas@example.com', minutes: 355 },
    ]);
  });

  it('saved again by a German spreadsheet, with semicolons', () => {
    const text = 'Vollständiger Name;E-Mail-Adresse;Dauer\nErika Mustermann;erika.mustermann@example.com;1 Std. 5 Min.\n';
    expect(readAttendanceReport(new TextEncoder().encode(text))).toEqual([
      { name: 'Erika Mustermann', email: 'erika.mustermann@example.com', minutes: 65 },
    ]);
  });

  it('without an e-mail column is refused with what to do', () => {
    expect(() => readAttendanceReport(new TextEncoder().encode('Name,Join Time\nErika,09:00\n'))).toThrow(AttendanceReportError);
  });
});
