/**
 * A titled section of a page that lists things (date rows, event rows, links); nothing when
 * the list is empty. The site search leaves it out: what it lists are pages with results of their own.
 */
import { Children, type ReactNode } from 'react';

export function ListSection({
  id,
  title,
  className,
  listClassName,
  children,
}: {
  /** The heading's id, which labels the section (and can be linked to). */
  readonly id: string;
  readonly title: string;
  readonly className: string;
  /** The list's layout: 'date-list' for rows, 'flex flex-col gap-2' for links. */
  readonly listClassName: string;
  /** The list's items. */
  readonly children: ReactNode;
}) {
  if (Children.count(children) === 0) return null;
  return (
    <section aria-labelledby={id} className={className} data-pagefind-ignore="all">
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      <ul className={`mt-3 ${listClassName}`}>{children}</ul>
    </section>
  );
}
