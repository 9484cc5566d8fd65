/**
 * Which reductions a booking gets (discount-schema.ts), and what each takes off: the group
 * discounts that apply by themselves (those for the date on the booking day; of them, the one
 * that takes most off the places booked now counts, so a registration that grows to three gets
 * its group discount) and the code a booker typed, when it is known, active, valid on the
 * booking day and for the date. Each takes its percentage or amount off the course fee of every
 * place from its `fromPlace` on, the two together never more than the course fee. Uses of a code
 * are the registrations' to count (the server's). Pure.
 */
import type { DiscountKind } from './discount-schema.ts';
import { normalCode } from './discount-schema.ts';
import type { Content, Discount, SeminarDate } from './types.ts';

/** A reduction as a registration keeps it from its booking day on, whatever the CMS later says. */
export interface BookedDiscount {
  readonly id: string;
  /** The code typed for it; null for a group discount. */
  readonly code: string | null;
  readonly kind: DiscountKind;
  /** Per cent, or net cents off each place. */
  readonly value: number;
  readonly fromPlace: number;
  readonly label: { readonly de: string; readonly en: string };
}

/** Whether `discount` may be booked for `date` on `bookedOn` ('YYYY-MM-DD', Germany). */
function appliesTo(discount: Discount, date: SeminarDate, bookedOn: string): boolean {
  if (!discount.active) return false;
  if ((discount.validFrom && bookedOn < discount.validFrom) || (discount.validUntil && bookedOn > discount.validUntil)) return false;
  if (discount.seminarIds.length > 0 && !discount.seminarIds.includes(date.seminarId)) return false;
  return discount.dateIds.length === 0 || discount.dateIds.includes(date.id);
}

export const bookedDiscount = (discount: Discount): BookedDiscount => ({
  id: discount.id,
  code: discount.code,
  kind: discount.kind,
  value: discount.kind === 'percent' ? discount.value : Math.round(discount.value * 100),
  fromPlace: discount.fromPlace,
  label: { de: discount.labelDe, en: discount.labelEn },
});

/** What `discount` takes off one place whose course fee is `courseFee` (net cents), before the cap. */
export const offOnePlace = (discount: BookedDiscount, courseFee: number): number =>
  discount.kind === 'percent' ? Math.round((courseFee * discount.value) / 100) : Math.min(discount.value, courseFee);

/** The group discounts a booking of `date` on `bookedOn` is kept with: each that applies by itself then. */
export function groupDiscountsOf(content: Content, date: SeminarDate, bookedOn: string): BookedDiscount[] {
  return content.discounts.filter((discount) => discount.code === null && appliesTo(discount, date, bookedOn)).map(bookedDiscount);
}

/** Why a code typed gets no reduction: nobody knows it, or it does not hold for this booking. */
export type CodeRefusal = 'unknown' | 'notValid';

/** The discount of the code a booker typed for `date` on `bookedOn`, or why there is none. */
export function codeDiscountOf(
  content: Content,
  date: SeminarDate,
  bookedOn: string,
  typed: string,
): { readonly discount: Discount } | { readonly refused: CodeRefusal } {
  const code = normalCode(typed);
  const discount = content.discounts.find((item) => item.code === code);
  if (!discount) return { refused: 'unknown' };
  return appliesTo(discount, date, bookedOn) ? { discount } : { refused: 'notValid' };
}

/** What one discount takes off a booking: net cents off each place it applies to, and in all. */
export interface DiscountShare {
  readonly discount: BookedDiscount;
  readonly places: readonly { readonly position: number; readonly amount: number }[];
  readonly amount: number;
}

/**
 * What the discounts take off the places booked (their positions, in order): the group discount
 * that takes most, then each code's; each place from a discount's `fromPlace` on loses its share of
 * the course fee, the discounts in turn never taking more than the course fee. Net cents per
 * discount, with the places it took them off.
 */
export function discountShares(discounts: readonly BookedDiscount[], courseFee: number, booked: readonly number[]): DiscountShare[] {
  const taken = (applied: readonly BookedDiscount[]) => shares(applied, courseFee, booked);
  const off = (candidate: BookedDiscount | null) => (candidate ? (taken([candidate])[0]?.amount ?? 0) : 0);
  // Of the group discounts, the one that takes most off the places booked now.
  const best = discounts
    .filter((discount) => discount.code === null)
    .reduce<BookedDiscount | null>((chosen, discount) => (off(discount) > off(chosen) ? discount : chosen), null);
  return taken([...(best ? [best] : []), ...discounts.filter((discount) => discount.code !== null)]);
}

/** What `discounts` take off in turn, never more than the course fee of a place. */
function shares(discounts: readonly BookedDiscount[], courseFee: number, booked: readonly number[]): DiscountShare[] {
  const left = new Map(booked.map((position) => [position, courseFee]));
  return discounts.flatMap((discount) => {
    const places: Array<{ position: number; amount: number }> = [];
    booked.forEach((position, index) => {
      if (index + 1 < discount.fromPlace) return;
      const off = Math.min(offOnePlace(discount, courseFee), left.get(position) ?? 0);
      if (off <= 0) return;
      left.set(position, (left.get(position) ?? 0) - off);
      places.push({ position, amount: off });
    });
    const amount = places.reduce((sum, place) => sum + place.amount, 0);
    return amount > 0 ? [{ discount, places, amount }] : [];
  });
}
