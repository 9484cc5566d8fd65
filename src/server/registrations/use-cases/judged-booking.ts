/**
 * A valid registration judged as both its submission (register.ts) and its price before it
 * (price-booking.ts) and a quote (src/server/quotes/) judge it: its date bookable today, its people as the date's kind takes them,
 * a private person only where private persons may book, and priced on its booking day with the
 * reductions it is kept with (src/content/discounts.ts): the group discounts that apply by
 * themselves (its account takes the one its places earn), and the code it typed, once the code is
 * known, valid for the date and not used up (in all, and by the company of its billing address).
 * A code that is none of these is the field's error, so the visitor may correct it or book
 * without it.
 */

import { berlinDate } from '../../../content/calendar.ts';
import { findDate } from '../../../content/content-index.ts';
import { type BookedDiscount, bookedDiscount, codeDiscountOf, groupDiscountsOf } from '../../../content/discounts.ts';
import type { Discount, SeminarDate } from '../../../content/types.ts';
import { registrationSchemaFor } from '../../../registration-contract/attendance.ts';
import type { ErrorCode, Registration } from '../../../registration-contract/schema.ts';
import { type BookedPrice, bookedPrice } from '../rules/booked-price.ts';
import { checkDate, forDate } from '../rules/date-check.ts';
import { type Submission, submittedDateId } from '../rules/submission.ts';
import { privateRefused, type RegisterDeps, type RegisterResult } from './entry-result.ts';

const codeError = (message: ErrorCode): Extract<RegisterResult, { kind: 'invalid' }> => ({
  kind: 'invalid',
  issues: [{ path: ['discountCode'], message }],
});

/** A valid registration as its date takes it and priced on its booking day (register.ts and price-booking.ts alike). */
export interface JudgedBooking {
  readonly registration: Registration;
  readonly date: SeminarDate;
  readonly price: BookedPrice;
  readonly now: number;
}

/**
 * Judges a valid registration as both the submission and the price before it judge it: its date
 * bookable today, its people as the date's kind takes them, a private person where private
 * persons may book, and priced on today's day in Germany with the reductions it gets.
 */
export async function judgedBooking(
  deps: Pick<RegisterDeps, 'getContent' | 'stores' | 'today' | 'now' | 'businessesOnly'>,
  valid: Registration,
): Promise<JudgedBooking | Extract<RegisterResult, { kind: 'invalid' | 'refused' }>> {
  const check = checkDate(deps.getContent(), valid.dateId, deps.today());
  if (!check.ok) return { kind: 'refused', code: check.reason };
  const registration = forDate(valid, check.seminar.format === 'hybrid');
  if ('kind' in registration) return registration;
  const refusedPrivate = privateRefused(deps, registration);
  if (refusedPrivate) return refusedPrivate;
  const now = deps.now().getTime();
  const bookedOn = berlinDate(new Date(now));
  const discounts = await bookingDiscounts(deps, registration, check.date, bookedOn, now);
  if ('kind' in discounts) return discounts;
  return { registration, date: check.date, price: bookedPrice(check.date, bookedOn, discounts), now };
}

/** A submission's values judged as a registration's would be: valid and bookable today, or why not. */
export async function judgedSubmission(
  submission: Submission,
  deps: Pick<RegisterDeps, 'getContent' | 'stores' | 'today' | 'now' | 'businessesOnly'>,
): Promise<JudgedBooking | Extract<RegisterResult, { kind: 'invalid' | 'refused' }>> {
  const submitted = findDate(deps.getContent(), submittedDateId(submission.input));
  const parsed = registrationSchemaFor(submitted?.seminar.format === 'hybrid').safeParse(submission.input);
  if (!parsed.success) return { kind: 'invalid', issues: parsed.error.issues };
  return judgedBooking(deps, parsed.data);
}

async function bookingDiscounts(
  deps: Pick<RegisterDeps, 'getContent' | 'stores'>,
  registration: Registration,
  date: SeminarDate,
  bookedOn: string,
  now: number,
): Promise<readonly BookedDiscount[] | Extract<RegisterResult, { kind: 'invalid' }>> {
  const content = deps.getContent();
  const groups = groupDiscountsOf(content, date, bookedOn);
  const typed = registration.discountCode;
  if (!typed) return groups;
  const found = codeDiscountOf(content, date, bookedOn, typed);
  if ('refused' in found) return codeError(found.refused === 'unknown' ? 'discountUnknown' : 'discountNotValid');
  const { discount } = found;
  if (await codeUsedUp(deps, discount, registration.billing.company, now)) return codeError('discountUsedUp');
  return [...groups, bookedDiscount(discount)];
}

/** Whether `discount`'s code is used up: in all, or by `company` (a billing name as typed), counted at `now`. */
export async function codeUsedUp(
  deps: Pick<RegisterDeps, 'stores'>,
  discount: Pick<Discount, 'code' | 'maxUses' | 'maxUsesPerCompany'>,
  company: string,
  now: number,
): Promise<boolean> {
  if (discount.code === null || (discount.maxUses === null && discount.maxUsesPerCompany === null)) return false;
  const used = await deps.stores.registrations.codeUses(discount.code, company, now);
  return (
    (discount.maxUses !== null && used.all >= discount.maxUses) ||
    (discount.maxUsesPerCompany !== null && used.company >= discount.maxUsesPerCompany)
  );
}
