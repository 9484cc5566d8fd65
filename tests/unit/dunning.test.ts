/** The steps of an unpaid invoice and the statutory charges of a late payment (src/server/payments/rules/dunning.ts). */
import { describe, expect, it } from 'vitest';
import { type Dunnable, dunningStep, lateCharges } from '../../src/server/payments/rules/dunning.ts';

const PERIODS = { first: 7, second: 14, staff: 10 };
const invoice: Dunnable = { dueDate: '2027-03-05', outstanding: 119_000, disputed: false, taken: [] };

describe('an unpaid invoice', () => {
  it('is reminded the set days after its due day, again the set days after that, then handed to staff', () => {
    expect(dunningStep(invoice, '2027-03-11', PERIODS)).toBeNull();
    expect(dunningStep(invoice, '2027-03-12', PERIODS)).toBe('first');
    const reminded = { ...invoice, taken: [{ step: 'first' as const, day: '2027-03-12' }] };
    expect(dunningStep(reminded, '2027-03-25', PERIODS)).toBeNull();
    expect(dunningStep(reminded, '2027-03-26', PERIODS)).toBe('second');
    const twice = { ...invoice, taken: [...reminded.taken, { step: 'second' as const, day: '2027-03-26' }] };
    expect(dunningStep(twice, '2027-04-04', PERIODS)).toBeNull();
    expect(dunningStep(twice, '2027-04-05', PERIODS)).toBe('staff');
    expect(dunningStep({ ...twice, taken: [...twice.taken, { step: 'staff', day: '2027-04-05' }] }, '2028-01-01', PERIODS)).toBeNull();
  });

  it('counts each step from the day the one before was taken, so a late pass takes one step, not all', () => {
    expect(dunningStep(invoice, '2027-12-31', PERIODS)).toBe('first');
    const late = { ...invoice, taken: [{ step: 'first' as const, day: '2027-12-31' }] };
    expect(dunningStep(late, '2028-01-13', PERIODS)).toBeNull();
    expect(dunningStep(late, '2028-01-14', PERIODS)).toBe('second');
  });

  it('takes no step while disputed or once nothing is owed', () => {
    expect(dunningStep({ ...invoice, disputed: true }, '2027-06-01', PERIODS)).toBeNull();
    expect(dunningStep({ ...invoice, outstanding: 0 }, '2027-06-01', PERIODS)).toBeNull();
  });
});

describe('the charges of a late payment to a business', () => {
  it('are interest at the base rate plus nine points by the day from the due day, and the lump sum of 40 EUR', () => {
    // 1,190.00 EUR at 10.27 % for 31 days: 1190 × 0.1027 × 31 / 365 = 10.38 EUR.
    expect(lateCharges(119_000, '2027-03-05', '2027-04-05', 1.27)).toEqual({ rate: 10.27, days: 31, interest: 1_038, lumpSum: 4_000 });
  });

  it('follow a negative base rate, and are nothing on the due day', () => {
    expect(lateCharges(100_000, '2027-03-05', '2027-04-04', -0.88)).toMatchObject({ rate: 8.12, days: 30, interest: 667 });
    expect(lateCharges(100_000, '2027-03-05', '2027-03-05', 1.27)).toMatchObject({ days: 0, interest: 0 });
  });
});
