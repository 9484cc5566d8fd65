/**
 * Reads and writes the content cache (content-cache/*.json), the embedded copy of the CMS
 * the build renders from. Reading validates; writing is atomic: every file is written
 * to a temporary folder first and swapped in only when all of them are complete, so a
 * failed pull leaves the old cache as it was.
 */
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { COLLECTION_NAMES, COLLECTIONS } from './schema.ts';
import type { Content } from './types.ts';
import { validateContent } from './validate.ts';

export async function readRawContent(dir: string): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    COLLECTION_NAMES.map(async (collection) => {
      const path = join(dir, COLLECTIONS[collection].file);
      try {
        return [collection, JSON.parse(await readFile(path, 'utf8'))] as const;
      } catch (error) {
        throw new Error(`content cache: cannot read ${collection} from ${path}: ${(error as Error).message}`);
      }
    }),
  );
  return Object.fromEntries(entries);
}

export async function loadContentCache(dir: string): Promise<Content> {
  return validateContent(await readRawContent(dir));
}

/** Items in primary-key order (ids numerically, string keys by code unit): the one order
 * the cache is written in, whatever order the CMS delivered, so a pull never reorders a file. */
export function inKeyOrder<T>(items: readonly T[]): T[] {
  const key = (item: T) => (item as { id?: string | number; key?: string }).id ?? (item as { key?: string }).key ?? '';
  return [...items].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    return typeof x === 'number' && typeof y === 'number' ? x - y : String(x) < String(y) ? -1 : String(x) > String(y) ? 1 : 0;
  });
}

/** Stable, reviewable JSON: key order, two-space indent, trailing newline. */
export function serializeCollection(items: readonly unknown[]): string {
  return `${JSON.stringify(inKeyOrder(items), null, 2)}\n`;
}

export async function writeContentCache(dir: string, content: Content): Promise<void> {
  const parent = dirname(dir);
  await mkdir(dir, { recursive: true });
  const staging = await mkdtemp(join(parent, '.content-staging-'));
  try {
    for (const collection of COLLECTION_NAMES) {
      await writeFile(join(staging, COLLECTIONS[collection].file), serializeCollection(content[collection]));
    }
    for (const collection of COLLECTION_NAMES) {
      // rename() within one file system replaces each file atomically.
      await rename(join(staging, COLLECTIONS[collection].file), join(dir, COLLECTIONS[collection].file));
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
