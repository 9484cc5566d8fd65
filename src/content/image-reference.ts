/**
 * The three forms an image reference in the content may take (src/images/source.ts tells
 * which source each names): a file of content-images/, a CMS file id, or a URL. The
 * content schema checks the form; the host of a URL is checked at build. Pure.
 */

/** A relative path of lower-case segments (no `..`, no leading slash) ending in an image type. */
export const IMAGE_FILE_PATTERN = /^(?:[a-z0-9][a-z0-9_-]*\/)*[a-z0-9][a-z0-9._-]*\.(?:svg|png|jpe?g|webp|avif|gif)$/;
/** Directus file ids are UUIDs. */
export const ASSET_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a reference has one of the three forms (the content schema checks this; the host is checked at build). */
export function isImageReference(reference: string): boolean {
  return IMAGE_FILE_PATTERN.test(reference) || ASSET_ID_PATTERN.test(reference) || /^https?:\/\/[^/]/.test(reference);
}
