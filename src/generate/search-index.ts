/**
 * The site search's index, made by Pagefind from the pages a build wrote: one index per
 * page language (`<html lang>`), so a German page searches German pages only. Pagefind
 * reads only the `<main>` of pages the route table gives a search kind (data-pagefind-body,
 * src/layout/Layout.tsx), leaves out what is marked data-pagefind-ignore (lists of other
 * pages, forms) and writes its files under /pagefind/: its script and WebAssembly, the
 * index in chunks and a fragment per page, named by their content.
 *
 * The folder is made anew each time: a release's files are hard links to the served
 * site's, and writing through one would change the site being served.
 */
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import * as pagefind from 'pagefind';

/** The folder of the index, under the site root. */
export const SEARCH_DIR = 'pagefind';

/**
 * Pagefind's own search interfaces, which the site does not use (its search is
 * src/browser/search), and its worker: the site searches in the page's thread, which
 * saves the worker's 12 KB on a first search.
 */
const UNUSED_FILES = [
  'pagefind-worker.js',
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-highlight.js',
];

export interface SearchIndex {
  /** HTML files Pagefind read, both languages together (those without a search kind are read and left out). */
  readonly pages: number;
  /** The index's files, relative to the site root. */
  readonly files: readonly string[];
  readonly ms: number;
}

/** Indexes the pages under `siteDir` into `siteDir/pagefind`. */
export async function writeSearchIndex(siteDir: string): Promise<SearchIndex> {
  const started = performance.now();
  const outputPath = join(siteDir, SEARCH_DIR);
  await rm(outputPath, { recursive: true, force: true });
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`the search index could not be started: ${errors.join('; ')}`);
  try {
    const added = await index.addDirectory({ path: siteDir, glob: '**/*.html' });
    if (added.errors.length > 0) throw new Error(`the search index could not read the pages: ${added.errors.join('; ')}`);
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(`the search index could not be written: ${written.errors.join('; ')}`);
    await Promise.all(UNUSED_FILES.map((file) => rm(join(outputPath, file), { force: true })));
    const entries = await readdir(outputPath, { recursive: true, withFileTypes: true });
    const files = entries
      .filter((entry) => entry.isFile())
      .map((entry) => join(SEARCH_DIR, entry.parentPath.slice(outputPath.length), entry.name));
    return { pages: added.page_count, files, ms: performance.now() - started };
  } finally {
    // Pagefind runs as a process of its own; none is left waiting between builds.
    await pagefind.close();
  }
}
