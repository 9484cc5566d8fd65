/** A seminar in a listing: title, teaser and a link to its detail page. */
import type { Seminar } from '../content/types.ts';
import { usePage } from '../render/page-context.tsx';
import { RouteLink } from './RouteLink.tsx';

export function SeminarCard({ seminar }: { seminar: Seminar }) {
  const { locale } = usePage();
  const text = seminar.translations[locale];
  return (
    <article data-slot="seminar-card" className="card">
      <h2 className="text-lg font-semibold">
        <RouteLink to="seminar" params={{ slug: seminar.slug }}>
          {text.title}
        </RouteLink>
      </h2>
      <p className="mt-2">{text.teaser}</p>
    </article>
  );
}
