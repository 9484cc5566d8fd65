/**
 * What the course leaves of a place, as the database keeps it (migration 7): its attendance per
 * day (ticked on the check-in list, or read from an online platform's report; untick a day and
 * it is kept as absent) and its exam results (a retake is a new row). Each new piece of evidence
 * is unassessed until the certificates' pass has judged its place with it (issuing.ts), so the
 * pass reads only the places something new was recorded for; with the places of a date and
 * their people (date-places.ts).
 */
import type { AttendanceSource, ResultSource } from '../../database/column-values.ts';
import { compiledOnce, query } from '../../database/queries.ts';
import type { Sql } from '../../database/sql.ts';
import { type DatePlaces, datePlaces, type PlaceKey } from './date-places.ts';

export interface AttendanceMark extends PlaceKey {
  /** 'YYYY-MM-DD'. */
  readonly day: string;
  readonly present: boolean;
  readonly source: AttendanceSource;
  /** ISO 8601. */
  readonly at: string;
}

export interface ExamResultEntry extends PlaceKey {
  readonly passed: boolean;
  /** Per cent of the points, where known. */
  readonly score: number | null;
  /** 'YYYY-MM-DD'. */
  readonly takenOn: string;
  readonly source: ResultSource;
  readonly at: string;
}

/** A place's evidence: the days it was present, its results. */
export interface PlaceEvidence {
  readonly present: ReadonlySet<string>;
  readonly results: ReadonlyArray<{ readonly passed: boolean; readonly score: number | null; readonly on: string }>;
}

const statements = {
  mark: compiledOnce(
    (i: { registrationId: string; position: number; day: string; present: number; source: AttendanceSource; at: string }) =>
      query
        .insertInto('attendance')
        .values({
          registration_id: i.registrationId,
          position: i.position,
          day: i.day,
          present: i.present,
          source: i.source,
          recorded_at: i.at,
        })
        // A day marked again as it was changes nothing (and queues nothing for the CMS).
        .onConflict((conflict) =>
          conflict
            .columns(['registration_id', 'position', 'day'])
            .doUpdateSet((eb) => ({
              present: eb.ref('excluded.present'),
              source: eb.ref('excluded.source'),
              recorded_at: eb.ref('excluded.recorded_at'),
              assessed: 0,
            }))
            .where('attendance.present', '<>', (eb) => eb.ref('excluded.present')),
        ),
  ),
  result: compiledOnce(
    (i: { registrationId: string; position: number; passed: number; score: number | null; on: string; source: ResultSource; at: string }) =>
      query.insertInto('exam_results').values({
        registration_id: i.registrationId,
        position: i.position,
        passed: i.passed,
        score: i.score,
        taken_on: i.on,
        source: i.source,
        recorded_at: i.at,
      }),
  ),
  presentDays: compiledOnce((i: { registrationId: string; position: number }) =>
    query
      .selectFrom('attendance')
      .select('day')
      .where('registration_id', '=', i.registrationId)
      .where('position', '=', i.position)
      .where('present', '=', 1),
  ),
  resultsOf: compiledOnce((i: { registrationId: string; position: number }) =>
    query
      .selectFrom('exam_results')
      .select(['passed', 'score', 'taken_on'])
      .where('registration_id', '=', i.registrationId)
      .where('position', '=', i.position)
      .orderBy('taken_on')
      .orderBy('id'),
  ),
  assessAttendance: compiledOnce((i: { registrationId: string; position: number }) =>
    query
      .updateTable('attendance')
      .set({ assessed: 1 })
      .where('registration_id', '=', i.registrationId)
      .where('position', '=', i.position)
      .where('assessed', '=', 0),
  ),
  assessResults: compiledOnce((i: { registrationId: string; position: number }) =>
    query
      .updateTable('exam_results')
      .set({ assessed: 1 })
      .where('registration_id', '=', i.registrationId)
      .where('position', '=', i.position)
      .where('assessed', '=', 0),
  ),
};

/**
 * The places of the ended dates named with evidence the pass has not judged them with, and
 * without the seminar's certificate: confirmed, not cancelled, their registration confirmed and
 * not anonymised.
 */
function placesToAssess(endedDateIds: readonly number[]) {
  const ended = endedDateIds.filter(Number.isInteger);
  return (
    query
      .selectFrom('participants as p')
      .innerJoin('registrations as r', 'r.id', 'p.registration_id')
      .select(['p.registration_id', 'p.position'])
      .where('p.date_id', 'in', ended)
      .where('r.status', '=', 'confirmed')
      .where('r.anonymised_at', 'is', null)
      .where('p.confirmed', '=', 1)
      .where('p.cancelled_at', 'is', null)
      .where(({ or, exists, selectFrom }) =>
        or([
          exists(
            selectFrom('attendance as a')
              .select('a.day')
              .whereRef('a.registration_id', '=', 'p.registration_id')
              .whereRef('a.position', '=', 'p.position')
              .where('a.assessed', '=', 0),
          ),
          exists(
            selectFrom('exam_results as e')
              .select('e.id')
              .whereRef('e.registration_id', '=', 'p.registration_id')
              .whereRef('e.position', '=', 'p.position')
              .where('e.assessed', '=', 0),
          ),
        ]),
      )
      // A place with the seminar's certificate is done; one with a certificate of attendance may pass a retake.
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('certificates as c')
              .select('c.id')
              .whereRef('c.registration_id', '=', 'p.registration_id')
              .whereRef('c.position', '=', 'p.position')
              .whereRef('c.date_id', '=', 'p.date_id')
              .where('c.kind', '=', 'seminar'),
          ),
        ),
      )
      .orderBy('p.date_id')
      .orderBy('p.registration_id')
      .orderBy('p.position')
  );
}

export interface EvidenceStore extends DatePlaces {
  /** Records a day's attendance of a place (a day marked again as it was changes nothing). */
  mark(mark: AttendanceMark): Promise<void>;
  /** Records an exam result: a retake is a result of its own. */
  addResult(result: ExamResultEntry): Promise<void>;
  evidenceOf(key: PlaceKey): Promise<PlaceEvidence>;
  /** The places the certificates' pass is to judge (placesToAssess). */
  placesToAssess(endedDateIds: readonly number[]): Promise<PlaceKey[]>;
  /** The place's evidence judged: it is not read again until something new is recorded. */
  markAssessed(key: PlaceKey): Promise<void>;
}

export function evidenceStore(db: Sql): EvidenceStore {
  const sql = statements;
  return {
    ...datePlaces(db),
    mark: async (mark) => void (await db.run(sql.mark({ ...mark, present: mark.present ? 1 : 0 }))),
    addResult: async (result) => void (await db.run(sql.result({ ...result, passed: result.passed ? 1 : 0, on: result.takenOn }))),
    async evidenceOf(key) {
      const [days, results] = await Promise.all([db.all(sql.presentDays(key)), db.all(sql.resultsOf(key))]);
      return {
        present: new Set(days.map(({ day }) => day)),
        results: results.map((row) => ({
          passed: Number(row.passed) === 1,
          score: row.score === null ? null : Number(row.score),
          on: row.taken_on,
        })),
      };
    },
    async placesToAssess(endedDateIds) {
      if (endedDateIds.length === 0) return [];
      return (await db.all(placesToAssess(endedDateIds))).map((row) => ({
        registrationId: row.registration_id,
        position: Number(row.position),
      }));
    },
    async markAssessed(key) {
      await db.run(sql.assessAttendance(key));
      await db.run(sql.assessResults(key));
    },
  };
}
