/** The CSV export: RFC 4180 quoting, a BOM, labelled columns, and no formulas a spreadsheet would run. */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import { registrationSchema } from '../../src/registration-contract/schema.ts';
import { waitlistSchema } from '../../src/registration-contract/waitlist.ts';
import { BOM, csvCell } from '../../src/server/csv/csv-file.ts';
import { DEFAULT_CONFIRMATION_SETTINGS } from '../../src/server/gate/confirmation-settings.ts';
import type { Stores } from '../../src/server/open-stores.ts';
import { registrationsCsv, waitlistCsv } from '../../src/server/registrations/rules/entry-tables.ts';
import type { StoredRegistration } from '../../src/server/registrations/store/registrations-table.ts';
import type { StoredWaitlistEntry } from '../../src/server/registrations/store/waitlist-table.ts';
import { bookedAs, validInput, withField } from '../support/registration.ts';
import { openTestStores, storeEnvironment } from '../support/test-store.ts';

/** Splits RFC 4180 text into rows of cells (enough for these tests). */
function parseCsv(text: string, delimiter = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === delimiter) {
      row.push(cell);
      cell = '';
    } else if (!quoted && char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += char;
    }
  }
  return rows;
}

function stored(input: unknown, id = 'r-1'): StoredRegistration {
  const payload = registrationSchema.parse(input);
  return {
    id,
    ...bookedAs(),
    dateId: payload.dateId,
    email: payload.participants[0]!.email,
    locale: 'de',
    payload,
    createdAt: '2026-11-22T10:00:00.000Z',
    idempotencyKey: null,
    fingerprint: 'x',
    status: 'confirmed',
    heldUntil: null,
    confirmedAt: '2026-11-22T10:05:00.000Z',
  };
}

describe('csvCell', () => {
  it('quotes cells holding the delimiter, quotes or line breaks, and doubles quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('a;b', ';')).toBe('"a;b"');
    expect(csvCell('a;b')).toBe('a;b');
    // A negative amount is a number, not a formula; anything more after the minus is neutralised.
    expect(csvCell('-6485.50')).toBe('-6485.50');
    expect(csvCell('-1+1')).toBe("'-1+1");
  });

  it.each(['=1+1', '+49 30 123', '-2+3', '@SUM(A1)', '\tx', '\rx'])('neutralises %j with an apostrophe', (value) => {
    expect(csvCell(value).replace(/^"/, '').startsWith("'")).toBe(true);
  });
});

describe('registrationsCsv', () => {
  it('writes a BOM, a header of labels and one row per registration with every field', async () => {
    const content = await loadContentCache('content-cache');
    let input = withField(validInput(), 'remarks', 'Zeile 1\n"Zitat", =HYPERLINK("http://evil")');
    input = withField(input, 'invoiceContact', {
      sameAsParticipant: false,
      name: 'Max, Muster',
      email: 'max@example.com',
      phone: '030 1234567',
    });
    const places = new Map([
      [
        'r-2',
        [
          {
            position: 0,
            dateId: 999_999,
            email: 'b@example.com',
            onSite: false,
            cancelledAt: '2026-11-23T09:00:00.000Z',
            fee: null,
            feeWaivedAt: null,
            movedTo: null,
          },
        ],
      ],
    ]);
    const csv = registrationsCsv([stored(input), stored(validInput({ email: 'b@example.com', dateId: 999_999 }), 'r-2')], {
      locale: 'en',
      content,
      places,
    });
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

  it('lists each person under the date their place is on: one cancelled before the others moved stays on the first', async () => {
    const content = await loadContentCache('content-cache');
    const input = validInput({ dateId: 1004 });
    const group = stored({ ...input, participants: [input.participants[0]!, { ...input.participants[0]!, email: 'jonas@example.com' }] });
    const place = (position: number, dateId: number, cancelledAt: string | null) => ({
      position,
      dateId,
      email: group.payload.participants[position - 1]!.email,
      onSite: true,
      cancelledAt,
      fee: null,
      feeWaivedAt: null,
      movedTo: null,
    });
    const places = new Map([[group.id, [place(1, 1003, '2027-01-21T09:00:00.000Z'), place(2, 1004, null)]]]);
    const rows = parseCsv(registrationsCsv([group], { locale: 'en', content, places }).slice(1));
    const column = (name: string) => rows.slice(1).map((row) => row[rows[0]!.indexOf(name)]);
    expect(column('Date ID')).toEqual(['1003', '1004']);
    expect(column('Start')).toEqual([
      content.seminarDates.find((date) => date.id === 1003)!.start,
      content.seminarDates.find((date) => date.id === 1004)!.start,
    ]);
  });

  it('is only the header for no registrations', () => {
    expect(parseCsv(registrationsCsv([], { locale: 'en' }).slice(1))).toHaveLength(1);
  });
});

function waiting(email: string, id: string, dateId = 1002): StoredWaitlistEntry {
  const payload = waitlistSchema.parse({
    dateId,
    waitlist: { name: 'Jonas Weber', email, phone: '+49 40 555 0199', company: '=Hafen GmbH', consent: true },
  });
  const createdAt = '2026-11-24T08:00:00.000Z';
  return { id, dateId, email, locale: 'en', payload, createdAt, idempotencyKey: null, fingerprint: 'x', ...confirmedAt(createdAt) };
}

const confirmedAt = (createdAt: string) => ({ status: 'confirmed' as const, heldUntil: null, confirmedAt: createdAt });

/** Stores a waiting-list entry as the site does: submitted, then confirmed through its link. */
async function addConfirmed(stores: Stores, entry: StoredWaitlistEntry): Promise<void> {
  const now = Date.parse(entry.createdAt);
  const hash = `hash-${entry.id}`;
  const pending = { ...entry, status: 'pending' as const, heldUntil: now + 60_000, confirmedAt: null };
  const settings = DEFAULT_CONFIRMATION_SETTINGS;
  await stores.waitlist.submit({
    entry: pending,
    client: 'c',
    token: { hash, expiresAt: now + 60_000 },
    mail: null,
    now,
    settings,
    admit: async () => true,
  });
  expect((await stores.waitlist.confirm(hash, now, () => [])).kind).toBe('confirmed');
}

describe('waitlistCsv', () => {
  it('lists each entry with its date, course and whether the person holds a seat by now', async () => {
    const content = await loadContentCache('content-cache');
    const entries = [waiting('jonas@example.com', 'w-1'), waiting('erika@example.com', 'w-2')];
    const csv = waitlistCsv(entries, { locale: 'en', content, registered: (_dateId, email) => email === 'erika@example.com' });
    expect(csv.startsWith(BOM)).toBe(true);
    const [header, first, second] = parseCsv(csv.slice(1));
    expect(header).toEqual([
      'Entry ID',
      'Received at (UTC)',
      'Date ID',
      'Start',
      'Course',
      'Language',
      'Registered since',
      'Emails not delivered',
      'Waiting list: Full name',
      'Waiting list: Email address',
      'Waiting list: Phone',
      'Waiting list: Company',
    ]);
    expect(first).toEqual([
      'w-1',
      '2026-11-24T08:00:00.000Z',
      '1002',
      '2026-12-08',
      content.seminars.find((seminar) => seminar.id === content.seminarDates.find((date) => date.id === 1002)!.seminarId)!.translations.en
        .title,
      'en',
      'no',
      '',
      'Jonas Weber',
      'jonas@example.com',
      "'+49 40 555 0199",
      "'=Hafen GmbH",
    ]);
    expect(second![6]).toBe('yes');
  });

  it('speaks German on request', () => {
    const [header, row] = parseCsv(
      waitlistCsv([waiting('a@example.com', 'w-1')], { locale: 'de', registered: () => false, delimiter: ';' }).slice(1),
      ';',
    );
    expect(header!.slice(6, 9)).toEqual(['Inzwischen angemeldet', 'Nicht zugestellte E-Mails', 'Warteliste: Vor- und Nachname']);
    expect(row![6]).toBe('nein');
  });
});

describe('npm run registrations:export', () => {
  it('writes the stored registrations of a data folder to a file', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'export-'));
    const stores = await openTestStores({ dataDir, outbox: false });
    await stores.registrations.insert(stored(validInput(), 'r-1'));
    await stores.registrations.insert(stored(validInput({ email: 'b@example.com' }), 'r-2'));
    await stores.close();
    const out = join(dataDir, 'registrations.csv');
    const node = join(import.meta.dirname, '../../node_modules/.bin/node');
    const env = await storeEnvironment(dataDir);
    const run = spawnSync(node, ['scripts/registrations-export.ts', '--data-dir', dataDir, '--out', out, '--lang', 'de'], {
      encoding: 'utf8',
      env,
    });
    expect(run.stderr).toContain('2 registrations written');
    expect(run.status).toBe(0);
    const rows = parseCsv((await readFile(out, 'utf8')).slice(1));
    expect(rows.map((row) => row[0])).toEqual(['Anmelde-ID', 'r-1', 'r-2']);
    expect(run.stderr).not.toContain('waiting-list');
    // A SQLite file that is not there is not made: the folder was mistyped.
    const missing = spawnSync(node, ['scripts/registrations-export.ts', '--data-dir', join(dataDir, 'nope')], { encoding: 'utf8' });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('No registrations in');
  });

  it('writes the waiting lists apart with --waitlist, and says so when exporting registrations', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'export-'));
    const stores = await openTestStores({ dataDir, outbox: false });
    await stores.registrations.insert(stored(validInput({ email: 'erika@example.com', dateId: 1002 }), 'r-1'));
    await stores.registrations.insert(stored(validInput({ email: 'max@example.com', dateId: 1002 }), 'r-2'));
    await stores.registrations.cancel('r-2', '2026-11-24T09:00:00.000Z');
    for (const [email, id] of [
      ['jonas@example.com', 'w-1'],
      ['erika@example.com', 'w-2'],
      ['max@example.com', 'w-3'],
    ] as const)
      await addConfirmed(stores, waiting(email, id));
    await stores.close();
    const node = join(import.meta.dirname, '../../node_modules/.bin/node');
    const out = join(dataDir, 'waitlist.csv');
    const env = await storeEnvironment(dataDir);
    const run = spawnSync(node, ['scripts/registrations-export.ts', '--waitlist', '--data-dir', dataDir, '--out', out], {
      encoding: 'utf8',
      env,
    });
    expect(run.status).toBe(0);
    expect(run.stderr).toContain('3 waiting-list entries written');
    const rows = parseCsv((await readFile(out, 'utf8')).slice(1));
    // A cancelled registration holds no seat.
    expect(rows.map((row) => [row[0], row[6]])).toEqual([
      ['Entry ID', 'Registered since'],
      ['w-1', 'no'],
      ['w-2', 'yes'],
      ['w-3', 'no'],
    ]);
    const registrations = spawnSync(node, ['scripts/registrations-export.ts', '--data-dir', dataDir], { encoding: 'utf8', env });
    expect(parseCsv(registrations.stdout.slice(1)).map((row) => row[0])).toEqual(['Registration ID', 'r-1', 'r-2']);
    expect(registrations.stderr).toContain('3 waiting-list entries are kept apart: npm run registrations:export -- --waitlist');
  });
});
