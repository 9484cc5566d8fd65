/**
 * The image cache between builds (default .build/image-cache), keyed by the source's
 * content hash and the parameters, so an unchanged image costs nothing on the next build:
 *   {hash}.{placeholder parameters}.json   metadata and placeholder
 *   {hash}-{width}.webp       a variant (the same name it has in the site)
 *   originals/{hash}          a CMS asset's bytes
 *   remote/{digest of URL}.json  what a CMS asset's URL last answered (ETag, hash)
 * Files are written under a temporary name and renamed, so a build that stops half-way
 * leaves no half-written entry.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../files/write-atomic.ts';
import { PLACEHOLDER } from './constants.ts';

/** Raised when the way images are made changes, so cached results of the old way are not used. */
const PIPELINE_VERSION = 'images-1';
/** The placeholder's parameters and way of making, in the name of its cache file. */
const PLACEHOLDER_KEY = `p${PLACEHOLDER.width}x${PLACEHOLDER.height}q${PLACEHOLDER.quality}b${PLACEHOLDER.blur}v5`;

/** The content hash that names a source's variants: 16 hex digits of SHA-256 over its bytes. */
export function contentHash(bytes: Uint8Array): string {
  return createHash('sha256').update(PIPELINE_VERSION).update(bytes).digest('hex').slice(0, 16);
}

export const cacheFiles = {
  metadata: (dir: string, hash: string) => join(dir, `${hash}.${PLACEHOLDER_KEY}.json`),
  /** `name` is the variant's file name in the site (images/{name}). */
  variant: (dir: string, name: string) => join(dir, name),
  original: (dir: string, hash: string) => join(dir, 'originals', hash),
  remote: (dir: string, url: string) => join(dir, 'remote', `${createHash('sha256').update(url).digest('hex').slice(0, 24)}.json`),
};

export async function writeCacheFile(file: string, data: string | Uint8Array): Promise<void> {
  await writeFileAtomic(file, data);
}

export async function readCacheJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

export function isCached(file: string): boolean {
  return existsSync(file);
}
