/**
 * What a registration is invoiced, from its account (src/server/registrations/rules/account.ts):
 * one line per place still booked at its full price as booked (the participant, the course, its
 * dates), and one per place cancelled with a fee not waived, and the reductions off them as
 * allowances of their own; each with the VAT of where the
 * place is supplied (vat.ts) and, attended in person, its venue. Null when the registration
 * was stored without its price, a date is gone from the content, or an in-person date has no
 * venue or one in a country without a VAT rule: then nobody can say what it costs. Pure.
 */
import type { VatRules } from '../../../config/stated-settings.ts';
import { findDate, indexContent, venueOf } from '../../../content/content-index.ts';
import type { BookedCourse, Content, SeminarDate } from '../../../content/types.ts';
import { formatCents, formatDateRange } from '../../../i18n/format.ts';
import { interpolate } from '../../../i18n/messages.ts';
import { isCountryCode } from '../../../registration-contract/countries.ts';
import { nameIn } from '../../mail/mail-parts.ts';
import { accountOf } from '../../registrations/rules/account.ts';
import { placePrice } from '../../registrations/rules/booked-price.ts';
import type { Place } from '../../registrations/rules/change-records.ts';
import type { StoredRegistration } from '../../registrations/rules/stored-entry.ts';
import type { InvoiceAllowance, InvoiceLine, InvoiceVenue } from './invoice-document.ts';
import { INVOICE_TEXTS } from './invoice-texts.ts';
import { vatOf } from './vat.ts';

export interface LineSource {
  readonly registration: StoredRegistration;
  /** Its places as they stand. */
  readonly places: readonly Place[];
  readonly content: Content;
  readonly vatRules: VatRules;
}

/** Whether a place is attended in person: an in-person date's, or on site at a hybrid one. */
const inPerson = (seminar: BookedCourse, place: Place) => seminar.format === 'in-person' || (seminar.format === 'hybrid' && place.onSite);

/** Where a place is attended in person, as an invoice names it; null online, undefined when an in-person date has no venue. */
function venueOfPlace(content: Content, seminar: BookedCourse, date: SeminarDate, place: Place): InvoiceVenue | null | undefined {
  if (!inPerson(seminar, place)) return null;
  const venue = venueOf(indexContent(content), date.venueId);
  if (!venue || !isCountryCode(venue.country)) return undefined;
  const { name, street, postalCode, city, country } = venue;
  return { name, street, postalCode, city, country };
}

export function invoiceLines({ registration, places, content, vatRules }: LineSource): InvoiceLine[] | null {
  const { locale, payload } = registration;
  const account = accountOf(registration.price, places);
  if (account.price === null) return null;
  const texts = INVOICE_TEXTS[locale];
  const price = placePrice(account.price);
  const lines: InvoiceLine[] = [];
  for (const place of places) {
    const found = findDate(content, place.dateId);
    if (!found) return null;
    const { seminar, date } = found;
    const booked = account.booked.includes(place.position);
    const fee = account.fees.find((line) => line.position === place.position);
    if (!booked && !fee) continue;
    const dates = datesOf(locale, date, seminar, place);
    const venue = venueOfPlace(content, seminar, date, place);
    if (venue === undefined) return null;
    const vat = vatOf({ venueCountry: venue?.country ?? null, country: payload.billing.country, vatId: payload.billing.vatId }, vatRules);
    if (vat === null) return null;
    const at = venue ? { venue } : {};
    const title = seminar.translations[locale].title;
    const name = nameIn(payload.participants)(place.position);
    const period = { start: date.start, end: date.end };
    if (booked) {
      const early = account.price.earlyBird ? ` (${texts.earlyBird})` : '';
      const description = `${interpolate(texts.place, { name, dates })}${early}`;
      lines.push({ name: title, description, net: price, vat, period, ...at, position: place.position });
    } else if (fee) {
      const description = interpolate(texts.feeDescription, { name, dates, percent: fee.percent, price: formatCents(locale, price) });
      lines.push({ name: interpolate(texts.fee, { course: title }), description, net: fee.amount, vat, period, ...at });
    }
  }
  return lines;
}

/**
 * The reductions off `lines` (some of a registration's, one invoice's): each of the account's
 * reductions, what it takes off the places those lines bill, one allowance per VAT category and
 * rate of theirs. Named in the registration's language, with the code typed for it.
 */
export function invoiceAllowances(
  registration: StoredRegistration,
  places: readonly Place[],
  lines: readonly InvoiceLine[],
): InvoiceAllowance[] {
  const texts = INVOICE_TEXTS[registration.locale];
  return accountOf(registration.price, places).allowances.flatMap(({ discount, places: shares }) => {
    const label = discount.label[registration.locale];
    const reason = discount.code === null ? label : interpolate(texts.allowanceCode, { label, code: discount.code });
    const byVat = new Map<string, InvoiceAllowance>();
    for (const line of lines) {
      const amount = shares.find((share) => share.position === line.position)?.amount ?? 0;
      if (amount === 0) continue;
      const key = `${line.vat.category}|${line.vat.rate}`;
      const before = byVat.get(key);
      byVat.set(key, { reason, amount: (before?.amount ?? 0) + amount, vat: line.vat });
    }
    return [...byVat.values()];
  });
}

/** The dates of a place as a line names them, with the way a hybrid date's participant attends. */
function datesOf(locale: StoredRegistration['locale'], date: SeminarDate, seminar: BookedCourse, place: Place): string {
  const dates = formatDateRange(locale, date.start, date.end);
  if (seminar.format !== 'hybrid') return dates;
  const texts = INVOICE_TEXTS[locale];
  return `${dates} (${place.onSite ? texts.onSite : texts.online})`;
}
