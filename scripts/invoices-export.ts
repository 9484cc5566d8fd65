/**
 * npm run invoices:export -- [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--on YYYY-MM-DD] [--out FILE] [--data-dir DIR] [--delimiter ';']
 * npm run invoices:export -- --format datev [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--out DIR] [--data-dir DIR]
 *
 * Writes the invoices and credit notes issued from --from up to and including --to (the
 * current month unless given) as CSV for the accountant, one row per document and VAT rate
 * (src/server/invoices/store/invoices-csv.ts), with each one's state, received and outstanding
 * amounts on --on (today in Germany unless given), to FILE or to stdout. With --format datev it
 * writes the period's DATEV Buchungsstapel instead, with the payments and refunds of the period,
 * and beside it the archive of its documents (src/server/payments/use-cases/period-books.ts), into
 * the folder DIR (the current one unless given); the period must lie in one fiscal year. The data
 * folder defaults to DATA_DIR or ./data; DATABASE_URL reads PostgreSQL instead.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { berlinDate } from '../src/content/calendar.ts';
import { ledgerOf } from '../src/server/invoices/rules/ledger.ts';
import { invoicesCsv } from '../src/server/invoices/store/invoices-csv.ts';
import { oneFiscalYear, periodBooks } from '../src/server/payments/use-cases/period-books.ts';
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
    format: { type: 'string', default: 'csv' },
  },
});
if (values.format !== 'csv' && values.format !== 'datev') {
  console.error(`--format must be csv or datev, got ${JSON.stringify(values.format)}`);
  process.exit(1);
}

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

const ledger = ledgerOf(settings);
if (values.format === 'datev' && !oneFiscalYear(ledger, from, to)) {
  console.error(
    `--from ${from} and --to ${to} lie in two fiscal years: a DATEV batch holds one (FISCAL_YEAR_START_MONTH ${ledger.fiscalYearStartMonth})`,
  );
  process.exit(1);
}

const stores = await commandStores(settings, values['data-dir']);
if (values.format === 'datev') {
  const books = await periodBooks({ ...stores, ledger }, from, to, new Date());
  await stores.close();
  const folder = values.out ?? '.';
  await mkdir(folder, { recursive: true });
  const batch = join(folder, `EXTF_Buchungsstapel_${from}_${to}.csv`);
  const archive = join(folder, `Belege_${from}_${to}.zip`);
  await writeFile(batch, books.batch);
  await writeFile(archive, books.archive);
  console.error(`${batch}: ${books.documents} documents and ${books.bankPostings} payments and refunds; ${archive}: their files`);
  if (books.withoutCustomer.length > 0)
    console.error(`issued before customer numbers, left out for posting by hand: ${books.withoutCustomer.join(', ')}`);
  process.exit(0);
}
const records = await stores.invoices.dated(from, to);
const received = new Map<string, number>();
for (const record of records) received.set(record.id, await stores.payments.received(record.id));
await stores.close();
const csv = invoicesCsv(records, { received, today: on }, values.delimiter);
if (values.out) {
  await writeFile(values.out, csv);
  console.error(`${records.length} documents written to ${values.out}`);
} else process.stdout.write(csv);
