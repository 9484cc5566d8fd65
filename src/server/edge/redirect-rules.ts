/**
 * Redirects before any file is looked up: a path with stray slashes or a page's index.html
 * to the one canonical address ('/a//b/' -> '/a/b', never off-site; '/seminare/index.html'
 * -> '/seminare'), and the redirect table of old addresses (src/routes/redirects.ts), an old
 * address in a non-canonical form straight to its new one. Both keep the query.
 */
import type { MiddlewareHandler } from 'hono';
import { findRedirect } from '../../routes/redirects.ts';
import { canonicalAddress } from './static-files.ts';

export function redirectRules(): MiddlewareHandler {
  return async (c, next) => {
    const { pathname, search } = new URL(c.req.url);
    const canonical = canonicalAddress(pathname);
    // An old address with a trailing slash goes to its new one in one hop.
    const redirect = findRedirect(canonical ?? pathname);
    if (redirect) return c.redirect(redirect.to + search, redirect.status);
    if (canonical !== null) return c.redirect(canonical + search, 301);
    await next();
  };
}
