/**
 * How many source files each folder of src/server holds: a folder of more than
 * MAX_FILES_PER_FOLDER is a room to split (`npm run lint:architecture` fails on one).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export const MAX_FILES_PER_FOLDER = 25;

/** The folders of `files` (paths with '/') that hold more than `max` of them directly, with their counts. */
export function crowdedFolders(files: readonly string[], max = MAX_FILES_PER_FOLDER): Array<{ folder: string; files: number }> {
  const counts = new Map<string, number>();
  for (const file of files) {
    const folder = file.slice(0, file.lastIndexOf('/'));
    counts.set(folder, (counts.get(folder) ?? 0) + 1);
  }
  return [...counts]
    .filter(([, count]) => count > max)
    .map(([folder, count]) => ({ folder, files: count }))
    .sort((a, b) => a.folder.localeCompare(b.folder));
}

/** Every TypeScript source under `root`, as paths from it. */
export function sourcesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}
