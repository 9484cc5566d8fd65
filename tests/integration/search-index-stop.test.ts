// The search index is made beside the one there was: stopped (a rebuild waits) or whole, the site folder is never left half-indexed.
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import { writeSearchIndex } from '../../src/generate/search-index.ts';
import { TEST_DAY } from '../support/test-clock.ts';

const content = await loadContentCache('content-cache');
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'search-index-'));
  await mkdir(join(dir, 'seminare', 'kuehlung'), { recursive: true });
  await writeFile(
    join(dir, 'seminare', 'kuehlung', 'index.html'),
    '<!doctype html><html lang="de"><head><title>Kühlung</title></head><body><main data-pagefind-body><h1>Kühlung im Rechenzentrum</h1></main></body></html>',
  );
  await mkdir(join(dir, 'pagefind'));
  await writeFile(join(dir, 'pagefind', 'old.pf'), 'the index there was');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('writeSearchIndex', () => {
  it('stopped while Pagefind works, rejects with the reason and leaves the index there was', async () => {
    const stop = new AbortController();
    const making = writeSearchIndex(dir, content, TEST_DAY, stop.signal);
    setImmediate(() => stop.abort(new Error('a rebuild waits')));
    await expect(making).rejects.toThrow('a rebuild waits');
    expect((await readdir(dir)).sort()).toEqual(['pagefind', 'seminare']);
    expect(await readdir(join(dir, 'pagefind'))).toEqual(['old.pf']);
  });

  it('whole, takes the place of the index there was', async () => {
    const index = await writeSearchIndex(dir, content, TEST_DAY);
    expect((await readdir(dir)).sort()).toEqual(['pagefind', 'seminare']);
    const files = await readdir(join(dir, 'pagefind'), { recursive: true });
    expect(files).not.toContain('old.pf');
    expect(files).toContain('pagefind-entry.json');
    expect(index.files).toContain('pagefind/pagefind-entry.json');
    // The page, and the dates known from records.
    expect(index.pages).toBeGreaterThan(1);
  });
});
