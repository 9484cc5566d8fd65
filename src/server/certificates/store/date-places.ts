/**
 * A date's places as the course sees them: each confirmed participant (not cancelled, not
 * erased, their registration confirmed and not anonymised) with what the check-in list and the sign-in sheet
 * show and a certificate names, and the attendance recorded for them day by day.
 */
import type { Selectable } from 'kysely';
import type { Locale } from '../../../i18n/locales.ts';
import type { AttendanceMode } from '../../../registration-contract/schema.ts';
import type { AttendanceSource, StoredSalutation } from '../../database/column-values.ts';
import { compiledOnce, query } from '../../database/queries.ts';
import type { Sql } from '../../database/sql.ts';
import type { Database } from '../../database/tables.ts';
import { isAnonymised } from '../../registrations/rules/anonymised.ts';

/** A place: a registration's participant, by their position in it. */
export interface PlaceKey {
  readonly registrationId: string;
  readonly position: number;
}

/** A confirmed place of a date, with what the check-in list shows and a certificate names. */
export interface DatePlace extends PlaceKey {
  readonly dateId: number;
  readonly locale: Locale;
  readonly email: string;
  /** '' where a row migrated from one that had none. */
  readonly salutation: StoredSalutation;
  readonly academicTitle: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly company: string;
  readonly attendance: AttendanceMode | null;
}

/** A place's attendance as recorded: each day's mark and how it came. */
export interface DayMark {
  readonly registrationId: string;
  readonly position: number;
  readonly day: string;
  readonly present: boolean;
  readonly source: AttendanceSource;
}

const PLACE_COLUMNS = [
  'p.registration_id',
  'p.position',
  'p.date_id',
  'r.locale',
  'p.email',
  'p.salutation',
  'p.academic_title',
  'p.first_name',
  'p.last_name',
  'p.company',
  'p.attendance',
] as const;

type PlaceRow = Pick<
  Selectable<Database['participants']>,
  'registration_id' | 'position' | 'date_id' | 'email' | 'salutation' | 'academic_title'
> &
  Pick<Selectable<Database['participants']>, 'first_name' | 'last_name' | 'company' | 'attendance'> & { locale: Locale };

const placeOf = (row: PlaceRow): DatePlace => ({
  registrationId: row.registration_id,
  position: Number(row.position),
  dateId: Number(row.date_id),
  locale: row.locale,
  email: row.email,
  salutation: row.salutation,
  academicTitle: row.academic_title,
  firstName: row.first_name,
  lastName: row.last_name,
  company: row.company,
  attendance: row.attendance,
});

/** Confirmed places, not cancelled, of a registration confirmed and not anonymised. */
const confirmedPlaces = () =>
  query
    .selectFrom('participants as p')
    .innerJoin('registrations as r', 'r.id', 'p.registration_id')
    .select(PLACE_COLUMNS)
    .where('r.status', '=', 'confirmed')
    .where('r.anonymised_at', 'is', null)
    .where('p.confirmed', '=', 1)
    .where('p.cancelled_at', 'is', null);

const statements = {
  place: compiledOnce((i: { registrationId: string; position: number }) =>
    confirmedPlaces().where('p.registration_id', '=', i.registrationId).where('p.position', '=', i.position),
  ),
  placesOfDate: compiledOnce((i: { dateId: number }) =>
    confirmedPlaces().where('p.date_id', '=', i.dateId).orderBy('p.last_name').orderBy('p.first_name').orderBy('p.registration_id'),
  ),
  marksOfDate: compiledOnce((i: { dateId: number }) =>
    query
      .selectFrom('attendance as a')
      .innerJoin('participants as p', (join) =>
        join.onRef('p.registration_id', '=', 'a.registration_id').onRef('p.position', '=', 'a.position'),
      )
      .select(['a.registration_id', 'a.position', 'a.day', 'a.present', 'a.source'])
      .where('p.date_id', '=', i.dateId),
  ),
};

export interface DatePlaces {
  /** A confirmed place as it stands; undefined when it is not one (cancelled, its registration or person anonymised, unknown). */
  place(key: PlaceKey): Promise<DatePlace | undefined>;
  /** A date's confirmed places, by last name. */
  placesOfDate(dateId: number): Promise<DatePlace[]>;
  /** Every day's mark of a date's places. */
  marksOfDate(dateId: number): Promise<DayMark[]>;
}

export function datePlaces(db: Sql): DatePlaces {
  const sql = statements;
  return {
    async place(key) {
      const row = await db.get(sql.place(key));
      return row && !isAnonymised(row.email) ? placeOf(row) : undefined;
    },
    placesOfDate: async (dateId) => (await db.all(sql.placesOfDate({ dateId }))).filter((row) => !isAnonymised(row.email)).map(placeOf),
    marksOfDate: async (dateId) =>
      (await db.all(sql.marksOfDate({ dateId }))).map((row) => ({
        registrationId: row.registration_id,
        position: Number(row.position),
        day: row.day,
        present: Number(row.present) === 1,
        source: row.source,
      })),
  };
}
