/**
 * Page-view analytics: one POST per page view to the configured event endpoint (the
 * page's <meta name="analytics-endpoint">, set by the build from ANALYTICS_URL). The body
 * is JSON sent as text/plain, which needs no CORS preflight; no cookies go along; the page's
 * address and the referrer go without query or fragment (they may carry a token or search
 * words). Skipped on localhost, under the file protocol, and when the ignore flag is set in
 * localStorage. Pages that answer a private link carry no endpoint at all (form-responder.ts).
 */
export const ANALYTICS_IGNORE_KEY = 'analytics_ignore';
export const ANALYTICS_META = 'analytics-endpoint';

export interface PageViewEvent {
  readonly name: 'pageview';
  readonly url: string;
  readonly domain: string;
  readonly referrer: string | null;
}

export function isLocal(location: { protocol: string; hostname: string }): boolean {
  const host = location.hostname;
  return (
    location.protocol === 'file:' ||
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    // A browser's hostname of an IPv6 address keeps its brackets.
    host === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(host)
  );
}

export function shouldTrack(location: { protocol: string; hostname: string }, ignoreFlag: string | null): boolean {
  return !isLocal(location) && ignoreFlag !== 'true';
}

/** An address without its query and fragment; '' stays ''. */
function withoutQuery(address: string): string {
  try {
    const url = new URL(address);
    return `${url.origin}${url.pathname}`;
  } catch {
    return '';
  }
}

export function pageViewEvent(location: { href: string; hostname: string }, referrer: string): PageViewEvent {
  return { name: 'pageview', url: withoutQuery(location.href), domain: location.hostname, referrer: withoutQuery(referrer) || null };
}

/** Sends the page view if an endpoint is configured and tracking applies; returns whether it sent. */
export function trackPageView(endpoint: string | null | undefined, fetcher: typeof fetch = fetch): boolean {
  let ignore: string | null = null;
  try {
    ignore = localStorage.getItem(ANALYTICS_IGNORE_KEY);
  } catch {
    // no storage: no ignore flag
  }
  if (!endpoint || !shouldTrack(location, ignore)) return false;
  void fetcher(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    body: JSON.stringify(pageViewEvent(location, document.referrer)),
    credentials: 'omit',
    keepalive: true,
  }).catch(() => {
    // Analytics must never disturb the visit.
  });
  return true;
}
