/**
 * What a staff member's edit of a payment's item in the CMS asks for (an item of the money
 * collection, src/content/directus/invoice-collection.ts): "Assign to" names the invoices, by number or by
 * their registration's reference, that a payment waiting for staff pays. Each named invoice in
 * turn gets as much as it still owes as it stands in the transaction that books it; what is left
 * is owed back (a refund to approve); an invoice paid in full sends its receipt (PAYMENT_RECEIPTS),
 * all in that transaction. An invoice paid or
 * credited already, or none known, is refused, and so is a payment matched or assigned before.
 * What comes of it is a note for the item.
 */
import { formatCents } from '../../../i18n/format.ts';
import { noteStamp } from '../../registrations/rules/note-stamp.ts';
import { invoiceIndex, namedInvoices } from '../rules/matching.ts';
import { type ImportDeps, receipts } from './import-statement.ts';

export interface AssignDeps extends ImportDeps {
  readonly now: () => Date;
}

export type PaymentEditOutcome = { readonly kind: 'unchanged' } | { readonly kind: 'done' | 'refused'; readonly note: string };

const CURRENCY = 'EUR';

export async function applyPaymentEdit(
  deps: AssignDeps,
  id: string,
  payload: Readonly<Record<string, unknown>>,
): Promise<PaymentEditOutcome> {
  const text = typeof payload.assign_to === 'string' ? payload.assign_to.trim() : '';
  const payment = await deps.payments.get(id);
  if (!payment || text === '') return { kind: 'unchanged' };
  const now = deps.now();
  const stamp = noteStamp(now);
  const refused = (why: string) => ({ kind: 'refused' as const, note: `${stamp}: refused, nothing was changed: ${why}` });
  if (payment.state !== 'unmatched') return refused('the payment went to its invoices already.');
  if (payment.currency !== CURRENCY) return refused(`it is in ${payment.currency}, and the invoices are in euros: book it by hand.`);
  const named = namedInvoices(text, invoiceIndex(await deps.payments.payable()));
  if (named.length === 0)
    return refused(`no invoice is named in "${text}": give invoice numbers (RE-2027-00001) or registration references.`);
  const numberOf = (invoiceId: string) => named.find((invoice) => invoice.id === invoiceId)?.number ?? invoiceId;
  const paidOff = (ids: readonly string[]) => refused(`${ids.map(numberOf).join(', ')}: paid or credited already.`);
  const done = named.filter((invoice) => invoice.outstanding <= 0);
  if (done.length > 0) return paidOff(done.map((invoice) => invoice.id));
  // The receipts of every invoice named: those it completes go out.
  const mails = await receipts(deps, new Map(named.map((invoice) => [invoice.id, payment.valueDate])));
  const ids = named.map((invoice) => invoice.id);
  const outcome = await deps.payments.assign(id, ids, payment, now.getTime(), mails);
  if (outcome.kind === 'taken') return refused('the payment went to its invoices meanwhile.');
  if (outcome.kind === 'settled') return paidOff(outcome.invoiceIds);
  const paid = outcome.allocations.map(({ invoiceId, amount }) => `${numberOf(invoiceId)} ${formatCents('en', amount)}`);
  const back = outcome.owedBack > 0 ? `; ${formatCents('en', outcome.owedBack)} is owed back (see Refunds)` : '';
  return { kind: 'done', note: `${stamp}: assigned: ${paid.join(', ')}${back}.` };
}
