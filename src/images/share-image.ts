/**
 * The image a page is shared and found with (og:image, schema.org `image`): one prepared
 * variant at least SHARE_WIDTH wide (the largest where none is), with its size, as an
 * absolute URL. Pure.
 */
import type { ImageRegistry } from './image-data.ts';

/** The width link previews and search results ask of a page's image. */
export const SHARE_WIDTH = 1200;

export interface SharedImage {
  readonly url: string;
  /** In px; absent when the image's size is unknown. */
  readonly width?: number;
  readonly height?: number;
}

/** The shared image of `reference`; null without a registry, a reference or a drawable variant. */
export function sharedImage(registry: ImageRegistry | null, reference: string | null, siteUrl: string): SharedImage | null {
  const image = reference === null ? undefined : registry?.get(reference);
  if (!image) return null;
  const widths = Object.keys(image.variants)
    .map(Number)
    .sort((a, b) => a - b);
  const width = widths.find((candidate) => candidate >= SHARE_WIDTH) ?? widths.at(-1);
  const src = width === undefined ? image.original : image.variants[width];
  if (!src) return null;
  const url = new URL(src, siteUrl).href;
  if (width === undefined || image.width <= 0 || image.height <= 0) return { url };
  return { url, width, height: Math.round((width * image.height) / image.width) };
}
