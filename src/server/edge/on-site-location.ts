/**
 * Redirects stay on the site: every `Location` the server sends is checked against the
 * request's own origin after the route has answered, whichever route it was. A value a
 * browser would resolve to another origin ('//evil.example', '/\evil.example', with tabs or
 * newlines a browser drops, or an absolute URL of another host) is replaced by the same path
 * on this site, its leading slashes and backslashes merged into one. Pure apart from the
 * middleware.
 */
import type { MiddlewareHandler } from 'hono';

/** Characters a browser's URL parser removes from anywhere in a URL before it reads it. */
const DROPPED = /[\t\n\r]/g;

/** `location` if it resolves to `requestUrl`'s origin, else the same path and query on that origin, written site-relative. */
export function onSiteLocation(location: string, requestUrl: string): string {
  const origin = new URL(requestUrl).origin;
  const cleaned = location.replace(DROPPED, '');
  let resolved: URL | null = null;
  try {
    resolved = new URL(cleaned, requestUrl);
  } catch {
    // Not a URL at all: the site's root, below.
  }
  if (resolved?.origin === origin && !/^[/\\]{2}/.test(cleaned)) return location;
  const rest = resolved?.origin === origin ? `${resolved.pathname}${resolved.search}` : cleaned.replace(/^[a-z][a-z0-9+.-]*:/i, '');
  return `/${rest
    .replace(/^[/\\]+/, '')
    .replace(/\\/g, '/')
    .replace(/^\/+/, '')}`;
}

/** The middleware: a Location that would leave the site is rewritten to stay on it. */
export function locationsStayOnSite(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const location = c.res.headers.get('location');
    if (location === null) return;
    const safe = onSiteLocation(location, c.req.url);
    if (safe !== location) c.res.headers.set('location', safe);
  };
}
