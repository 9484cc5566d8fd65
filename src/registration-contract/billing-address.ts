/** A registration's billing address as lines, as the confirmation page and the mails show it. */
import { countryName } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';
import type { Registration } from './schema.ts';

/** Company, street, postcode and city, country, VAT ID (where given). */
export function billingAddressLines(locale: Locale, billing: Registration['billing']): string[] {
  return [
    billing.company,
    billing.street,
    `${billing.postalCode} ${billing.city}`,
    countryName(locale, billing.country),
    billing.vatId,
  ].filter((line): line is string => Boolean(line));
}
