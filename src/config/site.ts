/**
 * Site-wide settings. The brand is a setting (the academy's name), not content; SITE_URL
 * (src/config/settings.ts, default DEFAULT_SITE_URL) makes canonical and hreflang links absolute.
 */

export const BRAND = 'Rackwise';

export const DEFAULT_SITE_URL = 'https://www.rackwise-academy.de';

/** '{page title} - {brand} academy', or the bare brand where a page has no title. */
export function formatTitle(pageTitle: string | null): string {
  return pageTitle ? `${pageTitle} - ${BRAND} academy` : BRAND;
}
