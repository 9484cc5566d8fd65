/**
 * Site-wide settings. The brand is a setting (the academy's name), not content.
 * SITE_URL is read at build time and makes canonical and hreflang links absolute.
 */
export const BRAND = 'Rackwise';

export const DEFAULT_SITE_URL = 'https://www.rackwise-academy.de';

/** '{page title} - {brand} academy', or the bare brand where a page has no title (spec §1). */
export function formatTitle(pageTitle: string | null): string {
  return pageTitle ? `${pageTitle} - ${BRAND} academy` : BRAND;
}

/** The site's origin without a trailing slash; throws on a value that is not an http(s) URL. */
export function normalizeSiteUrl(value: string | undefined): string {
  const url = new URL(value && value.trim() !== '' ? value : DEFAULT_SITE_URL);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`SITE_URL must be an http(s) URL, got ${JSON.stringify(value)}`);
  }
  return url.origin;
}
