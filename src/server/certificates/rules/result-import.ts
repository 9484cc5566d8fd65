/**
 * Exam results as staff import them: a CSV file from a spreadsheet or an exam platform, one
 * row a result, with a header naming its columns in German or English (E-Mail/Email,
 * Bestanden/Passed, Punkte/Score (per cent, optional), Datum/Date), separated by semicolons or
 * commas, UTF-8 with or without a byte order mark. "Passed" reads ja/nein, yes/no, true/false,
 * 1/0, bestanden/nicht bestanden, passed/failed; a date reads 2027-01-27 or 27.01.2027. A row
 * that cannot be read is named with its line and why; the others are imported. Pure.
 */
import { parse } from 'csv-parse/sync';

export interface ImportedResult {
  /** The line of the file it was read from (the header is line 1). */
  readonly line: number;
  readonly email: string;
  readonly passed: boolean;
  readonly score: number | null;
  /** 'YYYY-MM-DD'. */
  readonly takenOn: string;
}

export interface ResultProblem {
  readonly line: number;
  readonly problem: 'email' | 'passed' | 'score' | 'date';
}

export interface ResultFile {
  readonly results: readonly ImportedResult[];
  readonly problems: readonly ResultProblem[];
}

export class ResultFileError extends Error {
  override name = 'ResultFileError';
}

/** The header names each column goes by, compared without case, spaces, dashes and dots. */
const COLUMNS = {
  email: ['email', 'e-mail', 'mail', 'emailadresse', 'e-mail-adresse'],
  passed: ['passed', 'bestanden', 'result', 'ergebnis'],
  score: ['score', 'punkte', 'percent', 'prozent'],
  date: ['date', 'datum', 'takenon', 'prüfungsdatum', 'examdate'],
} as const;

const key = (header: string) => header.toLowerCase().replace(/[\s._-]+/g, '');

const YES = new Set(['ja', 'yes', 'true', '1', 'bestanden', 'passed', 'x']);
const NO = new Set(['nein', 'no', 'false', '0', 'nichtbestanden', 'failed', 'notpassed']);

function dayOf(text: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : german ? [german[3], german[2], german[1]] : [];
  if (!year || !month || !day) return null;
  const value = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : value;
}

function scoreOf(text: string): number | null | undefined {
  if (text === '') return null;
  const score = Number(text.replace('%', '').replace(',', '.').trim());
  return Number.isFinite(score) && score >= 0 && score <= 100 ? Math.round(score) : undefined;
}

/** The results a file holds, and the rows it could not read. */
export function readResultFile(bytes: Uint8Array): ResultFile {
  const text = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  let rows: string[][];
  try {
    rows = parse(text, { delimiter, skip_empty_lines: true, trim: true, relax_column_count: true });
  } catch {
    throw new ResultFileError('not a CSV file');
  }
  const [header = [], ...body] = rows;
  const index = Object.fromEntries(
    Object.entries(COLUMNS).map(([column, names]) => [
      column,
      header.findIndex((name) => (names as readonly string[]).includes(key(name))),
    ]),
  ) as Record<keyof typeof COLUMNS, number>;
  const missing = (['email', 'passed', 'date'] as const).filter((column) => index[column] < 0);
  if (missing.length > 0) throw new ResultFileError(`no column for ${missing.join(', ')}`);
  const results: ImportedResult[] = [];
  const problems: ResultProblem[] = [];
  body.forEach((row, position) => {
    const line = position + 2;
    const cell = (column: keyof typeof COLUMNS) => (index[column] < 0 ? '' : (row[index[column]] ?? '').trim());
    const email = cell('email');
    const passed = key(cell('passed'));
    const takenOn = dayOf(cell('date'));
    const score = scoreOf(cell('score'));
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) problems.push({ line, problem: 'email' });
    else if (!YES.has(passed) && !NO.has(passed)) problems.push({ line, problem: 'passed' });
    else if (score === undefined) problems.push({ line, problem: 'score' });
    else if (takenOn === null) problems.push({ line, problem: 'date' });
    else results.push({ line, email, passed: YES.has(passed), score, takenOn });
  });
  return { results, problems };
}
