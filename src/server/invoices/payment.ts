/**
 * When an invoice is due and how it says so: within the terms' payment days
 * (src/content/terms-policy.ts, which the terms page names by {{payment-days}}). Pure.
 */
import { TERMS_NUMBERS } from '../../content/terms-policy.ts';
import type { Locale } from '../../i18n/locales.ts';
import { interpolate } from '../../i18n/messages.ts';
import { INVOICE_TEXTS } from './invoice-texts.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day an invoice of `issueDate` ('YYYY-MM-DD') is due. */
export const dueDateOf = (issueDate: string): string =>
  new Date(Date.parse(`${issueDate}T00:00:00Z`) + TERMS_NUMBERS['payment-days'] * DAY_MS).toISOString().slice(0, 10);

/** The payment terms in words. */
export const paymentTerms = (locale: Locale): string =>
  interpolate(INVOICE_TEXTS[locale].paymentTerms, { days: TERMS_NUMBERS['payment-days'] });
