/**
 * What staff do on the check-in pages, apart from HTTP: the dates around today to choose from,
 * a day's list of a date's participants with who is ticked present, saving a day's ticks (only
 * the boxes changed on the list are written, so a list drawn before another's ticks or a
 * platform's report undoes neither), an online day's attendance report imported and matched by address,
 * exam results imported from a file (a retake is a result of its own), and what a day's sign-in
 * sheet lists.
 */
import { addDays } from '../../../content/calendar.ts';
import { findDate, indexContent, teachingTrainerIds, trainersOf, venueOf } from '../../../content/content-index.ts';
import { sessionsOf } from '../../../content/sessions.ts';
import type { Content, SeminarDate } from '../../../content/types.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { mailboxOf } from '../../gate/tokens.ts';
import { matchAttendees, readAttendanceReport } from '../rules/attendance-report.ts';
import { holderName } from '../rules/certificate-document.ts';
import { type ResultProblem, readResultFile } from '../rules/result-import.ts';
import type { DatePlace } from '../store/date-places.ts';
import type { EvidenceStore } from '../store/evidence.ts';

export interface CheckInDeps {
  readonly evidence: EvidenceStore;
  /** Runs `work` in one transaction. */
  readonly committed: <T>(work: () => Promise<T>) => Promise<T>;
  readonly getContent: () => Content;
  /** 'YYYY-MM-DD' in Germany. */
  readonly today: () => string;
  readonly now: () => Date;
}

/** How many days back and ahead the list of dates reaches. */
const DAYS_BACK = 14;
const DAYS_AHEAD = 7;

export interface DateChoice {
  readonly dateId: number;
  readonly title: string;
  readonly days: readonly string[];
  /** The city; null for a webinar. */
  readonly place: string | null;
  readonly format: 'webinar' | 'in-person' | 'hybrid';
}

/** The dates with a day from DAYS_BACK days ago to DAYS_AHEAD days ahead, by their first day. */
export function datesAround(content: Content, today: string, locale: Locale): DateChoice[] {
  const from = addDays(today, -DAYS_BACK);
  const to = addDays(today, DAYS_AHEAD);
  const index = indexContent(content);
  return content.seminarDates
    .filter((date) => !date.cancelled && date.end >= from && date.start <= to)
    .toSorted((a, b) => a.start.localeCompare(b.start) || a.id - b.id)
    .flatMap((date) => {
      const seminar = index.seminarById.get(date.seminarId);
      return seminar
        ? [
            {
              dateId: date.id,
              title: seminar.translations[locale].title,
              days: sessionsOf(date).map(({ day }) => day),
              place: date.location,
              format: seminar.format,
            },
          ]
        : [];
    });
}

/** A place as the day's list shows it. */
export interface ListedPlace {
  /** `registrationId~position`: the checkbox's value. */
  readonly key: string;
  readonly name: string;
  readonly company: string;
  readonly attendance: DatePlace['attendance'];
  readonly present: boolean;
}

export const placeKey = (place: Pick<DatePlace, 'registrationId' | 'position'>) => `${place.registrationId}~${place.position}`;

/** The date and its day a list is for: the day asked for when it is one of the date's, else today's or the first. */
export function dateAndDay(content: Content, dateId: number, asked: string | undefined, today: string) {
  const found = findDate(content, dateId);
  if (!found) return null;
  const days = sessionsOf(found.date).map(({ day }) => day);
  const day = days.find((one) => one === asked) ?? days.find((one) => one === today) ?? days[0] ?? found.date.start;
  return { ...found, days, day };
}

/** A date's confirmed participants on `day`, by last name, each with whether they are ticked present. */
export async function dayList(deps: CheckInDeps, dateId: number, day: string): Promise<ListedPlace[]> {
  const [places, marks] = await Promise.all([deps.evidence.placesOfDate(dateId), deps.evidence.marksOfDate(dateId)]);
  const present = new Set(marks.filter((mark) => mark.day === day && mark.present).map(placeKey));
  return places.map((place) => ({
    key: placeKey(place),
    name: holderName(place),
    company: place.company,
    attendance: place.attendance,
    present: present.has(placeKey(place)),
  }));
}

/**
 * Saves a day's ticks against what the list showed (`shown`: the places ticked when it was drawn):
 * a box the staff member ticked or unticked is written, present or absent; one they left as it
 * was is not, so a list drawn before someone else ticked a box, or before a report was imported,
 * undoes nothing. How many marks it wrote.
 */
export async function saveDay(
  deps: CheckInDeps,
  dateId: number,
  day: string,
  ticked: ReadonlySet<string>,
  shown: ReadonlySet<string>,
): Promise<number> {
  const at = deps.now().toISOString();
  return deps.committed(async () => {
    let changed = 0;
    for (const place of await deps.evidence.placesOfDate(dateId)) {
      const key = placeKey(place);
      if (ticked.has(key) === shown.has(key)) continue;
      await deps.evidence.mark({
        registrationId: place.registrationId,
        position: place.position,
        day,
        present: ticked.has(key),
        source: 'check-in',
        at,
      });
      changed++;
    }
    return changed;
  });
}

/** An online day's attendance report imported: who in it has a place of the date is present that day; who has none is listed. */
export async function importReport(deps: CheckInDeps, dateId: number, day: string, bytes: Uint8Array) {
  const attendees = readAttendanceReport(bytes);
  const at = deps.now().toISOString();
  return deps.committed(async () => {
    const places = await deps.evidence.placesOfDate(dateId);
    const { attended, unmatched } = matchAttendees(attendees, places);
    for (const place of attended)
      await deps.evidence.mark({
        registrationId: place.registrationId,
        position: place.position,
        day,
        present: true,
        source: 'report',
        at,
      });
    return { matched: attended.length, unmatched };
  });
}

/**
 * Exam results imported for a date's participants: the rows recorded, those already recorded (a
 * file imported again records nothing twice), and those that were not, with why.
 */
export async function importResults(deps: CheckInDeps, dateId: number, bytes: Uint8Array) {
  const file = readResultFile(bytes);
  const at = deps.now().toISOString();
  return deps.committed(async () => {
    const byMailbox = new Map((await deps.evidence.placesOfDate(dateId)).map((place) => [mailboxOf(place.email), place]));
    const problems: Array<ResultProblem | { line: number; problem: 'unknown' }> = [...file.problems];
    let recorded = 0;
    let already = 0;
    for (const result of file.results) {
      const place = byMailbox.get(mailboxOf(result.email));
      if (!place) {
        problems.push({ line: result.line, problem: 'unknown' });
        continue;
      }
      const { passed, score, takenOn } = result;
      const { results } = await deps.evidence.evidenceOf(place);
      if (results.some((known) => known.passed === passed && known.score === score && known.on === takenOn)) {
        already++;
        continue;
      }
      const key = { registrationId: place.registrationId, position: place.position };
      await deps.evidence.addResult({ ...key, passed, score, takenOn, source: 'import', at });
      recorded++;
    }
    return { recorded, already, problems: problems.toSorted((a, b) => a.line - b.line) };
  });
}

/** What a day's sign-in sheet says of its date: where, when and who teaches. */
export function sheetFacts(content: Content, date: SeminarDate, day: string, online: string) {
  const index = indexContent(content);
  const seminar = index.seminarById.get(date.seminarId);
  const session = sessionsOf(date).find((one) => one.day === day);
  const venue = venueOf(index, date.venueId);
  return {
    hours: session ? `${session.start}–${session.end}` : '',
    place: venue ? `${venue.name}, ${venue.city}` : (date.location ?? online),
    trainers: trainersOf(index, teachingTrainerIds(date, seminar))
      .map(({ name }) => name)
      .join(', '),
  };
}
