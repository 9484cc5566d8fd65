/**
 * The site search's index, made by Pagefind from the pages a build wrote: one index per
 * page language (`<html lang>`), so a German page searches German pages only. Pagefind
 * reads the pages of the routes the route table gives a search kind and no record
 * (searchReadsPage), only their `<main>` (data-pagefind-body, src/layout/Layout.tsx) without
 * what is marked data-pagefind-ignore (lists of other pages, forms); seminar dates come from
 * records of their facts instead (date-search-records.ts). It writes its files under
 * /pagefind/: its script and WebAssembly, the index in chunks and a fragment per page, named
 * by their content.
 *
 * The folder is made anew each time (beside the one there was, which it then replaces): a
 * release's files are hard links to the served site's, and writing through one would change
 * the site being served.
 */
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import type { Content } from '../content/types.ts';
import { listFiles } from '../files/list-files.ts';
import { LOCALE_INFO, LOCALES, type Locale } from '../i18n/locales.ts';
import { ROUTE_IDS, ROUTES, searchReadsPage } from '../routes/table.ts';
import { boundedTasks } from './bounded-tasks.ts';
import { dateSearchRecords, type SearchRecord } from './date-search-records.ts';
import { htmlFileOf } from './output-path.ts';

/** The folder of the index, under the site root. */
export const SEARCH_DIR = 'pagefind';
/** Where an index is made, beside the folder of the one there was, until it is whole. */
const UNFINISHED_SEARCH_DIR = `${SEARCH_DIR}.next`;

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
  /** Pages indexed, both languages together: those read and those known from records. */
  readonly pages: number;
  /** The index's files, relative to the site root. */
  readonly files: readonly string[];
  readonly ms: number;
}

/** The file that names each language's index; Pagefind writes one per index it makes. */
const ENTRY_FILE = 'pagefind-entry.json';

/**
 * The HTML files of one language's pages the search reads, as one glob under the site root:
 * those of the routes whose pages it reads (a parameter is one folder, a splat any below).
 */
export function pageGlob(locale: Locale): string {
  const files = ROUTE_IDS.filter(searchReadsPage).map((id) =>
    htmlFileOf(ROUTES[id][locale].replace(/\/\*$/, '/**').replace(/\/:[^/]+/g, '/*')),
  );
  return `{${files.join(',')}}`;
}

/** How many records are on their way to Pagefind at once (each is a message to its process and an answer). */
const RECORDS_IN_FLIGHT = 64;

async function addRecords(index: pagefind.PagefindIndex, records: readonly SearchRecord[]): Promise<void> {
  const tasks = boundedTasks(RECORDS_IN_FLIGHT);
  for (const record of records) {
    await tasks.add(async () => {
      const { locale, ...rest } = record;
      // Pagefind names a page's language by its <html lang> in lower case.
      const added = await index.addCustomRecord({ ...rest, language: LOCALE_INFO[locale].tag.toLowerCase() });
      if (added.errors.length > 0) throw new Error(`the search index could not take ${record.url}: ${added.errors.join('; ')}`);
    });
  }
  await tasks.drain();
}

/** One language's index, by a Pagefind process of its own, written into `outputPath`; returns the pages it indexed and its entry's languages. */
async function indexLanguage(siteDir: string, locale: Locale, records: readonly SearchRecord[], outputPath: string, signal?: AbortSignal) {
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`the search index could not be started: ${errors.join('; ')}`);
  // Stopped: Pagefind's process ends, and what waits for it fails at once.
  const stop = () => void pagefind.close();
  signal?.addEventListener('abort', stop, { once: true });
  try {
    const added = await index.addDirectory({ path: siteDir, glob: pageGlob(locale) });
    if (added.errors.length > 0) throw new Error(`the search index could not read the pages: ${added.errors.join('; ')}`);
    const own = records.filter((record) => record.locale === locale);
    await addRecords(index, own);
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(`the search index could not be written: ${written.errors.join('; ')}`);
    const entry = JSON.parse(await readFile(join(outputPath, ENTRY_FILE), 'utf8')) as { languages: Record<string, unknown> };
    return { indexed: added.page_count + own.length, entry };
  } finally {
    signal?.removeEventListener('abort', stop);
    // The process ends with its index: none is left waiting between builds, and the next language starts empty.
    await pagefind.close();
  }
}

/**
 * Indexes the pages under `siteDir`, made for `content` on `today`, with the records of its upcoming dates, into
 * `siteDir/pagefind`: one language after the other, each by a Pagefind process of its own
 * (their memory does not add up), their entries merged into one. It is made beside the index
 * there was (in UNFINISHED_SEARCH_DIR) and takes its place once whole: stopped by `signal` (it
 * then rejects with the signal's reason) or failed, it leaves the site folder as it was.
 */
export async function writeSearchIndex(siteDir: string, content: Content, today: string, signal?: AbortSignal): Promise<SearchIndex> {
  const started = performance.now();
  const records = dateSearchRecords(content, today);
  const outputPath = join(siteDir, UNFINISHED_SEARCH_DIR);
  await rm(outputPath, { recursive: true, force: true });
  let indexed = 0;
  const made = [];
  try {
    for (const locale of LOCALES) {
      signal?.throwIfAborted();
      const language = await indexLanguage(siteDir, locale, records, outputPath, signal);
      indexed += language.indexed;
      made.push(language.entry);
    }
  } catch (error) {
    await rm(outputPath, { recursive: true, force: true });
    signal?.throwIfAborted();
    throw error;
  }
  const languages = Object.assign({}, ...made.map((entry) => entry.languages));
  await writeFile(join(outputPath, ENTRY_FILE), JSON.stringify({ ...made.at(-1), languages }));
  await Promise.all(UNUSED_FILES.map((file) => rm(join(outputPath, file), { force: true })));
  const finished = join(siteDir, SEARCH_DIR);
  await rm(finished, { recursive: true, force: true });
  await rename(outputPath, finished);
  const files = (await listFiles(finished)).map((file) => join(SEARCH_DIR, file));
  return { pages: indexed, files, ms: performance.now() - started };
}
