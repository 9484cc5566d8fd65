/**
 * npm run payments:import -- FILE… [--data-dir DIR]
 *
 * Imports bank statements (camt.053) and notifications (camt.054) of the versions German banks
 * export (src/server/payments/rules/camt.ts): each incoming payment once, matched to the open
 * invoices, settling those it certainly pays (with a receipt queued for a running server to send,
 * PAYMENT_RECEIPTS); the others wait for staff. One line per file; a
 * file that is no statement read says why, and the command ends with status 1 after the others.
 * The data folder defaults to DATA_DIR or ./data; DATABASE_URL reads PostgreSQL instead.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { mailSettingsOf } from '../src/server/mail-setup.ts';
import { StatementError } from '../src/server/payments/rules/camt.ts';
import { describeImport, importStatement } from '../src/server/payments/use-cases/import-statement.ts';
import { serverConfig } from '../src/server/server-config.ts';
import { commandStores } from './registrations-store.ts';
import { commandSettings } from './settings.ts';

const settings = commandSettings();
const { values, positionals } = parseArgs({ options: { 'data-dir': { type: 'string' } }, allowPositionals: true });
if (positionals.length === 0) {
  console.error('usage: npm run payments:import -- FILE… [--data-dir DIR]');
  process.exit(2);
}

const stores = await commandStores(settings, values['data-dir']);
const config = serverConfig(settings);
const receipts = config.payments.receipts ? mailSettingsOf(config) : null;
const deps = { payments: stores.payments, invoices: stores.invoices, receipts };
let failed = false;
for (const file of positionals) {
  try {
    console.log(`${file}: ${describeImport(await importStatement(deps, await readFile(file, 'utf8'), Date.now()))}`);
  } catch (error) {
    if (!(error instanceof StatementError) && (error as NodeJS.ErrnoException).code === undefined) throw error;
    failed = true;
    console.error(`${file}: ${(error as Error).message}`);
  }
}
await stores.close();
process.exit(failed ? 1 : 0);
