/**
 * Staff's edits of what concerns money, from the CMS's "Staff changes" flow (staff-routes.ts): an
 * invoice's status or mark (invoices/use-cases/staff-invoices.ts), a payment assigned to invoices
 * (payments/use-cases/assign-payment.ts), a refund approved (payments/use-cases/staff-refunds.ts),
 * all items of the CMS's money collection, and a bank statement uploaded to the file library's
 * statements folder (payments/use-cases/import-statement.ts). Each is carried out, noted on its
 * item (a file's description), and an item sent again as it stands.
 */
import { INVOICES } from '../../../content/directus/invoice-collection.ts';
import { type DirectusTarget, directusDownload, directusRequest } from '../../cms/request.ts';
import type { BillingDeps } from '../../invoices/use-cases/billing.ts';
import { applyInvoiceEdit } from '../../invoices/use-cases/staff-invoices.ts';
import { errorField, type Logger } from '../../log/log.ts';
import { StatementError } from '../../payments/rules/camt.ts';
import { isRefundId } from '../../payments/store/refunds-table.ts';
import { type AssignDeps, applyPaymentEdit } from '../../payments/use-cases/assign-payment.ts';
import { describeImport, importStatement } from '../../payments/use-cases/import-statement.ts';
import { applyRefundEdit, type RefundEditDeps } from '../../payments/use-cases/staff-refunds.ts';
import { noteStamp } from '../rules/note-stamp.ts';
import type { SeatChange } from '../use-cases/offer-seats.ts';
import { noteOn } from './staff-notes.ts';

export interface MoneyRouteOptions {
  /** The CMS, with the site's token: reads an uploaded file, writes the notes. */
  readonly cms: DirectusTarget;
  readonly log: Logger;
  readonly now: () => Date;
  /** What an invoice's edit (paid, credited, disputed) works with. */
  readonly billing: () => BillingDeps;
  /** What is owed back, for an approval. */
  readonly refunds: RefundEditDeps['refunds'];
  /** What a payment's assignment, and an uploaded statement's import, work with. */
  readonly assigning: () => AssignDeps;
  /** Mails were queued: the workers look now. */
  readonly onChanged: (seats: readonly SeatChange[]) => void;
  /** Sends the item again as it stands. */
  readonly resync: (id: string) => Promise<void>;
}

/** An invoice's edit (invoices/use-cases/staff-invoices.ts): carried out, noted on its item, and the item sent again as it stands. */
async function carryOutInvoice(options: MoneyRouteOptions, key: string, payload: Record<string, unknown>) {
  const outcome = await applyInvoiceEdit(options.billing(), key, payload).catch((error: unknown) => {
    options.log.error('staff change of an invoice failed', { id: key, error: errorField(error) });
    return { kind: 'refused' as const, note: 'The site could not carry it out; please save the change again.' };
  });
  if (outcome.kind === 'unchanged') return outcome.kind;
  options.log.info(outcome.kind === 'done' ? 'invoice changed by staff' : 'staff change of an invoice refused', { id: key });
  // A credit note's mails wait in the outbox: the workers look now.
  if (outcome.kind === 'done') options.onChanged([]);
  await noteOn(options, INVOICES, key, outcome.note);
  await options.resync(key);
  return outcome.kind;
}

/** A refund's approval, or its withdrawal: carried out, noted on its item, and the item sent again as it stands. */
async function carryOutRefund(options: MoneyRouteOptions, key: string, payload: Record<string, unknown>) {
  const deps = { refunds: options.refunds, now: options.now };
  const outcome = await applyRefundEdit(deps, key, payload).catch((error: unknown) => {
    options.log.error('staff change of a refund failed', { id: key, error: errorField(error) });
    return { kind: 'refused' as const, note: 'The site could not carry it out; please save the change again.' };
  });
  if (outcome.kind === 'unchanged') return outcome.kind;
  options.log.info(outcome.kind === 'done' ? 'refund changed by staff' : 'staff change of a refund refused', { id: key });
  await noteOn(options, INVOICES, key, outcome.note);
  await options.resync(key);
  return outcome.kind;
}

/** A payment's assignment to invoices: carried out, noted on its item, and the item sent again as it stands. */
async function carryOutPayment(options: MoneyRouteOptions, key: string, payload: Record<string, unknown>) {
  const outcome = await applyPaymentEdit(options.assigning(), key, payload).catch((error: unknown) => {
    options.log.error('staff assignment of a payment failed', { id: key, error: errorField(error) });
    return { kind: 'refused' as const, note: 'The site could not carry it out; please save the change again.' };
  });
  if (outcome.kind === 'unchanged') return outcome.kind;
  options.log.info(outcome.kind === 'done' ? 'payment assigned by staff' : 'staff assignment of a payment refused', { id: key });
  // Its receipts wait in the outbox: the workers look now.
  if (outcome.kind === 'done') options.onChanged([]);
  await noteOn(options, INVOICES, key, outcome.note);
  await options.resync(key);
  return outcome.kind;
}

/** The most a bank statement uploaded to the CMS may hold. */
const MAX_STATEMENT_BYTES = 50 * 1024 * 1024;

/** A bank statement uploaded to the CMS (`key`: its file): imported, and what came of it noted as the file's description. */
async function carryOutStatement(options: MoneyRouteOptions, key: string) {
  const stamp = noteStamp(options.now());
  const file = await directusDownload(options.cms, { id: key, maxBytes: MAX_STATEMENT_BYTES });
  const deps = options.assigning();
  const outcome = !file.ok
    ? { kind: 'refused' as const, note: `${stamp}: the file could not be read from the CMS (${file.error}); upload it again.` }
    : await importStatement(deps, file.text, deps.now().getTime()).then(
        (summary) => ({ kind: 'done' as const, note: `${stamp}: ${describeImport(summary)}.` }),
        (error: unknown) => {
          if (error instanceof StatementError) return { kind: 'refused' as const, note: `${stamp}: nothing booked: ${error.message}` };
          options.log.error('importing an uploaded bank statement failed', { id: key, error: errorField(error) });
          return { kind: 'refused' as const, note: `${stamp}: the site could not book it; upload it again.` };
        },
      );
  options.log.info(outcome.kind === 'done' ? 'bank statement imported from the CMS' : 'bank statement from the CMS not imported', {
    id: key,
  });
  // Its receipts wait in the outbox, its payments for staff in the CMS's: the workers look now.
  if (outcome.kind === 'done') options.onChanged([]);
  // A file's note is its description.
  const noted = await directusRequest(options.cms, {
    method: 'PATCH',
    path: `/files/${encodeURIComponent(key)}`,
    body: { description: outcome.note },
  });
  if (!noted.ok) options.log.warn('bank statement: its note not written to the CMS', { id: key, error: noted.error });
  return outcome.kind;
}

/** Directus's file library: a new file in the statements' folder is a bank statement (cms/scripts/setup.ts's flow). */
const FILES = 'directus_files';

/**
 * The edit of an item of `collection` carried out, when it is money's: an item of the money
 * collection (a refund, a payment or a document, by its key) or a statement uploaded; null otherwise.
 */
export async function moneyEdit(options: MoneyRouteOptions, collection: string, key: string, payload: Record<string, unknown>) {
  if (collection === FILES) return carryOutStatement(options, key);
  if (collection !== INVOICES) return null;
  if (isRefundId(key)) return carryOutRefund(options, key, payload);
  if (await options.assigning().payments.get(key)) return carryOutPayment(options, key, payload);
  return carryOutInvoice(options, key, payload);
}
