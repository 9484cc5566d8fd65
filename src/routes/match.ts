/**
 * Path <-> route conversions over the route table:
 *   matchRoute(path)              -> { id, locale, params } or null
 *   buildPath(id, locale, params) -> path
 *   equivalentPath(path)          -> the same page in the other language, or null
 * Only canonical paths match: case-sensitive, no trailing slash, no empty segments,
 * parameters made of URL-safe ASCII (slugs are kept ASCII: ü -> ue), so every page has
 * exactly one URL and that URL is also its file path in dist/.
 */
import { generatePath, matchPath } from 'react-router-dom';
import { LOCALES, type Locale, localeOfPath, otherLocale } from '../i18n/locales.ts';
import { ROUTE_IDS, ROUTES, type RouteId, type RouteParams, splatName } from './table.ts';

/** A page address as data. Distributes over route ids, so checking `id` narrows `params`. */
export type ResolvedRoute<Id extends RouteId = RouteId> = Id extends RouteId
  ? { readonly id: Id; readonly locale: Locale; readonly params: RouteParams<Id> }
  : never;

/** One path segment of a parameter: unreserved URL characters only. */
const SEGMENT = /^[A-Za-z0-9._~-]+$/;

function isValidParam(value: string, isSplat: boolean): boolean {
  if (isSplat && value === '') return true;
  const segments = isSplat ? value.split('/') : [value];
  return segments.every((segment) => SEGMENT.test(segment) && segment !== '.' && segment !== '..');
}

function isCanonicalShape(path: string): boolean {
  return path.startsWith('/') && (path === '/' || !path.endsWith('/')) && !path.includes('//');
}

export function matchRoute(path: string): ResolvedRoute | null {
  if (!isCanonicalShape(path)) return null;
  const locale = localeOfPath(path);
  for (const id of ROUTE_IDS) {
    const match = matchPath({ path: ROUTES[id][locale], caseSensitive: true, end: true }, path);
    if (!match) continue;
    const splat = splatName(id);
    const params: Record<string, string> = {};
    let valid = true;
    for (const [key, value = ''] of Object.entries(match.params)) {
      const name = key === '*' ? splat : key;
      if (name === undefined || !isValidParam(value, key === '*')) valid = false;
      else params[name] = value;
    }
    if (valid) return { id, locale, params } as ResolvedRoute;
  }
  return null;
}

export function buildPath<Id extends RouteId>(id: Id, locale: Locale, params: RouteParams<Id>): string {
  const splat = splatName(id);
  const values: Record<string, string> = { ...(params as Record<string, string>) };
  if (splat !== undefined) {
    values['*'] = values[splat] ?? '';
    delete values[splat];
  }
  for (const [name, value] of Object.entries(values)) {
    if (!isValidParam(value, name === '*')) {
      throw new Error(`buildPath(${id}): parameter "${name}" is not a URL-safe slug: ${JSON.stringify(value)}`);
    }
  }
  return generatePath(ROUTES[id][locale], values);
}

/** The path of a resolved route (the inverse of matchRoute). */
export function pathOf(route: ResolvedRoute): string {
  return buildPath(route.id, route.locale, route.params);
}

/** Every locale's path of one page, e.g. for hreflang alternates. */
export function alternatePaths<Id extends RouteId>(id: Id, params: RouteParams<Id>): Record<Locale, string> {
  const entries = LOCALES.map((locale) => [locale, buildPath(id, locale, params)] as const);
  return Object.fromEntries(entries) as Record<Locale, string>;
}

/** The same page in the other language, or null when the path is no page of the site. */
export function equivalentPath(path: string): string | null {
  const route = matchRoute(path);
  if (!route) return null;
  return buildPath(route.id, otherLocale(route.locale), route.params);
}
