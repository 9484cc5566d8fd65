/**
 * A link to a page of the site by route id, in the current page's language; the path
 * comes from the route table, never from a hand-written string. A plain <a> in the HTML
 * (no data-slot: it is no part of the interface kit, and a page has dozens of them).
 */
import type { AnchorHTMLAttributes } from 'react';
import { buildPath } from '../routes/match.ts';
import type { RouteId, RouteParams } from '../routes/table.ts';
import { usePage } from './page-context.tsx';

type RouteLinkProps<Id extends RouteId> = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  readonly to: Id;
  readonly params: RouteParams<Id>;
};

export function RouteLink<Id extends RouteId>({ to, params, ...anchor }: RouteLinkProps<Id>) {
  const { locale } = usePage();
  return <a href={buildPath(to, locale, params)} {...anchor} />;
}
