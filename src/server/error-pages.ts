/**
 * The answers when no route has one: 405 for other methods, the pre-rendered 404 page of
 * the path's language with the path filled in (status 404), and the 500 page when a
 * handler failed (logged with the request id). Both pages come from the request's site
 * directory.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { NO_STORE } from '../http/cache-policy.ts';
import { localeOfPath } from '../i18n/locales.ts';
import { fillPathSlot } from '../render/path-slot.ts';
import { errorField, type Logger } from './log.ts';
import { requestIdOf } from './request-id.ts';
import { type SiteRoot, siteRootOf } from './site-root.ts';

const pathOf = (c: Context) => new URL(c.req.url).pathname;

function errorPageFile(root: string, path: string, status: 404 | 500): string {
  return join(root, localeOfPath(path) === 'en' ? 'en' : '', `${status}.html`);
}

async function readOrNull(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return null;
  }
}

export function notFoundPage(siteRoot: SiteRoot): NotFoundHandler {
  return async (c) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' });
    }
    const path = pathOf(c);
    const template = await readOrNull(errorPageFile(siteRootOf(c, siteRoot), path, 404));
    const html = template === null ? 'Not Found' : fillPathSlot(template, path);
    return c.html(html, 404, { 'Cache-Control': NO_STORE });
  };
}

export function serverErrorPage(siteRoot: SiteRoot, logger: Logger): ErrorHandler {
  return async (error, c) => {
    logger.error('request failed', { id: requestIdOf(c), method: c.req.method, path: pathOf(c), error: errorField(error) });
    let root: string | null = null;
    try {
      root = siteRootOf(c, siteRoot);
    } catch {
      // the site directory itself could not be determined: the plain answer below
    }
    const page = root === null ? null : await readOrNull(errorPageFile(root, pathOf(c), 500));
    return c.html(page ?? 'Internal Server Error', 500, { 'Cache-Control': NO_STORE });
  };
}
