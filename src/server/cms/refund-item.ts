/**
 * A refund as an item of the CMS's money collection (src/content/directus/invoice-collection.ts,
 * kind `refund`): its state, amount in EUR, why, the invoice (its number) and registration it pays
 * back for, who is paid back to which account, when it was owed, and the transfer it went in. Pure.
 */
import { berlinDate } from '../../content/calendar.ts';
import type { MONEY_REASONS, MONEY_STATUSES } from '../../content/directus/invoice-collection.ts';
import type { RefundRecord } from '../payments/store/refunds-table.ts';

export function refundItem(refund: RefundRecord, registrationKept: boolean): Record<string, unknown> & { id: string } {
  return {
    id: refund.id,
    kind: 'refund',
    number: refund.invoiceNumber,
    status: refund.state satisfies (typeof MONEY_STATUSES)[number],
    reason: refund.reason satisfies (typeof MONEY_REASONS)[number],
    registration: registrationKept ? refund.registrationId : null,
    buyer: refund.payerName,
    gross: refund.amount / 100,
    owed_back: refund.amount / 100,
    issued_at: berlinDate(new Date(refund.owedAt)),
    iban: refund.payerIban,
    transfer: refund.transfer,
  };
}
