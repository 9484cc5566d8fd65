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
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { LOCALE_INFO, LOCALES } from '../i18n/locales.ts';

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

/** The file that names each language's index; Pagefind writes one per index it makes. */
const ENTRY_FILE = 'pagefind-entry.json';

/** The folders (globs under the site root) of each language's pages: English under /en, German everywhere else. */
async function languageGlobs(siteDir: string): Promise<string[]> {
  const prefixes = LOCALES.map((locale) => LOCALE_INFO[locale].prefix.slice(1)).filter(Boolean);
  const folders = (await readdir(siteDir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && !prefixes.includes(entry.name) && entry.name !== SEARCH_DIR && !entry.name.startsWith('.'))
    .map((entry) => entry.name);
  return [`{${folders.join(',')}}/**/*.html`, ...prefixes.map((prefix) => `${prefix}/**/*.html`)];
}

/** One language's index, by a Pagefind process of its own, written into `outputPath`; returns the files it read and its entry's languages. */
async function indexLanguage(siteDir: string, glob: string, outputPath: string) {
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`the search index could not be started: ${errors.join('; ')}`);
  try {
    const added = await index.addDirectory({ path: siteDir, glob });
    if (added.errors.length > 0) throw new Error(`the search index could not read the pages: ${added.errors.join('; ')}`);
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(`the search index could not be written: ${written.errors.join('; ')}`);
    const entry = JSON.parse(await readFile(join(outputPath, ENTRY_FILE), 'utf8')) as { languages: Record<string, unknown> };
    return { read: added.page_count, entry };
  } finally {
    // The process ends with its index: none is left waiting between builds, and the next language starts empty.
    await pagefind.close();
  }
}

/**
 * Indexes the pages under `siteDir` into `siteDir/pagefind`: one language after the other,
 * each by a Pagefind process of its own (one process for the whole site held about 1 GB at
 * 13,000 pages; one language at a time, 0.7 GB), their entries merged into one.
 */
export async function writeSearchIndex(siteDir: string): Promise<SearchIndex> {
  const started = performance.now();
  const outputPath = join(siteDir, SEARCH_DIR);
  await rm(outputPath, { recursive: true, force: true });
  let read = 0;
  const made = [];
  for (const glob of await languageGlobs(siteDir)) {
    const language = await indexLanguage(siteDir, glob, outputPath);
    read += language.read;
    made.push(language.entry);
  }
  const languages = Object.assign({}, ...made.map((entry) => entry.languages));
  await writeFile(join(outputPath, ENTRY_FILE), JSON.stringify({ ...made.at(-1), languages }));
  await Promise.all(UNUSED_FILES.map((file) => rm(join(outputPath, file), { force: true })));
  const entries = await readdir(outputPath, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((item) => item.isFile())
    .map((item) => join(SEARCH_DIR, item.parentPath.slice(outputPath.length), item.name));
  return { pages: read, files, ms: performance.now() - started };
}
