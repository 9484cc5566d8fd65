/**
 * The error answers of the app: 405 for a method other than GET/HEAD on a path no route
 * takes (with Allow), 404 when no file serves the path, 500 when a handler failed (logged
 * with the request id). A browser gets the pre-rendered page of the status in the path's
 * language (src/routes/error-files.ts), the 404 page with the path filled in; a client that
 * wants JSON (wants-json.ts) gets `{ "error": code }`. Pages come from the request's site
 * directory; without one, a plain text answer.
 */
import { readFile } from 'node:fs/promises';
import { STATUS_CODES } from 'node:http';
import { join } from 'node:path';
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { NO_STORE } from '../../http/cache-policy.ts';
import { displayPath, fillPathSlot } from '../../pages/path-slot.ts';
import { type ErrorStatus, errorPageFileFor, PAGE_METHODS } from '../../routes/error-files.ts';
import { errorField, type Logger } from '../log/log.ts';
import { CLIENT_ABORT_STATUS, isClientAbort } from './client-abort.ts';
import { requestIdOf } from './request-id.ts';
import { type SiteRoot, siteRootOf, siteRootOrNull } from './site-root.ts';
import { wantsJson } from './wants-json.ts';

const pathOf = (c: Context) => new URL(c.req.url).pathname;

/** The codes of the JSON answers, as the registration API names its own. */
const JSON_CODES: Readonly<Record<ErrorStatus, string>> = {
  400: 'badRequest',
  404: 'notFound',
  405: 'methodNotAllowed',
  408: 'requestTimeout',
  413: 'tooLarge',
  431: 'headersTooLarge',
  500: 'serverError',
};

/** The JSON body of a status. */
export function errorJson(status: ErrorStatus): { error: string } {
  return { error: JSON_CODES[status] };
}

async function readOrNull(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return null;
  }
}

/** The HTML answer of a status for a path: its page in the path's language (the path filled in), or the status's plain name. */
export async function errorPageHtml(root: string | null, path: string, status: ErrorStatus): Promise<{ html: string; isPage: boolean }> {
  // The language of the path as the visitor typed it: '/en%2Fcourses' is an English address.
  const page = root === null ? null : await readOrNull(join(root, errorPageFileFor(displayPath(path), status)));
  if (page === null) return { html: STATUS_CODES[status] ?? 'Error', isPage: false };
  return { html: status === 404 ? fillPathSlot(page, path) : page, isPage: true };
}

/** The answer of a status to the request in `c`: JSON or its page, never cached. */
async function errorAnswer(c: Context, root: string | null, status: ErrorStatus, headers: Record<string, string> = {}): Promise<Response> {
  const path = pathOf(c);
  const all = { ...headers, 'Cache-Control': NO_STORE };
  if (wantsJson(path, c.req.header('accept'))) return c.json(errorJson(status), status, all);
  const { html, isPage } = await errorPageHtml(root, path, status);
  return isPage ? c.html(html, status, all) : c.text(html, status, all);
}

export function notFoundPage(siteRoot: SiteRoot): NotFoundHandler {
  return async (c) => {
    const root = siteRootOf(c, siteRoot);
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return errorAnswer(c, root, 405, { Allow: PAGE_METHODS });
    return errorAnswer(c, root, 404);
  };
}

export function serverErrorPage(siteRoot: SiteRoot, logger: Logger): ErrorHandler {
  return async (error, c) => {
    const request = { id: requestIdOf(c), method: c.req.method, path: pathOf(c) };
    const aborted = isClientAbort(error);
    if (aborted) logger.warn('request aborted by the client', { ...request, status: CLIENT_ABORT_STATUS });
    else logger.error('request failed', { ...request, error: errorField(error) });
    return errorAnswer(
      c,
      siteRootOrNull(() => siteRootOf(c, siteRoot)),
      aborted ? CLIENT_ABORT_STATUS : 500,
    );
  };
}
