/**
 * Which open invoices an incoming payment pays, from what its payer wrote and its amount: the
 * invoice numbers it names (however the bank broke or spaced them) and the registrations'
 * references (each stands for its registration's open invoices). Certain only when it names
 * open invoices: then an exact amount settles them, less settles the one it names in part, and
 * more settles them with the rest owed back. Everything else goes to staff with the invoices it
 * most likely pays: a number or reference one character off, several invoices it pays too
 * little for, an invoice already paid or credited, or, naming none, the open invoices of
 * exactly its amount. Pure; an index of the open invoices (`invoiceIndex`) keeps each payment's
 * cost the same however many invoices are open.
 */
import { REFERENCE_ALPHABET, REFERENCE_LENGTH } from '../../../registration-contract/reference.ts';
import type { UnmatchedReason } from '../../database/column-values.ts';

/** An invoice a payment may pay, with what is still owed of it (cents; 0 once paid or credited). */
export interface PayableInvoice {
  readonly id: string;
  /** 'RE-2027-00001'. */
  readonly number: string;
  /** Its registration's reference. */
  readonly reference: string;
  readonly outstanding: number;
}

export interface Allocation {
  readonly invoiceId: string;
  readonly amount: number;
}

export type Match =
  | { readonly kind: 'matched'; readonly allocations: readonly Allocation[]; readonly owedBack: number }
  | { readonly kind: 'unmatched'; readonly reason: UnmatchedReason; readonly suggestions: readonly string[] };

export interface InvoiceIndex {
  readonly byNumber: ReadonlyMap<string, PayableInvoice>;
  readonly byReference: ReadonlyMap<string, readonly PayableInvoice[]>;
  /** The numbers and references, whole and with one character left out, for the near misses. */
  readonly byDeletion: ReadonlyMap<string, readonly PayableInvoice[]>;
  readonly byAmount: ReadonlyMap<number, readonly PayableInvoice[]>;
}

/** 'RE-2027-00001' without its hyphens: how numbers are compared. */
const compact = (number: string) => number.replace(/-/g, '');

/** `word` with each of its characters left out in turn (one edit apart: they share one of these, or one is the other). */
const deletions = (word: string): string[] => Array.from({ length: word.length }, (_, at) => word.slice(0, at) + word.slice(at + 1));

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const known = map.get(key);
  if (known) known.push(value);
  else map.set(key, [value]);
}

export function invoiceIndex(invoices: readonly PayableInvoice[]): InvoiceIndex {
  const byNumber = new Map<string, PayableInvoice>();
  const byReference = new Map<string, PayableInvoice[]>();
  const byDeletion = new Map<string, PayableInvoice[]>();
  const byAmount = new Map<number, PayableInvoice[]>();
  for (const invoice of invoices) {
    const number = compact(invoice.number);
    byNumber.set(number, invoice);
    push(byReference, invoice.reference, invoice);
    // Each key once per invoice ('00' loses either of its zeros to the same word).
    for (const word of [number, invoice.reference]) for (const key of new Set([word, ...deletions(word)])) push(byDeletion, key, invoice);
    if (invoice.outstanding > 0) push(byAmount, invoice.outstanding, invoice);
  }
  return { byNumber, byReference, byDeletion, byAmount };
}

/** Invoice numbers as payers write them: letters, the year and the serial, spaced, hyphenated or run together (one digit more or less). */
const NUMBER_LIKE = /\b([A-Z]{1,5})[\s-]*(\d{4})[\s-]*(\d{4,6})\b/g;
const REFERENCE_LIKE = new RegExp(`(?<![A-Z0-9])[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}(?![A-Z0-9])`, 'g');

/** The words of a remittance text that may be invoice numbers or references, in their compared forms. */
function candidates(remittance: string): { numbers: string[]; references: string[] } {
  const upper = remittance.toUpperCase();
  const numbers = [...upper.matchAll(NUMBER_LIKE)].map(([, prefix, year, serial]) => `${prefix}${year}${serial}`);
  const references = [...upper.matchAll(REFERENCE_LIKE)].map(([word]) => word);
  return { numbers: [...new Set(numbers)], references: [...new Set(references)] };
}

/** The invoices one character away from any of `words` (none of them named exactly). */
function nearMisses(words: readonly string[], index: InvoiceIndex): PayableInvoice[] {
  const found = new Set<PayableInvoice>();
  for (const word of words)
    for (const key of [word, ...deletions(word)]) for (const invoice of index.byDeletion.get(key) ?? []) found.add(invoice);
  return [...found];
}

/** The most invoices staff are shown for one payment. */
export const MAX_SUGGESTIONS = 5;

/** The ids of the first MAX_SUGGESTIONS of `invoices`, each once. */
function ids(invoices: Iterable<PayableInvoice>): string[] {
  const found = new Set<string>();
  for (const invoice of invoices) {
    if (found.size === MAX_SUGGESTIONS) break;
    found.add(invoice.id);
  }
  return [...found];
}

/** The invoices `text` names by number or by their registration's reference (however written), each once, in the order named. */
export const namedInvoices = (text: string, index: InvoiceIndex): PayableInvoice[] => invoicesNamedBy(candidates(text), index);

/** The invoices `words` (candidates) name, each once, in the order named. */
function invoicesNamedBy(words: ReturnType<typeof candidates>, index: InvoiceIndex): PayableInvoice[] {
  const numbered = words.numbers.flatMap((number) => index.byNumber.get(number) ?? []);
  const referenced = words.references.flatMap((reference) => index.byReference.get(reference) ?? []);
  return [...new Set([...numbered, ...referenced])];
}

/** What `amount` cents that staff assign to `invoices` pays: each in turn as much as it still owes, the rest owed back. */
export function assignedTo(amount: number, invoices: readonly PayableInvoice[]): { allocations: Allocation[]; owedBack: number } {
  let left = amount;
  const allocations: Allocation[] = [];
  for (const invoice of invoices) {
    const paid = Math.min(left, invoice.outstanding);
    if (paid <= 0) continue;
    allocations.push({ invoiceId: invoice.id, amount: paid });
    left -= paid;
  }
  return { allocations, owedBack: left };
}

/** The invoices of `invoices` that still owe `amount` cents, lazily. */
function* stillOwing(invoices: readonly PayableInvoice[], amount: number): Iterable<PayableInvoice> {
  for (const invoice of invoices) if (invoice.outstanding === amount) yield invoice;
}

/** What a payment of `amount` cents with `remittance` pays. */
export function matchPayment(amount: number, remittance: string, index: InvoiceIndex): Match {
  const words = candidates(remittance);
  const named = invoicesNamedBy(words, index);
  const open = named.filter((invoice) => invoice.outstanding > 0);
  if (open.length === 0 && named.length > 0) return { kind: 'unmatched', reason: 'settled', suggestions: ids(named) };
  if (open.length > 0) {
    const owed = open.reduce((sum, invoice) => sum + invoice.outstanding, 0);
    if (amount >= owed)
      return {
        kind: 'matched',
        allocations: open.map((invoice) => ({ invoiceId: invoice.id, amount: invoice.outstanding })),
        owedBack: amount - owed,
      };
    const [only] = open;
    if (open.length === 1 && only) return { kind: 'matched', allocations: [{ invoiceId: only.id, amount }], owedBack: 0 };
    return { kind: 'unmatched', reason: 'too-little', suggestions: ids(open) };
  }
  const near = nearMisses([...words.numbers, ...words.references], index);
  if (near.length > 0) return { kind: 'unmatched', reason: 'near-miss', suggestions: ids(near) };
  // Those still owing exactly its amount (an earlier payment of the statement may have paid one).
  const fitting = ids(stillOwing(index.byAmount.get(amount) ?? [], amount));
  return fitting.length > 0
    ? { kind: 'unmatched', reason: 'no-reference', suggestions: fitting }
    : { kind: 'unmatched', reason: 'unknown', suggestions: [] };
}
