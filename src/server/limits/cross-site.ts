/**
 * Refusing posts another site makes a visitor's browser send (cross-site request
 * forgery): a post whose `Sec-Fetch-Site` says cross-site, or, from a browser that does
 * not send it, whose `Origin` names another host than the request's own or the site's
 * (SITE_URL). Clients that send neither (curl, another server) are not browsers led by
 * another site, and pass. (Hono's csrf middleware refuses those clients and lets JSON
 * through, which is not what this API wants.) Pure.
 */

export interface PostHeaders {
  readonly secFetchSite: string | undefined;
  readonly origin: string | undefined;
  /** The Host header (or, behind a trusted proxy, X-Forwarded-Host). */
  readonly host: string | undefined;
}

/** Whether a post with these headers comes from another site; `siteHost`: SITE_URL's host. */
export function isCrossSite({ secFetchSite, origin, host }: PostHeaders, siteHost: string): boolean {
  // A browser's own word; 'none' is the visitor's own action (a bookmark, the address bar).
  if (secFetchSite !== undefined) return secFetchSite === 'cross-site';
  if (origin === undefined) return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    // 'null' (a sandboxed or privacy-sensitive context) and anything unreadable.
    return true;
  }
  return originHost !== host && originHost !== siteHost;
}
