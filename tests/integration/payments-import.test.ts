/**
 * Bank statements imported through the whole app on a real store (SQLite here, PostgreSQL in
 * `npm run test:services`), against invoices billed after a real course: a camt.053 made by the
 * test with an exact payment by invoice number, one by the registration's reference, a partial
 * payment, an overpayment, one transfer for two invoices, a near-miss reference, an unknown
 * entry and a debit. Then the same file again, a camt.054 with the rest of the partial one, and a
 * file of a version not read.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { camtFile } from '../../scripts/bench/camt-file.ts';
import { loadContentCache } from '../../src/content/cache.ts';
import type { Content } from '../../src/content/types.ts';
import type { ManageView } from '../../src/registration-contract/manage.ts';
import type { InvoiceRecord } from '../../src/server/invoices/store/invoice-records.ts';
import { StatementError } from '../../src/server/payments/rules/camt.ts';
import { importStatement } from '../../src/server/payments/use-cases/import-statement.ts';
import { billedInvoices, companyBookings } from '../support/billed-invoices.ts';
import { mailsOf, manageTokenOf, openManage } from '../support/manage-links.ts';
import { closeStores, TEST_MAIL_SETTINGS } from '../support/registration-app.ts';

let content: Content;
beforeAll(async () => {
  content = await loadContentCache('content-cache');
});
afterEach(closeStores);

const euros = (cents: number) => (cents / 100).toFixed(2);

describe('a bank statement imported', () => {
  it('settles what it certainly pays, leaves the rest to staff, and records each payment once', async () => {
    const { app, stores, invoices, references } = await billedInvoices(content, companyBookings(7));
    const deps = { payments: stores.payments, invoices: stores.invoices, receipts: TEST_MAIL_SETTINGS };
    const receiptsOf = async (invoice: InvoiceRecord) =>
      (await mailsOf(stores, invoice.registrationId)).filter((mail) => mail.kind === `invoice-${invoice.number}-receipt`);
    const [a, b, c, d, e, f, g] = invoices;
    const statement = camtFile('camt.053.001.02', [
      { amount: euros(a!.gross), text: [`Rechnung ${a!.number}`], payer: 'Firma 1 GmbH', payerIban: 'DE89370400440532013000' },
      { amount: euros(b!.gross), text: [`Seminar EN 50600 Ref ${references[1]}`], payer: 'Firma 2 GmbH' },
      { amount: '1000.00', text: [c!.number.replaceAll('-', ' ')], payer: 'Firma 3 GmbH' },
      { amount: euros(d!.gross + 5_000), text: [d!.number], payer: 'Firma 4 GmbH' },
      { amount: euros(e!.gross + f!.gross), text: [`${e!.number}, ${f!.number}`], payer: 'Sammelzahler AG' },
      // The reference with one character wrong.
      {
        amount: euros(g!.gross),
        text: [`Ref ${references[6]!.slice(0, 5)}${references[6]!.endsWith('Z') ? 'Y' : 'Z'}`],
        payer: 'Firma 7 GmbH',
      },
      { amount: '77.77', text: ['Spende'], payer: 'Unbekannt' },
      { amount: '12.00', debit: true, text: ['Kontofuehrung'] },
    ]);
    const now = Date.parse('2027-03-01T10:00:00.000Z');
    const summary = await importStatement(deps, statement, now);
    expect(summary).toEqual({
      statement: { version: 'camt.053.001.02', messageId: 'STMT-2027-06-20-MSG' },
      payments: 7,
      known: 0,
      settled: 5,
      partly: 1,
      forStaff: 2,
      owedBack: 5_000,
    });
    const status = async (invoice: InvoiceRecord) => {
      const record = (await stores.invoices.get(invoice.id))!;
      return [record.number, record.status, record.paidAt];
    };
    const paidOn = '2027-06-20T00:00:00.000Z';
    expect(await Promise.all([a, b, c, d, e, f, g].map((invoice) => status(invoice!)))).toEqual([
      [a!.number, 'paid', paidOn],
      [b!.number, 'paid', paidOn],
      [c!.number, 'open', null],
      [d!.number, 'paid', paidOn],
      [e!.number, 'paid', paidOn],
      [f!.number, 'paid', paidOn],
      [g!.number, 'open', null],
    ]);
    const recorded = await stores.payments.every();
    expect(recorded.map((payment) => [payment.payerName, payment.state, payment.reason, payment.allocations, payment.owedBack])).toEqual([
      ['Firma 1 GmbH', 'matched', null, [{ invoiceId: a!.id, amount: a!.gross }], 0],
      ['Firma 2 GmbH', 'matched', null, [{ invoiceId: b!.id, amount: b!.gross }], 0],
      ['Firma 3 GmbH', 'matched', null, [{ invoiceId: c!.id, amount: 100_000 }], 0],
      ['Firma 4 GmbH', 'matched', null, [{ invoiceId: d!.id, amount: d!.gross }], 5_000],
      [
        'Sammelzahler AG',
        'matched',
        null,
        [
          { invoiceId: e!.id, amount: e!.gross },
          { invoiceId: f!.id, amount: f!.gross },
        ],
        0,
      ],
      ['Firma 7 GmbH', 'unmatched', 'near-miss', [], 0],
      ['Unbekannt', 'unmatched', 'unknown', [], 0],
    ]);
    expect(recorded.find((payment) => payment.reason === 'near-miss')?.suggestions).toEqual([g!.id]);
    // Each invoice paid in full sends its contact a receipt, in the registration's language; one paid in part none.
    const [receipt] = await receiptsOf(a!);
    expect(receipt).toMatchObject({ to: a!.document.buyer.email, subject: `Zahlungseingang: Rechnung ${a!.number}` });
    expect(receipt!.text).toContain(`Ihre Zahlung über ${(a!.gross / 100).toLocaleString('de-DE', { minimumFractionDigits: 2 })}`);
    for (const invoice of [b, d, e, f]) expect(await receiptsOf(invoice!)).toHaveLength(1);
    for (const invoice of [c, g]) expect(await receiptsOf(invoice!)).toEqual([]);
    // The manage link shows the invoice paid in part with what is still owed, and one paid as paid.
    const documentsOf = async (invoice: InvoiceRecord) =>
      ((await (await openManage(app, await manageTokenOf(stores, invoice.registrationId, 'participant'))).json()) as ManageView).documents;
    expect(await documentsOf(c!)).toEqual([
      expect.objectContaining({ number: c!.number, status: 'partly-paid', outstanding: (c!.gross - 100_000) / 100 }),
    ]);
    expect(await documentsOf(a!)).toEqual([expect.objectContaining({ number: a!.number, status: 'paid', outstanding: 0 })]);
    expect(recorded[0]).toMatchObject({
      amount: a!.gross,
      valueDate: '2027-06-20',
      payerIban: 'DE89370400440532013000',
      bankReference: 'REF-1',
    });

    // The same file again changes nothing.
    expect(await importStatement(deps, statement, now + 60_000)).toMatchObject({
      payments: 7,
      known: 7,
      settled: 0,
      forStaff: 0,
    });
    expect(await stores.payments.every()).toHaveLength(7);
    expect(await receiptsOf(a!)).toHaveLength(1);

    // The rest of the partial payment, notified by camt.054, settles it.
    const rest = camtFile(
      'camt.054.001.08',
      [{ amount: euros(c!.gross - 100_000), text: [c!.number], bankReference: 'NTF-1' }],
      'NTFCTN-1',
    );
    expect(await importStatement(deps, rest, now + 120_000)).toMatchObject({ payments: 1, known: 0, settled: 1, partly: 0 });
    expect(await status(c!)).toEqual([c!.number, 'paid', paidOn]);
    expect(await receiptsOf(c!)).toHaveLength(1);

    // A version not read changes nothing and says why.
    const unread = statement.replaceAll('camt.053.001.02', 'camt.053.001.04');
    await expect(importStatement(deps, unread, now)).rejects.toThrow(StatementError);
    await expect(importStatement(deps, unread, now)).rejects.toThrow(/camt\.053\.001\.04 is not read/);
    expect(await stores.payments.every()).toHaveLength(8);
  });

  it('books against what the invoices owe as they stand in its transaction: one paid meanwhile goes to staff', async () => {
    const { stores, invoices } = await billedInvoices(content, companyBookings(2));
    const [first, second] = invoices as [InvoiceRecord, InvoiceRecord];
    const incoming = (key: string, amount: number) => ({
      key,
      amount,
      currency: 'EUR',
      bookingDate: '2027-03-01',
      valueDate: '2027-03-01',
      payerName: 'Firma GmbH',
      payerIban: null,
      remittance: first.number,
      bankReference: key,
      endToEndId: null,
    });
    // Matched against a snapshot in which the first invoice was open; by the transaction it is paid.
    const matched = (id: string, key: string) => ({
      id,
      payment: incoming(key, first.gross),
      statement: 'STMT-1',
      state: 'matched' as const,
      reason: null,
      suggestions: [],
      allocations: [{ invoiceId: first.id, amount: first.gross }],
      owedBack: 0,
    });
    const at = Date.parse('2027-03-02T08:00:00.000Z');
    expect(await stores.payments.recordAll([matched('p-1', 'K-1')], at)).toBe(1);
    expect(await stores.payments.recordAll([matched('p-2', 'K-2')], at)).toBe(1);
    const [paid, late] = await stores.payments.every();
    expect(paid).toMatchObject({ state: 'matched', allocations: [{ invoiceId: first.id, amount: first.gross }] });
    expect(late).toMatchObject({ state: 'unmatched', reason: 'settled', suggestions: [first.id], allocations: [] });
    expect(await stores.payments.received(first.id)).toBe(first.gross);

    // Staff's assignment likewise: the paid one is refused in its transaction, the open one booked.
    expect(await stores.payments.assign(late!.id, [first.id], { amount: first.gross, valueDate: '2027-03-01' }, at, new Map())).toEqual({
      kind: 'settled',
      invoiceIds: [first.id],
    });
    expect(await stores.payments.assign(late!.id, [second.id], { amount: first.gross, valueDate: '2027-03-01' }, at, new Map())).toEqual({
      kind: 'assigned',
      allocations: [{ invoiceId: second.id, amount: Math.min(first.gross, second.gross) }],
      owedBack: Math.max(0, first.gross - second.gross),
    });
    expect(
      await stores.payments.assign(late!.id, [second.id], { amount: first.gross, valueDate: '2027-03-01' }, at, new Map()),
    ).toMatchObject({
      kind: 'settled',
    });
  });
});
