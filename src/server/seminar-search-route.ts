/**
 * GET /seminare?q=… and /en/courses?q=…: the seminar list searched from the header without
 * JavaScript, drawn at request time (src/generate/seminar-search.ts). Without words the
 * built list is served as it is. The answer is one visitor's search: caches do not store
 * it; search engines take the list's address from its canonical link.
 */
import type { MiddlewareHandler } from 'hono';
import type { RenderSeminarSearch } from '../generate/seminar-search.ts';
import { LOCALES, localeOfPath } from '../i18n/locales.ts';
import { buildPath } from '../routes/match.ts';
import { SEARCH_PARAM } from '../routes/table.ts';

export const SEMINAR_LIST_PATHS = LOCALES.map((locale) => buildPath('seminars', locale, {}));

/** Longer searches are cut here: no seminar text is searched for a paragraph. */
export const MAX_QUERY_LENGTH = 100;

export function seminarSearchRoute(render: RenderSeminarSearch): MiddlewareHandler {
  return async (c, next) => {
    const query = (c.req.query(SEARCH_PARAM) ?? '').trim().slice(0, MAX_QUERY_LENGTH);
    if (query === '') return next();
    c.header('Cache-Control', 'no-store');
    return c.html(await render(localeOfPath(c.req.path), query));
  };
}
