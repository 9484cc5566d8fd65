/**
 * Invoices on confirmation with a real Directus, in Chromium: a company registers two people
 * and confirms; the invoice reaches the invoice contact at once and the manage page lists it
 * with its PDF; staff correct the billing address on the registration's item in Directus; a
 * credit note and a new invoice with the new address arrive, and the manage page lists all
 * three, the first invoice as cancelled. The site runs in this process with
 * INVOICE_WHEN=on-confirmation (site-with-cms.ts).
 */

import { readItem, updateItem } from '@directus/sdk';
import type { Browser } from '@playwright/test';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MANAGE_PATH, TOKEN_FIELD } from '../../src/registration-contract/contract.ts';
import { openSqliteStores } from '../../src/server/open-stores.ts';
import { confirmLinkIn } from '../support/confirm-link.ts';
import { manageTokenIn } from '../support/manage-links.ts';
import { colleague, validInput } from '../support/registration.ts';
import { until } from '../support/until.ts';
import { writtenMail } from '../support/written-mail.ts';
import { launchBrowser, type SiteWithCms, startSiteWithCms } from './site-with-cms.ts';

/** Seminar 1's date of 2027-03-09, 810 € a place. */
const DATE_ID = 1007;
let running: SiteWithCms | undefined;
let site: SiteWithCms['site'];
let cms: SiteWithCms['cms'];
let browser: Browser | undefined;
let dataDir: string;

beforeAll(async () => {
  running = await startSiteWithCms('cms-advance-', { INVOICE_WHEN: 'on-confirmation' });
  ({ site, cms, dataDir } = running);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await running?.stop();
});

const mail = (id: string, kind: string) => writtenMail(dataDir, id, kind);

it('an invoice on confirmation, listed behind the manage link, corrected in Directus by a credit note and a new invoice', async () => {
  const input = validInput({ email: 'erika.cms@kunde.example', dateId: DATE_ID });
  const posted = await fetch(`${site.url}/api/registrations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      ...input,
      participants: [input.participants[0]!, colleague(2, 'jonas.cms@kunde.example')],
      invoiceContact: { sameAsParticipant: false, name: 'Petra Buchhaltung', email: 'rechnung.cms@kunde.example', phone: '+49 69 5550100' },
      locale: 'de',
    }),
  });
  expect(posted.status).toBe(201);
  const { id } = (await posted.json()) as { id: string };
  const link = new URL(confirmLinkIn(await mail(id, 'confirm')));
  const confirmed = await fetch(`${site.url}${link.pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: link.searchParams.toString(),
  });
  expect(confirmed.status).toBe(200);

  // The invoice at once, to the invoice contact, and on the manage page with its PDF.
  const first = await mail(id, 'invoice-RE-2026-00001');
  expect(first.text).toMatch(/Rechnung RE-2026-00001 über 1\.927,80\s€/);
  const token = manageTokenIn((await mail(id, 'participant')).text ?? '')!;
  const page = await browser!.newPage({ locale: 'de-DE' });
  await page.goto(`${site.url}${MANAGE_PATH}?${TOKEN_FIELD}=${token}`);
  const documents = page.locator('[data-slot="manage-documents"] li');
  await expect.poll(() => documents.allInnerTexts()).toEqual([expect.stringMatching(/^RE-2026-00001, .*: offen, fällig am/)]);
  expect(await page.getByRole('link', { name: 'PDF von RE-2026-00001' }).count()).toBe(1);

  // Staff correct the street in Directus once the item is there.
  await until(
    'the registration in Directus',
    () => cms.admin.request(readItem('registrations', id, { fields: ['billing_street'] })).catch(() => null),
    (item) => Boolean(item),
  );
  await cms.admin.request(updateItem('registrations', id, { billing_street: 'Lyoner Straße 14' }));
  const credit = await mail(id, 'invoice-GS-2026-00001');
  expect(credit.text).toMatch(/Stornorechnung GS-2026-00001 über 1\.927,80\s€/);
  const second = await mail(id, 'invoice-RE-2026-00002');
  expect(second.attachments.map((file) => file.filename)).toEqual(['RE-2026-00002.pdf']);
  const stores = await openSqliteStores({ dataDir, outbox: true });
  const issued = await stores.invoices.ofRegistration(id);
  await stores.close();
  expect(issued.map((record) => [record.number, record.status, record.document.buyer.street])).toEqual([
    ['RE-2026-00001', 'credited', 'Musterstraße 1'],
    ['GS-2026-00001', 'issued', 'Musterstraße 1'],
    ['RE-2026-00002', 'open', 'Lyoner Straße 14'],
  ]);
  const note = await until(
    'the site note',
    async () =>
      ((await cms.admin.request(readItem('registrations', id, { fields: ['site_note'] }))) as { site_note: string | null }).site_note,
    (text) => /billing details corrected/.test(text ?? ''),
  );
  expect(note).toMatch(/billing_street/);

  await page.reload();
  await expect
    .poll(() => documents.allInnerTexts())
    .toEqual([
      expect.stringMatching(/^RE-2026-00001, .*: storniert/),
      expect.stringMatching(/^GS-2026-00001, .*: Stornorechnung/),
      expect.stringMatching(/^RE-2026-00002, .*: offen, fällig am/),
    ]);
  await page.close();
}, 180_000);
