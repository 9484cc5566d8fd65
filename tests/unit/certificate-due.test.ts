import { describe, expect, it } from 'vitest';
import { certificateDue } from '../../src/server/certificates/rules/certificate-due.ts';

const TWO_DAYS = { days: ['2027-03-01', '2027-03-02'], hasExam: true };
const both = new Set(TWO_DAYS.days);

describe('what a place is due after the course', () => {
  it("is the seminar's certificate for every day attended and a pass, a retake's included", () => {
    expect(certificateDue(TWO_DAYS, both, [{ passed: true, on: '2027-03-02' }])).toEqual({ kind: 'seminar' });
    expect(
      certificateDue(TWO_DAYS, both, [
        { passed: false, on: '2027-03-02' },
        { passed: true, on: '2027-04-12' },
      ]),
    ).toEqual({ kind: 'seminar' });
  });

  it('is a certificate of attendance for a failed exam, or for every day of a course without one', () => {
    expect(certificateDue(TWO_DAYS, both, [{ passed: false, on: '2027-03-02' }])).toEqual({ kind: 'attendance' });
    expect(certificateDue({ ...TWO_DAYS, hasExam: false }, both, [])).toEqual({ kind: 'attendance' });
  });

  it('is nothing for a place that missed one of two days, whatever its result', () => {
    const first = new Set(['2027-03-01']);
    expect(certificateDue(TWO_DAYS, first, [{ passed: true, on: '2027-03-02' }])).toEqual({ kind: 'none', why: 'missedADay' });
    expect(certificateDue({ ...TWO_DAYS, hasExam: false }, first, [])).toEqual({ kind: 'none', why: 'missedADay' });
    expect(certificateDue({ days: [], hasExam: false }, both, [])).toEqual({ kind: 'none', why: 'missedADay' });
  });

  it('is nothing yet while the result of an attended course with an exam is awaited', () => {
    expect(certificateDue(TWO_DAYS, both, [])).toEqual({ kind: 'notYet', why: 'resultAwaited' });
  });
});
