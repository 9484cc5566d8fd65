/**
 * When an invoice is due and how it says so: within the terms' payment days
 * (src/content/terms-policy.ts, which the terms page states through {{invoice-timing}}). Pure.
 */
import { addDays } from '../../../content/calendar.ts';
import { TERMS_NUMBERS } from '../../../content/terms-policy.ts';
import { formatDate } from '../../../i18n/format.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { interpolate } from '../../../i18n/messages.ts';
import { INVOICE_TEXTS } from './invoice-texts.ts';

/**
 * The day an invoice of `issueDate` ('YYYY-MM-DD') is due: the payment days later; issued
 * before a course (on confirmation, INVOICE_WHEN) at the latest the day before it starts
 * (`startsOn`), unless that day has come already.
 */
export function dueDateOf(issueDate: string, startsOn?: string): string {
  const due = addDays(issueDate, TERMS_NUMBERS['payment-days']);
  const dayBefore = startsOn === undefined ? undefined : addDays(startsOn, -1);
  return dayBefore !== undefined && dayBefore >= issueDate && dayBefore < due ? dayBefore : due;
}

/** The payment terms in words: by the day it is due. */
export const paymentTerms = (locale: Locale, dueDate: string): string =>
  interpolate(INVOICE_TEXTS[locale].paymentTerms, { date: formatDate(locale, dueDate) });
