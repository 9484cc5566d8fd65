/**
 * Sets the security headers (src/http/security-headers.ts: content security policy,
 * nosniff, referrer and permissions policy, COOP, HSTS when configured) on every answer:
 * pages, files, redirects, 404, 405, the API's JSON and the 500 page. A referrer policy a
 * route sends itself stands (the confirmation link's page sends `no-referrer`, so its token
 * goes nowhere); routes set it only to be stricter. An editor's preview names the CMS as the
 * one origin that may frame it. A private page (one that answers a link with a token or an
 * entry's id) may load nothing from another origin: its policy names no image host or
 * analytics endpoint, whatever the settings add for the public pages.
 */
import type { MiddlewareHandler } from 'hono';
import type { HeaderSettings } from '../../http/header-settings.ts';
import { securityHeaders as securityHeaderTable } from '../../http/security-headers.ts';

/** Headers a route may set itself (to be stricter than the table). */
const ROUTE_MAY_TIGHTEN = new Set(['referrer-policy']);

/**
 * The header a route sets (and this middleware removes) to name the one origin that may
 * frame its answer: the CMS, for an editor's preview. Every other answer may be framed by none.
 */
export const FRAMED_BY_HEADER = 'X-Site-Framed-By';

/** The header a route sets (and this middleware removes) to say its answer is private: nothing from another origin. */
export const PRIVATE_PAGE_HEADER = 'X-Site-Private';

export function securityHeaders(settings: HeaderSettings): MiddlewareHandler {
  const headers = Object.entries(securityHeaderTable(settings));
  const privateHeaders = Object.entries(securityHeaderTable({ ...settings, connectOrigins: [], imageOrigins: [] }));
  return async (c, next) => {
    await next();
    const framedBy = c.res.headers.get(FRAMED_BY_HEADER);
    const isPrivate = c.res.headers.has(PRIVATE_PAGE_HEADER);
    c.res.headers.delete(FRAMED_BY_HEADER);
    c.res.headers.delete(PRIVATE_PAGE_HEADER);
    const table = framedBy ? Object.entries(securityHeaderTable(settings, [framedBy])) : isPrivate ? privateHeaders : headers;
    for (const [name, value] of table)
      if (!(ROUTE_MAY_TIGHTEN.has(name.toLowerCase()) && c.res.headers.has(name))) c.res.headers.set(name, value);
  };
}

/** The headers of every answer about a link: never cached or indexed, no referrer, nothing loaded from another origin. */
export const LINK_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
  'Referrer-Policy': 'no-referrer',
  [PRIVATE_PAGE_HEADER]: '1',
} as const;
