/**
 * Reductions of a place's course fee, which staff keep in the CMS (`discounts`): a group discount
 * that applies by itself from a registration's n-th place, or a code a booker types (for a
 * partner, the alumni, a framework agreement). Each is a percentage or an amount (net EUR) off
 * the course fee of each place it applies to, for every seminar or those and the dates it names,
 * on the booking days it is valid; a code may be used a number of times in all and per company.
 * Codes are never drawn into a page: only the server reads them.
 */
import { z } from 'zod';
import { id, isoDate, money, slug, text } from './field-kinds.ts';

export const DISCOUNT_KINDS = ['percent', 'amount'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** What a booker types, in capitals, digits and hyphens. */
export const DISCOUNT_CODE = /^[A-Z0-9][A-Z0-9-]{2,30}[A-Z0-9]$/;

/** A code as someone typed it, in its stored form (capitals, without spaces around). */
export const normalCode = (typed: string) => typed.trim().toUpperCase();

export const DiscountSchema = z
  .object({
    id: slug,
    /** What a booker types for it; null: a group discount that applies by itself. */
    code: z.string().transform(normalCode).pipe(z.string().regex(DISCOUNT_CODE, 'must be 4 to 32 capitals, digits or hyphens')).nullable(),
    kind: z.enum(DISCOUNT_KINDS),
    /** Per cent off the course fee (1 to 100), or net EUR off it per place. */
    value: money.positive(),
    /** The place of one registration it applies from (1: every place; 3: the third and every one after it). */
    fromPlace: z.number().int().min(1).max(10).default(1),
    /** The seminars it applies to; none: every seminar. */
    seminarIds: z.array(id).max(50).default([]),
    /** The dates it applies to; none: every date of those seminars. */
    dateIds: z.array(id).max(100).default([]),
    /** The first and last day it may be booked with ('YYYY-MM-DD', Germany); null: no limit. */
    validFrom: isoDate.nullable().default(null),
    validUntil: isoDate.nullable().default(null),
    /** A code's registrations in all, and per company (by its billing name); null: no limit. */
    maxUses: z.number().int().positive().nullable().default(null),
    maxUsesPerCompany: z.number().int().positive().nullable().default(null),
    /** What the review, the mails and the invoice call it ("Gruppenrabatt ab 3 Personen"). */
    labelDe: text(80),
    labelEn: text(80),
    active: z.boolean().default(true),
  })
  .refine((discount) => discount.kind === 'amount' || discount.value <= 100, {
    message: 'a percentage is at most 100',
    path: ['value'],
  })
  .refine((discount) => discount.code !== null || (discount.maxUses === null && discount.maxUsesPerCompany === null), {
    message: 'only a code is counted in uses',
    path: ['maxUses'],
  })
  .refine((discount) => !discount.validFrom || !discount.validUntil || discount.validFrom <= discount.validUntil, {
    message: 'must not end before it begins',
    path: ['validUntil'],
  });
