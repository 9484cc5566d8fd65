/** An invoice's state from its status, its payments and the day (src/server/invoices/rules/payment-status.ts). */
import { describe, expect, it } from 'vitest';
import { outstandingOf, paymentStatus } from '../../src/server/invoices/rules/payment-status.ts';

const invoice = { kind: 'invoice', status: 'open', gross: 100_000, dueDate: '2027-03-05' } as const;

describe("an invoice's state", () => {
  it('is open, partly paid, then paid as its payments add up, and overdue once its due day has passed unpaid', () => {
    expect(paymentStatus(invoice, 0, '2027-03-05')).toBe('open');
    expect(paymentStatus(invoice, 40_000, '2027-03-05')).toBe('partly-paid');
    expect(paymentStatus(invoice, 40_000, '2027-03-06')).toBe('overdue');
    expect(paymentStatus(invoice, 100_000, '2027-03-06')).toBe('paid');
    expect([outstandingOf(invoice, 40_000), outstandingOf(invoice, 120_000)]).toEqual([60_000, 0]);
  });

  it('is paid or credited as staff or a payment set it, whatever the day, and a credit note is issued', () => {
    expect(paymentStatus({ ...invoice, status: 'paid' }, 0, '2028-01-01')).toBe('paid');
    expect(paymentStatus({ ...invoice, status: 'credited' }, 40_000, '2028-01-01')).toBe('credited');
    expect(paymentStatus({ ...invoice, kind: 'credit', status: 'issued' }, 0, '2028-01-01')).toBe('issued');
    expect(outstandingOf({ ...invoice, status: 'credited' }, 0)).toBe(0);
  });
});
