/**
 * Entity tags for the site's files, and If-None-Match. A tag is made from the size and
 * modification time of the file that is sent (so each encoding has its own, and a file a
 * rebuild rewrote gets a new one), which needs no reading of the file. The tag of gzip made on
 * request is weak: the same file gives the same bytes only with the same zlib.
 */
import type { Encoding } from '../../http/compressible.ts';

export function etagOf(file: { readonly size: number; readonly mtimeMs: number }, encoding: Encoding | null): string {
  const mtime = Math.floor(file.mtimeMs * 1000).toString(36);
  return `${encoding === 'gzip' ? 'W/' : ''}"${file.size.toString(36)}-${mtime}${encoding ? `-${encoding}` : ''}"`;
}

/** Whether If-None-Match names this tag (weak comparison, as RFC 9110 asks for this header) or is '*'. */
export function ifNoneMatchHits(header: string | undefined | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}
