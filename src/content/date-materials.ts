/**
 * A date's materials for its participants: the downloads of its seminar (public and hidden
 * alike), and the days they may be downloaded through a participant's link: from a set
 * number of days before the first day to a set number after the last, German time. Pure;
 * the manage page, its download route and the mails that link them share it.
 */
import { addDays, berlinDayStart } from './calendar.ts';
import type { Content, Download, SeminarDate } from './types.ts';

/** How many days before a course its materials open, and how many after it they stay open (MATERIALS_DAYS_BEFORE, MATERIALS_DAYS_AFTER). */
export interface MaterialDays {
  readonly before: number;
  readonly after: number;
}

/** The first and the last day (both 'YYYY-MM-DD', German time) a date's materials may be downloaded. */
export interface MaterialsWindow {
  readonly first: string;
  readonly last: string;
}

export function materialsWindow(date: Pick<SeminarDate, 'start' | 'end'>, days: MaterialDays): MaterialsWindow {
  return { first: addDays(date.start, -days.before), last: addDays(date.end, days.after) };
}

/** Whether the window is open at `now` (ms). */
export const materialsOpen = (window: MaterialsWindow, now: number): boolean =>
  berlinDayStart(window.first) <= now && now < berlinDayStart(addDays(window.last, 1));

/** The downloads of a seminar, in the content's order. */
export const materialsOf = (content: Pick<Content, 'downloads'>, seminarId: number): Download[] =>
  content.downloads.filter((download) => download.seminarId === seminarId);

/** The seminar's download with this id and a file of that name in either language; null when there is none. */
export function materialFile(content: Pick<Content, 'downloads'>, seminarId: number, downloadId: string, file: string): Download | null {
  const download = materialsOf(content, seminarId).find((item) => item.id === downloadId);
  const listed = download && Object.values(download.translations).some((text) => text.files.some((entry) => entry.file === file));
  return listed ? download : null;
}
