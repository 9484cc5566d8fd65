/**
 * Reads the content cache from disk. This is the only place the build touches
 * content files; validation against the content schemas grows here.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CONTENT_FILES, type Content } from './types.ts';

export async function loadContentCache(dir: string): Promise<Content> {
  const entries = await Promise.all(
    Object.entries(CONTENT_FILES).map(async ([collection, file]) => {
      const path = join(dir, file);
      let data: unknown;
      try {
        data = JSON.parse(await readFile(path, 'utf8'));
      } catch (error) {
        throw new Error(`content cache: cannot read ${collection} from ${path}: ${(error as Error).message}`);
      }
      if (!Array.isArray(data)) throw new Error(`content cache: ${path} must hold a JSON array`);
      return [collection, data] as const;
    }),
  );
  return Object.fromEntries(entries) as unknown as Content;
}
