/**
 * The download documents' PDFs kept between builds, in a folder of the build cache: the same
 * text drawn by the same code is the same document, and drawing them is a fixed cost of every
 * build, however few pages it has. A PDF is filed under a version (the build gives the hash of
 * the bundles' inputs, src/generate/bundle-cache.ts: the code that draws it, and with it the
 * shipped content, whose change clears the shelf too) and a hash of its text; the folders of
 * other versions are removed when a shelf for a new one is opened. The shelf is a cache: when
 * its folder cannot be read or written, documents are drawn as if it were empty.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../files/write-atomic.ts';

export interface PdfShelf {
  /** The PDF kept for `key` (what the document says), or null. */
  get(key: string): Promise<Uint8Array | null>;
  put(key: string, pdf: Uint8Array): Promise<void>;
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/** The shelf of `version` in `dir`. */
export function pdfShelf(dir: string, version: string): PdfShelf {
  const folder = join(dir, digest(version));
  try {
    mkdirSync(folder, { recursive: true });
    for (const name of readdirSync(dir)) if (join(dir, name) !== folder) rmSync(join(dir, name), { recursive: true, force: true });
  } catch {
    // Another build pruning at once, or a folder that cannot be written: gets find nothing, puts keep nothing.
  }
  const file = (key: string) => join(folder, `${digest(key)}.pdf`);
  return {
    get: (key) =>
      readFile(file(key)).then(
        (bytes) => new Uint8Array(bytes),
        () => null,
      ),
    put: (key, pdf) => writeFileAtomic(file(key), pdf).catch(() => undefined),
  };
}
