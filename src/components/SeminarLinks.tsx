/** A section listing seminars by title, each linked to its page (an event's seminars, a trainer's). */
import { ListSection } from './ListSection.tsx';
import { RouteLink } from './RouteLink.tsx';

export function SeminarLinks({
  id,
  title,
  seminars,
  className,
}: {
  id: string;
  title: string;
  seminars: ReadonlyArray<{ readonly slug: string; readonly title: string }>;
  className: string;
}) {
  return (
    <ListSection id={id} title={title} className={className} listClassName="flex flex-col gap-2">
      {seminars.map((seminar) => (
        <li key={seminar.slug}>
          <RouteLink to="seminar" params={{ slug: seminar.slug }}>
            {seminar.title}
          </RouteLink>
        </li>
      ))}
    </ListSection>
  );
}
