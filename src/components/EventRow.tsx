/** One event in a list: when, where, its title linking to its page, and its teaser where the list gives it. */
import { formatDateRange, placeName } from '../i18n/format.ts';
import type { DateSpan } from './DateRow.tsx';
import { usePage } from './page-context.tsx';
import { RouteLink } from './RouteLink.tsx';

export interface EventItem extends DateSpan {
  readonly id: string;
  readonly title: string;
  /** Null where the list names its events only (a seminar's page). */
  readonly teaser: string | null;
  /** City, or null online. */
  readonly location: string | null;
}

export function EventRow({ event }: { event: EventItem }) {
  const { locale, messages } = usePage();
  const where = event.location === null ? messages.event.online : placeName(locale, event.location);
  return (
    <li className="date-row">
      <div className="min-w-0">
        <RouteLink to="event" params={{ eventId: event.id }} className="font-semibold">
          {event.title}
        </RouteLink>
        <p className="muted text-sm">{`${formatDateRange(locale, event.start, event.end)} · ${where}`}</p>
        {event.teaser !== null && <p className="mt-1 text-sm">{event.teaser}</p>}
      </div>
    </li>
  );
}
