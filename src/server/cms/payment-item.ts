/**
 * An incoming payment not matched for certain as an item of the CMS's money collection
 * (src/content/directus/invoice-collection.ts, kind `payment`): its state and why it waits for
 * staff, the invoices it likely pays and those it paid (by number), its amount, value day, payer,
 * account and text, and what of it is owed back. Pure.
 */
import type { MONEY_REASONS, MONEY_STATUSES } from '../../content/directus/invoice-collection.ts';
import type { PaymentRecord } from '../payments/store/payments-table.ts';

/** `numberOf`: an invoice's number by its id (its id when it is gone). */
export function paymentItem(payment: PaymentRecord, numberOf: (invoiceId: string) => string): Record<string, unknown> & { id: string } {
  return {
    id: payment.id,
    kind: 'payment',
    number: payment.bankReference ?? payment.key,
    status: (payment.state === 'unmatched' ? 'unmatched' : 'assigned') satisfies (typeof MONEY_STATUSES)[number],
    reason: payment.reason satisfies (typeof MONEY_REASONS)[number] | null,
    buyer: payment.payerName,
    gross: payment.amount / 100,
    issued_at: payment.valueDate,
    suggested: payment.suggestions.map(numberOf).join(', '),
    remittance: payment.remittance,
    paid: payment.allocations.map(({ invoiceId, amount }) => `${numberOf(invoiceId)}: ${(amount / 100).toFixed(2)}`).join(', '),
    owed_back: payment.owedBack / 100,
    iban: payment.payerIban,
  };
}
