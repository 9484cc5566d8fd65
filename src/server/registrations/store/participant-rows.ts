/**
 * A registration's participants as their rows of `participants` hold them, the only place
 * their details are kept (the registration's payload holds what has no column): the person's
 * columns, a participant from a row and a row's values from a participant, the look-up of the
 * participants of registrations, in their order, and the places still booked on a date with
 * their registrations (what reminders and access mails go to).
 */

import type { Selectable } from 'kysely';
import type { Registration } from '../../../registration-contract/schema.ts';
import { compiledOnce, query } from '../../database/queries.ts';
import type { Sql } from '../../database/sql.ts';
import type { Database } from '../../database/tables.ts';
import type { StoredRegistration } from '../rules/stored-entry.ts';
import { REGISTRATION_COLUMNS, type RegistrationRow, registrationFromRow } from './entry-rows.ts';

export type Participant = Registration['participants'][number];

/** The columns a participant is read from, besides the registration and its position. */
export const PERSON_COLUMNS = [
  'email',
  'salutation',
  'academic_title',
  'first_name',
  'last_name',
  'phone',
  'company',
  'job_title',
  'attendance',
] as const;

/** A participant's columns as read and written. */
export type PersonRow = Pick<Selectable<Database['participants']>, (typeof PERSON_COLUMNS)[number]>;

/** A participant as the form gave them (the schema checked every value when they were stored), from their row; a row migrated without a salutation has none. */
export function participantOf(row: PersonRow): Participant {
  return {
    salutation: row.salutation === '' ? 'none' : row.salutation,
    ...(row.academic_title === null ? {} : { academicTitle: row.academic_title }),
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    jobTitle: row.job_title,
    ...(row.attendance === null ? {} : { attendance: row.attendance }),
  };
}

/** A participant's columns, as a row of theirs is written or rewritten. */
export const personValues = (participant: Participant): PersonRow => ({
  email: participant.email,
  salutation: participant.salutation,
  academic_title: participant.academicTitle ?? null,
  first_name: participant.firstName,
  last_name: participant.lastName,
  phone: participant.phone,
  company: participant.company,
  job_title: participant.jobTitle,
  attendance: participant.attendance ?? null,
});

/** The columns of a registration's participants joined to it as `p`: a place's position, and the person (their address apart from the registration's own). */
export const JOINED_PERSON = [
  'p.position as place',
  'p.email as personEmail',
  ...PERSON_COLUMNS.filter((column) => column !== 'email').map((column) => `p.${column}` as const),
] as const;

/** A row of a registration joined to one of its participants; null in all of them where it has none. */
type JoinedPersonRow = { readonly place: number | null; readonly personEmail: string | null } & {
  readonly [Column in Exclude<keyof PersonRow, 'email'>]: PersonRow[Column] | null;
};

/** The participants in a registration's rows joined to them (JOINED_PERSON), in their order. */
export function joinedParticipants(rows: readonly JoinedPersonRow[]): Participant[] {
  return rows.flatMap((row) => {
    const { place, personEmail, salutation, first_name, last_name, phone, company, job_title } = row;
    // A joined participant's columns that are never null are all there when its position is.
    if (place === null || personEmail === null || salutation === null || first_name === null || last_name === null) return [];
    if (phone === null || company === null || job_title === null) return [];
    const { academic_title, attendance } = row;
    return [
      participantOf({ email: personEmail, salutation, academic_title, first_name, last_name, phone, company, job_title, attendance }),
    ];
  });
}

/** The participants of one registration, in their order. */
export const participantsOf = compiledOnce((i: { id: string }) =>
  query.selectFrom('participants').select(PERSON_COLUMNS).where('registration_id', '=', i.id).orderBy('position'),
);

/** How many registrations one look-up names at most (a statement's parameters are limited). */
const CHUNK = 500;

/** The participants of each of `ids`, in their order: read in one statement for every CHUNK registrations. */
export async function participantsOfEach(db: Sql, ids: readonly string[]): Promise<Map<string, Participant[]>> {
  const found = new Map<string, Participant[]>(ids.map((id) => [id, []]));
  const unique = [...found.keys()];
  for (let start = 0; start < unique.length; start += CHUNK) {
    const rows = await db.all(
      query
        .selectFrom('participants')
        .select(['registration_id', ...PERSON_COLUMNS])
        .where('registration_id', 'in', unique.slice(start, start + CHUNK))
        .orderBy('registration_id')
        .orderBy('position'),
    );
    for (const row of rows) found.get(row.registration_id)?.push(participantOf(row));
  }
  return found;
}

/** A registration's people, to replace one participant's row with another person (a substitute, an anonymised one). */
export const replacePerson = compiledOnce((i: { id: string; position: number } & PersonRow) =>
  query
    .updateTable('participants')
    .set({
      email: i.email,
      salutation: i.salutation,
      academic_title: i.academic_title,
      first_name: i.first_name,
      last_name: i.last_name,
      phone: i.phone,
      company: i.company,
      job_title: i.job_title,
      attendance: i.attendance,
    })
    .where('registration_id', '=', i.id)
    .where('position', '=', i.position),
);

/** A registration from its row, with its participants (a second look-up). */
export async function registrationOf(db: Sql, row: RegistrationRow | undefined): Promise<StoredRegistration | undefined> {
  if (!row) return undefined;
  return registrationFromRow(row, (await db.all(participantsOf({ id: row.id }))).map(participantOf));
}

/** Registrations from their rows, in their order, each with its participants (one look-up for all of them). */
export async function registrationsOf(db: Sql, rows: readonly RegistrationRow[]): Promise<StoredRegistration[]> {
  const people = await participantsOfEach(
    db,
    rows.map(({ id }) => id),
  );
  return rows.map((row) => registrationFromRow(row, people.get(row.id) ?? []));
}

/**
 * The places of date `dateId` still booked (confirmed, not cancelled) on a confirmed
 * registration: its columns (`r.`) and the place's position (`p.`), oldest registration first,
 * for a query to narrow further (those not reminded yet, say).
 */
export const bookedPlaces = (dateId: number) =>
  query
    .selectFrom('participants as p')
    .innerJoin('registrations as r', 'r.id', 'p.registration_id')
    .select([...REGISTRATION_COLUMNS.map((column) => `r.${column}` as const), 'p.position'])
    .where('p.date_id', '=', dateId)
    .where('p.confirmed', '=', 1)
    .where('p.cancelled_at', 'is', null)
    .where('r.status', '=', 'confirmed')
    .orderBy('r.created_at')
    .orderBy('p.position');

/** Places from their rows (bookedPlaces), in their order, each with its registration and its participants (one look-up for all). */
export async function placesOf(db: Sql, rows: readonly (RegistrationRow & { position: number })[]) {
  const people = await participantsOfEach(
    db,
    rows.map(({ id }) => id),
  );
  return rows.map((row) => ({ registration: registrationFromRow(row, people.get(row.id) ?? []), position: row.position }));
}
