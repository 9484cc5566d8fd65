/**
 * What the pages know of an image: prepared before rendering (rendering is synchronous),
 * passed down in a registry keyed by the reference the content uses. Plain data, so a
 * resolved image can also travel in an island's props.
 */

export type PreparedImage = {
  /** Intrinsic size in px; 0 when the image's metadata could not be read. */
  readonly width: number;
  readonly height: number;
  /** A vector source, drawn sharp at any width (not limited to its intrinsic width). */
  readonly scalable: boolean;
  /** The placeholder as a data URI, or null when there is none. */
  readonly placeholder: string | null;
  /** URL per width the image is offered in (the widths its layouts need). */
  readonly variants: Readonly<Record<number, string>>;
  /** A URL of the whole image for when there are no variants (metadata unreadable), or null. */
  readonly original: string | null;
};

/** Images prepared for a content, by the reference the content (or a page) uses. */
export type ImageRegistry = ReadonlyMap<string, PreparedImage>;

/** An image ready to draw: the attributes of its <img> apart from alt and loading. */
export type ImageSet = {
  readonly src: string;
  readonly srcSet?: string;
  readonly sizes?: string;
  /** Absent when unknown: the image then reserves no space before it loads. */
  readonly width?: number;
  readonly height?: number;
  readonly placeholder?: string;
};
