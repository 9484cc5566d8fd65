/**
 * The built site a request is answered from. The directory can change while the server
 * runs (a rebuild publishes a new release directory and switches to it), so it is asked
 * once, when the request starts, and every file of that request (the page, its .br
 * variant, the 404 or 500 page) comes from that one directory.
 */
import type { Context, MiddlewareHandler } from 'hono';

export type SiteRoot = () => string;
export type SiteRootVariables = { siteRoot: string };

/** The site directory, or null when it cannot be had (an error answer is then plain text). */
export function siteRootOrNull(siteRoot: SiteRoot): string | null {
  try {
    return siteRoot();
  } catch {
    return null;
  }
}

export function siteRootOf(c: Context, fallback: SiteRoot): string {
  return (c as Context<{ Variables: Partial<SiteRootVariables> }>).get('siteRoot') ?? fallback();
}

export function pinSiteRoot(siteRoot: SiteRoot): MiddlewareHandler<{ Variables: SiteRootVariables }> {
  return async (c, next) => {
    c.set('siteRoot', siteRoot());
    await next();
  };
}
