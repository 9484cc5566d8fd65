import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants } from 'node:zlib';
import { listFiles } from '../files/list-files.ts';
import { writeFileAtomic } from '../files/write-atomic.ts';
import { BROTLI_SUFFIX, isPrecompressed, MIN_COMPRESS_BYTES } from '../http/compressible.ts';

/**
 * Brotli quality 5, measured on this site's pages (47 KB on average): brotli 10 made files 6%
 * smaller at 10 to 20 times the time (16-28 ms against 1-2 ms for a 50-70 KB page), which at
 * 10,000 pages is most of a build, and brotli 6 to 9 gain under 1% for up to 6 times the
 * time, while brotli 4 is 20% faster for files 7% larger. No gzip copy is written: every
 * browser accepts brotli, and the servers gzip on request for the clients that do not
 * (src/server/edge/static-route.ts, deploy/nginx.conf).
 */
export const BROTLI_QUALITY = 5;

const brotli = promisify(brotliCompress);

const brotliOptions = (size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

const worthIt = (data: Uint8Array, compressed: Uint8Array) => (compressed.length < data.length ? compressed : null);

/** A compressible file's brotli variant, made in this thread (the render pool's workers call it); null where none is worth having (the file under 1 KB, or the variant not smaller). */
export function compressVariant(data: Uint8Array): Uint8Array | null {
  return data.length < MIN_COMPRESS_BYTES ? null : worthIt(data, brotliCompressSync(data, brotliOptions(data.length)));
}

/** The same, with zlib on libuv's thread pool: for a server that must keep answering meanwhile. */
async function compressVariantAsync(data: Uint8Array): Promise<Uint8Array | null> {
  return data.length < MIN_COMPRESS_BYTES ? null : worthIt(data, await brotli(data, brotliOptions(data.length)));
}

/** Writes the variant beside `file` (after it: the server uses a variant only if it is not older), or removes one not worth having; returns its bytes, or null. */
async function writeVariant(file: string, variant: Uint8Array | null): Promise<number | null> {
  const path = file + BROTLI_SUFFIX;
  if (!variant) {
    await rm(path, { force: true });
    return null;
  }
  await writeFileAtomic(path, variant);
  return variant.length;
}

/**
 * Writes `file.br` for `file` (whose bytes are `data` if the caller has them at hand), or
 * removes it where it is not worth having; returns the variant's bytes, or null. A file of a
 * kind that never gets a variant (not text, a page's payload, a variant itself) is left as it
 * is, and so is anything beside it: a download `checklist.pdf.br` is no variant of
 * `checklist.pdf`. (At 100 times the content, a search index's 13,000 fragments cost a
 * rebuild 1.7 s of removing variants that could not be there.)
 */
export async function precompressFile(file: string, data?: Uint8Array): Promise<number | null> {
  if (!isPrecompressed(file)) return null;
  return writeVariant(file, await compressVariantAsync(data ?? (await readFile(file))));
}

export interface PrecompressStats {
  /** Files that got a variant. */
  readonly files: number;
  readonly originalBytes: number;
  readonly brotliBytes: number;
}

/** Precompresses every compressible file under `dir`, a few at a time (zlib runs in the thread pool). */
export async function precompressDir(dir: string, concurrency = 4): Promise<PrecompressStats> {
  const files = (await listFiles(dir)).map((file) => join(dir, file)).filter((file) => isPrecompressed(file));
  let next = 0;
  const stats = { files: 0, originalBytes: 0, brotliBytes: 0 };
  const worker = async () => {
    for (let file = files[next++]; file !== undefined; file = files[next++]) {
      const data = await readFile(file);
      const brotliBytes = await precompressFile(file, data);
      if (brotliBytes === null) continue;
      stats.files += 1;
      stats.originalBytes += data.length;
      stats.brotliBytes += brotliBytes;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return stats;
}

export function sumStats(a: PrecompressStats, b: PrecompressStats): PrecompressStats {
  return { files: a.files + b.files, originalBytes: a.originalBytes + b.originalBytes, brotliBytes: a.brotliBytes + b.brotliBytes };
}
