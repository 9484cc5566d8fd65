/**
 * Online attendance from the meeting platform's export (src/server/certificates/rules/attendance-report.ts):
 * a Teams report (UTF-16 with tabs, in sections), a Zoom one (UTF-8, commas, a row a join) and a
 * German spreadsheet's (semicolons) read alike, and matched to the participants by address.
 */
import { describe, expect, it } from 'vitest';
import { AttendanceReportError, matchAttendees, readAttendanceReport } from '../../src/server/certificates/rules/attendance-report.ts';
import { TEAMS, utf16, ZOOM } from '../support/attendance-reports.ts';

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
