/**
 * The reductions a new registration is kept with from its booking day (src/content/discounts.ts):
 * the group discounts that apply by themselves (its account takes the one its places earn), and
 * the code it typed, once the code is
 * known, valid for the date and not used up (in all, and by the company of its billing
 * address). A code that is none of these is the field's error, so the visitor may correct it
 * or book without it.
 */
import { type BookedDiscount, bookedDiscount, codeDiscountOf, groupDiscountsOf } from '../../../content/discounts.ts';
import type { SeminarDate } from '../../../content/types.ts';
import type { ErrorCode, Registration } from '../../../registration-contract/schema.ts';
import type { RegisterDeps, RegisterResult } from './entry-result.ts';

const codeError = (message: ErrorCode): Extract<RegisterResult, { kind: 'invalid' }> => ({
  kind: 'invalid',
  issues: [{ path: ['discountCode'], message }],
});

export async function bookingDiscounts(
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
  if (discount.maxUses !== null || discount.maxUsesPerCompany !== null) {
    const used = await deps.stores.registrations.codeUses(typed, registration.billing.company, now);
    if (
      (discount.maxUses !== null && used.all >= discount.maxUses) ||
      (discount.maxUsesPerCompany !== null && used.company >= discount.maxUsesPerCompany)
    )
      return codeError('discountUsedUp');
  }
  return [...groups, bookedDiscount(discount)];
}
