/**
 * The image work itself, with sharp (libvips; librsvg rasterises SVG): an image's
 * metadata, its placeholder and its variants. Each function takes the source's bytes and
 * returns new bytes; caching is prepare-images.ts's.
 */
import type { Sharp, SharpOptions } from 'sharp';
import { IMAGE_FORMAT, PLACEHOLDER } from './constants.ts';

/**
 * sharp (with libvips) is loaded when the first image needs work: a build whose images are
 * all in the image cache never loads it, and its memory stays free for the pages.
 */
let loaded: Promise<typeof import('sharp')> | null = null;
async function sharp(bytes: Uint8Array, options?: SharpOptions): Promise<Sharp> {
  loaded ??= import('sharp');
  return (await loaded).default(bytes, options);
}

export interface ImageMetadata {
  readonly width: number;
  readonly height: number;
  /** sharp's name of the source format: svg, png, jpeg, webp, … */
  readonly format: string;
}

/** Size (as displayed: EXIF orientation applied) and format; throws when the bytes are no image sharp can read. */
export async function readMetadata(bytes: Uint8Array): Promise<ImageMetadata> {
  const metadata = await (await sharp(bytes)).metadata();
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  if (!width || !height || !metadata.format) throw new Error('no width, height or format');
  return { width, height, format: metadata.format };
}

/** A vector source is rendered at the density that makes it `width` px wide, so it stays sharp when enlarged. */
async function open(bytes: Uint8Array, metadata: ImageMetadata, width: number): Promise<Sharp> {
  const options = metadata.format === 'svg' ? { density: Math.min(100_000, Math.max(1, (72 * width) / metadata.width)) } : {};
  return (await sharp(bytes, options)).autoOrient();
}

/** Lowest alpha (of 255) of an image that counts as opaque. */
const OPAQUE_ENOUGH = 224;

/**
 * The placeholder (10x10, quality 50, blur 3) as a data URI, stretched over the
 * image, so its pixels map onto it. It is the element's background, which the image covers
 * once loaded; an image with transparent parts would not cover it, so it gets none (null).
 */
export async function placeholderDataUri(bytes: Uint8Array, metadata: ImageMetadata): Promise<string | null> {
  const small = await (await open(bytes, metadata, Math.min(metadata.width, 64)))
    .resize(PLACEHOLDER.width, PLACEHOLDER.height, { fit: 'fill' })
    .png()
    .toBuffer();
  // Almost opaque is opaque: a vector image's edge pixels come out a little transparent when it is shrunk.
  const { channels } = await (await sharp(small)).stats();
  if (channels.length === 4 && (channels[3]?.min ?? 0) < OPAQUE_ENOUGH) return null;
  const data = await (await sharp(small)).removeAlpha().blur(PLACEHOLDER.blur).webp({ quality: PLACEHOLDER.quality }).toBuffer();
  return `data:image/${IMAGE_FORMAT};base64,${data.toString('base64')}`;
}

/** One variant: `width` px wide (height by the aspect ratio), webp at `quality`. */
export async function makeVariant(bytes: Uint8Array, metadata: ImageMetadata, width: number, quality: number): Promise<Buffer> {
  return (await open(bytes, metadata, width)).resize({ width }).webp({ quality }).toBuffer();
}
