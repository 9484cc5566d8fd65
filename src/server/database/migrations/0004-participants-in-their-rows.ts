/**
 * Migration 4: each participant's details in their row of `participants`, and nowhere else. A
 * registration's JSON payload named its date and its participants again, kept in step with
 * the tables by hand; now the row holds the person (salutation, title, names, phone, company,
 * job title, and how they attend a hybrid date, which replaces `on_site`), and the payload keeps
 * only what has no column (the billing address, the invoice contact, the remarks, the
 * consent). A registration without rows of its participants (one stored superseded) gets them,
 * taking no seat. A waiting-list entry's payload loses its date as well.
 */
import type { Migration } from './migration.ts';

/** The columns a participant's details go to, and the key of each in the payload. */
const PERSON: ReadonlyArray<readonly [column: string, key: string, required: boolean]> = [
  ['salutation', 'salutation', true],
  ['academic_title', 'academicTitle', false],
  ['first_name', 'firstName', true],
  ['last_name', 'lastName', true],
  ['phone', 'phone', true],
  ['company', 'company', true],
  ['job_title', 'jobTitle', true],
  ['attendance', 'attendance', false],
];

const addColumns = PERSON.map(([column, , required]) =>
  required
    ? `ALTER TABLE participants ADD COLUMN ${column} TEXT NOT NULL DEFAULT ''`
    : `ALTER TABLE participants ADD COLUMN ${column} TEXT`,
);

const SQLITE: readonly string[] = [
  ...addColumns,
  `INSERT INTO participants (registration_id, position, date_id, email, confirmed, held_until, on_site)
     SELECT r.id, CAST(j.key AS INTEGER), r.date_id, json_extract(j.value, '$.email'), 0, NULL, 0
       FROM registrations r, json_each(r.payload, '$.participants') j
      WHERE NOT EXISTS (SELECT 1 FROM participants p WHERE p.registration_id = r.id AND p.position = CAST(j.key AS INTEGER))`,
  `UPDATE participants SET ${PERSON.map(
    ([column, key, required]) =>
      `${column} = ${required ? 'coalesce(' : ''}json_extract(r.payload, '$.participants[' || participants.position || '].${key}')${required ? ", '')" : ''}`,
  ).join(', ')}
     FROM registrations r WHERE r.id = participants.registration_id`,
  "UPDATE participants SET attendance = 'onSite' WHERE on_site = 1",
  'ALTER TABLE participants DROP COLUMN on_site',
  "UPDATE registrations SET payload = json_remove(payload, '$.participants', '$.dateId')",
  "UPDATE waitlist SET payload = json_remove(payload, '$.dateId')",
];

const POSTGRES: readonly string[] = [
  ...addColumns,
  `INSERT INTO participants (registration_id, position, date_id, email, confirmed, held_until, on_site)
     SELECT r.id, (j.ordinality - 1)::integer, r.date_id, j.value ->> 'email', 0, NULL, 0
       FROM registrations r CROSS JOIN LATERAL json_array_elements(r.payload::json -> 'participants') WITH ORDINALITY AS j(value, ordinality)
      WHERE NOT EXISTS (SELECT 1 FROM participants p WHERE p.registration_id = r.id AND p.position = (j.ordinality - 1)::integer)`,
  `UPDATE participants p SET ${PERSON.map(
    ([column, key, required]) =>
      `${column} = ${required ? 'coalesce(' : ''}r.payload::json -> 'participants' -> p.position ->> '${key}'${required ? ", '')" : ''}`,
  ).join(', ')}
     FROM registrations r WHERE r.id = p.registration_id`,
  "UPDATE participants SET attendance = 'onSite' WHERE on_site = 1",
  'ALTER TABLE participants DROP COLUMN on_site',
  "UPDATE registrations SET payload = (payload::jsonb - 'participants' - 'dateId')::text",
  "UPDATE waitlist SET payload = (payload::jsonb - 'dateId')::text",
];

export const PARTICIPANTS_IN_THEIR_ROWS: Migration = {
  version: 4,
  name: 'each participant in their row',
  statements: (dialect) => (dialect === 'sqlite' ? SQLITE : POSTGRES),
};
