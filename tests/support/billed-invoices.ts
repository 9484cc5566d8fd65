/**
 * Registrations for one course (date 1003), each confirmed on 2026-11-22 and billed the day after
 * the course, on 2027-02-19 (due 2027-03-05): their invoices (drawn), in the order of the
 * bookings, with the app and its clock, which the test may set on.
 */
import { expect } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/config/settings.ts';
import type { Content } from '../../src/content/types.ts';
import { invoicingOf } from '../../src/server/invoices/rules/invoicing.ts';
import type { InvoiceRecord } from '../../src/server/invoices/store/invoice-records.ts';
import { type BillingDeps, runBilling } from '../../src/server/invoices/use-cases/billing.ts';
import type { Stores } from '../../src/server/open-stores.ts';
import { validInput } from './registration.ts';
import { registerConfirmed, registrationApp, TEST_MAIL_SETTINGS } from './registration-app.ts';

/** A booking: what is posted, and its headers (Accept-Language: the registration's language). */
export interface Booking {
  readonly body: unknown;
  readonly headers?: Record<string, string>;
}

/** `count` companies' bookings of one place each, in German. */
export const companyBookings = (count: number): Booking[] =>
  Array.from({ length: count }, (_, n) => ({ body: validInput({ email: `kunde${n + 1}@firma${n + 1}.example`, dateId: 1003 }) }));

/** What the app bills with, on `clock` (ms and the day in Germany, which the test may set on). */
export const billingOn = (stores: Stores, content: Content, clock: { readonly now: number; readonly today: string }): BillingDeps => ({
  stores,
  invoices: stores.invoices,
  refunds: stores.refunds,
  getContent: () => content,
  today: () => clock.today,
  now: () => new Date(clock.now),
  invoicing: invoicingOf(DEFAULT_SETTINGS),
  mailSettings: TEST_MAIL_SETTINGS,
});

export async function billedInvoices(content: Content, bookings: readonly Booking[]) {
  const clock = { now: Date.parse('2026-11-22T09:00:00.000Z'), today: '2026-11-22' };
  const app = await registrationApp(content, { now: () => new Date(clock.now), today: () => clock.today });
  const ids: string[] = [];
  for (const booking of bookings) ids.push(await registerConfirmed(app.app, app.stores, booking.body, booking.headers));
  Object.assign(clock, { now: Date.parse('2027-02-19T06:00:00.000Z'), today: '2027-02-19' });
  const billing = billingOn(app.stores, content, clock);
  await runBilling(billing);
  const invoices: InvoiceRecord[] = [];
  const references: string[] = [];
  for (const id of ids) {
    invoices.push(...(await app.stores.invoices.ofRegistration(id)).filter((record) => record.kind === 'invoice'));
    references.push((await app.stores.registrations.get(id))!.reference);
  }
  expect(invoices).toHaveLength(bookings.length);
  return { ...app, clock, billing, invoices, references };
}
