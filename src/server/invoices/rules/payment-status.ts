/**
 * An invoice's state as its buyer and staff see it, from its stored status, what its payments
 * add up to and the day: paid, credited (reversed by a credit note), overdue once its due day has
 * passed unpaid, partly paid, or open; a credit note is issued. Pure.
 */

export const PAYMENT_STATUSES = ['open', 'partly-paid', 'paid', 'overdue', 'credited', 'issued'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface Payable {
  readonly kind: 'invoice' | 'credit';
  readonly status: 'open' | 'paid' | 'credited' | 'issued';
  /** Cents. */
  readonly gross: number;
  /** 'YYYY-MM-DD'. */
  readonly dueDate: string;
}

/** The state of `invoice`, which has received `received` cents, on `today` ('YYYY-MM-DD'). */
export function paymentStatus(invoice: Payable, received: number, today: string): PaymentStatus {
  if (invoice.kind === 'credit') return 'issued';
  if (invoice.status === 'credited' || invoice.status === 'paid') return invoice.status;
  if (received >= invoice.gross) return 'paid';
  if (invoice.dueDate < today) return 'overdue';
  return received > 0 ? 'partly-paid' : 'open';
}

/** What is still owed of `invoice` (cents): nothing once it is paid, credited or a credit note. */
export const outstandingOf = (invoice: Payable, received: number): number =>
  invoice.kind === 'invoice' && invoice.status === 'open' ? Math.max(0, invoice.gross - received) : 0;
