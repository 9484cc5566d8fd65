/**
 * Site-wide settings. The brand is a setting (the academy's name), not content.
 * SITE_URL is read at build time and makes canonical and hreflang links absolute.
 */
import { ConfigError, isHttpUrl } from './env.ts';

export const BRAND = 'Rackwise';

export const DEFAULT_SITE_URL = 'https://www.rackwise-academy.de';

/** '{page title} - {brand} academy', or the bare brand where a page has no title (spec §1). */
export function formatTitle(pageTitle: string | null): string {
  return pageTitle ? `${pageTitle} - ${BRAND} academy` : BRAND;
}

/** The site's origin without a trailing slash; throws on a value that is not an http(s) URL. */
export function normalizeSiteUrl(value: string | undefined): string {
  const url = value?.trim() || DEFAULT_SITE_URL;
  if (!isHttpUrl(url)) throw new ConfigError(`SITE_URL must be an http(s) URL, got ${JSON.stringify(value)}`);
  return new URL(url).origin;
}
