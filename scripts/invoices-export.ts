/**
 * npm run invoices:export -- [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--on YYYY-MM-DD] [--out FILE] [--data-dir DIR] [--delimiter ';']
 *
 * Writes the invoices and credit notes issued from --from up to and including --to (the
 * current month unless given) as CSV for the accountant, one row per document and VAT rate
 * (src/server/invoices/store/invoices-csv.ts), with each one's state, received and outstanding
 * amounts on --on (today in Germany unless given), to FILE or to stdout. The data folder defaults to
 * DATA_DIR or ./data; DATABASE_URL reads PostgreSQL instead.
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { berlinDate } from '../src/content/calendar.ts';
import { invoicesCsv } from '../src/server/invoices/store/invoices-csv.ts';
import { commandStores } from './registrations-store.ts';
import { commandSettings } from './settings.ts';

const settings = commandSettings();
const { values } = parseArgs({
  options: {
    from: { type: 'string' },
    to: { type: 'string' },
    out: { type: 'string' },
    on: { type: 'string' },
    'data-dir': { type: 'string' },
    delimiter: { type: 'string', default: ',' },
  },
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const month = new Date().toISOString().slice(0, 7);
const from = values.from ?? `${month}-01`;
const to = values.to ?? new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
const on = values.on ?? berlinDate(new Date());
for (const [name, value] of [
  ['--from', from],
  ['--to', to],
  ['--on', on],
] as const) {
  if (!DAY.test(value) || Number.isNaN(Date.parse(value))) {
    console.error(`${name} must be a day, YYYY-MM-DD, got ${JSON.stringify(value)}`);
    process.exit(1);
  }
}
if (to < from) {
  console.error(`--to (${to}) is before --from (${from})`);
  process.exit(1);
}
if (values.delimiter.length !== 1 || /["\r\n]/.test(values.delimiter)) {
  console.error(`--delimiter must be one character other than a quote or line break, got ${JSON.stringify(values.delimiter)}`);
  process.exit(1);
}

const stores = await commandStores(settings, values['data-dir']);
// Dated on the days given, in Germany (a day later or earlier in UTC at most).
const shifted = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString();
const records = (await stores.invoices.issuedBetween(shifted(from, -1), shifted(to, 2))).filter(
  (record) => record.document.issueDate >= from && record.document.issueDate <= to,
);
const received = new Map<string, number>();
for (const record of records) received.set(record.id, await stores.payments.received(record.id));
await stores.close();
const csv = invoicesCsv(records, { received, today: on }, values.delimiter);
if (values.out) {
  await writeFile(values.out, csv);
  console.error(`${records.length} documents written to ${values.out}`);
} else process.stdout.write(csv);
