/**
 * Each billing customer's stable number, through billing on a real store: a company is known by
 * its VAT ID however its people book, a company without one and a private person by name and
 * address however they are typed; numbers start at FIRST_CUSTOMER_NUMBER; a credit note and the
 * invoice issued again keep the customer's number; the e-invoice names it (BT-46) and stays valid.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import type { Content } from '../../src/content/types.ts';
import { applyInvoiceEdit } from '../../src/server/invoices/use-cases/staff-invoices.ts';
import { type Booking, billedInvoices } from '../support/billed-invoices.ts';
import { schemaErrors } from '../support/cii-schema.ts';
import { validInput } from '../support/registration.ts';
import { closeStores } from '../support/registration-app.ts';

let content: Content;
beforeAll(async () => {
  content = await loadContentCache('content-cache');
});
afterEach(closeStores);

const DATE_ID = 1003;
const withBilling = (email: string, billing: Record<string, unknown>): Booking => {
  const input = validInput({ email, dateId: DATE_ID });
  return { body: { ...input, billing: { ...input.billing, ...billing } } };
};

describe('customer numbers', () => {
  it('are one per customer, however they book, kept by credit notes, and named in the e-invoice', async () => {
    const bookings: Booking[] = [
      withBilling('a@muster.example', { company: 'Muster Rechenzentren GmbH', vatId: 'DE123456789' }),
      // The same company by its VAT ID, written otherwise by another colleague.
      withBilling('b@muster.example', { company: 'Muster RZ GmbH', vatId: 'de 123456789' }),
      withBilling('c@ohne-id.example', { company: 'Ohne ID GmbH', vatId: undefined, street: 'Hauptstraße 5' }),
      // The same company without a VAT ID, its address typed otherwise.
      withBilling('d@ohne-id.example', {
        company: 'ohne id gmbh',
        vatId: undefined,
        street: 'Hauptstrasse  5.',
      }),
      withBilling('e@andere.example', { company: 'Andere AG', vatId: 'DE987654321' }),
    ];
    const { stores, invoices, billing } = await billedInvoices(content, bookings);
    expect(invoices.map((invoice) => invoice.document.buyer.customerNumber)).toEqual([10_000, 10_000, 10_001, 10_001, 10_002]);

    // Reversed by staff: the credit note names the same customer.
    const first = invoices[0]!;
    await applyInvoiceEdit(billing, first.id, { status: 'credited' });
    const [credit] = (await stores.invoices.ofRegistration(first.registrationId)).filter((record) => record.kind === 'credit');
    expect(credit!.document.buyer.customerNumber).toBe(10_000);

    const { xml } = (await stores.invoices.files(first.id))!;
    expect(xml).toMatch(/<ram:BuyerTradeParty>\s*<ram:ID>10000<\/ram:ID>/);
    expect(await schemaErrors(xml)).toEqual([]);
  });
});
