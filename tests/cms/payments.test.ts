/**
 * Money coming in, with a real Directus: two registrations are billed; staff upload the bank's
 * statement to the file library's statements folder, and the site books it and notes what came of
 * it on the file. The payment it could not match shows as an item of the money collection; staff
 * assign it there to its invoice, which is then paid on its item. The overpayment of the other
 * shows as a refund; staff approve it there, and the next transfer file pays it, after which its
 * item says sent. The site server runs in this process on the built site (npm run test:build),
 * its mails written as .eml files.
 */
import { readFile as readCmsFile, readFolders, readItem, readItems, updateItem, uploadFiles } from '@directus/sdk';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { camtFile } from '../../scripts/bench/camt-file.ts';
import { DEFAULT_ACADEMY_CONTACT } from '../../src/config/academy-contact.ts';
import { DEFAULT_SETTINGS } from '../../src/config/settings.ts';
import { BANK_STATEMENTS_FOLDER } from '../../src/content/directus/invoice-collection.ts';
import { invoicingOf } from '../../src/server/invoices/rules/invoicing.ts';
import { runBilling } from '../../src/server/invoices/use-cases/billing.ts';
import { openSqliteStores } from '../../src/server/open-stores.ts';
import { sendRefunds } from '../../src/server/payments/use-cases/send-refunds.ts';
import { pain001Problems } from '../support/pain001-rules.ts';
import { until } from '../support/until.ts';
import { registerGroupOn, type SiteWithCms, startSiteWithCms } from './site-with-cms.ts';

/** Seminar 1's date of 2027-03-09. */
const DATE_ID = 1007;
const ACCOUNT = 'DE02120300000000202051';
const MAIL_SETTINGS = {
  siteUrl: 'https://www.rackwise-academy.de',
  academyInbox: 'team@academy.example',
  academy: DEFAULT_ACADEMY_CONTACT,
};

let running: SiteWithCms | undefined;
beforeAll(async () => {
  running = await startSiteWithCms('cms-payments-');
});
afterAll(async () => {
  await running?.stop();
});

const euros = (cents: number) => (cents / 100).toFixed(2);
type Row = Record<string, unknown>;

it('a statement uploaded in Directus is booked; staff assign its unmatched payment and approve a refund there', async () => {
  const { cms, dataDir, site } = running!;
  const first = await registerGroupOn(running!, 'money-exact', DATE_ID);
  const second = await registerGroupOn(running!, 'money-staff', DATE_ID);
  // Billed the day after the course by another process on the site's data folder, as the site does each day.
  const stores = await openSqliteStores({ dataDir, outbox: true });
  const billing = {
    stores,
    invoices: stores.invoices,
    refunds: stores.refunds,
    getContent: () => site.site.current().content,
    today: () => '2027-12-31',
    now: () => new Date(),
    invoicing: invoicingOf(DEFAULT_SETTINGS),
    mailSettings: MAIL_SETTINGS,
  };
  const issued = (await runBilling(billing)).issued;
  const overpaid = issued.find((record) => record.registrationId === first)!;
  const forStaff = issued.find((record) => record.registrationId === second)!;

  // The bank's statement, uploaded by staff to the statements' folder.
  const statement = camtFile('camt.053.001.08', [
    {
      amount: euros(overpaid.gross + 2_000),
      text: [`Rechnung ${overpaid.number}`],
      payer: 'Muster Rechenzentren GmbH',
      payerIban: ACCOUNT,
    },
    { amount: euros(forStaff.gross), text: ['Seminar EN 50600 Maerz'], payer: 'Muster Rechenzentren GmbH', payerIban: ACCOUNT },
  ]);
  const [folder] = (await cms.admin.request(readFolders({ filter: { name: { _eq: BANK_STATEMENTS_FOLDER } } }))) as Array<{ id: string }>;
  const form = new FormData();
  form.append('folder', folder!.id);
  form.append('file', new Blob([statement], { type: 'application/xml' }), 'kontoauszug.xml');
  const file = (await cms.admin.request(uploadFiles(form))) as { id: string };
  const booked = await until(
    'the statement booked',
    () => cms.admin.request(readCmsFile(file.id, { fields: ['description'] })) as Promise<Row>,
    (item) => typeof item.description === 'string' && item.description !== '',
    60_000,
  );
  expect(booked.description).toMatch(
    /camt\.053\.001\.08 .*: 2 incoming payments, 0 recorded before; 1 invoices paid, 0 paid in part, 1 payments for staff to assign, €20\.00 owed back\./,
  );

  // The payment it could not match, for staff: assigned to its invoice there.
  const [waiting] = await until(
    'the payment for staff in Directus',
    () => cms.admin.request(readItems('invoices', { fields: ['*'], filter: { kind: { _eq: 'payment' } } })) as Promise<Row[]>,
    (items) => items.length === 1,
    60_000,
  );
  expect(waiting).toMatchObject({
    status: 'unmatched',
    reason: 'no-reference',
    suggested: forStaff.number,
    buyer: 'Muster Rechenzentren GmbH',
  });
  await cms.admin.request(updateItem('invoices', String(waiting!.id), { assign_to: forStaff.number }));
  const assigned = await until(
    'the payment assigned',
    () => cms.admin.request(readItem('invoices', String(waiting!.id), { fields: ['*'] })) as Promise<Row>,
    (item) => item.status === 'assigned',
    60_000,
  );
  expect(assigned.site_note).toMatch(new RegExp(`assigned: ${forStaff.number}`));
  for (const invoice of [overpaid, forStaff])
    await until(
      `invoice ${invoice.number} paid on its item`,
      () => cms.admin.request(readItem('invoices', invoice.id, { fields: ['payment', 'outstanding'] })) as Promise<Row>,
      (item) => item.payment === 'paid' && Number(item.outstanding) === 0,
      60_000,
    );

  // The overpayment owed back: approved there, paid by the next transfer file.
  const [refund] = await until(
    'the refund in Directus',
    () => cms.admin.request(readItems('invoices', { fields: ['*'], filter: { kind: { _eq: 'refund' } } })) as Promise<Row[]>,
    (items) => items.length === 1,
    60_000,
  );
  expect(refund).toMatchObject({ status: 'owed', reason: 'overpaid', number: overpaid.number, iban: ACCOUNT });
  expect(Number(refund!.gross)).toBe(20);
  await cms.admin.request(updateItem('invoices', String(refund!.id), { status: 'approved' }));
  await until(
    'the refund approved',
    () => cms.admin.request(readItem('invoices', String(refund!.id), { fields: ['site_note'] })) as Promise<Row>,
    (item) => /approved; it goes with the next transfer file/.test(String(item.site_note)),
    60_000,
  );
  const transfer = await sendRefunds(
    {
      refunds: stores.refunds,
      invoices: stores.invoices,
      seller: billing.invoicing.seller,
      mailSettings: MAIL_SETTINGS,
      now: () => new Date(),
    },
    '2028-01-10',
  );
  await stores.close();
  expect(transfer.refunds.map((sent) => [sent.id, sent.amount, sent.payerIban])).toEqual([[refund!.id, 2_000, ACCOUNT]]);
  expect(pain001Problems(transfer.xml!)).toEqual([]);
  expect(transfer.xml).toContain(`<IBAN>${ACCOUNT}</IBAN>`);
  await until(
    'the refund sent on its item',
    () => cms.admin.request(readItem('invoices', String(refund!.id), { fields: ['status', 'transfer'] })) as Promise<Row>,
    (item) => item.status === 'sent' && item.transfer === transfer.messageId,
    60_000,
  );
});
