/**
 * Searches a served site's search index as a page of one language would: Pagefind's own
 * script, fetched from the site and run here, with the page's `<html lang>` it reads to
 * pick the index. Each call loads the script afresh, so it reads the index served now.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type PagefindResultData, pagePath } from '../../src/browser/search/search-results.ts';

interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  search(query: string): Promise<{ results: Array<{ data(): Promise<PagefindResultData> }> }>;
  destroy(): Promise<void>;
}

/** The results for `query` on a page in `lang` ('de-DE', 'en-US'), best first, with the ranking the site's search uses. */
export async function searchSite(siteUrl: string, lang: string, query: string): Promise<PagefindResultData[]> {
  const script = await (await fetch(`${siteUrl}/pagefind/pagefind.js`)).text();
  const dir = await mkdtemp(join(tmpdir(), 'pagefind-'));
  const file = join(dir, 'pagefind.js');
  await writeFile(file, script);
  const global = globalThis as { document?: unknown };
  global.document = { currentScript: null, querySelector: () => ({ getAttribute: () => lang }) };
  try {
    const pagefind = (await import(pathToFileURL(file).href)) as Pagefind;
    await pagefind.options({ basePath: `${siteUrl}/pagefind/`, ranking: { pageLength: 0 } });
    const { results } = await pagefind.search(query);
    const found = await Promise.all(results.map((result) => result.data()));
    await pagefind.destroy();
    return found;
  } finally {
    delete global.document;
    await rm(dir, { recursive: true, force: true });
  }
}

/** A result's page as the site writes its address (what the site's search links to). */
export const pathOfResult = (result: PagefindResultData) => pagePath(new URL(result.url).pathname);
