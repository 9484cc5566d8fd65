/** The CSV export: RFC 4180 quoting, a BOM, labelled columns, and no formulas a spreadsheet would run. */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import { registrationSchema } from '../../src/registration/schema.ts';
import { BOM, csvCell, registrationsCsv } from '../../src/server/registrations/csv.ts';
import { openRegistrationStore, type StoredRegistration } from '../../src/server/registrations/store.ts';
import { validInput, withField } from '../support/registration.ts';

/** Splits RFC 4180 text into rows of cells (enough for these tests). */
function parseCsv(text: string, delimiter = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) row.push(cell), (cell = '');
    else if (char === '\r' && text[i + 1] === '\n') row.push(cell), rows.push(row), (row = []), (cell = ''), i++;
    else cell += char;
  }
  return rows;
}

function stored(input: unknown, id = 'r-1'): StoredRegistration {
  const payload = registrationSchema.parse(input);
  return { id, dateId: payload.dateId, email: payload.participant.email, locale: 'de', payload, createdAt: '2026-11-22T10:00:00.000Z', idempotencyKey: null, fingerprint: 'x' };
}

describe('csvCell', () => {
  it('quotes cells holding the delimiter, quotes or line breaks, and doubles quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('a;b', ';')).toBe('"a;b"');
    expect(csvCell('a;b')).toBe('a;b');
  });

  it.each(['=1+1', '+49 30 123', '-2', '@SUM(A1)', '\tx', '\rx'])('neutralises %j with an apostrophe', (value) => {
    expect(csvCell(value).replace(/^"/, '').startsWith("'")).toBe(true);
  });
});

describe('registrationsCsv', () => {
  it('writes a BOM, a header of labels and one row per registration with every field', async () => {
    const content = await loadContentCache('content-cache');
    let input = withField(validInput(), 'remarks', 'Zeile 1\n"Zitat", =HYPERLINK("http://evil")');
    input = withField(input, 'invoiceContact', { sameAsParticipant: false, name: 'Max, Muster', email: 'max@example.com', phone: '030 1234567' });
    const cancellations = new Map([['r-2', '2026-11-23T09:00:00.000Z']]);
    const csv = registrationsCsv([stored(input), stored(validInput({ email: 'b@example.com', dateId: 999_999 }), 'r-2')], { locale: 'en', content, cancellations });
    expect(csv.startsWith(BOM)).toBe(true);
    const [header, first, second] = parseCsv(csv.slice(1));
    expect(header!.slice(0, 6)).toEqual(['Registration ID', 'Received at (UTC)', 'Date ID', 'Start', 'Course', 'Language']);
    expect(header).toContain('Billing address: Postal code');
    const cell = (row: string[] | undefined, label: string) => row![header!.indexOf(label)];
    expect(first!).toHaveLength(header!.length);
    expect(cell(first, 'Registration ID')).toBe('r-1');
    expect(cell(first, 'Start')).toBe('2027-01-19');
    expect(cell(first, 'Course')).toBe(content.seminars.find((seminar) => seminar.id === 1)!.translations.en.title);
    expect(cell(first, 'Participant: Salutation')).toBe('Ms');
    expect(cell(first, 'Participant: Phone')).toBe("'+49 (0)30 / 123 456-78");
    expect(cell(first, 'Invoice contact: Name')).toBe('Max, Muster');
    expect(cell(first, 'Remarks')).toBe('Zeile 1\n"Zitat", =HYPERLINK("http://evil")');
    expect(cell(first, 'I accept the terms and conditions and have read the privacy policy.')).toBe('yes');
    expect(cell(second, 'Course')).toBe('');
    expect(cell(first, 'Cancelled at (UTC)')).toBe('');
    expect(cell(second, 'Cancelled at (UTC)')).toBe('2026-11-23T09:00:00.000Z');
    expect(cell(second, 'Invoice contact: Name')).toBe('');
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('speaks German on request and takes another delimiter', () => {
    const csv = registrationsCsv([stored(validInput())], { locale: 'de', delimiter: ';' });
    const [header, row] = parseCsv(csv.slice(1), ';');
    expect(header![0]).toBe('Anmelde-ID');
    expect(row![header!.indexOf('Teilnehmende Person: Anrede')]).toBe('Frau');
  });

  it('is only the header for no registrations', () => {
    expect(parseCsv(registrationsCsv([], { locale: 'en' }).slice(1))).toHaveLength(1);
  });
});

describe('npm run registrations:export', () => {
  it('writes the stored registrations of a data folder to a file', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'export-'));
    const store = openRegistrationStore({ dataDir, outbox: false });
    store.insert(stored(validInput(), 'r-1'));
    store.insert(stored(validInput({ email: 'b@example.com' }), 'r-2'));
    store.close();
    const out = join(dataDir, 'registrations.csv');
    const node = join(import.meta.dirname, '../../node_modules/.bin/node');
    const run = spawnSync(node, ['scripts/registrations-export.ts', '--data-dir', dataDir, '--out', out, '--lang', 'de'], { encoding: 'utf8' });
    expect(run.stderr).toContain('2 registrations written');
    expect(run.status).toBe(0);
    const rows = parseCsv((await readFile(out, 'utf8')).slice(1));
    expect(rows.map((row) => row[0])).toEqual(['Anmelde-ID', 'r-1', 'r-2']);
    const missing = spawnSync(node, ['scripts/registrations-export.ts', '--data-dir', join(dataDir, 'nope')], { encoding: 'utf8' });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('No registrations in');
  });
});
