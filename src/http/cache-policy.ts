/**
 * How long browsers and CDNs keep a file. Files under /assets/ (scripts, styles) and
 * /images/ (image variants) carry a content hash in their name, so a changed file has a
 * new name: they are kept for a year and never revalidated.
 * Everything else (pages, builds/latest.json, the sitemap, robots.txt) keeps its address
 * across builds and is revalidated on every use.
 */
export const HASHED_ASSETS_PREFIX = '/assets/';
/** src/images/providers.ts IMAGES_PATH (this module stays free of the image code). */
export const HASHED_IMAGES_PREFIX = '/images/';
export const HASHED_PREFIXES = [HASHED_ASSETS_PREFIX, HASHED_IMAGES_PREFIX] as const;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';
/** Answers made for one request (404 pages with the path filled in, errors, redirects by cookie). */
export const NO_STORE = 'no-store';

export function cacheControlFor(path: string): string {
  return HASHED_PREFIXES.some((prefix) => path.startsWith(prefix)) ? IMMUTABLE : REVALIDATE;
}
