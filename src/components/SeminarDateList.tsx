/** A list of seminar dates, each linking to its date page (where registration happens). */
import type { Content, SeminarDate } from '../content/types.ts';
import { formatDateRange, formatPrice } from '../i18n/format.ts';
import { usePage } from '../render/page-context.tsx';
import { RouteLink } from './RouteLink.tsx';

export function SeminarDateList({ dates, content }: { dates: readonly SeminarDate[]; content: Content }) {
  const { locale, messages } = usePage();
  const seminars = new Map(content.seminars.map((seminar) => [seminar.id, seminar]));
  return (
    <ul data-slot="seminar-date-list" className="divide-y divide-[var(--border)]">
      {dates.map((date) => {
        const seminar = seminars.get(date.seminarId);
        if (!seminar) return null;
        return (
          <li key={date.id} className="flex flex-wrap items-baseline justify-between gap-2 py-3">
            <RouteLink to="seminarDate" params={{ slug: seminar.slug, dateId: String(date.id) }}>
              {formatDateRange(locale, date.start, date.end)} · {seminar.translations[locale].title}
            </RouteLink>
            <span className="muted">
              {date.location ?? messages.seminar.online} · {formatPrice(locale, date.price)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
