/**
 * The image providers' URLs, one pure function each:
 *  - static (the default): variants made at build into the site, under a path named by
 *    the source's content hash, so they can be cached for good;
 *  - hosted: a hosted image optimiser, `{IMAGE_HOSTED_URL}?url={source URL}&w={width}&q={quality}`
 *    (the shape of Next.js's and Vercel's image optimisers), the width snapped to the
 *    configured widths;
 *  - directus: the CMS's own transformations, `{DIRECTUS_URL}/assets/{id}?width=&quality=&format=webp`.
 */
import type { IMAGE_PROVIDERS } from '../config/page-settings.ts';
import { DEFAULT_IMAGE_QUALITY, IMAGE_FORMAT } from './constants.ts';
import { snapWidth } from './layout.ts';

export type ImageProviderName = (typeof IMAGE_PROVIDERS)[number];

/** Where the site keeps its generated images (served with a year of immutable caching). */
export const IMAGES_PATH = '/images/';

/** A static variant: `/images/{hash}-{width}.webp`, with `-q{quality}` when the quality is not the default. */
export function staticVariantPath(hash: string, width: number, quality: number = DEFAULT_IMAGE_QUALITY): string {
  return `${IMAGES_PATH}${hash}-${width}${quality === DEFAULT_IMAGE_QUALITY ? '' : `-q${quality}`}.${IMAGE_FORMAT}`;
}

/** A source file as it is, for the hosted optimiser to fetch: `/images/{hash}.{extension}`. */
export function staticOriginalPath(hash: string, extension: string): string {
  return `${IMAGES_PATH}${hash}.${extension}`;
}

export function hostedImageUrl(base: string, sourceUrl: string, width: number, quality: number = DEFAULT_IMAGE_QUALITY): string {
  const url = new URL(base);
  url.searchParams.set('url', sourceUrl);
  url.searchParams.set('w', String(snapWidth(width)));
  url.searchParams.set('q', String(quality));
  return url.href;
}

export function directusImageUrl(cmsUrl: string, id: string, width: number, quality: number = DEFAULT_IMAGE_QUALITY): string {
  const url = new URL(`${cmsUrl.replace(/\/+$/, '')}/assets/${encodeURIComponent(id)}`);
  url.searchParams.set('width', String(snapWidth(width)));
  url.searchParams.set('quality', String(quality));
  url.searchParams.set('format', IMAGE_FORMAT);
  return url.href;
}
