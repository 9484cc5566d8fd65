/**
 * A file of a site as it is written: prepared (compressed, where worth it) on the render
 * pool's threads, written by one thread only. On this kind of machine, file systems make
 * concurrent creators wait for each other: two threads creating files take over twice as
 * long as one does alone, so the pool compresses and the main thread writes.
 *
 * In a fresh directory (a full build) a file is written in place with its brotli variant
 * after it (the server uses a variant only if it is not older than its file).
 * In a release prepared from the served site, a file is written under a temporary name
 * and renamed into place, so it is a new inode (the release's other files are hard links
 * to the served site's: nothing is written through a link into the site being served, and
 * no reader sees half a file), and a variant left from before is removed, so a stale
 * variant never outlives its file; the caller compresses after publishing.
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { BROTLI_SUFFIX, isPrecompressed, MIN_COMPRESS_BYTES } from '../http/compressible.ts';
import { compressVariant, type PrecompressStats } from './precompress.ts';

/** Where a site's files go. */
export interface SiteOutput {
  /** A directory being filled for the first time (a full build), rather than a release prepared from the served site. */
  readonly fresh: boolean;
  /** Writes a prepared file; returns what its compression achieved. */
  write(file: PreparedFile): PrecompressStats;
}

/** A file ready to be written: its bytes and, for a fresh directory, its brotli variant where one is worth having. */
export interface PreparedFile {
  /** Path relative to the site root. */
  readonly file: string;
  readonly data: Uint8Array;
  readonly variant: Uint8Array | null;
}

export const NO_COMPRESSION: PrecompressStats = { files: 0, originalBytes: 0, brotliBytes: 0 };

const encoder = new TextEncoder();

/** Whether preparing the file means compressing it: when `compress` (a fresh directory) and the file is worth it. */
export function needsCompressing(compress: boolean, file: string, size: number): boolean {
  return compress && size >= MIN_COMPRESS_BYTES && isPrecompressed(file);
}

/** The file's bytes, with its variant when it needs compressing. */
export function prepareFile(compress: boolean, file: string, data: string | Uint8Array): PreparedFile {
  const bytes = typeof data === 'string' ? encoder.encode(data) : data;
  return { file, data: bytes, variant: needsCompressing(compress, file, bytes.length) ? compressVariant(bytes) : null };
}

let counter = 0;

function writeNew(file: string, data: Uint8Array): void {
  const temporary = `${file}.${process.pid}-${++counter}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}

function writeInto(root: string, fresh: boolean, folders: Set<string>, { file, data, variant }: PreparedFile): PrecompressStats {
  const path = join(root, file);
  const folder = dirname(path);
  if (!folders.has(folder)) {
    mkdirSync(folder, { recursive: true });
    folders.add(folder);
  }
  if (fresh) writeFileSync(path, data);
  else writeNew(path, data);
  if (variant) writeFileSync(path + BROTLI_SUFFIX, variant);
  else if (!fresh) rmSync(path + BROTLI_SUFFIX, { force: true });
  return variant ? { files: 1, originalBytes: data.length, brotliBytes: variant.length } : NO_COMPRESSION;
}

/** The site directory `root` as an output: fresh (a full build) or a release prepared from the served site. */
export function siteDirectory(root: string, fresh: boolean): SiteOutput {
  // The folders made so far: one per page, so as many as the site has pages.
  const folders = new Set<string>();
  return { fresh, write: (file) => writeInto(root, fresh, folders, file) };
}

/** Prepares and writes a file in this thread. */
export function writeSiteFile(output: SiteOutput, file: string, data: string | Uint8Array): PrecompressStats {
  return output.write(prepareFile(output.fresh, file, data));
}
