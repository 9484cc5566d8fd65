/**
 * A prepared image in a layout -> the attributes of its <img>: srcset over the widths the
 * layout needs, sizes, the plain src, width and height (so nothing shifts while it loads)
 * and the placeholder. Pure.
 */
import { IMAGE_PRESETS } from './constants.ts';
import type { ImageSet, PreparedImage } from './image-data.ts';
import { fallbackWidth, type ImageLayout, layoutWidths, sizesAttribute, sourceWidths } from './layout.ts';

/** The widths an image is offered in within a layout (what the build must have prepared). */
export function widthsFor(image: Pick<PreparedImage, 'width' | 'scalable'>, layout: ImageLayout): number[] {
  return sourceWidths(layoutWidths(layout), image);
}

/** width and height attributes: the intrinsic ratio, at the preset's width for a preset. */
function dimensions(image: PreparedImage, layout: ImageLayout): Pick<ImageSet, 'width' | 'height'> {
  if (image.width <= 0 || image.height <= 0) return {};
  if ('preset' in layout) {
    const width = IMAGE_PRESETS[layout.preset];
    return { width, height: Math.round((width * image.height) / image.width) };
  }
  return { width: image.width, height: image.height };
}

export function imageSetOf(reference: string, image: PreparedImage, layout: ImageLayout): ImageSet | null {
  const size = dimensions(image, layout);
  const placeholder = image.placeholder ? { placeholder: image.placeholder } : {};
  if (Object.keys(image.variants).length === 0) return image.original ? { src: image.original, ...size, ...placeholder } : null;
  const widths = widthsFor(image, layout);
  const missing = widths.filter((width) => image.variants[width] === undefined);
  if (missing.length > 0) {
    throw new Error(
      `image ${JSON.stringify(reference)} was not prepared at ${missing.join(', ')} px: add its layout to imageUsages() in src/images/site-images.ts`,
    );
  }
  const fallback = widths.find((width) => width >= fallbackWidth(layout)) ?? (widths.at(-1) as number);
  return {
    src: image.variants[fallback] as string,
    srcSet: widths.map((width) => `${image.variants[width]} ${width}w`).join(', '),
    sizes: sizesAttribute(layout),
    ...size,
    ...placeholder,
  };
}

/**
 * The placeholder as a CSS url() for the --placeholder custom property (set inline, drawn
 * by .image in main.css; custom properties are the one inline style html-validate's
 * no-inline-style allows). Written so that the attribute holds no ';' at all (readers
 * split style attributes at semicolons): the URL unquoted (React would escape quotes as
 * entities, which end in ';'), and the data URI's own ';' as the six-digit CSS escape
 * \00003b, which the browser reads as ';'.
 */
export function placeholderUrl(dataUri: string): string {
  return `url(${dataUri.replaceAll(';', '\\00003b')})`;
}
