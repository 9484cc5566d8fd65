/**
 * Sets the security headers (src/http/security-headers.ts: content security policy,
 * nosniff, referrer and permissions policy, COOP, HSTS when configured) on every answer:
 * pages, files, redirects, 404, 405, the API's JSON and the 500 page.
 */
import type { MiddlewareHandler } from 'hono';
import type { HeaderSettings } from '../http/header-settings.ts';
import { securityHeaders as securityHeaderTable } from '../http/security-headers.ts';

export function securityHeaders(settings: HeaderSettings): MiddlewareHandler {
  const headers = Object.entries(securityHeaderTable(settings));
  return async (c, next) => {
    await next();
    for (const [name, value] of headers) c.res.headers.set(name, value);
  };
}
