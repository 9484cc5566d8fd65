/**
 * What the terms and conditions promise a participant who cancels or moves to another
 * date, as the numbers both the rules and the terms page read: the page's text names them
 * by placeholders ({{free-days}}, …) that are filled in from here when it is drawn, so the
 * two cannot disagree; the privacy policy's retention periods are filled in the same way, from
 * the settings (src/config/retention.ts). Days are whole calendar days in Europe/Berlin between the day of the
 * request and the first day of the course. Pure.
 */
import type { RetentionPeriods } from '../config/retention.ts';
import type { StatedInvoicing } from '../config/stated-settings.ts';
import type { Locale } from '../i18n/locales.ts';
import { interpolate } from '../i18n/messages.ts';

/** Cancelling at least this many days before the start costs nothing. */
const FREE_FROM_DAYS = 30;
/** From FREE_FROM_DAYS - 1 down to this many days before the start, HALF_FEE_PERCENT of the total price. */
const HALF_FEE_TO_DAYS = 15;
const HALF_FEE_PERCENT = 50;
/** Closer to the start (or not attending), the whole total price. */
const FULL_FEE_PERCENT = 100;
/** A registration may move once, free of charge, to a later date of the same seminar up to this many days before the start. */
const TRANSFER_UNTIL_DAYS = 15;
/** An invoice is payable without deduction within this many days of its date. */
const PAYMENT_DAYS = 14;

/** The placeholders of the terms page's text and the numbers they stand for. */
export const TERMS_NUMBERS = {
  'free-days': FREE_FROM_DAYS,
  'half-from-days': FREE_FROM_DAYS - 1,
  'half-to-days': HALF_FEE_TO_DAYS,
  'half-percent': HALF_FEE_PERCENT,
  'full-from-days': HALF_FEE_TO_DAYS - 1,
  'full-percent': FULL_FEE_PERCENT,
  'transfer-days': TRANSFER_UNTIL_DAYS,
  'payment-days': PAYMENT_DAYS,
} as const;

/**
 * What the rules do beyond their numbers, as the terms page says it through a placeholder
 * ({{transfer-price}}): a transfer keeps the price as booked (src/server/registrations/rules/account.ts
 * charges each place its price as booked, wherever it moves).
 */
const TERMS_STATEMENTS = {
  'transfer-price': {
    de: 'Bei einer Umbuchung bleibt der gebuchte Preis bestehen, auch ein Frühbucherpreis; nach ihm richten sich auch spätere Stornogebühren.',
    en: 'A transfer keeps the price as booked, an early-booking price included; any later cancellation fee is calculated from it.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

/** When invoices are issued (the setting INVOICE_WHEN), as the terms page says it: {{invoice-timing}}. */
const INVOICE_TIMING = {
  'after-course': {
    de: 'Die Rechnung wird nach dem Seminar per E-Mail gestellt und ist innerhalb von {days} Tagen ohne Abzug zahlbar.',
    en: 'The invoice is issued by email after the course and is payable without deduction within {days} days.',
  },
  'on-confirmation': {
    de: 'Die Rechnung wird mit der Bestätigung der Anmeldung per E-Mail gestellt und ist innerhalb von {days} Tagen ohne Abzug zahlbar, spätestens jedoch bis zum Tag vor Seminarbeginn.',
    en: 'The invoice is issued by email when the registration is confirmed and is payable without deduction within {days} days, but no later than the day before the course starts.',
  },
} as const satisfies Record<StatedInvoicing['when'], Record<Locale, string>>;

/** Whom the academy takes bookings from (BOOKING_CUSTOMERS), as the terms' first section says it. */
const CUSTOMERS = {
  everyone: {
    de: 'Unser Angebot richtet sich an Unternehmen, Behörden und Selbstständige ebenso wie an Privatpersonen. Melden Sie sich als Verbraucherin oder Verbraucher an, nennen wir Ihnen jeden Preis einschließlich Mehrwertsteuer; Ihre gesetzlichen Rechte, insbesondere Ihr Widerrufsrecht, bleiben unberührt; über dieses informieren wir Sie mit der Anmeldebestätigung.',
    en: 'Our offer is aimed at companies, public authorities and self-employed persons as well as private persons. If you register as a consumer, we state every price to you including VAT; your statutory rights, in particular your right of withdrawal, remain unaffected; we will inform you about this right with the registration confirmation.',
  },
  businesses: {
    de: 'Unser Angebot richtet sich ausschließlich an Unternehmen, Behörden und Selbstständige (§ 14 BGB); Anmeldungen von Verbraucherinnen und Verbrauchern nehmen wir nicht an. Alle Preise verstehen sich zuzüglich der gesetzlichen Mehrwertsteuer.',
    en: 'Our offer is aimed exclusively at companies, public authorities and self-employed persons (section 14 of the German Civil Code); we do not accept registrations from consumers. All prices are subject to statutory VAT.',
  },
} as const satisfies Record<StatedInvoicing['customers'], Record<Locale, string>>;

/**
 * The placeholders the terms page fills from the invoicing settings: whom bookings are taken from ({{customers}}), when invoices come, and
 * what VAT is charged where ({{vat}}, which the page fills with the words the form and the
 * invoices use: src/registration-contract/vat-statements.ts).
 */
const INVOICING_PLACEHOLDERS = ['vat', 'invoice-timing'] as const;

/** The terms page's placeholders in `locale` but {{vat}}: each number, each statement in words, and when invoices are issued. */
export function termsPlaceholders(locale: Locale, invoicing: StatedInvoicing): Readonly<Record<string, number | string>> {
  return {
    ...TERMS_NUMBERS,
    ...Object.fromEntries(Object.entries(TERMS_STATEMENTS).map(([name, words]) => [name, words[locale]])),
    'invoice-timing': interpolate(INVOICE_TIMING[invoicing.when][locale], { days: PAYMENT_DAYS }),
    customers: CUSTOMERS[invoicing.customers][locale],
  };
}

/** The placeholders of the privacy policy's text and the retention periods they stand for. */
export function retentionNumbers(periods: RetentionPeriods) {
  return {
    'unconfirmed-hours': periods.unconfirmedHours,
    'waitlist-days': periods.waitlistDays,
    'participant-days': periods.participantDays,
    'enquiry-days': periods.enquiryDays,
    'accounts-years': periods.accountsYears,
  } as const;
}

const PLACEHOLDER = /\{\{([a-z-]+)\}\}/g;

/** A text with every placeholder `{{name}}` replaced by its number or words (an unknown one is left as it is). */
export function fillNumbers(text: string, numbers: Readonly<Record<string, number | string>>): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => (Object.hasOwn(numbers, name) ? String(numbers[name]) : placeholder));
}

/** The terms' text with every placeholder replaced by its number (an unknown one is left as it is). */
export const fillTermsNumbers = (text: string): string => fillNumbers(text, TERMS_NUMBERS);

/** Of `names`, the placeholders a text lacks. */
function missingPlaceholders<Name extends string>(text: string, names: readonly Name[]): Name[] {
  const named = new Set([...text.matchAll(PLACEHOLDER)].map(([, name]) => name));
  return names.filter((name) => !named.has(name));
}

/** The placeholders a text lacks (the terms page must name every number and statement through one). */
export const missingTermsNumbers = (text: string): string[] =>
  missingPlaceholders(text, [
    ...Object.keys(TERMS_NUMBERS).filter((name) => name !== 'payment-days'),
    ...Object.keys(TERMS_STATEMENTS),
    ...INVOICING_PLACEHOLDERS,
  ]);

/** The retention periods' placeholders a text lacks (the privacy page must state every period through one). */
export const missingRetentionNumbers = (text: string): string[] =>
  missingPlaceholders(
    text,
    Object.keys(retentionNumbers({ unconfirmedHours: 0, waitlistDays: 0, participantDays: 0, enquiryDays: 0, accountsYears: 0 })),
  );

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `today` to `start` (both 'YYYY-MM-DD', Europe/Berlin days): 0 on the first day, negative once it has begun. */
export function daysBefore(today: string, start: string): number {
  return Math.round((Date.parse(`${start}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/** The share of the total price a cancellation `days` before the start costs, in per cent. */
export function cancellationFeePercent(days: number): number {
  if (days >= FREE_FROM_DAYS) return 0;
  if (days >= HALF_FEE_TO_DAYS) return HALF_FEE_PERCENT;
  return FULL_FEE_PERCENT;
}

/** Whether a registration may still move to a later date `days` before its start. */
export function transferAllowed(days: number): boolean {
  return days >= TRANSFER_UNTIL_DAYS;
}
