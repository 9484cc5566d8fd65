/**
 * Reminders of unpaid invoices on a fake clock, through the whole app on a real store (SQLite
 * here, PostgreSQL in `npm run test:services`): six invoices billed after a real course, due
 * 2027-03-05, with the default periods (7, 14 and 14 days). A German business, an English one
 * that paid in part, and a private person go through the first reminder, the second (the
 * business with the statutory charges, LATE_PAYMENT_CHARGES on) and the hand-over to staff, each
 * on its day and once; an invoice paid, one credited and one disputed get nothing, the last once
 * the mark is cleared. The CMS item of each shows what it received and its last step.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { camtFile } from '../../scripts/bench/camt-file.ts';
import { loadContentCache } from '../../src/content/cache.ts';
import type { Content } from '../../src/content/types.ts';
import { invoiceItem } from '../../src/server/cms/invoice-item.ts';
import type { InvoiceRecord } from '../../src/server/invoices/store/invoice-records.ts';
import { applyInvoiceEdit } from '../../src/server/invoices/use-cases/staff-invoices.ts';
import { lateCharges } from '../../src/server/payments/rules/dunning.ts';
import { importStatement } from '../../src/server/payments/use-cases/import-statement.ts';
import { remindUnpaid } from '../../src/server/payments/use-cases/remind-unpaid.ts';
import { type Booking, billedInvoices } from '../support/billed-invoices.ts';
import { mailsOf } from '../support/manage-links.ts';
import { validInput } from '../support/registration.ts';
import { closeStores, TEST_MAIL_SETTINGS } from '../support/registration-app.ts';

let content: Content;
beforeAll(async () => {
  content = await loadContentCache('content-cache');
});
afterEach(closeStores);

const DATE_ID = 1003;
const company = (n: number) => validInput({ email: `buchhaltung${n}@firma${n}.example`, dateId: DATE_ID });
const privatePerson = (): Booking['body'] => {
  const input = validInput({ email: 'erika@privat.example', dateId: DATE_ID });
  return {
    ...input,
    consumer: true,
    participants: [{ ...input.participants[0]!, company: '' }],
    billing: { ...input.billing, company: 'Erika Mustermann' },
  };
};

const BOOKINGS: Booking[] = [
  { body: company(1) },
  { body: company(2), headers: { 'Accept-Language': 'en' } },
  { body: privatePerson() },
  { body: company(4) },
  { body: company(5) },
  { body: company(6) },
];

describe('unpaid invoices', () => {
  it('are reminded twice and then handed to staff, each step on its day and once; paid, credited and disputed ones are not', async () => {
    const { stores, invoices, clock, billing } = await billedInvoices(content, BOOKINGS);
    const [business, english, consumer, paid, credited, disputed] = invoices as [InvoiceRecord, ...InvoiceRecord[]];
    expect(business.document.dueDate).toBe('2027-03-05');
    const at = (day: string) => Object.assign(clock, { today: day, now: Date.parse(`${day}T05:00:00.000Z`) });
    const remind = (day: string) => {
      at(day);
      return remindUnpaid({
        dunning: stores.dunning,
        invoices: stores.invoices,
        registrations: stores.registrations,
        today: () => clock.today,
        now: () => new Date(clock.now),
        periods: { first: 7, second: 14, staff: 14 },
        charges: { baseRate: 1.27 },
        mailSettings: TEST_MAIL_SETTINGS,
      });
    };
    // The mails of an invoice's steps, their attachments by name.
    const stepsOf = async (invoice: InvoiceRecord) =>
      (await mailsOf(stores, invoice.registrationId))
        .filter((mail) => /-(reminder-\w+|to-staff)$/.test(mail.kind) && mail.kind.startsWith(`invoice-${invoice.number}-`))
        .map((mail) => ({
          ...mail,
          text: mail.text.replaceAll('\u00a0', ' '),
          attachments: mail.attachments.map(({ filename, contentType }) => ({ filename, contentType })),
        }));

    // Before the due day: one invoice paid in full, one 100 EUR of it, one credited, one disputed.
    at('2027-03-01');
    const statement = camtFile('camt.053.001.02', [
      { amount: (paid!.gross / 100).toFixed(2), text: [paid!.number], payer: 'Firma 4 GmbH' },
      { amount: '100.00', text: [english!.number], payer: 'Firma 2 GmbH' },
    ]);
    await importStatement({ payments: stores.payments, invoices: stores.invoices, receipts: null }, statement, clock.now);
    expect(await applyInvoiceEdit(billing, credited!.id, { status: 'credited' })).toMatchObject({ kind: 'done' });
    expect(await applyInvoiceEdit(billing, disputed!.id, { disputed: true })).toMatchObject({
      kind: 'done',
      note: expect.stringMatching(/marked disputed: no reminder goes out while it is/),
    });

    // Six days after the due day nothing; on the seventh the first reminders, once.
    expect(await remind('2027-03-11')).toEqual({ first: 0, second: 0, staff: 0 });
    expect(await remind('2027-03-12')).toEqual({ first: 3, second: 0, staff: 0 });
    expect(await remind('2027-03-12')).toEqual({ first: 0, second: 0, staff: 0 });
    const [first] = await stepsOf(business);
    expect(first).toMatchObject({
      kind: `invoice-${business.number}-reminder-first`,
      to: business.document.buyer.email,
      subject: `Zahlungserinnerung: Rechnung ${business.number}`,
      attachments: [{ filename: `${business.number}.pdf`, contentType: 'application/pdf' }],
    });
    expect(first!.text).toContain('war am 5. März 2027 fällig');
    expect(first!.text).not.toContain('Verzugszinsen');
    const [englishFirst] = await stepsOf(english!);
    expect(englishFirst).toMatchObject({ subject: `Payment reminder: invoice ${english!.number}` });
    expect(englishFirst!.text).toMatch(/Received so far:\s+€100\.00/);
    expect(englishFirst!.text).toContain(`€${((english!.gross - 10_000) / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`);
    for (const invoice of [paid, credited, disputed]) expect(await stepsOf(invoice!)).toEqual([]);

    // The mark cleared, the disputed invoice takes its first step at the next pass.
    expect(await applyInvoiceEdit(billing, disputed!.id, { disputed: false })).toMatchObject({ kind: 'done' });
    expect(await remind('2027-03-20')).toEqual({ first: 1, second: 0, staff: 0 });

    // Fourteen days after the first, the second: the business is charged interest and the lump sum, the private person not.
    expect(await remind('2027-03-25')).toEqual({ first: 0, second: 0, staff: 0 });
    expect(await remind('2027-03-26')).toEqual({ first: 0, second: 3, staff: 0 });
    const second = (await stepsOf(business))[1]!;
    expect(second.subject).toBe(`Mahnung: Rechnung ${business.number}`);
    expect(second.text).toContain('trotz unserer Zahlungserinnerung vom 12. März 2027');
    const charges = lateCharges(business.gross, '2027-03-05', '2027-03-26', 1.27);
    expect(charges).toMatchObject({ rate: 10.27, days: 21, lumpSum: 4_000 });
    const euro = (cents: number) => `${(cents / 100).toLocaleString('de-DE', { minimumFractionDigits: 2 })} €`;
    expect(second.text).toContain(`Verzugszinsen von 10,27 % pro Jahr`);
    expect(second.text).toContain(euro(charges.interest));
    expect(second.text).toContain(euro(business.gross + charges.interest + 4_000));
    const consumerSecond = (await stepsOf(consumer!))[1]!;
    expect(consumerSecond.subject).toBe(`Mahnung: Rechnung ${consumer!.number}`);
    expect(consumerSecond.text).not.toContain('Verzug');
    expect((await stepsOf(english!))[1]).toMatchObject({ subject: `Second reminder: invoice ${english!.number}` });

    // Fourteen days after the second: handed to staff, with no mail to the buyer but a note to the accounts department;
    // the invoice disputed for a while takes its second step, its first having come later.
    expect(await remind('2027-04-09')).toEqual({ first: 0, second: 1, staff: 3 });
    const handOver = (await stepsOf(business))[2]!;
    expect(handOver).toMatchObject({
      kind: `invoice-${business.number}-to-staff`,
      to: business.document.seller.email,
      subject: `Offen nach zwei Mahnungen: Rechnung ${business.number}`,
    });
    expect(await stepsOf(business)).toHaveLength(3);
    // A pass weeks later takes what is due, once: the last hand-over.
    expect(await remind('2027-06-01')).toEqual({ first: 0, second: 0, staff: 1 });
    expect(await remind('2027-06-01')).toEqual({ first: 0, second: 0, staff: 0 });

    // Each invoice's item in the CMS: its state, what it received and owes, its last step; every step queued it.
    const itemOf = async (invoice: InvoiceRecord) =>
      invoiceItem((await stores.invoices.get(invoice.id))!, {
        received: await stores.payments.received(invoice.id),
        steps: (await stores.dunning.taken(invoice.id)).map(({ step }) => step),
        today: '2027-06-01',
      });
    expect(await itemOf(english!)).toMatchObject({
      payment: 'overdue',
      received: 100,
      outstanding: (english!.gross - 10_000) / 100,
      due_on: '2027-03-05',
      reminded: 'staff',
      disputed: false,
    });
    expect(await itemOf(paid!)).toMatchObject({ payment: 'paid', outstanding: 0, reminded: null });
    expect(await itemOf(disputed!)).toMatchObject({ payment: 'overdue', reminded: 'staff', disputed: false });
    const queued = new Set((await stores.forwards.dueForwards(Number.MAX_SAFE_INTEGER, 1_000)).map(({ entryId }) => entryId));
    for (const invoice of [business, english, consumer, disputed]) expect(queued).toContain(invoice!.id);
  });
});
