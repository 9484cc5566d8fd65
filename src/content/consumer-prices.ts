/**
 * What a private person pays for a price a page states (German price rules: the total including
 * VAT), where private persons may book (BOOKING_CUSTOMERS): the net price with the VAT of the
 * place of supply for a private person in Germany, the invoices' rule (src/server/invoices/rules/vat.ts):
 * held in person, the venue's country (Germany's rate, or that country's rule: its rate, none
 * outside the EU's VAT); online, Germany's. A seminar's price is its next bookable date's. Pure.
 */
import type { StatedInvoicing } from '../config/stated-settings.ts';
import { datesOf, findDate, indexContent, venueOf } from './content-index.ts';
import { eventFormat } from './event-bookings.ts';
import { nextBookableDate } from './schedule.ts';
import type { Content, SeminarFormat } from './types.ts';

/** A price a private person pays: the amount with VAT (EUR) and the rate (per cent). */
export interface ConsumerPrice {
  readonly gross: number;
  readonly rate: number;
}

/** What a private person pays for `net` (EUR) of what `of` names ('d' and a date's id, 's' and a seminar's, 'e' and an event's); null where they pay no VAT or may not book. */
export type ConsumerPrices = (of: string, net: number) => ConsumerPrice | null;

/** Half a cent and more rounds up, to the cent. */
const withVat = (net: number, rate: number) => Math.round(net * (100 + rate)) / 100;

export function consumerPrices(content: Content, invoicing: StatedInvoicing, today: string): ConsumerPrices {
  if (invoicing.customers === 'businesses') return () => null;
  const index = indexContent(content);
  const rateOf = ({ format, venueId }: Held): number => {
    const country = format === 'in-person' ? venueOf(index, venueId)?.country : undefined;
    if (!country || country === 'DE') return invoicing.vat.homeRate;
    return invoicing.vat.venues.find((rule) => rule.country === country)?.rate ?? invoicing.vat.homeRate;
  };
  const heldOf = (of: string): Held | undefined => {
    const key = of.slice(1);
    const id = Number(key);
    if (of.startsWith('e')) {
      const event = index.eventById.get(key);
      return event && { format: eventFormat(event), venueId: event.venueId };
    }
    if (of.startsWith('d')) {
      const found = findDate(content, id);
      return found && { format: found.seminar.format, venueId: found.date.venueId };
    }
    const seminar = of.startsWith('s') ? index.seminarById.get(id) : undefined;
    const next = seminar && nextBookableDate(datesOf(index, id), today);
    return seminar && next && { format: seminar.format, venueId: next.venueId };
  };
  return (of, net) => {
    const held = heldOf(of);
    const rate = held ? rateOf(held) : invoicing.vat.homeRate;
    return rate > 0 ? { gross: withVat(net, rate), rate } : null;
  };
}

/** How and where a place is held: what its VAT follows. */
interface Held {
  readonly format: SeminarFormat;
  readonly venueId: string | null;
}
