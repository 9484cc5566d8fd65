/**
 * The books for the tax adviser as DATEV reads them, read back field by field with the format
 * description (tests/support/datev-format.ts): invoices of every VAT case, a credit note, a payment
 * and a refund, each posting's amount, mark, accounts and fields as the documents say (the rules,
 * datev-batch.ts); and a period of a real store (period-books.ts): its invoices, the payment of a
 * statement with what came beyond the invoice, the refund of it sent, and the archive of the
 * period's documents.
 */
import { unzipSync } from 'fflate';
import iconv from 'iconv-lite';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { camtFile } from '../../scripts/bench/camt-file.ts';
import { DEFAULT_SETTINGS, readSettings } from '../../src/config/settings.ts';
import { loadContentCache } from '../../src/content/cache.ts';
import type { Content } from '../../src/content/types.ts';
import { datevBatch } from '../../src/server/invoices/rules/datev-batch.ts';
import { creditNoteOf, invoiceOf, wantedInvoices } from '../../src/server/invoices/rules/documents.ts';
import type { InvoiceDocument } from '../../src/server/invoices/rules/invoice-document.ts';
import { invoicingOf } from '../../src/server/invoices/rules/invoicing.ts';
import { ledgerOf } from '../../src/server/invoices/rules/ledger.ts';
import { invoiceTotals } from '../../src/server/invoices/rules/totals.ts';
import { importStatement } from '../../src/server/payments/use-cases/import-statement.ts';
import { periodBooks } from '../../src/server/payments/use-cases/period-books.ts';
import { sendRefunds } from '../../src/server/payments/use-cases/send-refunds.ts';
import { untouchedPlaces } from '../../src/server/registrations/rules/account.ts';
import { billedInvoices, companyBookings } from '../support/billed-invoices.ts';
import { readDatev } from '../support/datev-format.ts';
import { registrationAbroad } from '../support/registration-abroad.ts';
import { closeStores } from '../support/registration-app.ts';

let content: Content;
beforeAll(async () => {
  content = await loadContentCache('content-cache');
});
afterEach(closeStores);

const invoicing = invoicingOf(DEFAULT_SETTINGS);
const ledger = ledgerOf(DEFAULT_SETTINGS);
const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

/** The one invoice of a registration on `dateId` billed to `country`, to customer `customerNumber`, issued 2027-05-14. */
function invoiceFor(dateId: number, country: string, vatId: string | undefined, customerNumber: number, n: number): InvoiceDocument {
  const stored = registrationAbroad(content, dateId, country, vatId);
  const [wanted] = wantedInvoices(stored, untouchedPlaces(stored), content, invoicing.vatRules)!;
  return invoiceOf(stored, wanted!, { seller: invoicing.seller, number: `RE-2027-0000${n}`, issueDate: '2027-05-14', customerNumber });
}

describe('the DATEV Buchungsstapel', () => {
  it('posts every VAT case, a credit note, a payment and a refund as the format description says', () => {
    const german = invoiceFor(1003, 'DE', 'DE123456789', 10_000, 1);
    const vienna = invoiceFor(1046, 'DE', 'DE123456789', 10_000, 2);
    const zurich = invoiceFor(1040, 'DE', 'DE123456789', 10_000, 3);
    const reverse = invoiceFor(1001, 'FR', 'FR12345678901', 10_001, 4);
    const privateFr = invoiceFor(1001, 'FR', undefined, 10_002, 5);
    const credit = creditNoteOf(german, 'GS-2027-00001', '2027-05-20');
    const gross = (document: InvoiceDocument) => invoiceTotals(document.lines, document.allowances).gross;
    const bytes = iconv.encode(
      datevBatch(
        {
          ledger,
          from: '2027-05-01',
          to: '2027-05-31',
          createdAt: new Date('2027-06-02T08:30:15.123Z'),
          documents: [german, vienna, zurich, reverse, privateFr, credit],
          bank: [
            { kind: 'refund', day: '2027-05-28', amount: 5_000, customerNumber: 10_001, invoiceNumber: reverse.number, text: 'refund-1' },
            {
              kind: 'payment',
              day: '2027-05-21',
              amount: gross(reverse) + 5_000,
              customerNumber: 10_001,
              invoiceNumber: reverse.number,
              text: 'Client SA',
            },
          ],
        },
        '2027-01-01',
      ),
      'win1252',
    );
    const file = readDatev(bytes);
    expect(file.problems).toEqual([]);
    expect(file.header.slice(0, 17)).toEqual(
      [
        'EXTF',
        '700',
        '21',
        'Buchungsstapel',
        '13',
        '20270602083015123',
        '',
        'RE',
        '',
        '',
        '1001',
        '1',
        '20270101',
        '4',
        '20270501',
        '20270531',
      ].concat('Rechnungsausgang und Zahlungen'),
    );
    expect(file.header[26]).toBe('03');
    expect(file.columns[0]).toBe('Umsatz (ohne Soll/Haben-Kz)');
    expect(file.columns[113]).toBe('Festschreibung');

    const read = file.postings.map((field) => [
      field(1),
      field(2),
      field(7),
      field(8),
      field(9),
      field(10),
      field(11),
      field(12),
      field(40),
      field(41),
      field(115),
    ]);
    const due = (document: InvoiceDocument) =>
      `${document.dueDate.slice(8, 10)}${document.dueDate.slice(5, 7)}${document.dueDate.slice(2, 4)}`;
    const served = (document: InvoiceDocument) => document.period.end.split('-').reverse().join('');
    expect(read).toEqual([
      [euros(gross(german)), 'S', '10000', '8400', '', '1405', german.number, due(german), '', '', served(german)],
      [euros(gross(vienna)), 'S', '10000', '8339', '', '1405', vienna.number, due(vienna), 'AT', '20,00', served(vienna)],
      [euros(gross(zurich)), 'S', '10000', '8338', '', '1405', zurich.number, due(zurich), '', '', served(zurich)],
      [euros(gross(reverse)), 'S', '10001', '8336', '', '1405', reverse.number, due(reverse), 'FR12345678901', '', served(reverse)],
      [euros(gross(privateFr)), 'S', '10002', '8339', '', '1405', privateFr.number, due(privateFr), 'FR', '20,00', served(privateFr)],
      // The credit note reverses the invoice: credit on the debtor.
      [euros(gross(german)), 'H', '10000', '8400', '', '2005', credit.number, due(credit), '', '', served(german)],
      // Bank to the debtor, the debtor to the bank.
      [euros(gross(reverse) + 5_000), 'S', '1200', '10001', '', '2105', reverse.number, '', '', '', ''],
      ['50,00', 'S', '10001', '1200', '', '2805', reverse.number, '', '', '', ''],
    ]);
    expect(file.postings[0]!(14)).toBe(`${german.reference} ${german.lines[0]!.name}`.slice(0, 60));
  });

  it('follows the chart: SKR04 and accounts set by the academy', () => {
    const settings = readSettings({ CHART_OF_ACCOUNTS: 'SKR04', REVENUE_ACCOUNT_NOT_TAXABLE: '4120', DATEV_ADVISER_NUMBER: '29098' });
    const books = ledgerOf(settings);
    expect(books).toMatchObject({ chart: 'SKR04', adviser: 29_098, bank: '1800' });
    expect(books.revenue).toEqual({ 'german-vat': '4400', 'reverse-charge': '4336', 'not-taxable': '4120', 'foreign-vat': '4339' });
    const text = datevBatch(
      {
        ledger: books,
        from: '2027-05-01',
        to: '2027-05-31',
        createdAt: new Date('2027-06-02T08:30:15.123Z'),
        documents: [invoiceFor(1040, 'DE', 'DE123456789', 10_000, 1)],
        bank: [],
      },
      '2027-01-01',
    );
    const file = readDatev(iconv.encode(text, 'win1252'));
    expect(file.problems).toEqual([]);
    expect([file.header[10], file.header[26], file.postings[0]!(8)]).toEqual(['29098', '04', '4120']);
  });
});

describe('a period of the books', () => {
  it('holds its invoices, the payments and refunds of the period on their debtors, and an archive of its documents', async () => {
    const { stores, invoices } = await billedInvoices(content, companyBookings(2));
    const [first, second] = invoices;
    // Paid on 2027-06-20 (the statement's value day), 20 EUR beyond the first invoice.
    const statement = camtFile('camt.053.001.02', [
      {
        amount: ((first!.gross + 2_000) / 100).toFixed(2),
        text: [first!.number],
        payer: 'Firma 1 GmbH',
        payerIban: 'DE02120300000000202051',
      },
    ]);
    await importStatement(
      { payments: stores.payments, invoices: stores.invoices, receipts: null },
      statement,
      Date.parse('2027-06-21T08:00:00.000Z'),
    );
    const [refund] = await stores.refunds.every();
    await stores.refunds.approve(refund!.id, Date.parse('2027-06-22T08:00:00.000Z'));
    const refunds = { refunds: stores.refunds, invoices: stores.invoices, seller: invoicing.seller, mailSettings: null };
    await sendRefunds({ ...refunds, now: () => new Date('2027-06-25T08:00:00.000Z') }, '2027-06-26');

    const books = await periodBooks({ ...stores, ledger }, '2027-02-01', '2027-06-30', new Date('2027-07-01T06:00:00.000Z'));
    expect(books).toMatchObject({ documents: 2, bankPostings: 3, withoutCustomer: [] });
    const file = readDatev(books.batch);
    expect(file.problems).toEqual([]);
    expect(file.postings.map((field) => [field(1), field(2), field(7), field(8), field(10), field(11)])).toEqual([
      [euros(first!.gross), 'S', '10000', '8400', '1902', first!.number],
      // Both companies of the bookings share a VAT ID: one customer.
      [euros(second!.gross), 'S', '10000', '8400', '1902', second!.number],
      [euros(first!.gross), 'S', '1200', '10000', '2006', first!.number],
      ['20,00', 'S', '1200', '10000', '2006', first!.number],
      ['20,00', 'S', '10000', '1200', '2506', first!.number],
    ]);
    const archive = unzipSync(books.archive);
    expect(Object.keys(archive).sort()).toEqual([
      `${first!.number}.pdf`,
      `${first!.number}.xml`,
      `${second!.number}.pdf`,
      `${second!.number}.xml`,
    ]);
    expect(new TextDecoder().decode(archive[`${first!.number}.xml`])).toBe((await stores.invoices.files(first!.id))!.xml);
  });
});
