/**
 * The download documents' PDFs kept between builds (src/generate/pdf-shelf.ts): filed by the
 * code's version and the document's text, read before a document is drawn, and put there
 * once drawn.
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadContentCache } from '../../src/content/cache.ts';
import { pdfShelf } from '../../src/generate/pdf-shelf.ts';
import { TEST_DAY } from '../support/test-clock.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pdf-shelf-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const bytes = (text: string) => new TextEncoder().encode(text);

describe('pdfShelf', () => {
  it('gives back what was put under the same version and text, and nothing for another text', async () => {
    const shelf = pdfShelf(dir, 'version 1');
    await shelf.put('Checklist', bytes('%PDF one'));
    expect(await pdfShelf(dir, 'version 1').get('Checklist')).toEqual(bytes('%PDF one'));
    expect(await shelf.get('Agenda')).toBeNull();
  });

  it('keeps only the version opened last: another version finds nothing, and the older one is gone', async () => {
    await pdfShelf(dir, 'version 1').put('Checklist', bytes('%PDF one'));
    expect(await pdfShelf(dir, 'version 2').get('Checklist')).toBeNull();
    expect(await readdir(dir)).toHaveLength(1);
    expect(await pdfShelf(dir, 'version 1').get('Checklist')).toBeNull();
  });

  it('is a cache that may fail: in a folder that cannot be made, it finds nothing and keeps nothing, without failing', async () => {
    const blocked = join(dir, 'a-file');
    await writeFile(blocked, 'not a folder');
    const shelf = pdfShelf(join(blocked, 'pdf-cache'), 'version 1');
    await expect(shelf.put('Checklist', bytes('%PDF one'))).resolves.toBeUndefined();
    expect(await shelf.get('Checklist')).toBeNull();
  });
});

describe('companionFiles with a shelf', () => {
  // Each test with the module's in-memory cache empty.
  beforeEach(() => vi.resetModules());
  const pdfsOf = (files: ReadonlyMap<string, string | Uint8Array>) => [...files].filter(([path]) => path.endsWith('.pdf'));

  it('puts each document it draws on the shelf', async () => {
    const { companionFiles } = await import('../../src/generate/companion-files.ts');
    const put = new Map<string, Uint8Array>();
    const shelf = { get: async () => null, put: async (key: string, pdf: Uint8Array) => void put.set(key, pdf) };
    const pdfs = pdfsOf(await companionFiles(await loadContentCache('content-cache'), 'https://www.example.test', TEST_DAY, shelf));
    expect(pdfs.length).toBeGreaterThan(0);
    expect(put.size).toBeGreaterThan(0);
    for (const [, pdf] of pdfs) {
      expect([...put.values()]).toContainEqual(pdf);
      expect(new TextDecoder().decode((pdf as Uint8Array).slice(0, 5))).toBe('%PDF-');
    }
  });

  it('draws no document the shelf has', async () => {
    const { companionFiles } = await import('../../src/generate/companion-files.ts');
    const kept = bytes('%PDF kept');
    const shelf = { get: async () => kept, put: async () => expect.unreachable('nothing is drawn') };
    const pdfs = pdfsOf(await companionFiles(await loadContentCache('content-cache'), 'https://www.example.test', TEST_DAY, shelf));
    expect(pdfs.length).toBeGreaterThan(0);
    for (const [, pdf] of pdfs) expect(pdf).toEqual(kept);
  });
});
