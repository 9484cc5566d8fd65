/**
 * What a registration is invoiced, from its account (src/server/registrations/rules/account.ts):
 * one line per place still booked at its price as booked (the participant, the course, its
 * dates), and one per place cancelled with a fee not waived; each with the VAT of where the
 * place is supplied (vat.ts). Null when the registration was stored without its price or a
 * date is gone from the content: then nobody can say what it costs. Pure.
 */
import { findDate } from '../../content/content-index.ts';
import type { Content, Seminar, SeminarDate } from '../../content/types.ts';
import { formatCents, formatDateRange } from '../../i18n/format.ts';
import { interpolate } from '../../i18n/messages.ts';
import { nameIn } from '../mail/mail-parts.ts';
import { accountOf } from '../registrations/rules/account.ts';
import { placePrice } from '../registrations/rules/booked-price.ts';
import type { Place } from '../registrations/rules/change-records.ts';
import type { StoredRegistration } from '../registrations/rules/entry-rows.ts';
import type { InvoiceLine } from './invoice-document.ts';
import { INVOICE_TEXTS } from './invoice-texts.ts';
import { vatOf } from './vat.ts';

export interface LineSource {
  readonly registration: StoredRegistration;
  /** Its places as they stand. */
  readonly places: readonly Place[];
  readonly content: Content;
  /** The standard VAT rate, per cent. */
  readonly vatRate: number;
}

/** Whether a place is attended in person: an in-person date's, or on site at a hybrid one. */
const inPerson = (seminar: Seminar, place: Place) => seminar.format === 'in-person' || (seminar.format === 'hybrid' && place.onSite);

export function invoiceLines({ registration, places, content, vatRate }: LineSource): InvoiceLine[] | null {
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
    const vat = vatOf({ inPerson: inPerson(seminar, place), country: payload.billing.country, vatId: payload.billing.vatId }, vatRate);
    const title = seminar.translations[locale].title;
    const name = nameIn(payload.participants)(place.position);
    const period = { start: date.start, end: date.end };
    if (booked) {
      const early = account.price.earlyBird ? ` (${texts.earlyBird})` : '';
      lines.push({ name: title, description: `${interpolate(texts.place, { name, dates })}${early}`, net: price, vat, period });
    } else if (fee) {
      const description = interpolate(texts.feeDescription, { name, dates, percent: fee.percent, price: formatCents(locale, price) });
      lines.push({ name: interpolate(texts.fee, { course: title }), description, net: fee.amount, vat, period });
    }
  }
  return lines;
}

/** The dates of a place as a line names them, with the way a hybrid date's participant attends. */
function datesOf(locale: StoredRegistration['locale'], date: SeminarDate, seminar: Seminar, place: Place): string {
  const dates = formatDateRange(locale, date.start, date.end);
  if (seminar.format !== 'hybrid') return dates;
  const texts = INVOICE_TEXTS[locale];
  return `${dates} (${place.onSite ? texts.onSite : texts.online})`;
}
