import { randomBytes } from 'node:crypto';
import { readdir, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MIN_COMPRESS_BYTES, precompressDir, precompressFile } from '../../src/generate/precompress.ts';
import { tempDir, writeTree } from '../support/temp-site.ts';

const TEXT = '<p>Rechenzentren nach EN 50600: Seminare, Termine und Preise.</p>\n'.repeat(100);
const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

describe('precompressFile', () => {
  it('writes a brotli and a gzip variant that decompress to the file and are smaller', async () => {
    const dir = await writeTree(await tempDir(), { 'page/index.html': TEXT });
    const file = join(dir, 'page/index.html');
    const result = await precompressFile(file);
    const br = await readFile(`${file}.br`);
    const gz = await readFile(`${file}.gz`);
    expect(brotliDecompressSync(br).toString()).toBe(TEXT);
    expect(gunzipSync(gz).toString()).toBe(TEXT);
    expect(result).toEqual({ br: br.length, gzip: gz.length });
    expect(br.length).toBeLessThan(gz.length);
    expect(gz.length).toBeLessThan(TEXT.length / 5);
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
      expect(await precompressFile(join(dir, file)), file).toEqual({ br: null, gzip: null });
    }
    expect((await readdir(dir)).sort()).toEqual(['doc.pdf', 'noise.json', 'small.css']);
  });

  it('leaves what lies beside a file that never gets variants: a download’s own .gz, a payload’s', async () => {
    const dir = await writeTree(await tempDir(), {
      'checklist.pdf': TEXT,
      'checklist.pdf.gz': 'an editor’s download, gzipped',
      'kurs/_payload.json': TEXT,
      'kurs/_payload.json.br': 'left by someone else',
    });
    for (const file of ['checklist.pdf', 'kurs/_payload.json'])
      expect(await precompressFile(join(dir, file)), file).toEqual({ br: null, gzip: null });
    expect(await readFile(join(dir, 'checklist.pdf.gz'), 'utf8')).toBe('an editor’s download, gzipped');
    expect(await exists(join(dir, 'kurs/_payload.json.br'))).toBe(true);
  });

  it('removes variants left from an earlier build when the file no longer earns them', async () => {
    const dir = await writeTree(await tempDir(), { 'page.html': TEXT });
    const file = join(dir, 'page.html');
    await precompressFile(file);
    await writeFile(file, 'now tiny');
    await precompressFile(file);
    expect(await exists(`${file}.br`)).toBe(false);
    expect(await exists(`${file}.gz`)).toBe(false);
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
    expect((await readdir(dir)).sort()).toEqual(['page.html', 'page.html.br', 'page.html.gz']);
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
    expect(stats.brotliBytes).toBeLessThan(stats.gzipBytes);
    expect((await readdir(dir, { recursive: true })).filter((file) => /\.(br|gz)$/.test(file)).sort()).toEqual([
      'assets/a.js.br',
      'assets/a.js.gz',
      'assets/b.css.br',
      'assets/b.css.gz',
      'en/index.html.br',
      'en/index.html.gz',
      'index.html.br',
      'index.html.gz',
    ]);
    const again = await precompressDir(dir);
    expect(again.files).toBe(4); // idempotent: the variants are not compressed again
  });
});
