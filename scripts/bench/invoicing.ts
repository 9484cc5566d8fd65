/**
 * The time to issue invoices: one invoice's PDF and e-invoice (a group of two and a fee, as
 * tests/integration/invoices.test.ts bills), warm, the median of `rounds`; and a day's invoices
 * after one day's courses: `count` registrations of a date that ended yesterday, billed by
 * one server (numbers taken, documents drawn, mails queued), wall time.
 */

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_ACADEMY_CONTACT } from '../../src/config/academy-contact.ts';
import { DEFAULT_SETTINGS } from '../../src/config/settings.ts';
import type { Content } from '../../src/content/types.ts';
import { newReference } from '../../src/registration-contract/reference.ts';
import { registrationSchema } from '../../src/registration-contract/schema.ts';
import { eInvoice } from '../../src/server/invoices/drawing/e-invoice.ts';
import { invoicePdf } from '../../src/server/invoices/drawing/invoice-pdf.ts';
import { invoiceOf, wantedInvoices } from '../../src/server/invoices/rules/documents.ts';
import { invoicingOf } from '../../src/server/invoices/rules/invoicing.ts';
import { runBilling } from '../../src/server/invoices/use-cases/billing.ts';
import { openSqliteStores } from '../../src/server/open-stores.ts';
import { untouchedPlaces } from '../../src/server/registrations/rules/account.ts';
import { bookedPrice } from '../../src/server/registrations/rules/booked-price.ts';
import type { StoredRegistration } from '../../src/server/registrations/rules/stored-entry.ts';
import { median } from './rebuild-latency.ts';

const invoicing = invoicingOf(DEFAULT_SETTINGS);

/** A confirmed registration of two on `dateId`, billed to a German company. */
export function benchInvoiceRegistration(content: Content, dateId: number, index: number): StoredRegistration {
  const date = content.seminarDates.find((item) => item.id === dateId);
  if (!date) throw new Error(`no date ${dateId} in the content`);
  const person = (n: number) => ({
    salutation: 'ms',
    firstName: `Erika${n}`,
    lastName: 'Mustermann',
    email: `person${index}.${n}@kunde.example`,
    phone: '+49 30 1234567',
    company: 'Muster Rechenzentren GmbH',
    jobTitle: 'Leiterin Betrieb',
  });
  const payload = registrationSchema.parse({
    dateId,
    participants: [person(1), person(2)],
    billing: {
      company: 'Muster Rechenzentren GmbH',
      street: 'Musterstraße 1',
      postalCode: '10115',
      city: 'Berlin',
      country: 'DE',
      vatId: 'DE123456789',
    },
    invoiceContact: { sameAsParticipant: true },
    consent: true,
  });
  const at = `${date.start}T00:00:00.000Z`;
  const createdAt = new Date(Date.parse(at) - 60 * 86_400_000).toISOString();
  return {
    id: `bench-${index}`,
    reference: newReference(),
    price: bookedPrice(date, createdAt.slice(0, 10)),
    dateId,
    email: payload.participants[0]!.email,
    locale: 'de',
    payload,
    createdAt,
    idempotencyKey: null,
    fingerprint: `bench-${index}`,
    status: 'confirmed',
    heldUntil: null,
    confirmedAt: createdAt,
  };
}

/** Milliseconds to draw one invoice's PDF and make its e-invoice, the median of `rounds` after a first one. */
export async function measureInvoiceIssue(content: Content, dateId: number, rounds: number): Promise<number> {
  const stored = benchInvoiceRegistration(content, dateId, 0);
  const [lines] = wantedInvoices(stored, untouchedPlaces(stored), content, invoicing.vatRules) ?? [];
  if (!lines) throw new Error('nothing to invoice');
  const document = invoiceOf(stored, lines, { seller: invoicing.seller, number: 'RE-2027-00001', issueDate: '2027-05-14' });
  await eInvoice(document, await invoicePdf(document));
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const start = performance.now();
    await eInvoice(document, await invoicePdf(document));
    times.push(performance.now() - start);
  }
  return median(times);
}

/** Seconds for one server to bill `count` registrations of a date that ended the day before. */
export async function measureDayOfInvoices(content: Content, dateId: number, count: number): Promise<number> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-invoices-'));
  const stores = await openSqliteStores({ dataDir, outbox: false });
  try {
    for (let index = 0; index < count; index++) await stores.registrations.insert(benchInvoiceRegistration(content, dateId, index));
    const date = content.seminarDates.find((item) => item.id === dateId)!;
    const today = new Date(Date.parse(`${date.end}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const start = performance.now();
    const run = await runBilling({
      stores,
      invoices: stores.invoices,
      refunds: stores.refunds,
      getContent: () => content,
      today: () => today,
      now: () => new Date(`${today}T05:00:00.000Z`),
      invoicing,
      mailSettings: { siteUrl: 'https://www.rackwise-academy.de', academyInbox: 'team@academy.example', academy: DEFAULT_ACADEMY_CONTACT },
    });
    const seconds = (performance.now() - start) / 1000;
    if (run.drawn !== count) throw new Error(`${run.drawn} of ${count} invoices drawn`);
    return seconds;
  } finally {
    await stores.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
