/**
 * For the bench: one bank statement of `entries` incoming payments imported against `invoices`
 * open invoices of a date that has ended (issued by billing, not drawn): half the payments
 * settle an invoice each, a quarter by its number and a quarter by its registration's reference,
 * the rest name none. Seconds from the file's text to its payments recorded and the receipts
 * queued, on SQLite in a new folder.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_ACADEMY_CONTACT } from '../../src/config/academy-contact.ts';
import { DEFAULT_SETTINGS } from '../../src/config/settings.ts';
import type { Content } from '../../src/content/types.ts';
import { invoicingOf } from '../../src/server/invoices/rules/invoicing.ts';
import { billRegistration } from '../../src/server/invoices/use-cases/billing.ts';
import { openSqliteStores } from '../../src/server/open-stores.ts';
import { importStatement } from '../../src/server/payments/use-cases/import-statement.ts';
import { camtFile, type TestEntry } from './camt-file.ts';
import { benchInvoiceRegistration } from './invoicing.ts';

const MAIL_SETTINGS = {
  siteUrl: 'https://www.rackwise-academy.de',
  academyInbox: 'team@academy.example',
  academy: DEFAULT_ACADEMY_CONTACT,
};

export async function measureStatementImport(content: Content, dateId: number, invoices: number, entries: number): Promise<number> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-payments-'));
  const stores = await openSqliteStores({ dataDir, outbox: false });
  try {
    const date = content.seminarDates.find((item) => item.id === dateId)!;
    const today = new Date(Date.parse(`${date.end}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const deps = {
      stores,
      invoices: stores.invoices,
      refunds: stores.refunds,
      getContent: () => content,
      today: () => today,
      now: () => new Date(`${today}T05:00:00.000Z`),
      invoicing: invoicingOf(DEFAULT_SETTINGS),
      mailSettings: MAIL_SETTINGS,
    };
    const billed: Array<{ number: string; reference: string; gross: number }> = [];
    await stores.committed(async () => {
      for (let index = 0; index < invoices; index++) await stores.registrations.insert(benchInvoiceRegistration(content, dateId, index));
    });
    for (let index = 0; index < invoices; index++) {
      const { issued } = await billRegistration(deps, `bench-${index}`);
      const registration = await stores.registrations.get(`bench-${index}`);
      for (const record of issued) billed.push({ number: record.number, reference: registration!.reference, gross: record.gross });
    }
    const euros = (cents: number) => (cents / 100).toFixed(2);
    const paying = billed.slice(0, Math.min(billed.length, entries / 2));
    const lines: TestEntry[] = [
      ...paying.map((invoice, n) => ({
        amount: euros(invoice.gross),
        text: [n % 2 === 0 ? `Rechnung ${invoice.number}` : `Ref ${invoice.reference}`],
      })),
      ...Array.from({ length: entries - paying.length }, (_, n) => ({ amount: `${(n % 900) + 100}.00`, text: [`Zahlung ${n}`] })),
    ];
    const xml = camtFile('camt.053.001.08', lines, 'BENCH-STMT');
    const start = performance.now();
    const summary = await importStatement(
      { payments: stores.payments, invoices: stores.invoices, receipts: MAIL_SETTINGS },
      xml,
      Date.now(),
    );
    const seconds = (performance.now() - start) / 1000;
    if (summary.settled !== paying.length) throw new Error(`${summary.settled} of ${paying.length} invoices settled`);
    return seconds;
  } finally {
    await stores.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
