/** Every file under a folder, as paths relative to it (folders left out). */
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';

export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}
