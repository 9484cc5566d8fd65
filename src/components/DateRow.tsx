/** One seminar date in a list: when, where, price, and whether it is fully booked or has few seats left. */

import { cachedPlural, formatDateRange, placeName } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';
import type { Messages } from '../i18n/messages.ts';
import { Badge } from './Badge.tsx';
import { type FullPriceShown, Price } from './Price.tsx';
import { usePage } from './page-context.tsx';
import { RouteLink } from './RouteLink.tsx';

export interface DateSpan {
  readonly start: string;
  readonly end: string;
}

/** One date in a list. */
export interface DateItem extends DateSpan {
  readonly id: number;
  readonly seminarSlug: string;
  /** The seminar's title, in lists that show dates of several seminars; null where the page is the seminar's. */
  readonly seminarTitle: string | null;
  /** City, or null online. */
  readonly location: string | null;
  /** Its seminar's format: webinar, in person or hybrid. */
  readonly format: keyof Messages['seminar']['formats'];
  readonly language: Locale;
  /** The full price per person, with the early-booking offer while it applies. */
  readonly price: FullPriceShown;
  readonly fullyBooked: boolean;
  /** The academy called the date off. */
  readonly cancelled: boolean;
  /** Free seats when few are left (src/content/bookings.ts), else null. */
  readonly seatsLeft: number | null;
  /** Staff's word that it runs whatever the registrations. */
  readonly guaranteed: boolean;
}

/** Filter values as `data-*` attributes, for the finder's CSS (src/pages/finder.ts). */
export const dataAttributes = (filters: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(filters).map(([name, value]) => [`data-${name}`, value]));

/** `filters`: what the dates page's finder sees of the row, as its `data-*` attributes (format, months, cities, …). */
export function DateRow({ date, filters }: { date: DateItem; filters?: Readonly<Record<string, string>> }) {
  const { locale, messages } = usePage();
  const when = formatDateRange(locale, date.start, date.end);
  const where = date.location === null ? messages.seminar.online : placeName(locale, date.location);
  return (
    <li className="date-row" {...(filters && dataAttributes(filters))}>
      <div className="min-w-0">
        <RouteLink to="seminarDate" params={{ slug: date.seminarSlug, dateId: String(date.id) }} className="font-semibold">
          {date.seminarTitle === null ? when : `${when} · ${date.seminarTitle}`}
        </RouteLink>
        {/* In a list of several seminars' dates each row names its format; a seminar's own page says it once. */}
        <p className="muted text-sm">
          {[
            where,
            date.seminarTitle === null ? null : messages.seminar.formats[date.format],
            messages.seminar.languages[date.language],
            // On the same line: a guaranteed date's row is no taller than another's.
            date.guaranteed && !date.cancelled ? messages.seminar.guaranteed : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {/* A cancelled or fully booked date says so by the badge in place of its price. */}
        {!date.fullyBooked && !date.cancelled && date.seatsLeft !== null && (
          <p className="notice-text text-sm">{cachedPlural(locale, messages.seminar.seatsLeft, date.seatsLeft)}</p>
        )}
      </div>
      <div className="date-row-price">
        {date.cancelled ? (
          <Badge variant="warning">{messages.seminar.cancelled}</Badge>
        ) : date.fullyBooked ? (
          <Badge variant="warning">{messages.seminar.fullyBooked}</Badge>
        ) : (
          <Price regular={date.price.regular} promo={date.price.promo} of={`d${date.id}`} consumer={date.price.consumer} />
        )}
      </div>
    </li>
  );
}
