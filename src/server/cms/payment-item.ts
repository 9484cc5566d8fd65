/**
 * An incoming payment as the CMS's `payments` item shows it
 * (src/content/directus/payment-collection.ts): its state and why it waits for staff, the
 * invoices it likely pays and those it paid (by number), its amount, day, payer, account and
 * text, and what of it is owed back. Pure.
 */
import type { PAYMENT_ITEM_REASONS, PAYMENT_ITEM_STATES } from '../../content/directus/payment-collection.ts';
import type { PaymentRecord } from '../payments/store/payments-table.ts';

/** `numberOf`: an invoice's number by its id (its id when it is gone). */
export function paymentItem(payment: PaymentRecord, numberOf: (invoiceId: string) => string): Record<string, unknown> & { id: string } {
  return {
    id: payment.id,
    state: payment.state satisfies (typeof PAYMENT_ITEM_STATES)[number],
    reason: payment.reason satisfies (typeof PAYMENT_ITEM_REASONS)[number] | null,
    suggested: payment.suggestions.map(numberOf).join(', '),
    amount: payment.amount / 100,
    currency: payment.currency,
    value_date: payment.valueDate,
    payer: payment.payerName,
    iban: payment.payerIban,
    remittance: payment.remittance,
    paid: payment.allocations.map(({ invoiceId, amount }) => `${numberOf(invoiceId)}: ${(amount / 100).toFixed(2)}`).join(', '),
    owed_back: payment.owedBack / 100,
    statement: payment.statement,
  };
}
