/**
 * The one image component of pages and islands. A page names the source (a file of the
 * site or a CMS asset id, as the content has it), the alt text and the layout; the image
 * comes from the registry the build prepared (<ImageRegistryProvider>). An island, which
 * has no registry, gets the ImageSet in its props (useImageSet on the server) and draws it
 * with <ImageElement>.
 *
 * Below the fold by default: lazy, decoded off the main thread, with its placeholder as the
 * element's background (the --placeholder property, drawn by .image in main.css) until the
 * image covers it. `priority` marks the page's main image: loaded at once with high fetch
 * priority, in the page's first bytes, so it has no placeholder to carry.
 */
import { type CSSProperties, createContext, useContext } from 'react';
import type { ImageRegistry, ImageSet } from './image-data.ts';
import { imageSetOf, placeholderUrl } from './image-set.ts';
import type { ImageLayout } from './layout.ts';

const ImageRegistryContext = createContext<ImageRegistry | null>(null);

export const ImageRegistryProvider = ImageRegistryContext.Provider;

/**
 * The ImageSet of a source in a layout; null without a source, and when the render has no
 * registry (a page rendered without images) or the image cannot be drawn (its error was
 * logged when it was prepared).
 */
export function useImageSet(source: string | null, layout: ImageLayout): ImageSet | null {
  const registry = useContext(ImageRegistryContext);
  if (source === null || registry === null) return null;
  const image = registry.get(source);
  if (!image)
    throw new Error(
      `image ${JSON.stringify(source)} was not prepared: the build prepares the images imageUsages() in src/images/site-images.ts lists`,
    );
  return imageSetOf(source, image, layout);
}

export interface ImageElementProps {
  readonly image: ImageSet;
  /** Required: what the image shows, in the page's language; '' only for a decorative image. */
  readonly alt: string;
  /** The page's main image (its hero): eager, high fetch priority. */
  readonly priority?: boolean;
  readonly className?: string;
}

export function ImageElement({ image, alt, priority = false, className }: ImageElementProps) {
  const style = image.placeholder && !priority ? ({ '--placeholder': placeholderUrl(image.placeholder) } as CSSProperties) : undefined;
  const img = (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      // Eager is the browsers' default: only the others say how they load.
      loading={priority ? undefined : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className ? `image ${className}` : 'image'}
      style={style}
    />
  );
  // React would add a preload of an eager image outside <picture> to the head, repeating its
  // srcset on every page; the image is in the page's first bytes, where the browser finds it as
  // soon. The <picture> is `display: contents`: the image lays out as if it stood alone.
  return priority ? <picture>{img}</picture> : img;
}

export interface ImageProps extends Omit<ImageElementProps, 'image'> {
  /** The image reference, as in the content; null draws nothing. */
  readonly source: string | null;
  readonly layout: ImageLayout;
}

export function Image({ source, layout, ...props }: ImageProps) {
  const image = useImageSet(source, layout);
  return image ? <ImageElement image={image} {...props} /> : null;
}
