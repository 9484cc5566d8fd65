/**
 * Invoice numbers across servers: three stores on one database (three servers; on PostgreSQL
 * in `npm run test:services`) bill 60 registrations at once. The numbers are unique and
 * consecutive from the first, none skipped, each registration has one invoice, and each
 * invoice is mailed once.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/config/settings.ts';
import { loadContentCache } from '../../src/content/cache.ts';
import { invoicingOf } from '../../src/server/invoices/rules/invoicing.ts';
import { runBilling } from '../../src/server/invoices/use-cases/billing.ts';
import type { Stores } from '../../src/server/open-stores.ts';
import { confirmedRegistration } from '../support/registration.ts';
import { TEST_MAIL_SETTINGS } from '../support/registration-app.ts';
import { openTestStores } from '../support/test-store.ts';

const content = await loadContentCache('content-cache');
const opened: Stores[] = [];
afterEach(async () => {
  for (const stores of opened.splice(0)) await stores.close();
});

describe('invoice numbers', () => {
  it('three servers billing 60 registrations at once: consecutive numbers, none skipped, each invoice mailed once', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'invoice-numbers-'));
    const servers = [
      await openTestStores({ dataDir, outbox: false }),
      await openTestStores({ dataDir, outbox: false }),
      await openTestStores({ dataDir, outbox: false }),
    ];
    opened.push(...servers);
    const at = '2026-11-22T10:00:00.000Z';
    for (let index = 0; index < 60; index++) {
      const email = `buyer${index}@example.com`;
      const result = await servers[index % 3]!.registrations.insert(
        confirmedRegistration(`r-${String(index).padStart(2, '0')}`, email, at),
      );
      expect(result).toEqual({ ok: true });
    }
    // The day after the date (19 January 2027).
    const runs = await Promise.all(
      servers.map((server) =>
        runBilling({
          stores: server,
          invoices: server.invoices,
          refunds: server.refunds,
          getContent: () => content,
          today: () => '2027-01-20',
          now: () => new Date('2027-01-20T05:00:00.000Z'),
          invoicing: invoicingOf(DEFAULT_SETTINGS),
          mailSettings: TEST_MAIL_SETTINGS,
        }),
      ),
    );
    const issued = runs.flatMap((run) => run.issued);
    expect(issued.map((record) => record.number).sort()).toEqual(
      Array.from({ length: 60 }, (_, index) => `RE-2027-${String(index + 1).padStart(5, '0')}`),
    );
    expect(new Set(issued.map((record) => record.registrationId)).size).toBe(60);
    expect(runs.reduce((sum, run) => sum + run.drawn, 0)).toBe(60);
    const mails = (await servers[0]!.mail.due(Number.MAX_SAFE_INTEGER, 10_000)).map(({ mail }) => mail.kind);
    const invoiceMails = mails.filter((kind) => kind.startsWith('invoice-') && !kind.endsWith('-academy'));
    expect(invoiceMails.sort()).toEqual(issued.map((record) => `invoice-${record.number}`).sort());
    expect(mails.filter((kind) => kind.endsWith('-academy') && kind.startsWith('invoice-'))).toHaveLength(60);
  }, 120_000);
});
