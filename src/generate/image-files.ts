/**
 * The images' part of a generated site (generate-site.ts): the files the prepared images
 * need (src/images/prepare-images.ts), and builds/images.json, which records them and a
 * digest of what the pages show of each image, for the next incremental build:
 *  - a file's name carries its source's content hash, so a file the previous site has is
 *    the same bytes: only new names are returned, and the previous site's files that no
 *    image needs any more are deleted;
 *  - when what pages show of an image has changed under the same reference (its bytes
 *    replaced, another provider), every page is rendered again (the pages' payloads record
 *    the reference, not the bytes).
 * Pure apart from reading the new files' bytes from the image cache.
 */
import { createHash } from 'node:crypto';
import type { PreparedImages } from '../images/prepare-images.ts';

/** Beside the build records, not under /images/: that folder is served as immutable, and this file changes. */
export const IMAGE_INDEX_FILE = 'builds/images.json';

interface ImageIndex {
  /** Digest of each prepared image, by reference. */
  readonly images: Readonly<Record<string, string>>;
  readonly files: readonly string[];
}

export interface ImageSiteFiles {
  /** New files, and the index when it differs. */
  readonly files: Map<string, string | Uint8Array>;
  readonly deleted: readonly string[];
  /** Pages show an image differently from the previous site's: render them all again. */
  readonly changed: boolean;
  /** Digest of everything pages show of the images (part of the build id). */
  readonly signature: string;
}

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 16);

function parseIndex(bytes: Uint8Array | null): ImageIndex | null {
  if (!bytes) return null;
  try {
    const index = JSON.parse(new TextDecoder().decode(bytes)) as Partial<ImageIndex>;
    return index.images && typeof index.images === 'object' && Array.isArray(index.files) ? (index as ImageIndex) : null;
  } catch {
    return null;
  }
}

/** `previousIndex`: the previous site's images/index.json (null if it has none); undefined for a full build. */
export function imageSiteFiles(images: PreparedImages, previousIndex?: Uint8Array | null): ImageSiteFiles {
  const entries = [...images.registry].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const index: ImageIndex = {
    images: Object.fromEntries(entries.map(([reference, image]) => [reference, digest(image)])),
    files: [...images.files.keys()].sort(),
  };
  const text = `${JSON.stringify(index, null, 1)}\n`;
  const previous = previousIndex === undefined ? undefined : parseIndex(previousIndex);
  const known = new Set(previous?.files ?? []);
  const files = new Map<string, string | Uint8Array>();
  for (const [file, read] of images.files) if (!known.has(file)) files.set(file, read());
  if (previousIndex === undefined || previousIndex === null || new TextDecoder().decode(previousIndex) !== text)
    files.set(IMAGE_INDEX_FILE, text);
  const current = new Set(index.files);
  const changed =
    previous === null ||
    (previous !== undefined &&
      Object.entries(index.images).some(
        ([reference, value]) => previous.images[reference] !== undefined && previous.images[reference] !== value,
      ));
  return { files, deleted: previous ? previous.files.filter((file) => !current.has(file)) : [], changed, signature: digest(index.images) };
}
