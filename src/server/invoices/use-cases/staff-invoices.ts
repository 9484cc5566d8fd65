/**
 * What a staff member's edit of an invoice's item in the CMS asks for
 * (src/content/directus/invoice-collection.ts): status "Paid" records the payment now,
 * "Open" takes a payment back, "Credited" reverses the invoice by a credit note, drawn and
 * mailed at once; "Disputed" stops its reminders (src/server/payments/rules/dunning.ts) until
 * it is cleared. What comes of it is a note for the item; an edit that asks for what already is
 * changes nothing.
 */

import { noteStamp } from '../../registrations/rules/note-stamp.ts';
import type { InvoiceRecord } from '../store/invoice-records.ts';
import { type BillingDeps, creditInvoice, drawIssued } from './billing.ts';

export type InvoiceEditOutcome = { readonly kind: 'unchanged' } | { readonly kind: 'done' | 'refused'; readonly note: string };

/** The mark "Disputed" set or cleared; null when the edit does not change it. */
async function applyDispute(deps: BillingDeps, invoice: InvoiceRecord, disputed: unknown): Promise<InvoiceEditOutcome | null> {
  if (typeof disputed !== 'boolean' || disputed === (invoice.disputedAt !== null)) return null;
  const stamp = noteStamp(deps.now());
  if (invoice.kind !== 'invoice')
    return { kind: 'refused', note: `${stamp}: refused, nothing was changed: a credit note is not disputed.` };
  await deps.stores.committed(() => deps.invoices.setDisputed(invoice.id, disputed ? deps.now().toISOString() : null));
  return {
    kind: 'done',
    note: `${stamp}: ${disputed ? 'marked disputed: no reminder goes out while it is.' : 'no longer disputed: reminders go out again when due.'}`,
  };
}

/** The status staff set; null when the edit does not change it. */
async function applyStatus(deps: BillingDeps, invoice: InvoiceRecord, status: unknown): Promise<InvoiceEditOutcome | null> {
  if (status === undefined || status === invoice.status) return null;
  const { id } = invoice;
  const stamp = noteStamp(deps.now());
  const refused = (why: string) => ({ kind: 'refused' as const, note: `${stamp}: refused, nothing was changed: ${why}` });
  if (invoice.kind !== 'invoice') return refused('a credit note has no status to set.');
  if (invoice.status === 'credited') return refused('the invoice is reversed by a credit note already.');
  if (status === 'paid' || status === 'open') {
    const at = status === 'paid' ? deps.now().toISOString() : null;
    // Reversed meanwhile (billing, another edit): it stays credited.
    if (!(await deps.stores.committed(() => deps.invoices.setStatus(id, status, at))))
      return refused('the invoice is reversed by a credit note already.');
    return { kind: 'done', note: `${stamp}: ${status === 'paid' ? 'recorded as paid' : 'recorded as not paid'}.` };
  }
  if (status !== 'credited') return refused(`"${String(status)}" is not a status staff set.`);
  const credit = await creditInvoice(deps, id);
  if (!credit) return refused('the invoice cannot be reversed.');
  await drawIssued(deps);
  return { kind: 'done', note: `${stamp}: reversed by credit note ${credit.number}, mailed to the buyer.` };
}

export async function applyInvoiceEdit(
  deps: BillingDeps,
  id: string,
  payload: Readonly<Record<string, unknown>>,
): Promise<InvoiceEditOutcome> {
  const invoice = await deps.invoices.get(id);
  if (!invoice) return { kind: 'unchanged' };
  const outcomes = [await applyDispute(deps, invoice, payload.disputed), await applyStatus(deps, invoice, payload.status)].flatMap(
    (outcome) => (outcome && outcome.kind !== 'unchanged' ? [outcome] : []),
  );
  if (outcomes.length === 0) return { kind: 'unchanged' };
  return {
    kind: outcomes.some((outcome) => outcome.kind === 'done') ? 'done' : 'refused',
    note: outcomes.map((outcome) => outcome.note).join('\n'),
  };
}
