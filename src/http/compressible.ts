/**
 * Which files are worth compressing: text formats. The build writes a brotli variant (.br)
 * beside each one that is large enough; the servers send it to browsers that accept brotli,
 * and gzip, compressed as the file is sent, to clients that accept only gzip.
 */
import { extname } from 'node:path';

export const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set([
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.json',
  '.xml',
  '.txt',
  '.svg',
  '.ics',
  '.map',
]);

/** Files smaller than this are sent as they are: compressing them saves too little to pay. */
export const MIN_COMPRESS_BYTES = 1024;

/** The content encodings the servers send: brotli from the variant the build wrote, gzip made on request. */
export type Encoding = 'br' | 'gzip';

/** The suffix of the precompressed (brotli) variant the build writes beside a file. */
export const BROTLI_SUFFIX = '.br';

/** Suffixes of compressed copies that are never served by their own name: the build's, and a .gz of an older build. */
const VARIANT_SUFFIXES = [BROTLI_SUFFIX, '.gz'] as const;

export function isCompressible(file: string): boolean {
  return COMPRESSIBLE_EXTENSIONS.has(extname(file).toLowerCase());
}

/** 'index.html.br' and 'loader.js.gz' are compressed copies of a site's file; 'data.tar.gz' is not. */
export function isPrecompressedVariant(file: string): boolean {
  const suffix = VARIANT_SUFFIXES.find((candidate) => file.toLowerCase().endsWith(candidate));
  return suffix !== undefined && isCompressible(file.slice(0, -suffix.length));
}

/**
 * Whether the build writes a brotli variant beside a file: every compressible one but
 * the pages' payloads ({page}/_payload.json), which in the browser only the update notice's fallback
 * reads, now and then, and which would otherwise cost a large build a third of its files.
 * The servers gzip a file without a variant on request, as any other.
 */
export function isPrecompressed(file: string): boolean {
  return isCompressible(file) && !file.endsWith('/_payload.json') && file !== '_payload.json';
}
