/** Which open invoices a payment pays (src/server/payments/rules/matching.ts), certain or for staff to decide. */
import { describe, expect, it } from 'vitest';
import { invoiceIndex, MAX_SUGGESTIONS, type Match, matchPayment, type PayableInvoice } from '../../src/server/payments/rules/matching.ts';

const invoice = (number: string, reference: string, outstanding: number): PayableInvoice => ({
  id: `id-${number}`,
  number,
  reference,
  outstanding,
});

const A = invoice('RE-2027-00001', 'TQWCZS', 259_420);
const B = invoice('RE-2027-00002', 'HK7M3P', 45_220);
const C = invoice('RE-2027-00003', 'HK7M3P', 10_000);
const PAID = invoice('RE-2027-00004', 'ZX9R2D', 0);
const D = invoice('RE-2027-00120', 'W4N8QY', 77_000);
const index = invoiceIndex([A, B, C, PAID, D]);

describe('a payment', () => {
  it('settles the invoice whose number it names at the exact amount, however the bank spaced the number', () => {
    for (const text of ['RE-2027-00001', 'Rechnung re 2027 00001 Muster GmbH', 'RE202700001', 'RE-2027- 00001 / Kd 44'])
      expect(matchPayment(259_420, text, index)).toEqual({
        kind: 'matched',
        allocations: [{ invoiceId: A.id, amount: 259_420 }],
        owedBack: 0,
      });
  });

  it("settles a registration's open invoices by its reference, and both invoices one transfer names", () => {
    expect(matchPayment(55_220, 'Vorgang hk7m3p', index)).toEqual({
      kind: 'matched',
      allocations: [
        { invoiceId: B.id, amount: 45_220 },
        { invoiceId: C.id, amount: 10_000 },
      ],
      owedBack: 0,
    });
    expect(matchPayment(304_640, 'RE-2027-00001 und RE-2027-00002', index)).toMatchObject({ kind: 'matched', owedBack: 0 });
  });

  it('pays one invoice in part, and settles with the rest owed back when it pays more', () => {
    expect(matchPayment(100_000, 'RE-2027-00001', index)).toEqual({
      kind: 'matched',
      allocations: [{ invoiceId: A.id, amount: 100_000 }],
      owedBack: 0,
    });
    expect(matchPayment(260_000, 'RE-2027-00001', index)).toEqual({
      kind: 'matched',
      allocations: [{ invoiceId: A.id, amount: 259_420 }],
      owedBack: 580,
    });
  });

  it('goes to staff when it pays too little for the several invoices it names, or names one already settled', () => {
    expect(matchPayment(50_000, 'HK7M3P', index)).toEqual({ kind: 'unmatched', reason: 'too-little', suggestions: [B.id, C.id] });
    expect(matchPayment(45_220, 'RE-2027-00004', index)).toEqual({ kind: 'unmatched', reason: 'settled', suggestions: [PAID.id] });
  });

  it('goes to staff with the likely invoice when a number or reference is one character off', () => {
    expect(matchPayment(259_420, 'RE-2027-00011', index)).toEqual({ kind: 'unmatched', reason: 'near-miss', suggestions: [A.id] });
    // Two digits swapped, and a reference with one wrong character.
    expect(matchPayment(77_000, 'RE-2027-00210', index)).toMatchObject({ reason: 'near-miss', suggestions: [D.id] });
    expect(matchPayment(259_420, 'TQWCZ5', index)).toMatchObject({ reason: 'near-miss', suggestions: [A.id] });
  });

  it('names none: staff see the open invoices of exactly its amount, else none', () => {
    expect(matchPayment(45_220, 'Danke fuer das Seminar', index)).toEqual({
      kind: 'unmatched',
      reason: 'no-reference',
      suggestions: [B.id],
    });
    expect(matchPayment(12_345, 'Danke', index)).toEqual({ kind: 'unmatched', reason: 'unknown', suggestions: [] });
  });

  it('suggests by amount only the invoices that still owe it (one paid earlier in the statement no longer)', () => {
    const twins = [invoice('RE-2027-00700', 'QRST23', 5_000), invoice('RE-2027-00701', 'QRST24', 5_000)].map((one) => ({ ...one }));
    const owing = invoiceIndex(twins);
    twins[0]!.outstanding = 0;
    expect(matchPayment(5_000, 'Seminar', owing)).toEqual({ kind: 'unmatched', reason: 'no-reference', suggestions: [twins[1]!.id] });
  });

  it('suggests a few invoices at most', () => {
    const many = invoiceIndex(
      Array.from({ length: 20 }, (_, n) => invoice(`RE-2027-${String(n + 500).padStart(5, '0')}`, `ABCD${23 + n}`, 1000)),
    );
    expect(matchPayment(1000, '', many)).toMatchObject({ reason: 'no-reference' });
    expect((matchPayment(1000, '', many) as Extract<Match, { kind: 'unmatched' }>).suggestions).toHaveLength(MAX_SUGGESTIONS);
  });
});
