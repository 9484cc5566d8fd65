import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { listFiles } from '../files/list-files.ts';
import { writeFileAtomic } from '../files/write-atomic.ts';
import { ENCODING_SUFFIXES, type Encoding, isPrecompressed } from '../http/compressible.ts';

export const MIN_COMPRESS_BYTES = 1024;
/**
 * Brotli quality 5 and gzip level 6, measured on this site's pages (47 KB on average):
 * brotli 10 made files 6% smaller at 10 to 20 times the time (16-28 ms against 1-2 ms for a
 * 50-70 KB page), which at 10,000 pages is most of a build, and brotli 6 to 9 gain under 1%
 * for up to 6 times the time, while brotli 4 is 20% faster for files 7% larger; gzip 9 is
 * 0.2% smaller than 6 for 24% more time.
 */
export const BROTLI_QUALITY = 5;
export const GZIP_LEVEL = 6;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const brotliOptions = (size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});
const GZIP_OPTIONS = { level: GZIP_LEVEL };

/** A file's compressed variants; null where none is worth having (the file under 1 KB, or the variant not smaller). */
export type CompressedVariants = Readonly<Record<Encoding, Uint8Array | null>>;

const worthIt = (data: Uint8Array, compressed: Uint8Array | null) => (compressed && compressed.length < data.length ? compressed : null);

/** The variants of a compressible file's bytes, made in this thread (the render pool's workers call it). */
export function compressVariants(data: Uint8Array): CompressedVariants {
  if (data.length < MIN_COMPRESS_BYTES) return { br: null, gzip: null };
  return { br: worthIt(data, brotliCompressSync(data, brotliOptions(data.length))), gzip: worthIt(data, gzipSync(data, GZIP_OPTIONS)) };
}

/** The same, with zlib on libuv's thread pool: for a server that must keep answering meanwhile. */
async function compressVariantsAsync(data: Uint8Array): Promise<CompressedVariants> {
  if (data.length < MIN_COMPRESS_BYTES) return { br: null, gzip: null };
  const [br, gz] = await Promise.all([brotli(data, brotliOptions(data.length)), gzipAsync(data, GZIP_OPTIONS)]);
  return { br: worthIt(data, br), gzip: worthIt(data, gz) };
}

/** Bytes of each variant written; null where none was written (not compressible, too small, not smaller). */
export type PrecompressResult = Readonly<Record<Encoding, number | null>>;

/** Writes the variants beside `file` (after it: the server uses a variant only if it is not older), removing those not worth having. */
export async function writeVariants(file: string, variants: CompressedVariants): Promise<PrecompressResult> {
  const result: Record<Encoding, number | null> = { br: null, gzip: null };
  for (const encoding of Object.keys(ENCODING_SUFFIXES) as Encoding[]) {
    const variant = file + ENCODING_SUFFIXES[encoding];
    const compressed = variants[encoding];
    if (compressed) {
      await writeFileAtomic(variant, compressed);
      result[encoding] = compressed.length;
    } else {
      await rm(variant, { force: true });
    }
  }
  return result;
}

const NONE_WRITTEN: PrecompressResult = { br: null, gzip: null };

/**
 * Writes `file.br` and `file.gz` for `file` (whose bytes are `data` if the caller has them
 * at hand), or removes them where they are not worth having. A file of a kind that never gets
 * variants (not text, a page's payload, a variant itself) is left as it is, and so is
 * anything beside it: a download `checklist.pdf.gz` is no variant of `checklist.pdf`. (At 100
 * times the content, a search index's 13,000 fragments cost a rebuild 1.7 s of removing
 * variants that could not be there.)
 */
export async function precompressFile(file: string, data?: Uint8Array): Promise<PrecompressResult> {
  if (!isPrecompressed(file)) return NONE_WRITTEN;
  return writeVariants(file, await compressVariantsAsync(data ?? (await readFile(file))));
}

export interface PrecompressStats {
  /** Files that got at least one variant. */
  readonly files: number;
  readonly originalBytes: number;
  readonly brotliBytes: number;
  readonly gzipBytes: number;
}

/** Precompresses every compressible file under `dir`, a few at a time (zlib runs in the thread pool). */
export async function precompressDir(dir: string, concurrency = 4): Promise<PrecompressStats> {
  const files = (await listFiles(dir)).map((file) => join(dir, file)).filter((file) => isPrecompressed(file));
  let next = 0;
  const stats = { files: 0, originalBytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const worker = async () => {
    for (let file = files[next++]; file !== undefined; file = files[next++]) {
      const data = await readFile(file);
      const result = await precompressFile(file, data);
      if (result.br === null && result.gzip === null) continue;
      stats.files += 1;
      stats.originalBytes += data.length;
      stats.brotliBytes += result.br ?? data.length;
      stats.gzipBytes += result.gzip ?? data.length;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return stats;
}

export function sumStats(a: PrecompressStats, b: PrecompressStats): PrecompressStats {
  return {
    files: a.files + b.files,
    originalBytes: a.originalBytes + b.originalBytes,
    brotliBytes: a.brotliBytes + b.brotliBytes,
    gzipBytes: a.gzipBytes + b.gzipBytes,
  };
}
