/**
 * What the seat benches start from: a copy of the content in a folder of their own in which
 * the first `rounds` bookable dates (on the day the built site was made for) have one seat
 * each, and the bookable date's pages to watch.
 */
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadContentCache } from '../../src/content/cache.ts';
import { dateStatus } from '../../src/content/schedule.ts';
import type { Content, SeminarDate } from '../../src/content/types.ts';
import { builtToday } from './built-today.ts';

/** What a bench of the served site is run with: the built site, its content, how many rounds, where its lines go. */
export interface BenchRun {
  readonly dist: string;
  readonly contentDir: string;
  readonly rounds: number;
  readonly log?: (line: string) => void;
}

export interface OneSeatDates {
  /** The folder of the copy (its content in `content/`); the caller removes it. */
  readonly work: string;
  /** The day the built site was made for. */
  readonly today: string;
  readonly content: Content;
  readonly dates: readonly SeminarDate[];
}

export async function oneSeatDates(dist: string, contentDir: string, rounds: number, prefix: string): Promise<OneSeatDates> {
  const work = await mkdtemp(join(tmpdir(), prefix));
  await cp(contentDir, join(work, 'content'), { recursive: true });
  const today = await builtToday(dist);
  const content = await loadContentCache(contentDir);
  const dates = content.seminarDates.filter((date) => dateStatus(date, today) === 'bookable').slice(0, rounds);
  if (dates.length < rounds) throw new Error(`only ${dates.length} bookable dates for ${rounds} rounds`);
  const datesFile = join(work, 'content', 'seminar-dates.json');
  const raw = JSON.parse(await readFile(datesFile, 'utf8')) as Array<{ id: number; seats: number | null }>;
  for (const date of raw) if (dates.some(({ id }) => id === date.id)) date.seats = 1;
  await writeFile(datesFile, JSON.stringify(raw, null, 2));
  return { work, today, content, dates };
}
