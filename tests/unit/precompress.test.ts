import { randomBytes } from 'node:crypto';
import { readdir, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDir, precompressFile } from '../../src/generate/precompress.ts';
import { MIN_COMPRESS_BYTES } from '../../src/http/compressible.ts';
import { tempDir, writeTree } from '../support/temp-site.ts';

const TEXT = '<p>Rechenzentren nach EN 50600: Seminare, Termine und Preise.</p>\n'.repeat(100);
const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

describe('precompressFile', () => {
  it('writes a brotli variant, and only that, that decompresses to the file and is smaller', async () => {
    const dir = await writeTree(await tempDir(), { 'page/index.html': TEXT });
    const file = join(dir, 'page/index.html');
    const result = await precompressFile(file);
    const br = await readFile(`${file}.br`);
    expect(brotliDecompressSync(br).toString()).toBe(TEXT);
    expect(result).toBe(br.length);
    expect(br.length).toBeLessThan(TEXT.length / 5);
    expect((await readdir(join(dir, 'page'))).sort()).toEqual(['index.html', 'index.html.br']);
  });

  it('compresses the bytes it is given (a rebuild that has them at hand) rather than re-reading', async () => {
    const dir = await writeTree(await tempDir(), { 'a.js': 'on disk' });
    await precompressFile(join(dir, 'a.js'), Buffer.from(TEXT));
    expect(brotliDecompressSync(await readFile(join(dir, 'a.js.br'))).toString()).toBe(TEXT);
  });

  it('skips small files, types that are not text, and variants that would not be smaller', async () => {
    const random = randomBytes(4096); // incompressible
    const dir = await writeTree(await tempDir(), {
      'small.css': 'a{}'.repeat(MIN_COMPRESS_BYTES / 3 - 1),
      'doc.pdf': TEXT,
      'noise.json': random,
    });
    for (const file of ['small.css', 'doc.pdf', 'noise.json']) {
      expect(await precompressFile(join(dir, file)), file).toBeNull();
    }
    expect((await readdir(dir)).sort()).toEqual(['doc.pdf', 'noise.json', 'small.css']);
  });

  it('leaves what lies beside a file that never gets variants: a download’s own .br, a payload’s', async () => {
    const dir = await writeTree(await tempDir(), {
      'checklist.pdf': TEXT,
      'checklist.pdf.br': 'an editor’s download, compressed',
      'kurs/_payload.json': TEXT,
      'kurs/_payload.json.br': 'left by someone else',
    });
    for (const file of ['checklist.pdf', 'kurs/_payload.json']) expect(await precompressFile(join(dir, file)), file).toBeNull();
    expect(await readFile(join(dir, 'checklist.pdf.br'), 'utf8')).toBe('an editor’s download, compressed');
    expect(await exists(join(dir, 'kurs/_payload.json.br'))).toBe(true);
  });

  it('removes a variant left from an earlier build when the file no longer earns one', async () => {
    const dir = await writeTree(await tempDir(), { 'page.html': TEXT });
    const file = join(dir, 'page.html');
    await precompressFile(file);
    await writeFile(file, 'now tiny');
    await precompressFile(file);
    expect(await exists(`${file}.br`)).toBe(false);
  });

  it('writes variants after the file, so the server takes them as fresh', async () => {
    const dir = await writeTree(await tempDir(), { 'page.html': TEXT });
    const file = join(dir, 'page.html');
    const past = new Date(Date.now() - 60_000);
    await utimes(file, past, past);
    await precompressFile(file);
    expect((await stat(`${file}.br`)).mtimeMs).toBeGreaterThanOrEqual((await stat(file)).mtimeMs);
  });

  it('never compresses a variant itself', async () => {
    const dir = await writeTree(await tempDir(), { 'page.html': TEXT });
    await precompressFile(join(dir, 'page.html'));
    await precompressFile(join(dir, 'page.html.br'));
    expect((await readdir(dir)).sort()).toEqual(['page.html', 'page.html.br']);
  });
});

describe('precompressDir', () => {
  it('precompresses every text file under a folder and reports the sizes', async () => {
    const dir = await writeTree(await tempDir(), {
      'index.html': TEXT,
      'en/index.html': TEXT,
      'assets/a.js': TEXT,
      'assets/b.css': TEXT,
      'doc.pdf': TEXT,
      'tiny.txt': 'x',
    });
    const stats = await precompressDir(dir);
    expect(stats.files).toBe(4);
    expect(stats.originalBytes).toBe(4 * TEXT.length);
    expect(stats.brotliBytes).toBeLessThan(stats.originalBytes / 5);
    expect((await readdir(dir, { recursive: true })).filter((file) => /\.(br|gz)$/.test(file)).sort()).toEqual([
      'assets/a.js.br',
      'assets/b.css.br',
      'en/index.html.br',
      'index.html.br',
    ]);
    const again = await precompressDir(dir);
    expect(again.files).toBe(4); // idempotent: the variants are not compressed again
  });
});
