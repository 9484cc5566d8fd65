/**
 * Which files are worth compressing: text formats. The build writes a .br and a .gz beside
 * each one that is large enough; the server sends them to browsers that accept them.
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

/** Content encodings with a precompressed variant, and the suffix of its file. */
export const ENCODING_SUFFIXES = { br: '.br', gzip: '.gz' } as const;
export type Encoding = keyof typeof ENCODING_SUFFIXES;

export function isCompressible(file: string): boolean {
  return COMPRESSIBLE_EXTENSIONS.has(extname(file).toLowerCase());
}

/** 'index.html.br' and 'loader.js.gz' are variants the build wrote; 'data.tar.gz' is not. */
export function isPrecompressedVariant(file: string): boolean {
  const suffix = Object.values(ENCODING_SUFFIXES).find((candidate) => file.toLowerCase().endsWith(candidate));
  return suffix !== undefined && isCompressible(file.slice(0, -suffix.length));
}

/**
 * Whether the build writes compressed variants beside a file: every compressible one but
 * the pages' payloads ({page}/_payload.json), which in the browser only the update notice's fallback
 * reads, now and then, and which would otherwise cost a large build a third of its files.
 * Files without variants are served as they are.
 */
export function isPrecompressed(file: string): boolean {
  return isCompressible(file) && !file.endsWith('/_payload.json') && file !== '_payload.json';
}
