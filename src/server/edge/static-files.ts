/**
 * Maps a request path to a file in dist/, refusing anything that could leave it:
 * undecodable escapes, null bytes, backslashes, '.' and '..' segments, and dot-files
 * (the build's .vite manifest is not for visitors). Page paths map to <path>/index.html.
 * Also refused, so that every page has one address: escapes of ASCII characters
 * ('/seminare%2Fx', '/%73eminare'; no file name needs one), a page's index.html by its
 * own name (redirect-rules.ts sends it to the page's address), the pre-rendered error
 * pages (templates of the server's answers, src/routes/error-files.ts), the deploy files
 * for static hosts (_redirects, _headers: configuration, not content) and the
 * precompressed variants by their own name (they are sent for the original's URL, with
 * Content-Encoding).
 */
import { extname, join, resolve, sep } from 'node:path';
import { STATIC_HOST_FILES } from '../../hosting/file-names.ts';
import { isPrecompressedVariant } from '../../http/compressible.ts';
import { isErrorPageFile } from '../../routes/error-files.ts';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.ics': 'text/calendar; charset=utf-8',
};

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** A percent-escape of an ASCII character: '%2F', '%2e', '%73', '%00'. */
const ASCII_ESCAPE = /%[0-7][0-9a-f]/i;

/** The name of a page's file in its folder. */
const INDEX_FILE = 'index.html';

/** The file in `root` that serves `rawPath` (as received, percent-encoded), or null. */
export function resolveStaticFile(root: string, rawPath: string): string | null {
  if (ASCII_ESCAPE.test(rawPath)) return null;
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (!path.startsWith('/') || path.includes('\0') || path.includes('\\')) return null;
  const segments = path.split('/').slice(1);
  if (segments.some((segment) => segment.startsWith('.'))) return null;
  if (segments.length === 1 && STATIC_HOST_FILES.some((name) => name === segments[0])) return null;
  if (isErrorPageFile(segments.join('/'))) return null;
  const base = resolve(root);
  const last = segments.at(-1) ?? '';
  if (last === INDEX_FILE) return null;
  const relative = last.includes('.') ? segments : [...segments.filter(Boolean), INDEX_FILE];
  const file = resolve(join(base, ...relative));
  if (isPrecompressedVariant(file)) return null;
  return file.startsWith(base + sep) ? file : null;
}

/**
 * The one address of a path, or null if it is that already: stray slashes merged and
 * trimmed ('/a//b/' -> '/a/b', never off-site), and a page's index.html by its own name
 * dropped ('/index.html' -> '/', '/seminare/index.html' -> '/seminare').
 */
export function canonicalAddress(rawPath: string): string | null {
  const segments = rawPath.split('/').filter(Boolean);
  if (segments.at(-1) === INDEX_FILE) segments.pop();
  const canonical = `/${segments.join('/')}`;
  return canonical === rawPath ? null : canonical;
}
