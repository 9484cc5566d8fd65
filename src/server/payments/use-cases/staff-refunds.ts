/**
 * What a staff member's edit of a refund's item in the CMS asks for (an item of the money
 * collection, src/content/directus/invoice-collection.ts): status "approved" approves an owed
 * refund for the next transfer file, "owed" takes an approval back until the refund is sent, and
 * "sent" records an approved one whose payment named no account as paid by hand. What comes of it
 * is a note for the item; an edit that asks for what already is changes nothing.
 */
import { noteStamp } from '../../registrations/rules/note-stamp.ts';
import type { Refunds } from '../store/refunds-table.ts';

export interface RefundEditDeps {
  readonly refunds: Pick<Refunds, 'get' | 'approve' | 'withdraw' | 'sendByHand'>;
  readonly now: () => Date;
}

export type RefundEditOutcome = { readonly kind: 'unchanged' } | { readonly kind: 'done' | 'refused'; readonly note: string };

export async function applyRefundEdit(
  deps: RefundEditDeps,
  id: string,
  payload: Readonly<Record<string, unknown>>,
): Promise<RefundEditOutcome> {
  const refund = await deps.refunds.get(id);
  const state = payload.status;
  if (!refund || state === undefined || state === refund.state) return { kind: 'unchanged' };
  const now = deps.now();
  const stamp = noteStamp(now);
  const refused = (why: string) => ({ kind: 'refused' as const, note: `${stamp}: refused, nothing was changed: ${why}` });
  if (refund.state === 'sent') return refused(`it was sent in ${refund.transfer ?? 'a transfer'} already.`);
  if (state === 'approved') {
    if (!(await deps.refunds.approve(id, now.getTime()))) return refused('it is not owed.');
    return {
      kind: 'done',
      note: `${stamp}: approved; ${refund.payerIban ? 'it goes with the next transfer file (npm run payments:refunds).' : 'the payment came from no known account: pay it by hand.'}`,
    };
  }
  if (state === 'owed') {
    if (!(await deps.refunds.withdraw(id))) return refused('it is not approved.');
    return { kind: 'done', note: `${stamp}: approval taken back; it stays owed.` };
  }
  if (state === 'sent') {
    if (refund.payerIban) return refused('it goes with the next transfer file (npm run payments:refunds), to the account it came from.');
    if (!(await deps.refunds.sendByHand(id, now.getTime()))) return refused('approve it first.');
    return { kind: 'done', note: `${stamp}: recorded as paid by hand.` };
  }
  return refused(`"${String(state)}" is not a status staff set on a refund: "Refund approved", "Refund owed" or "Refund sent".`);
}
