/**
 * What an image reference in the content names: a file of the site (kept in
 * content-images/, e.g. `seminars/power.svg`), a CMS asset (a Directus file id, or its
 * `{DIRECTUS_URL}/assets/{id}` URL), or another URL on the CMS host. The CMS's scheme and
 * host are the only image origin allowed: a URL on any other host, or over http for an
 * https CMS, is refused, so the CMS's read token is never sent anywhere else. Pure.
 */
import { ASSET_ID_PATTERN, IMAGE_FILE_PATTERN } from '../content/image-reference.ts';

export type ImageSource =
  | { readonly kind: 'file'; readonly path: string }
  | { readonly kind: 'asset'; readonly id: string }
  | { readonly kind: 'url'; readonly url: string };

export class ImageSourceError extends Error {
  override name = 'ImageSourceError';
}

/**
 * The source a reference names. `cmsUrl` is DIRECTUS_URL (or null): the host whose URLs
 * are allowed, and where asset ids live. Throws an ImageSourceError for a reference of no
 * known form and for a URL on another host.
 */
export function parseImageSource(reference: string, cmsUrl: string | null): ImageSource {
  if (IMAGE_FILE_PATTERN.test(reference)) return { kind: 'file', path: reference };
  if (ASSET_ID_PATTERN.test(reference)) {
    if (cmsUrl === null)
      throw new ImageSourceError(`image ${JSON.stringify(reference)} is a CMS file id: set DIRECTUS_URL, the CMS it is fetched from`);
    return { kind: 'asset', id: reference.toLowerCase() };
  }
  let url: URL;
  try {
    url = new URL(reference);
  } catch {
    throw new ImageSourceError(
      `image ${JSON.stringify(reference)} is neither a file of content-images/ (lower-case path ending in .svg, .png, .jpg, .webp, .avif or .gif), a CMS file id nor a URL`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new ImageSourceError(`image ${JSON.stringify(reference)}: only http(s) URLs are allowed`);
  checkImageDomain(url, cmsUrl);
  const asset = cmsUrl
    ? new RegExp(`^${escapeRegExp(new URL(cmsUrl).pathname.replace(/\/+$/, ''))}/assets/([^/?#]+)$`).exec(url.pathname)
    : null;
  if (asset && ASSET_ID_PATTERN.test(asset[1] as string) && url.search === '')
    return { kind: 'asset', id: (asset[1] as string).toLowerCase() };
  return { kind: 'url', url: url.href };
}

/** Refuses an image URL whose scheme or host is not the CMS's (the content backend is the only allowed image domain). */
export function checkImageDomain(url: URL, cmsUrl: string | null): void {
  if (cmsUrl === null) {
    throw new ImageSourceError(`image ${url.href}: remote images are allowed only from the CMS host, and DIRECTUS_URL is not set`);
  }
  const allowed = new URL(cmsUrl);
  if (url.host !== allowed.host) {
    throw new ImageSourceError(
      `image ${url.href}: ${url.host} is not an allowed image domain; the only one is the CMS host ${allowed.host} (DIRECTUS_URL)`,
    );
  }
  if (url.protocol !== allowed.protocol) {
    throw new ImageSourceError(`image ${url.href}: the CMS is reached over ${allowed.protocol} (DIRECTUS_URL), not ${url.protocol}`);
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The URL a CMS asset's original is fetched from. */
export function assetUrl(cmsUrl: string, id: string): string {
  return `${cmsUrl.replace(/\/+$/, '')}/assets/${encodeURIComponent(id)}`;
}
