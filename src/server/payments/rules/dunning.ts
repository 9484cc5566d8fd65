/**
 * When an unpaid invoice is reminded, and what a late payment costs a business. The first
 * reminder goes PAYMENT_REMINDER_DAYS after the due day, the second SECOND_REMINDER_DAYS after
 * the first went, and REMINDERS_TO_STAFF_DAYS after the second the invoice is handed to staff:
 * each step counts from the day the one before was taken, so a server that was down takes the
 * steps late, one a day at most. Nothing is due while staff mark the invoice disputed, nor for an
 * invoice paid, credited or a credit note (nothing outstanding). Pure.
 */
import { addDays, daysFrom } from '../../../content/calendar.ts';
import { DUNNING_STEPS, type DunningStep } from '../../database/column-values.ts';

/** The days each step waits: the first reminder after the due day, the second after the first, the hand-over to staff after the second. */
export type DunningPeriods = Readonly<Record<DunningStep, number>>;

export interface Dunnable {
  /** 'YYYY-MM-DD'. */
  readonly dueDate: string;
  /** Cents still owed (payment-status.ts, outstandingOf). */
  readonly outstanding: number;
  readonly disputed: boolean;
  /** The steps taken, each with the day it was taken on. */
  readonly taken: readonly { readonly step: DunningStep; readonly day: string }[];
}

/** The step due for `invoice` on `today` ('YYYY-MM-DD'); null when none. */
export function dunningStep(invoice: Dunnable, today: string, periods: DunningPeriods): DunningStep | null {
  if (invoice.outstanding <= 0 || invoice.disputed) return null;
  const taken = Math.max(-1, ...invoice.taken.map((step) => DUNNING_STEPS.indexOf(step.step)));
  const next = DUNNING_STEPS[taken + 1];
  if (next === undefined) return null;
  const from = taken < 0 ? invoice.dueDate : (invoice.taken.find((step) => step.step === DUNNING_STEPS[taken])?.day ?? invoice.dueDate);
  return addDays(from, periods[next]) <= today ? next : null;
}

/** The statutory lump sum a business in default owes (§ 288 (5) BGB), cents. */
export const LUMP_SUM = 4_000;
/** The points above the base rate a business in default pays interest at (§ 288 (2) BGB). */
const BUSINESS_POINTS = 9;

export interface LateCharges {
  /** Per cent a year. */
  readonly rate: number;
  /** The days in default: from the day after the due day to `today`. */
  readonly days: number;
  /** Cents, to `today`. */
  readonly interest: number;
  readonly lumpSum: number;
}

/**
 * What a business owes beyond `outstanding` cents on `today` for paying late since `dueDate`:
 * interest at the base rate plus nine points a year, by the day (a year of 365 days), and the
 * lump sum.
 */
export function lateCharges(outstanding: number, dueDate: string, today: string, baseRate: number): LateCharges {
  const rate = Math.round((baseRate + BUSINESS_POINTS) * 100) / 100;
  const days = Math.max(0, daysFrom(dueDate, today));
  return { rate, days, interest: Math.max(0, Math.round((outstanding * rate * days) / 36_500)), lumpSum: LUMP_SUM };
}
