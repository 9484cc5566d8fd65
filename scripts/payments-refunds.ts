/**
 * npm run payments:refunds -- [--execution-date YYYY-MM-DD] [--out FILE] [--again TRANSFER] [--data-dir DIR]
 *
 * Pays the refunds staff approved in the CMS (src/server/payments/use-cases/send-refunds.ts):
 * marks each approved refund of a payment with an account sent, queues its customer's mail for a
 * running server to send, and writes the SEPA credit transfer file (pain.001.001.09) for the bank
 * to FILE (default: TRANSFER.xml in the current folder), to be carried out on --execution-date
 * (the next day unless given). --again TRANSFER writes an earlier transfer's file again and
 * changes nothing. One line says what went; approved refunds without an account are named, for
 * staff to pay by hand. The data folder defaults to DATA_DIR or ./data; DATABASE_URL reads
 * PostgreSQL instead.
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { addDays, berlinDate } from '../src/content/calendar.ts';
import { formatCents } from '../src/i18n/format.ts';
import { mailSettingsOf } from '../src/server/mail-setup.ts';
import { sendRefunds, transferAgain } from '../src/server/payments/use-cases/send-refunds.ts';
import { serverConfig } from '../src/server/server-config.ts';
import { commandStores } from './registrations-store.ts';
import { commandSettings } from './settings.ts';

const settings = commandSettings();
const { values } = parseArgs({
  options: {
    'execution-date': { type: 'string' },
    out: { type: 'string' },
    again: { type: 'string' },
    'data-dir': { type: 'string' },
  },
});

const now = new Date();
const executionDate = values['execution-date'] ?? addDays(berlinDate(now), 1);
if (!/^\d{4}-\d{2}-\d{2}$/.test(executionDate) || Number.isNaN(Date.parse(executionDate))) {
  console.error(`--execution-date must be a day, YYYY-MM-DD, got ${JSON.stringify(executionDate)}`);
  process.exit(2);
}

const stores = await commandStores(settings, values['data-dir']);
const config = serverConfig(settings);
const deps = {
  refunds: stores.refunds,
  invoices: stores.invoices,
  seller: config.invoicing.seller,
  mailSettings: mailSettingsOf(config),
  now: () => now,
};
const transfer = values.again ? await transferAgain(deps, values.again, executionDate) : await sendRefunds(deps, executionDate);
const unpayable = (await stores.refunds.every()).filter((refund) => refund.state === 'approved' && refund.payerIban === null);
await stores.close();

const total = transfer.refunds.reduce((sum, refund) => sum + refund.amount, 0);
if (transfer.xml === null) console.log(values.again ? `no refund went in ${values.again}` : 'no approved refund to send');
else {
  const file = values.out ?? `${transfer.messageId}.xml`;
  await writeFile(file, transfer.xml);
  console.log(
    `${file}: ${transfer.messageId}, ${transfer.refunds.length} refunds, ${formatCents('en', total)}, to be carried out on ${executionDate}`,
  );
}
for (const refund of unpayable)
  console.log(
    `${refund.id}: ${formatCents('en', refund.amount)} for invoice ${refund.invoiceNumber} has no account to go to: pay it by hand, then set its status in the CMS to "Refund sent"`,
  );
