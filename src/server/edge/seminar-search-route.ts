/**
 * GET /seminare?q=… and /en/courses?q=…: the seminar list searched from the header without
 * JavaScript, drawn at request time (src/generate/seminar-search.ts); and the list with the
 * finder's choices from its address (?format=…&city=…&sort=…, the finder's form sends them),
 * drawn with those chosen. Without words or choices the built list is served as it is. The
 * answer is one visitor's: caches do not store it; search engines take the list's address
 * from its canonical link.
 */
import type { MiddlewareHandler } from 'hono';
import type { RenderSeminarSearch } from '../../generate/seminar-search.ts';
import { LOCALES, localeOfPath } from '../../i18n/locales.ts';
import { FINDER_PARAMS, type FinderSelection } from '../../routes/finder-params.ts';
import { buildPath } from '../../routes/match.ts';
import { SEARCH_PARAM } from '../../routes/table.ts';

const DATE_LIST_PATHS = LOCALES.map((locale) => buildPath('seminarDates', locale, {}));
/** The seminar list's addresses and the dates page's (which takes the finder's choices, no words). */
export const SEMINAR_LIST_PATHS = [...LOCALES.map((locale) => buildPath('seminars', locale, {})), ...DATE_LIST_PATHS];

/** Longer searches are cut here: no seminar text is searched for a paragraph. */
export const MAX_QUERY_LENGTH = 100;

/** The finder's choices in an address, or null where it makes none (values longer than any choice are dropped). */
export function finderSelection(param: (name: string) => string | undefined): FinderSelection | null {
  const value = (name: string) => {
    const given = (param(name) ?? '').trim();
    return given.length <= MAX_QUERY_LENGTH ? given : '';
  };
  const selection = Object.fromEntries(FINDER_PARAMS.map((name) => [name, value(name)])) as FinderSelection;
  return Object.values(selection).some((chosen) => chosen !== '') ? selection : null;
}

export function seminarSearchRoute(render: RenderSeminarSearch): MiddlewareHandler {
  return async (c, next) => {
    const dates = DATE_LIST_PATHS.includes(c.req.path);
    const query = dates ? '' : (c.req.query(SEARCH_PARAM) ?? '').trim().slice(0, MAX_QUERY_LENGTH);
    const selection = finderSelection((name) => c.req.query(name));
    if (query === '' && selection === null) return next();
    c.header('Cache-Control', 'no-store');
    return c.html(await render(localeOfPath(c.req.path), query, selection, dates ? 'seminarDates' : 'seminars'));
  };
}
