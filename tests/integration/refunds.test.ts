/**
 * What is owed back, through the whole app on a real store (SQLite here, PostgreSQL in `npm run
 * test:services`): an overpayment, and an invoice paid and then credited, each owe a refund once;
 * staff approve them; `sendRefunds` marks the approved ones of payments with an account sent and
 * makes the pain.001 file of exactly those (held to its rules, tests/support/pain001-rules.ts),
 * with each one's amount and the IBAN of the payment it refunds, and tells each customer in the
 * registration's language. One approved for a payment without an account stays for staff; a
 * second run sends nothing; the file of the transfer can be made again as it was.
 */
import { XMLParser } from 'fast-xml-parser';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { camtFile } from '../../scripts/bench/camt-file.ts';
import { DEFAULT_SETTINGS } from '../../src/config/settings.ts';
import { loadContentCache } from '../../src/content/cache.ts';
import type { Content } from '../../src/content/types.ts';
import { refundItem } from '../../src/server/cms/refund-item.ts';
import { invoicingOf } from '../../src/server/invoices/rules/invoicing.ts';
import type { InvoiceRecord } from '../../src/server/invoices/store/invoice-records.ts';
import { applyInvoiceEdit } from '../../src/server/invoices/use-cases/staff-invoices.ts';
import { importStatement } from '../../src/server/payments/use-cases/import-statement.ts';
import { sendRefunds, transferAgain } from '../../src/server/payments/use-cases/send-refunds.ts';
import { applyRefundEdit } from '../../src/server/payments/use-cases/staff-refunds.ts';
import { type Booking, billedInvoices, companyBookings } from '../support/billed-invoices.ts';
import { mailsOf } from '../support/manage-links.ts';
import { pain001Problems } from '../support/pain001-rules.ts';
import { closeStores, TEST_MAIL_SETTINGS } from '../support/registration-app.ts';

let content: Content;
beforeAll(async () => {
  content = await loadContentCache('content-cache');
});
afterEach(closeStores);

const ACCOUNT_A = 'DE02120300000000202051';
const ACCOUNT_B = 'DE02100500000054540402';
const euros = (cents: number) => (cents / 100).toFixed(2);

/** The transfers of a pain.001 file: amount, name, IBAN and end-to-end id. */
function transfersOf(xml: string) {
  const parsed = new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: (name) => name === 'CdtTrfTxInf' }).parse(xml);
  const information = parsed.Document.CstmrCdtTrfInitn.PmtInf;
  return {
    debtorIban: information.DbtrAcct.Id.IBAN,
    executionDate: information.ReqdExctnDt.Dt,
    transfers: (information.CdtTrfTxInf as Array<Record<string, any>>).map((transfer) => ({
      amount: String(transfer.Amt.InstdAmt['#text']),
      name: transfer.Cdtr.Nm,
      iban: transfer.CdtrAcct.Id.IBAN,
      endToEndId: transfer.PmtId.EndToEndId,
    })),
  };
}

describe('what is owed back', () => {
  it('is owed once per overpayment and credited payment, approved by staff, and paid by one transfer file', async () => {
    const bookings: Booking[] = [
      ...companyBookings(1),
      { ...companyBookings(2)[1]!, headers: { 'Accept-Language': 'en' } },
      ...companyBookings(3).slice(2),
    ];
    const { stores, invoices, clock, billing } = await billedInvoices(content, bookings);
    const [overpaid, credited, cash] = invoices as [InvoiceRecord, InvoiceRecord, InvoiceRecord];
    const statement = camtFile('camt.053.001.02', [
      { amount: euros(overpaid.gross + 5_000), text: [overpaid.number], payer: 'Firma 1 GmbH', payerIban: ACCOUNT_A },
      { amount: euros(credited.gross), text: [credited.number], payer: 'Firma 2 GmbH', payerIban: ACCOUNT_B },
      { amount: euros(cash.gross), text: [cash.number], payer: 'Firma 3 GmbH' },
    ]);
    const deps = { payments: stores.payments, invoices: stores.invoices, receipts: null };
    expect(await importStatement(deps, statement, Date.parse('2027-03-01T10:00:00.000Z'))).toMatchObject({ settled: 3, owedBack: 5_000 });
    expect(await importStatement(deps, statement, Date.parse('2027-03-01T11:00:00.000Z'))).toMatchObject({ known: 3 });

    // Two paid invoices credited afterwards: what each received is owed back, once.
    Object.assign(clock, { now: Date.parse('2027-03-02T09:00:00.000Z'), today: '2027-03-02' });
    for (const invoice of [credited, cash])
      expect(await applyInvoiceEdit(billing, invoice.id, { status: 'credited' })).toMatchObject({ kind: 'done' });
    const owed = await stores.refunds.every();
    expect(owed.map((refund) => [refund.invoiceNumber, refund.reason, refund.amount, refund.state, refund.payerIban])).toEqual([
      [overpaid.number, 'overpaid', 5_000, 'owed', ACCOUNT_A],
      [credited.number, 'credited', credited.gross, 'owed', ACCOUNT_B],
      [cash.number, 'credited', cash.gross, 'owed', null],
    ]);

    const refundDeps = {
      refunds: stores.refunds,
      invoices: stores.invoices,
      seller: invoicingOf(DEFAULT_SETTINGS).seller,
      mailSettings: TEST_MAIL_SETTINGS,
      now: () => new Date('2027-03-09T08:00:00.000Z'),
    };
    // Nothing approved, nothing sent.
    expect(await sendRefunds(refundDeps, '2027-03-10')).toMatchObject({ refunds: [], xml: null });
    for (const refund of owed) expect(await stores.refunds.approve(refund.id, Date.parse('2027-03-08T12:00:00.000Z'))).toBe(true);

    const transfer = await sendRefunds(refundDeps, '2027-03-10');
    expect(transfer.messageId).toMatch(/^ERST-20270309-[0-9A-F]{8}$/);
    expect(pain001Problems(transfer.xml!)).toEqual([]);
    expect(transfersOf(transfer.xml!)).toEqual({
      debtorIban: DEFAULT_SETTINGS.ACADEMY_IBAN,
      executionDate: '2027-03-10',
      transfers: [
        { amount: '50.00', name: 'Firma 1 GmbH', iban: ACCOUNT_A, endToEndId: owed[0]!.id },
        { amount: euros(credited.gross), name: 'Firma 2 GmbH', iban: ACCOUNT_B, endToEndId: owed[1]!.id },
      ],
    });
    // The one without an account stays approved, for staff to pay by hand.
    expect((await stores.refunds.every()).map((refund) => [refund.reason, refund.state, refund.transfer])).toEqual([
      ['overpaid', 'sent', transfer.messageId],
      ['credited', 'sent', transfer.messageId],
      ['credited', 'approved', null],
    ]);

    // Each customer is told, in the registration's language, with the account's last digits.
    const refundMails = async (invoice: InvoiceRecord) =>
      (await mailsOf(stores, invoice.registrationId)).filter((mail) => mail.kind.startsWith(`invoice-${invoice.number}-refund-`));
    const [german] = await refundMails(overpaid);
    expect(german).toMatchObject({ to: overpaid.document.buyer.email, subject: `Erstattung zu Rechnung ${overpaid.number}` });
    expect(german!.text).toContain('mehr überwiesen als berechnet');
    expect(german!.text).toContain('die auf 2051 endet');
    const [english] = await refundMails(credited);
    expect(english).toMatchObject({ subject: `Refund for invoice ${credited.number}` });
    expect(english!.text).toContain('ending in 0402');
    expect(await refundMails(cash)).toEqual([]);

    // Staff pay the one without an account by hand and record it so.
    expect(
      await applyRefundEdit({ refunds: stores.refunds, now: () => new Date('2027-03-11T09:00:00.000Z') }, owed[2]!.id, { status: 'sent' }),
    ).toMatchObject({ kind: 'done', note: expect.stringMatching(/recorded as paid by hand/) });
    expect(await stores.refunds.get(owed[2]!.id)).toMatchObject({ state: 'sent', transfer: 'by hand' });

    // A second run sends nothing; the transfer's file can be made again as it was.
    expect(await sendRefunds(refundDeps, '2027-03-10')).toMatchObject({ refunds: [], xml: null });
    expect((await transferAgain(refundDeps, transfer.messageId, '2027-03-10')).xml).toBe(transfer.xml);

    // The refund as an item of the CMS's money collection.
    expect(refundItem((await stores.refunds.get(owed[0]!.id))!, true)).toMatchObject({
      kind: 'refund',
      status: 'sent',
      gross: 50,
      reason: 'overpaid',
      number: overpaid.number,
      registration: overpaid.registrationId,
      iban: ACCOUNT_A,
      transfer: transfer.messageId,
    });
  });
});
