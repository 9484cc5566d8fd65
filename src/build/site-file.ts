/**
 * Writing one file of a site, as the render pool's workers (and, for a few pages, the
 * main thread) do it: synchronously, since a worker has nothing else to do meanwhile and
 * the synchronous calls cost a fraction of the promise-based ones per small file.
 *
 * In a fresh directory (a full build) a file is written in place with its brotli and gzip
 * variants after it (the server uses a variant only if it is not older than its file).
 * In a release prepared from the served site, a file is written under a temporary name
 * and renamed into place, so it is a new inode (the release's other files are hard links
 * to the served site's: nothing is written through a link into the site being served, and
 * no reader sees half a file), and any variant left from before is removed, so a stale
 * variant never outlives its file.
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { ENCODING_SUFFIXES, type Encoding, isCompressible } from '../http/compressible.ts';
import { compressVariants, type PrecompressStats } from './precompress.ts';

export interface FileTarget {
  /** The site's root directory. */
  readonly root: string;
  /**
   * A directory being filled for the first time (a full build): each file and its
   * compressed variants are written at once, in place (no file can be there already, and
   * nothing serves the directory yet). Otherwise (a release prepared from the served site)
   * each file is written as a new inode and stale variants are removed, for the caller to
   * compress after publishing.
   */
  readonly fresh: boolean;
}

export const NO_COMPRESSION: PrecompressStats = { files: 0, originalBytes: 0, brotliBytes: 0, gzipBytes: 0 };

let counter = 0;

/** Writes `data` to `file`, making its folder when it is the folder's first file. */
function writeMakingFolder(file: string, data: Uint8Array): void {
  try {
    writeFileSync(file, data);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, data);
  }
}

function writeNew(file: string, data: Uint8Array): void {
  const temporary = `${file}.${process.pid}-${threadId}-${++counter}.tmp`;
  writeMakingFolder(temporary, data);
  renameSync(temporary, file);
}

const encoder = new TextEncoder();

/** Writes `file` (relative to the target's root); returns what its compression achieved. */
export function writeSiteFile(target: FileTarget, file: string, data: string | Uint8Array): PrecompressStats {
  const path = join(target.root, file);
  const bytes = typeof data === 'string' ? encoder.encode(data) : data;
  if (target.fresh) writeMakingFolder(path, bytes);
  else writeNew(path, bytes);
  const variants = target.fresh && isCompressible(file) ? compressVariants(bytes) : null;
  const sizes: Record<Encoding, number> = { br: bytes.length, gzip: bytes.length };
  let any = false;
  for (const encoding of Object.keys(ENCODING_SUFFIXES) as Encoding[]) {
    const variant = variants?.[encoding];
    const variantPath = path + ENCODING_SUFFIXES[encoding];
    if (variant) {
      writeFileSync(variantPath, variant);
      sizes[encoding] = variant.length;
      any = true;
    } else if (!target.fresh) {
      rmSync(variantPath, { force: true });
    }
  }
  return any ? { files: 1, originalBytes: bytes.length, brotliBytes: sizes.br, gzipBytes: sizes.gzip } : NO_COMPRESSION;
}
