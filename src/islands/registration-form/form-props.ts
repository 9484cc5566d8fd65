/**
 * What the date's page hands the registration form island (its props, JSON-shaped as islands
 * are), and what they tell beyond themselves: the waiting-list offer the form claims.
 */
import type { Locale } from '../../i18n/locales.ts';
import { CLAIM_FIELD } from '../../registration-contract/contract.ts';
import type { FormFields } from '../../registration-contract/form-data.ts';
import type { FormOutcome } from '../../registration-contract/outcome.ts';

export interface RegistrationFormProps {
  readonly [key: string]: unknown;
  readonly locale: Locale;
  readonly dateId: number;
  readonly heading: string;
  readonly seminar: string;
  readonly when: string;
  readonly where: string;
  /** The price as the page shows it, e.g. '1.490,00 € zzgl. MwSt.'. */
  readonly price: string;
  /** The price of one place now (EUR, net), and the words for the VAT on top: the review's total. */
  readonly unitPrice?: number;
  readonly vat?: string;
  /** The date is hybrid: each participant chooses on site or online (absent: not hybrid). */
  readonly hybrid?: boolean;
  /** Private persons may book (BOOKING_CUSTOMERS); absent: businesses only. */
  readonly privateBooking?: boolean;
  readonly termsHref: string;
  readonly privacyHref: string;
  /** The kit's 'Close' in the page's language, for the dialog's close button. */
  readonly closeLabel: string;
  /** After a post without JavaScript: what the server made of it (the page is the server's answer). */
  readonly outcome?: FormOutcome | null;
  /** In the browser only: what the visitor entered in the server-drawn form before it hydrated (entry.tsx), given the values it was drawn with. */
  readonly entered?: (drawn: FormFields) => FormFields;
}

/** The waiting-list offer a form claims: its page's, or the one its refused post carried (without JavaScript). */
export function claimOf(outcome: FormOutcome | null): string | null {
  if (outcome?.kind === 'claim') return outcome.token;
  if (outcome?.kind === 'invalid' || outcome?.kind === 'rejected') return outcome.values[CLAIM_FIELD] || null;
  return null;
}
