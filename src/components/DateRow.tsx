/** One seminar date in a list: when, where, price, and whether it is fully booked. */
import { activePromo, dateStatus } from '../content/schedule.ts';
import type { Seminar, SeminarDate } from '../content/types.ts';
import { formatDateRange, placeName } from '../i18n/format.ts';
import { usePage } from '../render/page-context.tsx';
import { Badge } from './Badge.tsx';
import { Price } from './Price.tsx';
import { RouteLink } from './RouteLink.tsx';

export function DateRow({ seminar, date, today, showTitle }: { seminar: Seminar; date: SeminarDate; today: string; showTitle: boolean }) {
  const { locale, messages } = usePage();
  const fullyBooked = dateStatus(date, today) === 'fully-booked';
  const when = formatDateRange(locale, date.start, date.end);
  return (
    <li data-slot="date-row" className="date-row">
      <div className="min-w-0">
        <RouteLink to="seminarDate" params={{ slug: seminar.slug, dateId: String(date.id) }} className="font-semibold">
          {showTitle ? `${when} · ${seminar.translations[locale].title}` : when}
        </RouteLink>
        <p className="muted text-sm">
          {date.location === null ? messages.seminar.online : placeName(locale, date.location)} · {messages.seminar.languages[date.language]}
        </p>
        {fullyBooked && <p className="notice-text text-sm">{messages.seminar.dateFullyBooked}</p>}
      </div>
      <div className="date-row-price">
        {fullyBooked ? <Badge variant="warning">{messages.seminar.fullyBooked}</Badge> : <Price regular={date.price} promo={activePromo(date, today)} />}
      </div>
    </li>
  );
}
