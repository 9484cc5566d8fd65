/**
 * What a visitor's first search downloads, in a real Chromium: a seminar page of each
 * language is opened, its search field focused and a seminar's topic typed, and everything
 * fetched from the focus until the results show (the search's script, Pagefind and its
 * WebAssembly, the index's chunks, the fragments of the results shown) is summed as it
 * crossed the network: headers and bodies, compressed where the server compresses. Links the
 * page prefetches are pages, not the search, and are left out.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { jsonLogger } from '../../src/server/log/log.ts';
import { startServer } from '../../src/server/start.ts';
import { CHROMIUM_ARGS, findChromium } from '../chromium.ts';
import { builtToday } from './built-today.ts';

export interface SearchBytes {
  readonly page: string;
  readonly query: string;
  readonly bytes: number;
  readonly requests: number;
}

/** A German and an English search (page, words) on the shipped seminars, which every scaled content keeps. */
const SEARCHES = [
  ['/seminare/en-50600-grundlagen', 'kühlung'],
  ['/en/courses/en-50600-grundlagen', 'cooling'],
] as const;

export async function measureSearchBytes(dist: string, contentDir: string): Promise<SearchBytes[]> {
  const work = await mkdtemp(join(tmpdir(), 'bench-search-'));
  const today = await builtToday(dist);
  const server = await startServer({
    logger: jsonLogger((line, level) => level !== 'info' && console.error(line)),
    env: {
      PORT: '0',
      DIST_DIR: dist,
      CONTENT_DIR: contentDir,
      DATA_DIR: join(work, 'data'),
      RELEASES_DIR: join(work, 'releases'),
      TODAY: today,
    },
  });
  const binary = await findChromium();
  const browser = await chromium.launch({
    executablePath: binary.executablePath,
    env: { ...process.env, ...binary.env },
    args: CHROMIUM_ARGS,
  });
  try {
    const figures: SearchBytes[] = [];
    for (const [path, query] of SEARCHES) {
      const page = await browser.newPage();
      // Loaded, and its links prefetched (which are pages, not the search).
      await page.goto(server.url + path, { waitUntil: 'networkidle' });
      const sizes: Array<Promise<number>> = [];
      page.on('requestfinished', (request) => {
        if (!/^\/(pagefind\/|assets\/site-search-)/.test(new URL(request.url()).pathname)) return;
        sizes.push(request.sizes().then((size) => size.responseHeadersSize + size.responseBodySize));
      });
      await page.locator('#site-search').fill(query);
      await page.locator('#site-search-results [role="option"]').first().waitFor();
      await page.waitForLoadState('networkidle');
      const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
      figures.push({ page: path, query, bytes, requests: sizes.length });
      await page.close();
    }
    return figures;
  } finally {
    await browser.close();
    await server.close();
    await rm(work, { recursive: true, force: true });
  }
}
