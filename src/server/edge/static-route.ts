/**
 * GET and HEAD of the built site's files: the page or file for the path (static-files.ts),
 * its brotli variant when the browser accepts brotli and the build wrote one, else gzip made
 * as it is sent when the client accepts gzip and it pays (the build writes no gzip copies:
 * every browser takes brotli, so gzip is for other clients and for the files the build leaves
 * uncompressed, such as the pages' payloads, at about a millisecond of a thread-pool thread
 * for a page), with the original's Content-Type, the Content-Length of what is sent, an ETag
 * per encoding (weak for gzip, whose bytes another zlib may make differently; If-None-Match
 * -> 304) and the cache policy (hashed assets a year, everything else revalidated). Paths with no file
 * fall through to the 404 page, and so does a symbolic link in the site that leads outside
 * it: a file is served only if its real path (links resolved) is inside the site's real
 * path. (Hono's serveStatic does not check this, so the server serves files itself.)
 */

import type { Stats } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import { sep } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { cacheControlFor } from '../../http/cache-policy.ts';
import { BROTLI_SUFFIX, type Encoding, isCompressible, MIN_COMPRESS_BYTES } from '../../http/compressible.ts';
import { acceptedEncodings } from './content-encoding.ts';
import { etagOf, ifNoneMatchHits } from './etag.ts';
import type { SiteRootVariables } from './site-root.ts';
import { contentTypeOf, resolveStaticFile } from './static-files.ts';

async function fileStats(file: string): Promise<Stats | null> {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats : null;
  } catch {
    return null; // missing, a name too long, not a directory on the way, ...
  }
}

/** The real path of the site directory (a release may be reached through a link), for the last one asked. */
let knownRoot: { readonly root: string; readonly real: Promise<string> } | null = null;
function realRoot(root: string): Promise<string> {
  if (knownRoot?.root !== root) knownRoot = { root, real: realpath(root) };
  return knownRoot.real;
}

/** Whether `file` (which exists), its links resolved, lies inside `root`. */
async function insideSite(root: string, file: string): Promise<boolean> {
  try {
    const [realFile, realSite] = await Promise.all([realpath(file), realRoot(root)]);
    return realFile.startsWith(realSite + sep);
  } catch {
    return false;
  }
}

interface Chosen {
  readonly file: string;
  readonly stats: Stats;
  readonly encoding: Encoding | null;
}

const GZIP_LEVEL = 6;
const gzipAsync = promisify(gzip);

/**
 * The first accepted encoding the file can be sent in: brotli if its variant is on disk and
 * not older than the file (a stale one is never sent), gzip if the file is large enough to
 * be worth compressing; else the file as it is.
 */
async function chooseEncoding(root: string, file: string, stats: Stats, accepted: readonly Encoding[]): Promise<Chosen> {
  for (const encoding of accepted) {
    if (encoding === 'gzip') {
      if (stats.size >= MIN_COMPRESS_BYTES) return { file, stats, encoding };
      continue;
    }
    const variant = file + BROTLI_SUFFIX;
    const variantStats = await fileStats(variant);
    if (variantStats && variantStats.mtimeMs >= stats.mtimeMs && (await insideSite(root, variant)))
      return { file: variant, stats: variantStats, encoding };
  }
  return { file, stats, encoding: null };
}

/** gzip of `data`, or null when it fails or is not smaller: the file is then sent as it is. */
async function gzipped(data: Buffer): Promise<Buffer | null> {
  try {
    const compressed = await gzipAsync(data, { level: GZIP_LEVEL });
    return compressed.length < data.length ? compressed : null;
  } catch {
    return null;
  }
}

/**
 * What is sent, and in which encoding: the chosen file's bytes, gzipped when gzip was chosen
 * and it pays (else the file itself, unencoded); null if the file went between stat and read.
 */
async function bytesToSend(chosen: Chosen): Promise<{ body: Uint8Array<ArrayBuffer>; encoding: Encoding | null } | null> {
  let data: Buffer;
  try {
    data = await readFile(chosen.file);
  } catch {
    return null;
  }
  if (chosen.encoding !== 'gzip') return { body: new Uint8Array(data), encoding: chosen.encoding };
  const compressed = await gzipped(data);
  return compressed ? { body: new Uint8Array(compressed), encoding: 'gzip' } : { body: new Uint8Array(data), encoding: null };
}

export function serveSiteFiles(): MiddlewareHandler<{ Variables: SiteRootVariables }> {
  return async (c, next) => {
    const path = new URL(c.req.url).pathname;
    const file = resolveStaticFile(c.var.siteRoot, path);
    const stats = file && (await fileStats(file));
    if (!file || !stats || !(await insideSite(c.var.siteRoot, file))) return next();

    const compressible = isCompressible(file);
    const chosen = compressible
      ? await chooseEncoding(c.var.siteRoot, file, stats, acceptedEncodings(c.req.header('accept-encoding')))
      : { file, stats, encoding: null };
    const etag = etagOf(chosen.stats, chosen.encoding);
    const headers: Record<string, string> = {
      'Cache-Control': cacheControlFor(path),
      ETag: etag,
      ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
    };
    if (ifNoneMatchHits(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);

    headers['Content-Type'] = contentTypeOf(file);
    const head = c.req.method === 'HEAD';
    // A HEAD gets the length GET would send: for gzip made on request, that means making it.
    if (head && chosen.encoding !== 'gzip') {
      if (chosen.encoding) headers['Content-Encoding'] = chosen.encoding;
      return c.body(null, 200, { ...headers, 'Content-Length': String(chosen.stats.size) });
    }
    const sent = await bytesToSend(chosen);
    if (!sent) return next(); // removed between stat and read
    // gzip that did not pay sends the file itself, under the file's own tag.
    headers.ETag = etagOf(chosen.stats, sent.encoding);
    if (sent.encoding) headers['Content-Encoding'] = sent.encoding;
    // The file changed between stat and read: send what was read, with its own length.
    headers['Content-Length'] = String(sent.body.length);
    return head ? c.body(null, 200, headers) : c.body(sent.body, 200, headers);
  };
}
