/**
 * A refund as the CMS's `refunds` item shows it (src/content/directus/refund-collection.ts): its
 * state, amount in EUR, why, the invoice and registration, who paid from which account, and when
 * it was owed, approved and sent, in which transfer. Pure.
 */
import type { REFUND_ITEM_REASONS, REFUND_ITEM_STATES } from '../../content/directus/refund-collection.ts';
import type { RefundRecord } from '../payments/store/refunds-table.ts';

const at = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function refundItem(refund: RefundRecord, registrationKept: boolean): Record<string, unknown> {
  return {
    id: refund.id,
    state: refund.state satisfies (typeof REFUND_ITEM_STATES)[number],
    amount: refund.amount / 100,
    reason: refund.reason satisfies (typeof REFUND_ITEM_REASONS)[number],
    invoice: refund.invoiceNumber,
    registration: registrationKept ? refund.registrationId : null,
    payer: refund.payerName,
    iban: refund.payerIban,
    owed_at: at(refund.owedAt),
    approved_at: at(refund.approvedAt),
    sent_at: at(refund.sentAt),
    transfer: refund.transfer,
  };
}
