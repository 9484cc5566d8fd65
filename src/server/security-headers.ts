/**
 * Sets the security headers (src/http/security-headers.ts: content security policy,
 * nosniff, referrer and permissions policy, COOP, HSTS when configured) on every answer:
 * pages, files, redirects, 404, 405, the API's JSON and the 500 page. A referrer policy a
 * route sends itself stands (the confirmation link's page sends `no-referrer`, so its token
 * goes nowhere); routes set it only to be stricter. An editor's preview names the CMS as the
 * one origin that may frame it.
 */
import type { MiddlewareHandler } from 'hono';
import type { HeaderSettings } from '../http/header-settings.ts';
import { securityHeaders as securityHeaderTable } from '../http/security-headers.ts';

/** Headers a route may set itself (to be stricter than the table). */
const ROUTE_MAY_TIGHTEN = new Set(['referrer-policy']);

/**
 * The header a route sets (and this middleware removes) to name the one origin that may
 * frame its answer: the CMS, for an editor's preview. Every other answer may be framed by none.
 */
export const FRAMED_BY_HEADER = 'X-Site-Framed-By';

export function securityHeaders(settings: HeaderSettings): MiddlewareHandler {
  const headers = Object.entries(securityHeaderTable(settings));
  return async (c, next) => {
    await next();
    const framedBy = c.res.headers.get(FRAMED_BY_HEADER);
    c.res.headers.delete(FRAMED_BY_HEADER);
    for (const [name, value] of framedBy ? Object.entries(securityHeaderTable(settings, [framedBy])) : headers)
      if (!(ROUTE_MAY_TIGHTEN.has(name.toLowerCase()) && c.res.headers.has(name))) c.res.headers.set(name, value);
  };
}
