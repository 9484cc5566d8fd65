/**
 * Tables as CSV files for a spreadsheet: RFC 4180 (quoted where needed, CRLF line ends),
 * UTF-8 with a byte order mark so Excel reads umlauts right. A cell that a spreadsheet would
 * run as a formula (starting with = + - @ tab or CR, but for a plain number such as -12.50)
 * gets a leading apostrophe.
 */

export const BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

/** A plain decimal number (an amount the site writes, negative for a credit note): no formula. */
const NUMBER = /^-?\d+(\.\d+)?$/;

/** One cell: formula-neutralised (but for a plain number), quoted when it holds the delimiter, a quote or a line break. */
export function csvCell(value: string, delimiter = ','): string {
  const safe = FORMULA_START.test(value) && !NUMBER.test(value) ? `'${value}` : value;
  return safe.includes(delimiter) || /["\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvRow(cells: readonly string[], delimiter = ','): string {
  return cells.map((cell) => csvCell(cell, delimiter)).join(delimiter);
}

/** Rows as a CSV file: a BOM, then every row ended by CRLF. */
export const csvFile = (rows: ReadonlyArray<readonly string[]>, delimiter = ',') =>
  BOM + rows.map((cells) => `${csvRow(cells, delimiter)}\r\n`).join('');

/** A header of labels and a row of cells per entry: what a CSV file holds, and what the academy's mail lists. */
export interface Table {
  readonly header: string[];
  readonly rows: string[][];
}
