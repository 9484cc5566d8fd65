/** Attendance reports as Microsoft Teams and Zoom export them, for the tests that read them. */
/** `text` as UTF-16 little-endian with its byte order mark, as Teams writes its reports. */
export const utf16 = (text: string) => {
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes.set([0xff, 0xfe]);
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    bytes[2 + index * 2] = code & 0xff;
    bytes[3 + index * 2] = code >> 8;
  }
  return bytes;
};

/** A Teams attendance report of one day: four people, one a guest and one the organiser. */
export const TEAMS = [
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

/** A Zoom participants report: a row a join, Erika twice, and a phone caller without an address. */
export const ZOOM = [
  'Name (Original Name),Email,Join Time,Leave Time,Duration (Minutes),Guest,In Waiting Room',
  'Erika Mustermann,erika.mustermann@example.com,03/01/2027 08:58:01 AM,03/01/2027 12:01:10 PM,184,No,No',
  '"Kollege, Jonas",jonas@example.com,03/01/2027 09:00:00 AM,03/01/2027 02:55:00 PM,355,No,No',
  'Erika Mustermann,erika.mustermann@example.com,03/01/2027 01:02:00 PM,03/01/2027 04:30:00 PM,208,No,No',
  'Telefon +49 30 1234,,03/01/2027 09:00:00 AM,03/01/2027 09:30:00 AM,30,Yes,No',
].join('\n');
